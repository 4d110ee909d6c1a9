import { videoLimits } from '../../shared/videoTypes.ts';

// French messages of Lapintube's calls and jobs, next to the service that sends them.
export const videoMessages = {
  notAVideo: "Ce fichier n'est pas une vidéo lisible (formats acceptés : MP4, MOV, WebM, 3GP, MKV en H.264, HEVC, VP8, VP9 ou AV1)",
  tooHeavy: (maxMb: number) => `Vidéo trop lourde (${maxMb} Mo au maximum)`,
  tooLong: (maxMinutes: number) => `Vidéo trop longue (${maxMinutes} minutes au maximum)`,
  unreadable: "La vidéo n'a pas pu être préparée : le fichier est illisible ou incomplet",
  videoNotFound: 'Vidéo introuvable',
  rangeNotSatisfiable: "Cette plage d'octets commence après la fin du fichier",
  notYourVideo: "Seuls le membre qui a ajouté cette vidéo et l'administrateur peuvent la modifier",
  noVideo: 'Aucune vidéo reçue',
  oneVideo: 'Une seule vidéo par envoi',
  titleEmpty: 'Le titre de la vidéo est vide',
  titleTooLong: `Le titre dépasse ${videoLimits.maxTitleLength} caractères`,
  descriptionTooLong: `La description dépasse ${videoLimits.maxDescriptionLength} caractères`,
  titleControl: 'Le titre de la vidéo contient des caractères invisibles non permis',
  descriptionControl: 'La description de la vidéo contient des caractères invisibles non permis',
  fieldsFirst: 'Requête invalide : les champs « token », « title » et « description » doivent précéder la vidéo',
  unexpectedField: (name: string) => `Requête invalide : champ « ${name} » non attendu`,
} as const;
