/** What a Lapin backup archive says about itself: its last entry, `manifest.json`. */
export interface BackupManifest {
  format: 'lapin-backup-1';
  appVersion: string;
  /** The newest migration the database had: restore refuses a schema newer than it knows. */
  schemaVersion: string;
  createdAt: string;
  counts: { users: number; articles: number; albums: number; albumImages: number; chatMessages: number; comments: number; videos: number; files: number };
  /** Every other entry of the archive, with its size and SHA-256 (hex). */
  files: Array<{ path: string; size: number; sha256: string }>;
  /** Image elements, album photos or videos dropped from the snapshot because their files were
   * deleted while the backup ran (an edit or a delete after the snapshot, a job ending): the
   * archive never holds a row without its files. */
  dropped: string[];
}

export const MANIFEST_PATH = 'manifest.json';
export const DATABASE_PATH = 'lapin.sqlite';

// Entry names are checked before anything is written: the database, the manifest, and media files
// under articles/, chat/ or albums/<folder>/ whose names the app made (UUIDs and rendition suffixes), and
// under videos/ a video's MP4, poster and thumbnail, or the kept upload of one still being prepared.
const mediaPath = /^media\/(articles|chat|albums\/[0-9a-f-]{36})\/[0-9a-f-]{36}\.(orig\.(jpg|png|gif)|screen\.jpg|thumb\.jpg)$/;
const videoPath = /^media\/videos\/[0-9a-f-]{36}\.(mp4|poster\.jpg|thumb\.jpg|source)$/;

export function isSafeArchivePath(path: string): boolean {
  return path === DATABASE_PATH || path === MANIFEST_PATH || mediaPath.test(path) || videoPath.test(path);
}
