import { describe, expect, it } from 'vitest';
import {
  BANDEAU,
  canMove,
  deleteSelected,
  editCaption,
  insertImages,
  missingParts,
  moveSelected,
  photosWithinBudget,
  draftFromArticle,
  editSelected,
  emptyDraft,
  hasChanges,
  insertImage,
  insertParagraph,
  insertVideo,
  isPublishable,
  newImageBytes,
  select,
  TITLE,
  toSubmission,
} from './articleDraft.ts';
import { sampleVideo } from '../testing/fakeVideosApi.ts';

const photo = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const names = (draft: { elements: { name: string }[] }) => draft.elements.map((element) => element.name);

describe('article draft', () => {
  it('inserts at the top when Titre or Bandeau is selected, numbered from the counter, and selects it', () => {
    let draft = insertParagraph(emptyDraft);
    expect(names(draft)).toEqual(['paragraphe 1']);
    expect(draft.selected).toBe('paragraphe 1');
    draft = insertImage(select(draft, BANDEAU), photo('IMG.jpg'));
    expect(names(draft)).toEqual(['image 2', 'paragraphe 1']);
    expect(draft.selected).toBe('image 2');
  });

  it('inserts right after the selected element', () => {
    let draft = insertParagraph(insertParagraph(emptyDraft));
    expect(names(draft)).toEqual(['paragraphe 1', 'paragraphe 2']);
    draft = insertParagraph(select(draft, 'paragraphe 1'));
    expect(names(draft)).toEqual(['paragraphe 1', 'paragraphe 3', 'paragraphe 2']);
  });

  it('deletes the selected element and keeps numbering going up', () => {
    let draft = insertParagraph(insertParagraph(emptyDraft));
    draft = deleteSelected(draft);
    expect(names(draft)).toEqual(['paragraphe 1']);
    expect(draft.selected).toBe('paragraphe 1');
    draft = deleteSelected(draft);
    expect(draft.selected).toBe(TITLE);
    expect(deleteSelected(draft)).toBe(draft);
    expect(names(insertParagraph(draft))).toEqual(['paragraphe 3']);
  });

  it('edits what is selected, drops empty elements and lists new files under their content', () => {
    let draft = editSelected(emptyDraft, ' Le lac ');
    draft = editSelected(select(draft, BANDEAU), 'Au soleil');
    expect(isPublishable(draft)).toBe(false);
    draft = insertParagraph(draft);
    expect(isPublishable(draft)).toBe(false);
    draft = editSelected(draft, 'Bonjour');
    draft = insertParagraph(draft);
    draft = insertImage(draft, photo('IMG.jpg', 1234));
    expect(isPublishable(draft)).toBe(true);
    expect(newImageBytes(draft)).toBe(1234);
    const submission = toSubmission(draft);
    expect(submission.title).toBe('Le lac');
    expect(submission.structure).toEqual([
      { type: 'text', name: 'paragraphe 1', content: 'Bonjour' },
      { type: 'image', name: 'image 3', content: 'image 3 - IMG.jpg' },
    ]);
    expect(submission.files.map((file) => file.content)).toEqual(['image 3 - IMG.jpg']);
  });

  it('starts the editor after the highest element number of the stored article', () => {
    const draft = draftFromArticle({
      id: 4,
      writer: 'Marie',
      ts: 0,
      comments: [],
      content: {
        title: 'T',
        bandeau: 'B',
        structure: [
          { type: 'text', name: 'paragraphe 1', content: 'a' },
          { type: 'image', name: 'image 7', content: 'uuid' },
        ],
      },
    });
    expect(draft.counter).toBe(8);
    expect(newImageBytes(draft)).toBe(0);
    expect(toSubmission(draft).files).toEqual([]);
  });

  it('has nothing to lose while only empty elements were added or the selection moved', () => {
    const draft = select(insertParagraph(insertParagraph(emptyDraft)), BANDEAU);
    expect(hasChanges(draft, emptyDraft)).toBe(false);
    expect(hasChanges(editSelected(draft, '  '), emptyDraft)).toBe(false);
  });

  it('has something to lose once a title, a bandeau, a paragraph or a photo is there', () => {
    expect(hasChanges(editSelected(emptyDraft, 'Le lac'), emptyDraft)).toBe(true);
    expect(hasChanges(editSelected(select(emptyDraft, BANDEAU), 'Au soleil'), emptyDraft)).toBe(true);
    expect(hasChanges(editSelected(insertParagraph(emptyDraft), 'Bonjour'), emptyDraft)).toBe(true);
    expect(hasChanges(insertImage(emptyDraft, photo('IMG.jpg')), emptyDraft)).toBe(true);
  });

  it('compares an edited article with the stored one', () => {
    const stored = draftFromArticle({
      id: 7,
      writer: 'Marie',
      ts: 0,
      comments: [],
      content: { title: 'Le lac', bandeau: 'Au soleil', structure: [{ type: 'text', name: 'paragraphe 1', content: 'Bonjour' }] },
    });
    expect(hasChanges(insertParagraph(stored), stored)).toBe(false);
    expect(hasChanges(deleteSelected(select(stored, 'paragraphe 1')), stored)).toBe(true);
    expect(hasChanges(editSelected(stored, 'Le grand lac'), stored)).toBe(true);
  });
});

