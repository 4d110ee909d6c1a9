import { Writable } from 'node:stream';
import MiniSearch from 'minisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishOk, text } from '../testing/articleRequests.ts';
import { createTestApp, createUser, postJson, type TestApp } from '../testing/testApp.ts';
import { zipEntries, type ZipEntry } from '../testing/zipEntries.ts';
import { writeFamilyArchive } from './writeFamilyArchive.ts';
import { archiveSearchOptions, searchArchive, type ArchiveSearchDoc } from './search/archiveSearchEngine.ts';

// Issue 41: the archive's search page answers from an index written at export time, with the
// app's French rules. The page itself is opened from file:// in e2e/searchPhone.e2e.ts.

let t: TestApp;
let entries: ZipEntry[];
let index: MiniSearch<ArchiveSearchDoc>;
let storyId: number;

function entry(name: string): string {
  const found = entries.find((one) => one.name === name);
  if (!found) throw new Error(`${name} is not in the archive`);
  return found.bytes.toString('utf8');
}

beforeAll(async () => {
  t = await createTestApp();
  const camille = await createUser(t.app, { firstName: 'Camille' });
  const papi = await createUser(t.app, { firstName: 'Papi' });
  await publishOk(t.app, camille.token!, { title: 'Jour 1 : le départ', bandeau: 'En route', structure: [text(1, 'Nous avons visité l’Église du village.')] });
  const story = await publishOk(t.app, camille.token!, {
    title: 'Jour 2 : Annecy',
    bandeau: 'Le marché',
    structure: [text(1, 'Une fromagerie nous a fait goûter un reblochon. Deux belles randonnées ensuite.')],
  });
  storyId = story.id;
  expect((await postJson(t.app, '/api/article/comment', { token: papi.token, id: storyId, text: 'Un œuf à la coque pour moi' })).statusCode).toBe(200);
  const sender = await t.app.db.selectFrom('users').select('id').where('first_name', '=', 'Papi').executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('chat_messages')
    .values({ ts: Date.UTC(2026, 7, 4, 16), sender_id: sender.id, sender: 'Papi', color: '#795548', message: 'On arrive à Chamonix ce soir', client_id: null, reply_to: null, mentions: null })
    .execute();

  const chunks: Buffer[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  await writeFamilyArchive(t.config, output);
  entries = await zipEntries(Buffer.concat(chunks));
  const script = entry('search-index.js');
  const json = script.slice(script.indexOf('=') + 1, script.lastIndexOf(';'));
  index = MiniSearch.loadJS<ArchiveSearchDoc>(JSON.parse(json) as never, archiveSearchOptions);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const found = (q: string) => searchArchive(index, q).map((hit) => `${hit.kind} ${hit.url}`);

describe('the family archive, search', () => {
  it('writes a search page with its index and its engine, linked from every page', () => {
    expect(entry('search.html')).toContain('<script src="search-index.js"></script><script src="search.js"></script>');
    expect(entry('index.html')).toContain('href="search.html"');
    expect(entry('search.js').length).toBeGreaterThan(1000);
  });

  it('finds a word of a story, folded and stemmed, and marks it in the snippet', () => {
    expect(found('fromagerie')).toEqual([`article articles/${storyId}.html`]);
    const [hit] = searchArchive(index, 'randonnee');
    const [start, end] = hit?.highlights[0] ?? [0, 0];
    expect(hit?.snippet.slice(start, end)).toBe('randonnées');
  });

  it('reads the last word as a prefix, and a chat message links to its line', () => {
    expect(found('chamo')).toEqual([`message chat/2026-08.html#m${Date.UTC(2026, 7, 4, 16)}`]);
    expect(entry('chat/2026-08.html')).toContain(`id="m${Date.UTC(2026, 7, 4, 16)}"`);
  });

  it('ignores case, accents, ligatures and elision', () => {
    expect(found('eglise')).toHaveLength(1);
    expect(found('oeuf')).toEqual([`comment articles/${storyId}.html`]);
  });

  it('limits to one member with de:, and asks for the exact phrase in quotes', () => {
    expect(found('de:Papi chamonix')).toHaveLength(1);
    expect(found('de:Camille chamonix')).toEqual([]);
    expect(found('"belles randonnées"')).toHaveLength(1);
    expect(found('"randonnées belles"')).toEqual([]);
  });
});
