import type { AxiosInstance } from 'axios';
import type { ArticleComment, CommentReply } from '../../shared/articleTypes.ts';
import { expectDone } from './httpClient.ts';

/** Comments on a thread: an article's (spec /api/article/comment), or a video's (issue 23,
 * /api/video/comment), the same calls with the same replies; `Id` is what the thread hangs under. */
export interface CommentsApi<Id extends number | string = number> {
  /** `clientId` (issue 24): the id the device gave the comment; a repeat is answered with the first. */
  comment(token: string, id: Id, text: string, clientId?: string): Promise<ArticleComment>;
  uncomment(token: string, id: Id, commentId: number): Promise<void>;
}

function threadApi<Id extends number | string>(http: AxiosInstance, base: '/api/article' | '/api/video'): CommentsApi<Id> {
  return {
    async comment(token, id, text, clientId) {
      return (await http.post<CommentReply>(`${base}/comment`, { token, id, text, ...(clientId !== undefined && { clientId }) })).data.comment;
    },
    async uncomment(token, id, commentId) {
      expectDone((await http.post<string>(`${base}/uncomment`, { token, id, commentId })).data);
    },
  };
}

export function createCommentsApi(http: AxiosInstance): CommentsApi {
  return threadApi<number>(http, '/api/article');
}

export function createVideoCommentsApi(http: AxiosInstance): CommentsApi<string> {
  return threadApi<string>(http, '/api/video');
}
