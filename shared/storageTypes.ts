// The admin's « Stockage » panel: `/api/admin/storage`, `/api/admin/backup` and
// `/api/admin/backupRun`. The server answers with these schemas and the client imports the types.
import { Type, type Static } from '@sinclair/typebox';

/** A backup started from the admin screen, as the server last saw it. Times in epoch ms. */
export const BackupRun = Type.Object({
  state: Type.Union([Type.Literal('idle'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  /** Files written so far, out of `total` (the database counts as one); 0 of 0 before the count. */
  done: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  startedAt: Type.Union([Type.Number(), Type.Null()]),
  finishedAt: Type.Union([Type.Number(), Type.Null()]),
  /** Size of the archive once written and verified ('done'). */
  bytes: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** Why it failed, in French ('failed'). */
  message: Type.Union([Type.String(), Type.Null()]),
});
export type BackupRun = Static<typeof BackupRun>;

export const BackupRunReply = Type.Object({ run: BackupRun });
export type BackupRunReply = Static<typeof BackupRunReply>;

/** What DATA_DIR's disk holds, in bytes. */
export const StorageReply = Type.Object({
  photosBytes: Type.Integer({ minimum: 0 }),
  /** Lapintube's files and the uploads still arriving. */
  videosBytes: Type.Integer({ minimum: 0 }),
  databaseBytes: Type.Integer({ minimum: 0 }),
  /** The archives in BACKUP_DIR; 0 without it. */
  backupsBytes: Type.Integer({ minimum: 0 }),
  freeBytes: Type.Integer({ minimum: 0 }),
  /** MIN_FREE_MB: kept free for the database; photos, videos and backups never eat into it. */
  reserveBytes: Type.Integer({ minimum: 0 }),
  /** Backups are written in BACKUP_DIR on SQLite: « Sauvegarder maintenant » needs both. */
  backupsEnabled: Type.Boolean(),
  lastBackup: Type.Union([Type.Object({ at: Type.Number(), bytes: Type.Integer({ minimum: 0 }), verified: Type.Boolean() }), Type.Null()]),
  run: BackupRun,
});
export type StorageReply = Static<typeof StorageReply>;
