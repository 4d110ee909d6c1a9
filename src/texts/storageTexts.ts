import { formatBytes } from '../../shared/formatBytes.ts';
import { formatDayTime } from '../components/formatDate.ts';

// French copy of the admin screen's « Stockage » panel (issue 38).
export const storageTexts = {
  title: 'Stockage',
  loading: 'Lecture de la place occupée…',
  error: (detail: string) => `La place occupée n’a pas pu être lue : ${detail}`,
  retry: 'Réessayer',
  barLabel: 'Répartition du disque',
  photos: 'Photos',
  videos: 'Vidéos',
  database: 'Base de données',
  backups: 'Sauvegardes',
  free: 'Libre',
  size: (bytes: number) => formatBytes(bytes),
  reserve: (bytes: number) => `Dont ${formatBytes(bytes)} gardés pour la base : photos, vidéos et sauvegardes n’y touchent pas.`,
  lowFree: (bytes: number) => `Il reste moins que la réserve de ${formatBytes(bytes)} : les photos et les vidéos sont refusées jusqu’à ce que de la place soit faite.`,
  lastBackup: (at: number, bytes: number, verified: boolean) =>
    `Dernière sauvegarde : ${formatDayTime(at)}, ${formatBytes(bytes)} (${verified ? 'vérifiée' : 'non vérifiée'})`,
  noBackup: 'Aucune sauvegarde pour l’instant.',
  backupsOff: 'Pour sauvegarder d’ici, démarrez Lapin avec BACKUP_DIR (le dossier où ranger les sauvegardes), par exemple sur un second disque.',
  backupNow: 'Sauvegarder maintenant',
  starting: 'Démarrage…',
  counting: 'Sauvegarde en cours : copie de la base…',
  progress: (done: number, total: number) => `Sauvegarde en cours : ${done} fichiers sur ${total}`,
  progressLabel: 'Avancement de la sauvegarde',
  done: (bytes: number) => `Sauvegarde terminée et vérifiée (${formatBytes(bytes)}).`,
  failed: (detail: string) => `La sauvegarde n’a pas abouti : ${detail}`,
} as const;
