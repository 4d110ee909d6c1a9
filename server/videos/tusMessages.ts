// French messages of the resumable uploads at /api/upload/ (tus 1.0), next to the server that sends them.
export const tusMessages = {
  unknownKind: 'Requête invalide : « kind » doit valoir « video » dans Upload-Metadata',
  noAlbums: "Requête invalide : ce serveur ne reçoit pas de vidéo pour un album",
  notYourUpload: 'Cet envoi a été commencé par un autre membre',
  uploadNotFound: "Envoi introuvable : il a expiré ou n'a jamais existé",
  uploadGone: 'Cet envoi a expiré : recommencez-le',
  offsetMismatch: "Position d'envoi incorrecte : demandez au serveur où reprendre",
  alreadyHandedOver: 'Cet envoi est terminé : la vidéo est déjà dans Lapintube',
  uploadBusy: 'Cet envoi est déjà en cours sur une autre connexion',
  tooManyPending: (max: number) =>
    max === 1
      ? "Vous avez déjà un envoi de vidéo en cours : terminez-le ou annulez-le avant d'en commencer un autre"
      : `Vous avez déjà ${max} envois de vidéo en cours : terminez-en ou annulez-en un avant d'en commencer un autre`,
  pastDeclaredLength: "Ce morceau dépasse la taille annoncée au début de l'envoi : demandez au serveur où reprendre",
  lengthRequired: 'Requête invalide : la taille de ce morceau (Content-Length) est nécessaire tant que celle de la vidéo est inconnue',
} as const;
