import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import type {
  Article,
  ArticlePhotoReply,
  ArticleReply,
  EditReply,
  LoadLatestReply,
  LoadMoreReply,
  LoadReply,
  PublishReply,
  ArticleSubmission,
} from '../../shared/articleTypes.ts';
import { articleFormFields } from '../../shared/articleLimits.ts';
import { captureField, type SentCapture } from '../../shared/sentCapture.ts';
import { ApiError, expectDone } from './httpClient.ts';

/** Fraction of the upload sent, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

export interface ArticlesApi {
  load(token: string): Promise<LoadReply>;
  loadLatest(token: string, firstid: number): Promise<LoadLatestReply>;
  loadMore(token: string, lastid: number): Promise<LoadMoreReply>;
  get(token: string, id: number): Promise<Article>;
  publish(token: string, submission: ArticleSubmission, onProgress?: UploadProgress): Promise<Article>;
  edit(token: string, id: number, submission: ArticleSubmission, onProgress?: UploadProgress): Promise<Article>;
  remove(token: string, id: number): Promise<void>;
  /** Moderation: any article, with its images and comments. */
  removeAsAdmin(token: string, id: number): Promise<void>;
  /** Issue 40: one photo ahead of its article; an image element then names the id with `photo: true`. */
  /** `capture`: the place and time the original said, for a shrunk copy that lost its EXIF. */
  uploadPhoto(token: string, photo: Blob, onProgress?: UploadProgress, capture?: SentCapture): Promise<string>;
}

// The server wants the token before the files, so it can refuse a stranger before buffering them.
function articleForm(token: string, submission: ArticleSubmission, id?: number): FormData {
  const form = new FormData();
  form.append(articleFormFields.token, token);
  if (id !== undefined) form.append(articleFormFields.id, String(id));
  if (submission.clientId !== undefined) form.append(articleFormFields.clientId, submission.clientId);
  // Issue 39's field, sent only when given: a server without it refuses a field it does not know.
  if (submission.place !== undefined) form.append('place', submission.place);
  const { title, bandeau, structure } = submission;
  form.append(articleFormFields.structure, JSON.stringify({ title, bandeau, structure }));
  for (const { content, file } of submission.files) form.append(articleFormFields.images, file, content);
  return form;
}

function progressHandler(onProgress?: UploadProgress) {
  if (!onProgress) return undefined;
  return (event: AxiosProgressEvent) => {
    if (event.total) onProgress(Math.min(1, event.loaded / event.total));
  };
}

export function createArticlesApi(http: AxiosInstance): ArticlesApi {
  return {
    async load(token) {
      return (await http.post<LoadReply>('/api/article/load', { token })).data;
    },
    async loadLatest(token, firstid) {
      return (await http.post<LoadLatestReply>('/api/article/loadlatest', { token, firstid })).data;
    },
    async loadMore(token, lastid) {
      return (await http.post<LoadMoreReply>('/api/article/loadmore', { token, lastid })).data;
    },
    async get(token, id) {
      return (await http.post<ArticleReply>('/api/article/get', { token, id })).data.article;
    },
    async publish(token, submission, onProgress) {
      const { data } = await http.post<PublishReply>('/api/article/publish', articleForm(token, submission), {
        onUploadProgress: progressHandler(onProgress),
      });
      return data.article;
    },
    async edit(token, id, submission, onProgress) {
      const { data } = await http.post<EditReply>('/api/article/edit', articleForm(token, submission, id), {
        onUploadProgress: progressHandler(onProgress),
      });
      // Spec §7: the edit counts only when the server says 'success'.
      if (data.status !== 'success') throw new ApiError("La modification n'a pas été confirmée par le serveur");
      return data.article;
    },
    async remove(token, id) {
      expectDone((await http.post<string>('/api/article/delete', { token, id })).data);
    },
    async removeAsAdmin(token, id) {
      expectDone((await http.post<string>('/api/admin/deletearticle', { token, id })).data);
    },
    async uploadPhoto(token, photo, onProgress, capture) {
      const form = new FormData();
      form.append(articleFormFields.token, token);
      if (capture) form.append(captureField, JSON.stringify(capture));
      form.append(articleFormFields.photo, photo, 'photo.jpg');
      const { data } = await http.post<ArticlePhotoReply>('/api/article/photo', form, { onUploadProgress: progressHandler(onProgress) });
      return data.id;
    },
  };
}
