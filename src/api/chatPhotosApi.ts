import type { AxiosInstance } from 'axios';
import type { UploadedChatPhoto } from '../../shared/chatTypes.ts';
import { captureField, type SentCapture } from '../../shared/sentCapture.ts';

/** Issue 25: the photos of a chat message go up first, then `message` carries their ids. */
export interface ChatPhotosApi {
  /** At most 5 photos; `onProgress` gets the fraction of the request body sent so far, 0 to 1. */
  /** `captures[i]`: the place and time photo i's original said, for a shrunk copy that lost its EXIF. */
  upload(token: string, photos: readonly Blob[], onProgress?: (fraction: number) => void, captures?: readonly (SentCapture | undefined)[]): Promise<UploadedChatPhoto[]>;
}

export function createChatPhotosApi(http: AxiosInstance): ChatPhotosApi {
  return {
    async upload(token, photos, onProgress, captures) {
      // The server reads `token` before any file: it must come first.
      const form = new FormData();
      form.append('token', token);
      photos.forEach((photo, index) => {
        const capture = captures?.[index];
        if (capture) form.append(captureField, JSON.stringify(capture));
        form.append('images', photo, `photo-${index + 1}.jpg`);
      });
      const { data } = await http.post<{ images: UploadedChatPhoto[] }>('/api/chat/upload', form, {
        onUploadProgress: (event) => {
          if (event.total) onProgress?.(Math.min(1, event.loaded / event.total));
        },
      });
      return data.images;
    },
  };
}
