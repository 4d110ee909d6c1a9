import { albumLimits } from '../../shared/albumLimits.ts';

// French messages of the album calls, next to the service that sends them.
export const albumMessages = {
  albumNameEmpty: "Le nom de l'album est vide",
  albumNameTooLong: `Le nom de l'album dépasse ${albumLimits.maxAlbumNameLength} caractères`,
  albumNameTaken: 'Un album porte déjà ce nom',
  albumNotFound: 'Album introuvable',
  photoNotFound: 'Image introuvable dans cet album',
  noPhotos: 'Aucune image reçue',
  tooManyPhotos: `Au plus ${albumLimits.maxPhotosPerUpload} images par envoi`,
  photoTooHeavy: `Image trop lourde (${albumLimits.maxPhotoBytes / 1024 / 1024} Mo au maximum)`,
  fieldsFirst: 'Requête invalide : les champs « token » et « folder » doivent précéder les images',
  unexpectedField: (name: string) => `Requête invalide : champ « ${name} » non attendu`,
  missingField: (name: string) => `Requête invalide : champ « ${name} » manquant`,
  memberFieldsFirst: 'Requête invalide : les champs « token » et « album » doivent précéder les photos',
  photoAlreadyInAlbum: "Cette photo est déjà dans l'album",
  closedToMembers: "Seul l'administrateur peut ajouter des photos à cet album",
  closedToMembersVideos: "Seul l'administrateur peut ajouter des vidéos à cet album",
  notYourPhoto: "Seuls le membre qui a ajouté cette photo et l'administrateur peuvent la modifier",
  badPhotoHash: "Requête invalide : « sha256 » doit être l'empreinte SHA-256 de la photo (64 caractères hexadécimaux)",
  hashWithoutPhoto: 'Requête invalide : chaque « sha256 » doit être suivi de sa photo',
  fileTooHeavy: (videoMaxMb: number) =>
    `Fichier trop lourd (${albumLimits.maxPhotoBytes / 1024 / 1024} Mo au maximum pour une photo, ${videoMaxMb} Mo pour une vidéo)`,
  defaultVideoTitle: 'Vidéo',
  notPhotoNorVideo:
    "Ce fichier n'est ni une photo (JPEG, PNG, GIF) ni une vidéo lisible (MP4, MOV, WebM, 3GP, MKV en H.264, HEVC, VP8, VP9 ou AV1)",
  videoNotReady: "Cette vidéo est encore en préparation : elle n'a pas encore d'image",
  albumNameHidden: "Le nom de l'album contient un caractère invisible ou de contrôle, retirez-le",
  captionControl: 'La légende contient des caractères invisibles non permis',
} as const;
