import { videoLimits } from '../../shared/videoTypes.ts';

// French messages of Lapintube's calls and jobs, next to the service that sends them.
export const videoMessages = {
  notAVideo: "Ce fichier n'est pas une vidéo lisible (formats acceptés : MP4, MOV, WebM, 3GP, MKV en H.264, HEVC, VP8, VP9 ou AV1)",
  tooHeavy: (maxMb: number) => `Vidéo trop lourde (${maxMb} Mo au maximum)`,
  tooLong: (maxMinutes: number) => `Vidéo trop longue (${maxMinutes} minutes au maximum)`,
  unreadable: "La vidéo n'a pas pu être préparée : le fichier est illisible ou incomplet",
  tooManyPixels: (maxPixels: number) =>
    `Image de la vidéo trop grande (${(maxPixels / 1e6).toFixed(1).replace('.', ',')} millions de pixels au maximum, soit la 4K)`,
  tooDemanding: 'Vidéo refusée : la lire demanderait plus de mémoire ou de temps que le serveur n’en accorde',
  probesBusy: 'Le serveur examine déjà d’autres vidéos : réessayez dans quelques secondes',
  longerThanDeclared: "La vidéo n'a pas pu être préparée : elle dure plus longtemps que ce que le fichier annonce",
  tooSlow: "La vidéo n'a pas pu être préparée dans le temps accordé à sa durée",
  videoNotFound: 'Vidéo introuvable',
  notReadyForComments: 'Cette vidéo est encore en préparation : on pourra la commenter quand elle sera prête',
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
