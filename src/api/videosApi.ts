import type { AxiosInstance } from 'axios';
import type { DoneReply } from '../../shared/accountTypes.ts';
import type { Video, VideoReply, VideosReply } from '../../shared/videoTypes.ts';
import { expectDone } from './httpClient.ts';
import type { ResumableUploadDeps, ResumableUploadEvents } from './resumableUpload.ts';
import { forgetStoredTusUploads } from './tusStorage.ts';

// The tus code loads with the first video sent, not with the sign-in page (its first-load budget).
const resumable = () => import('./resumableUpload.ts');

/** What a member adds: the title, the optional description, and the file itself. */
export interface VideoUpload {
  title: string;
  description: string;
  file: Blob;
}

/** Lapintube's calls (issue 23). Every granted member lists, opens and adds; the uploader or an
 * admin edits and deletes (the server checks). */
export interface VideosApi {
  list(token: string): Promise<Video[]>;
  get(token: string, id: string): Promise<Video>;
  /** Sends the file through tus (resumable: see resumableUpload.ts) and answers the new video;
   * rejects with UploadCancelledError once `signal` aborts. */
  upload(token: string, upload: VideoUpload, events: ResumableUploadEvents, signal?: AbortSignal): Promise<Video>;
  /** Forgets the uploads this device could take up (sign-out). */
  forgetUploads(): void;
  edit(token: string, id: string, title: string, description: string): Promise<Video>;
  remove(token: string, id: string): Promise<void>;
}

/** `uploads` stands in for the browser's tus in tests; by default it is made at the first upload. */
export function createVideosApi(http: AxiosInstance, uploads?: ResumableUploadDeps): VideosApi {
  let deps = uploads;
  const api: VideosApi = {
    async list(token) {
      const { data } = await http.post<VideosReply>('/api/video/list', { token });
      return data.videos;
    },
    async get(token, id) {
      const { data } = await http.post<VideoReply>('/api/video/get', { token, id });
      return data.video;
    },
    async upload(token, { title, description, file }, events, signal) {
      const { browserResumableUploads, sendResumable } = await resumable();
      deps ??= browserResumableUploads();
      const id = await sendResumable(deps, { token, file, metadata: { kind: 'video', title, description }, events, signal });
      const video = await api.get(token, id);
      // An upload taken up after a reload keeps the text it was begun with: the member's latest wins.
      if (video.title === title && video.description === description) return video;
      return api.edit(token, id, title, description);
    },
    forgetUploads() {
      if (deps) deps.forgetUploads();
      else forgetStoredTusUploads();
    },
    async edit(token, id, title, description) {
      const { data } = await http.post<VideoReply>('/api/video/edit', { token, id, title, description });
      return data.video;
    },
    async remove(token, id) {
      const { data } = await http.post<DoneReply>('/api/video/delete', { token, id });
      expectDone(data);
    },
  };
  return api;
}
