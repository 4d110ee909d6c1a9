// French messages of the family archive's download link.
export const archiveMessages = {
  exportLinkExpired: "Ce lien de téléchargement a expiré ou a déjà servi : redemandez l'archive depuis l'administration",
  exportNeedsSession: "Ce lien de téléchargement ne marche que dans le navigateur de l'administrateur qui l'a demandé, encore connecté : redemandez l'archive depuis l'administration",
} as const;