describe('videos in the draft (issue 23)', () => {
  it("inserts a picked video as 'video N' after the selection, sends only its id, and keeps what the preview shows", () => {
    const video = sampleVideo({ id: 'v-1', title: 'Le ponton', width: 720, height: 1280 });
    const draft = insertVideo(select(insertParagraph(emptyDraft), 'paragraphe 1'), video);
    expect(names(draft)).toEqual(['paragraphe 1', 'video 2']);
    expect(draft.selected).toBe('video 2');
    expect(draft.elements[1]).toMatchObject({ type: 'video', content: 'v-1', title: 'Le ponton', status: 'ready', width: 720, height: 1280, url: video.url });
    const ready = editSelected(select(editSelected(select(draft, TITLE), 'Titre'), BANDEAU), 'Bandeau');
    expect(isPublishable(ready)).toBe(true);
    expect(toSubmission(ready).structure).toEqual([{ type: 'video', name: 'video 2', content: 'v-1' }]);
    expect(names(deleteSelected(select(draft, 'video 2')))).toEqual(['paragraphe 1']);
  });

  it('leaves out the size of a video not probed yet', () => {
    const draft = insertVideo(emptyDraft, sampleVideo({ status: 'processing', width: 0, height: 0, url: undefined, poster: undefined }));
    expect(draft.elements[0]).not.toHaveProperty('width');
    expect(draft.elements[0]).not.toHaveProperty('url');
  });
});

