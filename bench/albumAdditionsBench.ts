import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { createAlbum } from '../server/testing/albumRequests.ts';
import { adminToken, createTestApp, createUser } from '../server/testing/testApp.ts';
import { percentile, round1 } from './benchStats.ts';

// Issue 38's feed lines (`POST /api/album/additions`) over a family's years of albums: each upload
// sends `albumadded` to every relative connected, and each of them asks for the first page again.

const HOUR = 3_600_000;

export interface AdditionsFigure {
  items: number;
  steady: { p50: number; p99: number; perSecond: number };
  /** Twenty relatives asking at once right after an `albumadded`: until the last is answered. */
  afterEvent: { p50: number; p99: number };
}

async function post(url: string, body: unknown): Promise<void> {
  const response = await fetch(`${url}/api/album/additions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`album/additions answered ${response.status}`);
}

export async function benchAlbumAdditions({ items = 50_000, seconds = 5, bursts = 30 } = {}): Promise<AdditionsFigure> {
  const t = await createTestApp();
  try {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await adminToken(t.app);
    const members = await Promise.all(Array.from({ length: 5 }, (_, n) => createUser(t.app, { firstName: `Cousin ${'abcde'[n]}` })));
    const albumIds: number[] = [];
    for (let n = 1; n <= 10; n += 1) {
      await createAlbum(t.app, admin, `Été ${n}`);
      albumIds.push((await t.app.db.selectFrom('albums').select('id').where('name', '=', `Été ${n}`).executeTakeFirstOrThrow()).id);
    }
    // Three years of additions: a member adds a batch of about ten photos to an album now and then.
    const now = Date.now();
    const rows = Array.from({ length: items }, (_, n) => ({
      album_id: albumIds[Math.floor(n / 10) % albumIds.length]!,
      name: randomUUID(),
      comment: '',
      format: 'jpeg',
      width: 4000,
      height: 3000,
      created_at: now - Math.floor(((items - n) / 10) * 2 * HOUR),
      added_by: members[Math.floor(n / 10) % members.length]!.id,
      sha256: null,
      video_id: null,
    }));
    for (let start = 0; start < rows.length; start += 500) await t.app.db.insertInto('album_images').values(rows.slice(start, start + 500)).execute();
    const token = members[0]!.token!;
    const body = { token, since: now - HOUR };
    for (let n = 0; n < 20; n += 1) await post(url, body);

    const times: number[] = [];
    const until = performance.now() + seconds * 1000;
    const client = async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await post(url, body);
        times.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: 4 }, client));

    const burstMs: number[] = [];
    for (let n = 0; n < bursts; n += 1) {
      t.app.liveEvents.emit('albumadded', 'Été 1');
      const started = performance.now();
      await Promise.all(Array.from({ length: 20 }, () => post(url, body)));
      burstMs.push(performance.now() - started);
    }
    const figure: AdditionsFigure = {
      items,
      steady: { p50: round1(percentile(times, 50)), p99: round1(percentile(times, 99)), perSecond: Math.round(times.length / seconds) },
      afterEvent: { p50: round1(percentile(burstMs, 50)), p99: round1(percentile(burstMs, 99)) },
    };
    console.info(
      [
        `album additions: in-process server (SQLite), ${items} album items by 5 members in 10 albums`,
        `  POST /api/album/additions, 4 clients for ${seconds} s: p50 ${figure.steady.p50} ms p99 ${figure.steady.p99} ms, ${figure.steady.perSecond} answers/s`,
        `  20 relatives at once after an albumadded, ${bursts} times: all answered in p50 ${figure.afterEvent.p50} ms p99 ${figure.afterEvent.p99} ms`,
      ].join('\n'),
    );
    return figure;
  } finally {
    await t.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchAlbumAdditions();
  process.exit(0);
}
