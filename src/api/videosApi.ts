import type { AxiosInstance } from 'axios';
import type { DoneReply } from '../../shared/accountTypes.ts';
import type { Video, VideoReply, VideosReply } from '../../shared/videoTypes.ts';
import { expectDone } from './httpClient.ts';

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
  /** The one way a file goes up, so the multipart call can give way to tus without the store
   * changing; `onProgress` gets the fraction of the file sent so far, 0 to 1. */
  upload(token: string, upload: VideoUpload, onProgress: (fraction: number) => void): Promise<Video>;
  edit(token: string, id: string, title: string, description: string): Promise<Video>;
  remove(token: string, id: string): Promise<void>;
}

export function createVideosApi(http: AxiosInstance): VideosApi {
  return {
    async list(token) {
      const { data } = await http.post<VideosReply>('/api/video/list', { token });
      return data.videos;
    },
    async get(token, id) {
      const { data } = await http.post<VideoReply>('/api/video/get', { token, id });
      return data.video;
    },
    async upload(token, { title, description, file }, onProgress) {
      // The server reads the fields before the file: the token and title are checked first.
      const form = new FormData();
      form.append('token', token);
      form.append('title', title);
      form.append('description', description);
      form.append('video', file, file instanceof File && file.name !== '' ? file.name : 'video.mp4');
      const { data } = await http.post<VideoReply>('/api/video/upload', form, {
        onUploadProgress: (event) => {
          if (event.total) onProgress(Math.min(1, event.loaded / event.total));
        },
      });
      return data.video;
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
}
