import { Type, type Static } from '@sinclair/typebox';

/** `POST /api/admin/disk`: the free space of DATA_DIR's disk, for the admin's warning. In MB (MiB). */
export const DiskStatusReply = Type.Object({
  freeMb: Type.Integer({ minimum: 0 }),
  /** MIN_FREE_MB: photos are refused when they would leave less than this. */
  minFreeMb: Type.Integer({ minimum: 0 }),
  /** Below the reserve already: photos are refused until room is made. */
  low: Type.Boolean(),
});
export type DiskStatusReply = Static<typeof DiskStatusReply>;
