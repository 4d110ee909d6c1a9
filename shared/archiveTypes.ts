// The family archive's link call, `/api/admin/exportLink` (the spec's "export"). The server
// validates with these schemas; the client imports the same types.
import { Type, type Static } from '@sinclair/typebox';
import { TokenBody } from './accountTypes.ts';

/** `originals`: the archive also holds every photo's kept original (much heavier); off when absent. */
export const ExportLinkBody = Type.Object(
  { ...TokenBody.properties, originals: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type ExportLinkBody = Static<typeof ExportLinkBody>;

/** A one-time download link, `/api/admin/export/<key>`. */
export const ExportLinkReply = Type.Object({ url: Type.String() });
export type ExportLinkReply = Static<typeof ExportLinkReply>;
