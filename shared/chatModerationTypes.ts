// The chat's HTTP calls that delete a message. Apart from chatTypes.ts, which stays free of schemas because the
// browser imports its constants as values and would then ship TypeBox too.
import { Type, type Static } from '@sinclair/typebox';

/** `/api/admin/deletemessage`, moderation: an admin removes a chat message, named by the ts the server gave it;
 * `/api/chat/delete` (issue 25): a member removes their own, with the same body. */
export const DeleteMessageBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), ts: Type.String({ pattern: '^[1-9][0-9]{0,15}$' }) },
  { additionalProperties: false },
);
export type DeleteMessageBody = Static<typeof DeleteMessageBody>;
