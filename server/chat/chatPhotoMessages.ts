import { albumLimits } from '../../shared/albumLimits.ts';
import { chatPhotoLimits } from './chatPhotoLimits.ts';

// French texts of the chat's photos (issue 25): upload refusals and `message` ack refusals.
export const chatPhotoMessages = {
  tooManyImages: `Au plus ${chatPhotoLimits.maxPhotosPerMessage} photos par message`,
  fileTooHeavy: `Une photo dépasse ${albumLimits.maxPhotoBytes / (1024 * 1024)} Mo`,
  fieldsFirst: 'Requête invalide : le champ « token » doit précéder les photos',
  unexpectedField: (name: string) => `Requête invalide : champ « ${name} » non attendu`,
  noImages: 'Aucune photo reçue',
  /** An id that is not one of the sender's photos waiting to be sent (another's, sent already, or removed). */
  unknownImages: 'Une des photos est introuvable ou déjà envoyée : joignez-la de nouveau',
} as const;
