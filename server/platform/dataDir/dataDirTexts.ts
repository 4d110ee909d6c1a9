import type { LockHolder } from './dataDirLock.ts';

// French messages of the DATA_DIR lock, for the family member at the keyboard.

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'medium' });

const who = (holder: LockHolder) =>
  `processus ${holder.pid} sur la machine « ${holder.host} », depuis le ${dateFormat.format(new Date(holder.since))} (verrou ${holder.file})`;

const foreignNote = (holders: readonly LockHolder[], freshMinutes: number) =>
  holders.some((holder) => !holder.local)
    ? `\nUn verrou d'une autre machine compte tant qu'il a donné signe de vie depuis moins de ${freshMinutes} minutes ; si ce serveur est vraiment arrêté, attendez ce délai ou supprimez le fichier du verrou.`
    : '';

export const dataDirTexts = {
  /** A server (or several, on PostgreSQL) uses the folder: the command would pull it from under them. */
  serverRunning: (dataDir: string, action: string, holders: readonly LockHolder[], freshMinutes: number) =>
    `Lapin tourne sur le dossier de données ${dataDir} : ${action} est refusée tant qu'il tourne.\n` +
    holders.map((holder) => `  - ${who(holder)}`).join('\n') +
    `\nArrêtez d'abord le serveur (Ctrl-C, ou « systemctl stop lapin » selon votre installation), puis relancez la commande.` +
    foreignNote(holders, freshMinutes),
  /** A restore is replacing the folder: nothing else may open it meanwhile. */
  restoreRunning: (dataDir: string, holders: readonly LockHolder[], freshMinutes: number) =>
    `Une restauration est en cours dans le dossier de données ${dataDir} :\n` +
    holders.map((holder) => `  - ${who(holder)}`).join('\n') +
    `\nAttendez qu'elle se termine, puis relancez la commande.` +
    foreignNote(holders, freshMinutes),
} as const;
