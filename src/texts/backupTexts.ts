import { formatBytes } from '../../shared/formatBytes.ts';
import { formatDayTime } from '../components/formatDate.ts';

// French copy of the admin screen's backup section.
export const backupStatusTexts = {
  title: 'Sauvegardes',
  loading: 'Lecture de l’état des sauvegardes…',
  off: 'Les sauvegardes automatiques sont désactivées. Pour les activer, démarrez Lapin avec BACKUP_DIR (le dossier où les ranger), par exemple sur un second disque.',
  offHint: 'En attendant, « npm run backup -- fichier.tar » en prend une à la main.',
  last: (at: number, size: number) => `Dernière sauvegarde : ${formatDayTime(at)} (${formatBytes(size)}).`,
  schedule: (hours: number, keep: number) =>
    `Une sauvegarde ${hours === 24 ? 'par jour' : `toutes les ${hours} h`}, les ${keep} plus récentes sont gardées.`,
  never: 'Aucune sauvegarde réussie pour l’instant.',
  stale: 'La dernière sauvegarde réussie date de plus de deux fois l’intervalle prévu : vérifiez le dossier BACKUP_DIR (place libre, droits) et le journal du serveur.',
  error: (detail: string) => `L’état des sauvegardes n’a pas pu être lu : ${detail}`,
} as const;

// French copy of the admin screen's archive section.
export const archiveTexts = {
  title: 'Archive de la famille',
  explanation:
    'Un petit site à garder sur une clé USB ou un disque : les articles avec leurs photos, les albums et la discussion. Il s’ouvre sans Internet, en double-cliquant sur index.html une fois l’archive décompressée.',
  download: 'Télécharger l’archive',
  originals: 'Inclure les photos d’origine (archive beaucoup plus lourde)',
  preparing: 'Préparation…',
  error: (detail: string) => `L’archive n’a pas pu être préparée : ${detail}`,
} as const;
