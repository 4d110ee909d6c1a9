import type { AuthUser } from '../accounts/authTypes.ts';
import type { VideosTable } from '../platform/db/schema.ts';
import { HttpError } from '../platform/errors.ts';

/**
 * Lapintube's one rule for what hangs on a video (its comments, its reactions, its comments'
 * reactions): every relative takes part once it is ready; while it is being prepared (or once it
 * failed) there is nothing to watch yet, and its uploader alone may. Answers who hears of it:
 * null for everyone, else the uploader's id. Anyone else gets a 403 with `refusal`, in French.
 */
export function videoAudience(user: AuthUser, video: Pick<VideosTable, 'status' | 'uploader_id'>, refusal: string): number[] | null {
  if (video.status === 'ready') return null;
  if (video.uploader_id !== user.id) throw new HttpError(403, refusal);
  return [video.uploader_id];
}
