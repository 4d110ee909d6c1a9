import type { ArchiveApi } from '../api/archiveApi.ts';
import { adminCall, type FakeAdminApiOptions } from './fakeAdminCall.ts';

export function fakeArchiveApi(options: FakeAdminApiOptions = {}): ArchiveApi {
  const call = adminCall(options);
  return {
    async exportLink() {
      await call(500);
      return '/api/admin/export/0123456789abcdef0123456789abcdef0123456789abcdef';
    },
  };
}
