import { describe, expect, it } from 'vitest';
import {
  BANDEAU,
  deleteSelected,
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
