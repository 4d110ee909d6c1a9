// The backup's one call, `/api/admin/backupStatus`. The server answers with this schema and the
// client imports the same type (type-only, so nothing ships to the browser).
import { Type, type Static } from '@sinclair/typebox';

/** The admin screen's view of automatic backups. Times in epoch milliseconds, sizes in bytes. */
export const BackupStatusReply = Type.Object({
  enabled: Type.Boolean(),
  intervalHours: Type.Integer(),
  keep: Type.Integer(),
  last: Type.Union([Type.Object({ at: Type.Number(), size: Type.Integer() }), Type.Null()]),
  /** Enabled, and the last success is older than twice the interval (or there is none yet). */
  stale: Type.Boolean(),
});
export type BackupStatusReply = Static<typeof BackupStatusReply>;
