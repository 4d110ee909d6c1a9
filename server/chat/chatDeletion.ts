import { HttpError } from '../platform/errors.ts';
import { chatMessages } from './chatMessages.ts';
import type { ChatRepository } from './chatRepository.ts';

/**
 * Issue 25: a member deletes a message of their own, as an admin deletes any (`remove` is the
 * moderation's, so it leaves catch-up and every node's clients get `messagedeleted`). A message
 * whose sender's account is gone is nobody's own any more.
 */
export async function deleteOwnMessage(repository: ChatRepository, remove: (ts: string) => Promise<boolean>, userId: number, ts: string): Promise<void> {
  const senderId = await repository.senderOf(Number(ts));
  if (senderId === undefined) throw new HttpError(404, chatMessages.messageNotFound);
  if (senderId !== userId) throw new HttpError(403, chatMessages.notYourMessage);
  // Deleted meanwhile (by an admin, from another device): gone as asked, but say so.
  if (!(await remove(ts))) throw new HttpError(404, chatMessages.messageNotFound);
}
