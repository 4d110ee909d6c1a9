import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';

export function openAlbumsRepository(db: Kysely<DB>) {
  return {
    /** Album names, newest first; only those open to members unless `all`. */
    async names(all: boolean): Promise<string[]> {
      let query = db.selectFrom('albums').select('name').orderBy('id', 'desc');
      if (!all) query = query.where('members_can_add', '=', 1);
      return (await query.execute()).map((row) => row.name);
    },
  };
}
