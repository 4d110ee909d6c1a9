// French messages of the backup and restore commands and their checks, for the family member at the keyboard.
export const backupMessages = {
  usage: 'Usage : npm run backup -- <fichier.tar>',
  postgres:
    "La base est PostgreSQL (DATABASE_URL) : npm run backup ne sauvegarde que la base SQLite. Sauvegardez la base avec pg_dump, et le dossier media de DATA_DIR à part (voir docs/operations.md).",
  restorePostgres:
    "La base est PostgreSQL (DATABASE_URL) : npm run restore ne restaure qu'une sauvegarde de la base SQLite. Restaurez la base avec pg_restore, et le dossier media de DATA_DIR à part (voir docs/operations.md).",
  restoreUsage: 'Usage : npm run restore -- <fichier.tar> [--data-dir DOSSIER] [--force]',
  written: (file: string, size: string, seconds: string) => `Sauvegarde écrite et vérifiée : ${file} (${size}, ${seconds} s).`,
  verifyFailed: (problems: readonly string[]) => `La sauvegarde est invalide :\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  hashMismatch: (path: string) => `${path} : l'empreinte SHA-256 ne correspond pas au manifeste`,
  sizeMismatch: (path: string) => `${path} : la taille ne correspond pas au manifeste`,
  missingEntry: (path: string) => `${path} : absent de l'archive`,
  unexpectedEntry: (path: string) => `${path} : entrée inattendue dans l'archive`,
  noManifest: "l'archive n'a pas de manifeste (manifest.json)",
  badManifest: "le manifeste n'est pas lisible",
  integrity: (detail: string) => `la base de données est endommagée (integrity_check : ${detail})`,
  notEmpty: (dir: string) => `Le dossier ${dir} n'est pas vide : la restauration le remplacerait. Relancez avec --force pour le remplacer.`,
  newerSchema: (version: string) =>
    `Cette sauvegarde vient d'une version plus récente de Lapin (schéma ${version}) : mettez Lapin à jour avant de la restaurer.`,
  restored: (dir: string, seconds: string) => `Sauvegarde restaurée dans ${dir} (${seconds} s). Démarrez Lapin avec DATA_DIR=${dir}.`,
  failed: 'La sauvegarde a échoué ; le détail est dans le journal du serveur. Les sauvegardes précédentes sont intactes.',
  notConfigured:
    'Les sauvegardes ne sont pas configurées : démarrez Lapin avec BACKUP_DIR (le dossier où les ranger), par exemple sur un second disque.',
  postgresNow: 'La base est PostgreSQL : sauvegardez-la avec pg_dump, et le dossier media à part (voir docs/operations.md).',
  dataDirMissing: (dir: string) => `Le dossier de données ${dir} ne contient pas de base Lapin.`,
} as const;
