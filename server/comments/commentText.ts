import { articleLimits } from '../../shared/articleLimits.ts';
import { hasForbiddenCharacter, normaliseFreeText } from '../../shared/freeText.ts';
import { hasVisibleCharacter } from '../../shared/names.ts';
import { HttpError } from '../platform/errors.ts';
import { commentMessages } from './commentMessages.ts';

/** NFC, line endings made '\n', trimmed; refuses a blank, too long or control-laden comment in French. */
export function readCommentText(raw: string): string {
  const text = normaliseFreeText(raw);
  if (!hasVisibleCharacter(text)) throw new HttpError(400, commentMessages.commentBlank);
  if ([...text].length > articleLimits.comment) throw new HttpError(400, commentMessages.commentTooLong);
  if (hasForbiddenCharacter(text, 'lines')) throw new HttpError(400, commentMessages.commentControl);
  return text;
}
