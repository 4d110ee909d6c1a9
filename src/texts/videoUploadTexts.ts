// What a resumable upload reports (videoTexts.upload): apart, because src/api speaks it and loads
// with the first page, while the rest of Lapintube's copy waits for its screens.
export const videoUploadTexts = {
  cancelled: 'Envoi annulé.',
  unreachable: "Le serveur ne répond pas. Renvoyez la même vidéo plus tard : l'envoi reprendra là où il s'est arrêté.",
  refused: "Le serveur a refusé l'envoi.",
} as const;
