import { Value } from '@sinclair/typebox/value';
import { ArticleDraftInput, type StructureElementInput } from '../../shared/articleTypes.ts';
import { articleLimits } from '../../shared/articleLimits.ts';
import { hasForbiddenCharacter } from '../../shared/freeText.ts';
import { VIDEO_ID_PATTERN } from '../../shared/videoTypes.ts';
import { HttpError } from '../platform/errors.ts';
import { articleMessages } from './articleMessages.ts';

export interface ArticleDraft {
  title: string;
  bandeau: string;
  /** Non-empty elements, in order. */
  structure: StructureElementInput[];
}

const videoId = new RegExp(VIDEO_ID_PATTERN);

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError(400, articleMessages.structureNotJson);
  }
}

/**
 * The `structure` field of publish and edit, checked and normalised: spec §5 drops elements with
 * empty content and requires a title, a bandeau and at least one element. Anything malformed is
 * a 400 with a French message, never a 500.
 */
export function parseArticleDraft(raw: string | undefined): ArticleDraft {
  if (raw === undefined) throw new HttpError(400, articleMessages.structureMissing);
  const value = parseJson(raw);
  if (!Value.Check(ArticleDraftInput, value)) throw new HttpError(400, articleMessages.structureShape);

  const title = value.title.trim();
  const bandeau = value.bandeau.replace(/\r\n?/g, '\n').trim();
  const structure = value.structure
    .map(({ caption, ...element }) => ({
      ...element,
      name: element.name.trim(),
      content: element.type === 'text' ? element.content.replace(/\r\n?/g, '\n') : element.content.trim(),
      // Issue 40: a photo's caption, kept only when there is one, so an article without captions
      // is stored exactly as before.
      ...(element.type === 'image' && caption !== undefined && caption.trim() !== '' && { caption: caption.trim() }),
    }))
    .filter((element) => element.content.trim() !== '');

  if (title === '' || bandeau === '' || structure.length === 0) throw new HttpError(400, articleMessages.titleRequired);
  if ([...title].length > articleLimits.title) throw new HttpError(400, articleMessages.titleTooLong);
  if ([...bandeau].length > articleLimits.bandeau) throw new HttpError(400, articleMessages.bandeauTooLong);
  if (hasForbiddenCharacter(title, 'line')) throw new HttpError(400, articleMessages.titleControl);
  if (hasForbiddenCharacter(bandeau, 'lines')) throw new HttpError(400, articleMessages.bandeauControl);
  for (const element of structure) {
    if (hasForbiddenCharacter(element.name, 'line')) throw new HttpError(400, articleMessages.elementNameControl);
    if (element.type === 'text' && hasForbiddenCharacter(element.content, 'lines')) throw new HttpError(400, articleMessages.textControl);
    if (element.caption !== undefined && [...element.caption].length > articleLimits.caption) throw new HttpError(400, articleMessages.captionTooLong);
    if (element.caption !== undefined && hasForbiddenCharacter(element.caption, 'line')) throw new HttpError(400, articleMessages.captionControl);
    // Whether the video exists is the service's question; a content that cannot be an id is not.
    if (element.type === 'video' && !videoId.test(element.content)) throw new HttpError(400, articleMessages.videoMissing(element.name));
    const limit = element.type === 'text' ? articleLimits.text : articleLimits.imageContent;
    if (element.content.length > limit) {
      throw new HttpError(400, element.type === 'text' ? articleMessages.textTooLong : articleMessages.structureShape);
    }
  }
  return { title, bandeau, structure };
}
