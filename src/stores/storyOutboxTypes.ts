import type { ArticlesApi } from '../api/articlesApi.ts';
import { ApiError } from '../api/httpClient.ts';
import type { Article, ArticleSubmission, StructureElementInput } from '../../shared/articleTypes.ts';
import type { PhotoPreparer } from './preparePhoto.ts';
import type { StoredStory, StoredStoryPhoto, StoryOutboxPersistence } from './storyOutboxPersistence.ts';
import type { NetworkWatch } from './uploadRetries.ts';

// What StoryOutboxStore (issue 40) shows the composer and takes from it.

/** A photo of the story being written, as the composer shows it. */
export interface StoryPhoto {
  id: string;
  name: string;
  /** 'waiting': no network (or no session) yet, it goes by itself; 'failed': refused, `retryPhoto` sends it again. */
  state: 'waiting' | 'preparing' | 'uploading' | 'done' | 'failed';
  /** Fraction of the upload sent, 0 to 1. */
  progress: number;
  error?: string;
  /** Where the original says it was taken, once read (the place line « D'après les photos »). */
  position?: { lat: number; lon: number };
}

/** A story published on this device that the server has not confirmed (« En attente d'envoi »). */
export interface QueuedStory {
  clientId: string;
  title: string;
  state: 'waiting' | 'sending' | 'refused';
  reason?: string;
}

/** What the composer publishes; `photos` are ids `addPhotos` gave, in the story's order. */
export interface StoryInput {
  title: string;
  /** The first sentence of the text when the writer wrote none. */
  bandeau?: string;
  paragraphs: string[];
  photos: string[];
  place?: string;
}

export type PublishOutcome = { status: 'published'; article: Article } | { status: 'queued' } | { status: 'refused'; reason: string };

export interface StoryOutboxPorts {
  persistence: StoryOutboxPersistence;
  preparer: PhotoPreparer;
  network: NetworkWatch;
  now?: () => number;
}

export type StoryApi = Pick<ArticlesApi, 'publish' | 'uploadPhoto'>;

/** No answer (no network, a cut connection) or a server that could not handle it (5xx): it waits and goes again. */
export const unanswered = (error: unknown) => !(error instanceof ApiError) || error.status === undefined || error.status >= 500;

/** The spec's publish: the title, the bandeau, one text element per paragraph, then one image element per photo. */
export function storySubmission(story: StoredStory, photos: readonly StoredStoryPhoto[]): ArticleSubmission {
  const structure: StructureElementInput[] = [
    ...story.paragraphs.map((content, i): StructureElementInput => ({ type: 'text', name: `paragraphe ${i + 1}`, content })),
    ...photos.map((photo, i): StructureElementInput => ({ type: 'image', name: `photo ${i + 1}`, content: photo.photoId!, photo: true })),
  ];
  return { title: story.title, bandeau: story.bandeau, structure, files: [], clientId: story.clientId, ...(story.place !== undefined && { place: story.place }) };
}
