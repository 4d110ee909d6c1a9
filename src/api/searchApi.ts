import type { AxiosInstance } from 'axios';
import type { SearchBody, SearchKind, SearchReply } from '../../shared/searchTypes.ts';

/** Issue 41: one search over what the family wrote (not in the spec). */
export interface SearchApi {
  /** A page of results, newest relevant first; `before` is the previous page's `next`. */
  search(token: string, q: string, options?: { kinds?: SearchKind[]; before?: string }): Promise<SearchReply>;
}

export function createSearchApi(http: AxiosInstance): SearchApi {
  return {
    async search(token, q, { kinds, before } = {}) {
      const body: SearchBody = { token, q, ...(kinds ? { kinds } : {}), ...(before ? { before } : {}) };
      return (await http.post<SearchReply>('/api/search', body)).data;
    },
  };
}
