import type { Article, ArticleSubmission, ElementType, StructureElement } from '../../shared/articleTypes.ts';
import type { Video } from '../../shared/videoTypes.ts';
import { articleTexts } from '../texts/articleTexts.ts';

// The builder's state and its rules (spec §4 "Article builder"), as pure functions so they can be
// tested without a DOM and the component stays a thin view over them.

/** What the preview shows of a video element: the video as it was when read or picked. */
export type VideoShown = Pick<StructureElement, 'status' | 'progress' | 'url' | 'poster' | 'title' | 'duration' | 'width' | 'height'>;

export interface DraftElement extends VideoShown {
  type: ElementType;
  /** 'paragraphe N', 'image N' or 'video N', unique in the draft: it also identifies the selection. */
  name: string;
  /** Text, for an image the name the server knows it by (new upload or stored image), for a
   * video the id of one of Lapintube's videos. */
  content: string;
  /** A new image chosen on this device. */
  file?: File;
  /** Object URL of `file`, for the live preview. */
  previewUrl?: string;
  /** Image elements (issue 40): the line shown under the photo, optional. */
  caption?: string;
}

export const TITLE = 'Titre';
export const BANDEAU = 'Bandeau';

export interface Draft {
  title: string;
  bandeau: string;
  elements: DraftElement[];
  /** TITLE, BANDEAU or an element's name. */
  selected: string;
  /** Numbers the next element. */
  counter: number;
}

export const emptyDraft: Draft = { title: '', bandeau: '', elements: [], selected: TITLE, counter: 1 };

/** The editor starts from the stored article; numbering continues after its highest number. */
export function draftFromArticle(article: Article): Draft {
  // Only photos and paragraphs are reduced to what is sent: a video keeps what its preview shows.
  const elements = article.content.structure.map((element): DraftElement =>
    element.type === 'video'
      ? element
      : { type: element.type, name: element.name, content: element.content, ...(element.caption !== undefined && { caption: element.caption }) },
  );
  const highest = Math.max(0, ...elements.map((element) => Number(/(\d+)$/.exec(element.name)?.[1] ?? 0)));
  return {
    title: article.content.title,
    bandeau: article.content.bandeau,
    elements,
    selected: TITLE,
    counter: Math.max(highest, elements.length) + 1,
  };
}

/** Inserts right after the selected element (at the top when Titre or Bandeau is selected), and selects it. */
function insert(draft: Draft, element: Omit<DraftElement, 'name'>): Draft {
  const name = articleTexts.elementName[element.type === 'text' ? 'paragraph' : element.type](draft.counter);
  const at = draft.elements.findIndex((candidate) => candidate.name === draft.selected) + 1;
  const elements = [...draft.elements.slice(0, at), { ...element, name }, ...draft.elements.slice(at)];
  return { ...draft, elements, selected: name, counter: draft.counter + 1 };
}

export function insertParagraph(draft: Draft): Draft {
  return insert(draft, { type: 'text', content: '' });
}

export function insertImage(draft: Draft, file: File, previewUrl?: string): Draft {
  // The part's file name ties the upload to its element; two photos may share a camera name.
  const name = articleTexts.elementName.image(draft.counter);
  return insert(draft, { type: 'image', content: `${name} - ${file.name}`, file, previewUrl });
}

/** Issue 40: several photos picked at once go in one after the other, in the order given, the
 * last one selected. */
export function insertImages(draft: Draft, photos: readonly { file: File; previewUrl?: string }[]): Draft {
  return photos.reduce((next, { file, previewUrl }) => insertImage(next, file, previewUrl), draft);
}

/** Issue 40, the spec's image budget with several photos picked at once: those that fit go in, in
 * order; the first that does not is refused (its weight, and what the article used by then), and
 * the ones after it with it. */
export function photosWithinBudget(draft: Draft, files: readonly File[], budgetBytes: number): { kept: File[]; refused?: { weight: number; used: number } } {
  let used = newImageBytes(draft);
  const kept: File[] = [];
  for (const file of files) {
    if (used + file.size > budgetBytes) return { kept, refused: { weight: file.size, used } };
    used += file.size;
    kept.push(file);
  }
  return { kept };
}

/** The picked video, as the article will show it: the preview needs no other call. */
export function videoShown(video: Video): VideoShown {
  return {
    status: video.status,
    progress: video.progress,
    title: video.title,
    duration: video.duration,
    ...(video.width > 0 && video.height > 0 && { width: video.width, height: video.height }),
    ...(video.url !== undefined && { url: video.url }),
    ...(video.poster !== undefined && { poster: video.poster }),
  };
}

