import type { AxiosInstance } from 'axios';
import type { ExportLinkBody, ExportLinkReply } from '../../shared/archiveTypes.ts';

/** The family archive (spec "export"): the admin downloads every article and album as one zip. */
export interface ArchiveApi {
  /** A one-time link (one minute) the browser follows to download the family archive; with
   * `originals`, the archive also holds every photo's original. */
  exportLink(token: string, originals?: boolean): Promise<string>;
}

export function createArchiveApi(http: AxiosInstance): ArchiveApi {
  return {
    async exportLink(token, originals = false) {
      const body: ExportLinkBody = { token, originals };
      return (await http.post<ExportLinkReply>('/api/admin/exportLink', body)).data.url;
    },
  };
}
