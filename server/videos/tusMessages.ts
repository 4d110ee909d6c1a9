// French messages of the resumable uploads at /api/upload/ (tus 1.0), next to the server that sends them.
export const tusMessages = {
  unknownKind: 'Requête invalide : « kind » doit valoir « video » dans Upload-Metadata',
  notYourUpload: 'Cet envoi a été commencé par un autre membre',
  uploadNotFound: "Envoi introuvable : il a expiré ou n'a jamais existé",
  uploadGone: 'Cet envoi a expiré : recommencez-le',
  offsetMismatch: "Position d'envoi incorrecte : demandez au serveur où reprendre",
  alreadyHandedOver: 'Cet envoi est terminé : la vidéo est déjà dans Lapintube',
  uploadBusy: 'Cet envoi est déjà en cours sur une autre connexion',
} as const;