describe('the kinder builder (issue 40)', () => {
  const three = () => insertParagraph(insertImage(insertParagraph(emptyDraft), photo('a.jpg')));

  it('moves the selected element up and down, and no further than the ends', () => {
    const draft = three();
    expect(names(draft)).toEqual(['paragraphe 1', 'image 2', 'paragraphe 3']);
    expect(canMove(draft, 1)).toBe(false);
    const up = moveSelected(draft, -1);
    expect(names(up)).toEqual(['paragraphe 1', 'paragraphe 3', 'image 2']);
    expect(up.selected).toBe('paragraphe 3');
    const top = moveSelected(up, -1);
    expect(names(top)).toEqual(['paragraphe 3', 'paragraphe 1', 'image 2']);
    expect(canMove(top, -1)).toBe(false);
    expect(moveSelected(top, -1)).toBe(top);
    expect(names(moveSelected(top, 1))).toEqual(['paragraphe 1', 'paragraphe 3', 'image 2']);
  });

  it('leaves the title and the bandeau where they are', () => {
    const draft = select(three(), BANDEAU);
    expect(canMove(draft, -1)).toBe(false);
    expect(canMove(draft, 1)).toBe(false);
    expect(moveSelected(draft, 1)).toBe(draft);
  });

  it('inserts several photos picked at once after the selection, in the order picked, the last selected', () => {
    const draft = insertImages(select(three(), 'paragraphe 1'), [{ file: photo('x.jpg'), previewUrl: 'blob:x' }, { file: photo('y.jpg') }]);
    expect(names(draft)).toEqual(['paragraphe 1', 'image 4', 'image 5', 'image 2', 'paragraphe 3']);
    expect(draft.elements[1]).toMatchObject({ content: 'image 4 - x.jpg', previewUrl: 'blob:x' });
    expect(draft.elements[2]).toMatchObject({ content: 'image 5 - y.jpg' });
    expect(draft.selected).toBe('image 5');
  });

  it('takes the photos that fit the budget, and refuses the first that does not with those after it', () => {
    const draft = insertImage(emptyDraft, photo('a.jpg', 40));
    const { kept, refused } = photosWithinBudget(draft, [photo('b.jpg', 30), photo('c.jpg', 50), photo('d.jpg', 1)], 100);
    expect(kept.map((file) => file.name)).toEqual(['b.jpg']);
    expect(refused).toEqual({ weight: 50, used: 70 });
    expect(photosWithinBudget(draft, [photo('b.jpg', 60)], 100)).toEqual({ kept: [expect.objectContaining({ name: 'b.jpg' })] });
  });

  it('names each part still missing before publishing', () => {
    expect(missingParts(emptyDraft)).toEqual(['title', 'bandeau', 'element']);
    const titled = editSelected(emptyDraft, 'Le lac');
    expect(missingParts(titled)).toEqual(['bandeau', 'element']);
    // An empty paragraph is no paragraph.
    const withEmpty = insertParagraph(editSelected(select(titled, BANDEAU), 'Au soleil'));
    expect(missingParts(withEmpty)).toEqual(['element']);
    expect(missingParts(editSelected(withEmpty, 'Enfin'))).toEqual([]);
    expect(missingParts(editSelected(select(withEmpty, TITLE), '  '))).toEqual(['title', 'element']);
  });

  it("sends a photo's caption, trimmed, only when there is one, and counts it as a change", () => {
    const draft = insertImage(editSelected(emptyDraft, 'Le lac'), photo('a.jpg'));
    const captioned = editCaption(draft, '  Le ponton au matin ');
    expect(toSubmission(captioned).structure).toEqual([{ type: 'image', name: 'image 1', content: 'image 1 - a.jpg', caption: 'Le ponton au matin' }]);
    expect(toSubmission(editCaption(draft, '   ')).structure).toEqual([{ type: 'image', name: 'image 1', content: 'image 1 - a.jpg' }]);
    expect(hasChanges(captioned, draft)).toBe(true);
    expect(hasChanges(editCaption(draft, ' '), draft)).toBe(false);
    // A paragraph has no caption.
    const paragraph = insertParagraph(captioned);
    expect(editCaption(paragraph, 'x')).toEqual(paragraph);
  });

  it("keeps a stored photo's caption in the editor", () => {
    const draft = draftFromArticle({
      id: 3,
      writer: 'Marie',
      ts: 0,
      comments: [],
      content: {
        title: 'Le lac',
        bandeau: 'Au soleil',
        structure: [
          { type: 'image', name: 'image 1', content: 'uuid-1.jpg', url: '/media/articles/uuid-1.jpg', caption: 'Le ponton' },
          { type: 'image', name: 'image 2', content: 'uuid-2.jpg' },
        ],
      },
    });
    expect(draft.elements).toEqual([
      { type: 'image', name: 'image 1', content: 'uuid-1.jpg', caption: 'Le ponton' },
      { type: 'image', name: 'image 2', content: 'uuid-2.jpg' },
    ]);
    expect(hasChanges(draft, draft)).toBe(false);
  });
});
