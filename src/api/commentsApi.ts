import type { AxiosInstance } from 'axios';
import type { ArticleComment, CommentReply } from '../../shared/articleTypes.ts';
import { expectDone } from './httpClient.ts';

/** Comments on an article; their routes sit under the article's (spec /api/article/comment). */
export interface CommentsApi {
  comment(token: string, id: number, text: string): Promise<ArticleComment>;
  uncomment(token: string, id: number, commentId: number): Promise<void>;
}

export function createCommentsApi(http: AxiosInstance): CommentsApi {
  return {
    async comment(token, id, text) {
      return (await http.post<CommentReply>('/api/article/comment', { token, id, text })).data.comment;
    },
    async uncomment(token, id, commentId) {
      expectDone((await http.post<string>('/api/article/uncomment', { token, id, commentId })).data);
    },
  };
}
