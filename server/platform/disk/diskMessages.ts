// French texts of a full disk. Each starts the same way, so the admin told about one recognises the others.
const full = 'Le disque du serveur est plein : ';

export const diskMessages = {
  photosRefused: `${full}les photos ne peuvent plus être reçues. Prévenez l'administrateur.`,
  videosRefused: `${full}cette vidéo et sa copie préparée n'y tiendraient pas. Prévenez l'administrateur.`,
  writeFailed: `${full}l'envoi n'a pas pu être enregistré. Prévenez l'administrateur.`,
  chatNotStored: `${full}le message n'a pas pu être enregistré. Prévenez l'administrateur.`,
  backupRefused: (needed: string, reserve: string) =>
    `${full}la sauvegarde (environ ${needed}) n'y tiendrait pas sans entamer les ${reserve} gardés pour la base. Libérez de la place, ou rangez les sauvegardes (BACKUP_DIR) sur un autre disque.`,
  backupFailedFull: `${full}la sauvegarde n'a pas pu être écrite jusqu'au bout. Les sauvegardes précédentes sont intactes.`,
} as const;
