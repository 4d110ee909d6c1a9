// French texts of a full disk. Each starts the same way, so the admin told about one recognises the others.
const full = 'Le disque du serveur est plein : ';

export const diskMessages = {
  photosRefused: `${full}les photos ne peuvent plus être reçues. Prévenez l'administrateur.`,
  videosRefused: `${full}cette vidéo et sa copie préparée n'y tiendraient pas. Prévenez l'administrateur.`,
  writeFailed: `${full}l'envoi n'a pas pu être enregistré. Prévenez l'administrateur.`,
  chatNotStored: `${full}le message n'a pas pu être enregistré. Prévenez l'administrateur.`,
} as const;