/** Issue 23: one of Lapintube's videos, inserted like a paragraph; the element names it by id. */
export function insertVideo(draft: Draft, video: Video): Draft {
  return insert(draft, { type: 'video', content: video.id, ...videoShown(video) });
}

/** Removes the selected element; the selection moves to the element before it, or to Titre. */
export function deleteSelected(draft: Draft): Draft {
  const index = draft.elements.findIndex((element) => element.name === draft.selected);
  if (index < 0) return draft;
  const elements = draft.elements.filter((_, position) => position !== index);
  return { ...draft, elements, selected: elements[index - 1]?.name ?? TITLE };
}

/** Issue 40: the selected element swaps places with its neighbour above (-1) or below (1); the
 * title and the bandeau stay on top. */
export function moveSelected(draft: Draft, direction: -1 | 1): Draft {
  const index = draft.elements.findIndex((element) => element.name === draft.selected);
  const target = index + direction;
  if (index < 0 || target < 0 || target >= draft.elements.length) return draft;
  const elements = [...draft.elements];
  [elements[index], elements[target]] = [elements[target]!, elements[index]!];
  return { ...draft, elements };
}

/** Whether the selected element can move that way. */
export function canMove(draft: Draft, direction: -1 | 1): boolean {
  return moveSelected(draft, direction) !== draft;
}

export function select(draft: Draft, selected: string): Draft {
  return { ...draft, selected };
}

/** Sets the text of what is selected: the title, the bandeau or a paragraph. */
export function editSelected(draft: Draft, value: string): Draft {
  if (draft.selected === TITLE) return { ...draft, title: value };
  if (draft.selected === BANDEAU) return { ...draft, bandeau: value };
  return {
    ...draft,
    elements: draft.elements.map((element) =>
      element.name === draft.selected && element.type === 'text' ? { ...element, content: value } : element,
    ),
  };
}

/** Issue 40: the caption of the selected photo; blank is no caption. */
export function editCaption(draft: Draft, value: string): Draft {
  return {
    ...draft,
    elements: draft.elements.map((element) => (element.name === draft.selected && element.type === 'image' ? { ...element, caption: value } : element)),
  };
}

export function selectedElement(draft: Draft): DraftElement | undefined {
  return draft.elements.find((element) => element.name === draft.selected);
}

/** Bytes of the new images, which the per-article budget counts. */
export function newImageBytes(draft: Draft): number {
  return draft.elements.reduce((total, element) => total + (element.file?.size ?? 0), 0);
}

const hasContent = (element: DraftElement) => element.content.trim() !== '';

export type MissingPart = 'title' | 'bandeau' | 'element';

/** Spec §5: a non-empty title, a non-empty bandeau and at least one non-empty element. Issue 40:
 * what is missing, so the alert can name it. */
export function missingParts(draft: Draft): MissingPart[] {
  return [
    ...(draft.title.trim() === '' ? ['title' as const] : []),
    ...(draft.bandeau.trim() === '' ? ['bandeau' as const] : []),
    ...(draft.elements.some(hasContent) ? [] : ['element' as const]),
  ];
}

export function isPublishable(draft: Draft): boolean {
  return missingParts(draft).length === 0;
}

const captionOf = (element: DraftElement) => (element.type === 'image' ? (element.caption?.trim() ?? '') : '');

const kept = (draft: Draft) => ({
  title: draft.title.trim(),
  bandeau: draft.bandeau.trim(),
  elements: draft.elements.filter(hasContent).map((element) => [element.type, element.content, captionOf(element)]),
});

/** Whether leaving would lose something: what would be sent differs from where the draft started.
 * Selecting, or adding an empty paragraph, loses nothing. */
export function hasChanges(draft: Draft, start: Draft): boolean {
  return JSON.stringify(kept(draft)) !== JSON.stringify(kept(start));
}

/** What is sent: empty elements dropped, new files listed under their element's content. */
export function toSubmission(draft: Draft): ArticleSubmission {
  const elements = draft.elements.filter(hasContent);
  return {
    title: draft.title.trim(),
    bandeau: draft.bandeau.trim(),
    // A blank caption is not sent: the element stays as the spec knows it.
    structure: elements.map((element) => {
      const { type, name, content } = element;
      const caption = captionOf(element);
      return caption === '' ? { type, name, content } : { type, name, content, caption };
    }),
    files: elements.flatMap((element) => (element.file ? [{ content: element.content, file: element.file }] : [])),
  };
}
