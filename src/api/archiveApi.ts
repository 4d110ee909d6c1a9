import type { AxiosInstance } from 'axios';

/** The family archive (spec "export"): the admin downloads every article and album as one zip. */
export interface ArchiveApi {
  /** A one-time link (one minute) the browser follows to download the family archive. */
  exportLink(token: string): Promise<string>;
}

export function createArchiveApi(http: AxiosInstance): ArchiveApi {
  return {
    async exportLink(token) {
      return (await http.post<{ url: string }>('/api/admin/exportLink', { token })).data.url;
    },
  };
}
