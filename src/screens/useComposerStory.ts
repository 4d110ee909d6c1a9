import { useEffect, useMemo, useState } from 'react';
import { deviceComposerDrafts, type ComposerDraft, type ComposerStory, type PlaceChoice } from '../stores/composerDrafts.ts';
import type { StoryOutboxStore } from '../stores/StoryOutboxStore.ts';
import type { StoredPhoto } from './storyComposerModel.ts';

export type ComposerFields = { title: string; text: string; bandeau: string; photos: string[]; place: PlaceChoice; stored: StoredPhoto[] };

export const blankStory: ComposerFields = { title: '', text: '', bandeau: '', photos: [], place: { kind: 'photos' }, stored: [] };

const holdsWork = (fields: ComposerFields, start: ComposerFields) =>
  fields.title.trim() !== start.title.trim() ||
  fields.text.trim() !== start.text.trim() ||
  fields.bandeau.trim() !== start.bandeau.trim() ||
  fields.photos.length > 0 ||
  fields.stored.length !== start.stored.length ||
  fields.place.kind !== start.place.kind;

function fromDraft(start: ComposerFields, kept: ComposerDraft | undefined): ComposerFields {
  if (!kept) return start;
  const { title, text, bandeau, photos, place } = kept;
  return { title, text, bandeau, photos, place, stored: start.stored.filter((photo) => !kept.removedStored?.includes(photo.name)) };
}

/**
 * The composer's story and its draft on this device (issue 40): one per writer and story, written
 * at every change (localStorage, a few KB), read back when the composer opens, so a reload or a
 * closed app resumes where the writer was. A story brought back to where it started is no draft.
 * `start`: the new story's blank page, or the edited article as stored.
 */
export function useComposerStory(owner: number, story: ComposerStory, outbox: StoryOutboxStore, start: ComposerFields) {
  const drafts = useMemo(() => deviceComposerDrafts(), []);
  const [initial] = useState(() => drafts.load(owner, story));
  const [fields, setFields] = useState<ComposerFields>(() => fromDraft(start, initial));
  const [draftKept, setDraftKept] = useState(initial !== undefined);

  // Photos the device no longer keeps (published from another tab) leave the list.
  useEffect(() => {
    void outbox.restored.then(() => setFields((now) => ({ ...now, photos: now.photos.filter((id) => outbox.photoBlob(id) !== undefined) })));
  }, [outbox]);

  const update = (change: Partial<ComposerFields>) => {
    const next = { ...fields, ...change };
    setFields(next);
    if (holdsWork(next, start)) {
      const removedStored = start.stored.filter((photo) => !next.stored.includes(photo)).map((photo) => photo.name);
      const { title, text, bandeau, photos, place } = next;
      drafts.save(owner, story, { title, text, bandeau, photos, place, savedAt: Date.now(), removedStored });
      setDraftKept(true);
    } else {
      drafts.remove(owner, story);
      setDraftKept(false);
    }
  };

  /** Published, or « Supprimer le brouillon »: the draft is gone, and its new photos with it when asked. */
  const forget = (withPhotos: boolean) => {
    if (withPhotos) for (const id of fields.photos) outbox.removePhoto(id);
    drafts.remove(owner, story);
    setDraftKept(false);
    setFields(start);
  };

  return { fields, update, draftKept, forget };
}
