import type { AxiosInstance } from 'axios';
import type { UploadedChatPhoto } from '../../shared/chatTypes.ts';

/** Issue 25: the photos of a chat message go up first, then `message` carries their ids. */
export interface ChatPhotosApi {
  /** At most 5 photos; `onProgress` gets the fraction of the request body sent so far, 0 to 1. */
  upload(token: string, photos: readonly Blob[], onProgress?: (fraction: number) => void): Promise<UploadedChatPhoto[]>;
}

export function createChatPhotosApi(http: AxiosInstance): ChatPhotosApi {
  return {
    async upload(token, photos, onProgress) {
      // The server reads `token` before any file: it must come first.
      const form = new FormData();
      form.append('token', token);
      photos.forEach((photo, index) => form.append('images', photo, `photo-${index + 1}.jpg`));
      const { data } = await http.post<{ images: UploadedChatPhoto[] }>('/api/chat/upload', form, {
        onUploadProgress: (event) => {
          if (event.total) onProgress?.(Math.min(1, event.loaded / event.total));
        },
      });
      return data.images;
    },
  };
}
