import { articleLimits } from '../../shared/articleLimits.ts';
import { hasVisibleCharacter } from '../../shared/names.ts';
import { HttpError } from '../platform/errors.ts';
import { commentMessages } from './commentMessages.ts';

// C0 and C1 controls other than the line feed and the tab: they have no place in a comment, and a
// NUL or an escape sequence could upset whatever later reads the text (the archive, a terminal).
const controlCharacter = /(?![\n\t])\p{Cc}/u;

/** NFC, line endings made '\n', trimmed; refuses a blank, too long or control-laden comment in French. */
export function readCommentText(raw: string): string {
  const text = raw.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  if (!hasVisibleCharacter(text)) throw new HttpError(400, commentMessages.commentBlank);
  if ([...text].length > articleLimits.comment) throw new HttpError(400, commentMessages.commentTooLong);
  if (controlCharacter.test(text)) throw new HttpError(400, commentMessages.commentControl);
  return text;
}
