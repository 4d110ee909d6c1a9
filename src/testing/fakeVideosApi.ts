import { ApiError } from '../api/httpClient.ts';
import { UploadCancelledError } from '../api/uploadCancelledError.ts';
import type { VideosApi } from '../api/videosApi.ts';
import type { CommentsApi } from '../api/commentsApi.ts';
import type { Video } from '../../shared/videoTypes.ts';
import { sampleImageUrl } from './fakeArticlesApi.ts';
import { fakeClock } from './fakeClock.ts';

export interface FakeVideosApiOptions {
  /** Every call fails with this message. */
  failWith?: string;
  /** Only upload fails, with this message (the server's French refusal). */
  uploadFailWith?: string;
  /** Each call waits this long; Infinity never answers (loading states). */
  delayMs?: number;
  /** Who uploads through this fake. */
  uploader?: string;
  /** An upload sends half the file, loses the network and waits until it is cancelled. */
  uploadStallsHalfWay?: boolean;
}

/** Lapintube and the threads under its videos, as one in-memory server. */
export interface FakeVideosApi extends VideosApi, CommentsApi<string> {
  calls: string[];
  stored(): Video[];
}

let sampleCount = 0;

/** A video as the server returns it, ready by default (with a poster stories can show). */
export function sampleVideo(changes: Partial<Video> = {}): Video {
  sampleCount += 1;
  const id = changes.id ?? `00000000-0000-4000-8000-${String(sampleCount).padStart(12, '0')}`;
  return {
    id,
    title: 'Le lac au petit matin',
    description: '',
    uploader: 'Marie',
    ts: Date.UTC(2026, 6, 14, 9, 30),
    status: 'ready',
    progress: 100,
    duration: 83,
    width: 1280,
    height: 720,
    poster: sampleImageUrl,
    url: `/media/videos/${id}.mp4`,
    comments: [],
    ...changes,
  };
}

/** An in-memory Lapintube server: newest first, uploads start `processing`, no network. */
export function fakeVideosApi(initial: Video[] = [], options: FakeVideosApiOptions = {}): FakeVideosApi {
  let videos = [...initial];
  const now = fakeClock();
  let nextCommentId = 1 + Math.max(0, ...initial.flatMap((video) => video.comments.map((comment) => comment.id)));
  const calls: string[] = [];
  const call = async (name: string, failWith = options.failWith) => {
    calls.push(name);
    const delay = options.delayMs ?? 0;
    await new Promise((resolve) => (Number.isFinite(delay) ? setTimeout(resolve, delay) : undefined));
    if (failWith) throw new ApiError(failWith, 400);
  };
  const find = (id: string) => {
    const video = videos.find((one) => one.id === id);
    if (!video) throw new ApiError('Vidéo introuvable', 404);
    return video;
  };
  return {
    calls,
    stored: () => videos,
    async list() {
      await call('list');
      return [...videos].sort((a, b) => b.ts - a.ts);
    },
    async get(_token, id) {
      await call('get');
      return find(id);
    },
    async upload(_token, { title, description, file }, events, signal) {
      await call('upload', options.failWith ?? options.uploadFailWith);
      events.onProgress(file.size / 2, file.size);
      if (options.uploadStallsHalfWay) {
        events.onWaiting();
        await new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new UploadCancelledError()), { once: true }));
      }
      events.onProgress(file.size, file.size);
      const video = sampleVideo({
        title,
        description,
        uploader: options.uploader ?? 'Marie',
        ts: now(),
        status: 'processing',
        progress: 0,
        duration: 0,
        width: 0,
        height: 0,
        poster: undefined,
        url: undefined,
      });
      videos = [video, ...videos];
      return video;
    },
    forgetUploads() {
      calls.push('forgetUploads');
    },
    async edit(_token, id, title, description) {
      await call('edit');
      const video = { ...find(id), title, description };
      videos = videos.map((one) => (one.id === id ? video : one));
      return video;
    },
    async remove(_token, id) {
      await call('remove');
      find(id);
      videos = videos.filter((one) => one.id !== id);
    },
    async comment(_token, id, text) {
      await call(`comment ${id}`);
      const comment = { id: nextCommentId++, writer: options.uploader ?? 'Marie', ts: now(), text: text.trim() };
      const video = find(id);
      videos = videos.map((one) => (one.id === id ? { ...video, comments: [...video.comments, comment] } : one));
      return comment;
    },
    async uncomment(_token, id, commentId) {
      await call(`uncomment ${id} ${commentId}`);
      const video = find(id);
      videos = videos.map((one) => (one.id === id ? { ...video, comments: video.comments.filter((comment) => comment.id !== commentId) } : one));
    },
  };
}
