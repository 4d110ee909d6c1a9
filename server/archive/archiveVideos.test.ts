import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '../../shared/videoTypes.ts';
import { randomUUID } from 'node:crypto';
import type { Article } from '../../shared/articleTypes.ts';
import { publishOk, text as paragraph } from '../testing/articleRequests.ts';
import { createTestApp, createUser, type TestApp } from '../testing/testApp.ts';
import { makeVideoClips, type VideoClips } from '../testing/videoClips.ts';
import { settledVideo, uploadVideoOk } from '../testing/videoRequests.ts';
import { zipEntries, type ZipEntry } from '../testing/zipEntries.ts';
import { videoLength } from './archiveTexts.ts';
import { writeFamilyArchive } from './writeFamilyArchive.ts';

let clips: VideoClips;
let t: TestApp;
let older: Video;
let newer: Video;
let failed: Video;
let entries: ZipEntry[];
let article: Article;

async function familyArchive(): Promise<ZipEntry[]> {
  const chunks: Buffer[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  await writeFamilyArchive(t.config, output);
  return zipEntries(Buffer.concat(chunks));
}

const entry = (name: string) => entries.find((candidate) => candidate.name === name);
const text = (name: string) => entry(name)?.bytes.toString('utf8') ?? '';

beforeAll(async () => {
  clips = await makeVideoClips();
  t = await createTestApp();
  const lea = await createUser(t.app, { firstName: 'Léa' });
  older = await settledVideo(t.app, lea.token!, (await uploadVideoOk(t.app, lea.token!, clips.h264Mp4, { title: 'Le lac <au matin>', description: 'Avec « les cousins »' })).id);
  newer = await settledVideo(t.app, lea.token!, (await uploadVideoOk(t.app, lea.token!, clips.hevcRotatedMov, { title: 'Le phare', description: '' })).id);
  failed = await settledVideo(t.app, lea.token!, (await uploadVideoOk(t.app, lea.token!, clips.truncatedMov, { title: 'Coupée' })).id);
  // Two rows as a job leaves them, without running one: one still being prepared, one deleted once published.
  const [preparing, deleted] = [randomUUID(), randomUUID()];
  const uploader = await t.app.db.selectFrom('users').select('id').where('first_name', '=', 'Léa').executeTakeFirstOrThrow();
  for (const id of [preparing, deleted]) {
    await t.app.db.insertInto('videos').values({ id, title: 'En cours', description: '', uploader_id: uploader.id, ts: 1, status: 'processing', message: null, source_file: null }).execute();
  }
  const video = (n: number, id: string) => ({ type: 'video' as const, name: `video ${n}`, content: id });
  await t.app.inject({ method: 'POST', url: '/api/video/comment', payload: { token: lea.token!, id: older.id, text: 'Souvenir <du lac>' } });
  article = await publishOk(t.app, lea.token!, { structure: [paragraph(1, 'Regardez'), video(2, older.id), video(3, preparing), video(4, deleted)] });
  await t.app.db.deleteFrom('videos').where('id', '=', deleted).execute();
  entries = await familyArchive();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await clips?.remove();
});

describe('the family archive, Lapintube', () => {
  it('holds each ready video and its poster, the same bytes as served', async () => {
    expect([older.status, newer.status, failed.status]).toEqual(['ready', 'ready', 'failed']);
    for (const video of [older, newer]) {
      for (const file of [`${video.id}.mp4`, `${video.id}.poster.jpg`]) {
        const stored = await readFile(join(t.dataDir, 'media', 'videos', file));
        expect(entry(`media/videos/${file}`)?.bytes.equals(stored), file).toBe(true);
      }
    }
    expect(entries.filter((candidate) => candidate.name.includes(failed.id))).toEqual([]);
  });

  it('lists the ready videos newest first, each playing in place from paths that exist in the zip', () => {
    const html = text('videos/index.html');
    const players = [...html.matchAll(/<video ([^>]*)>/g)].map((match) => match[1]!);
    expect(players).toEqual([
      `controls="" preload="metadata" poster="../media/videos/${newer.id}.poster.jpg" src="../media/videos/${newer.id}.mp4"`,
      `controls="" preload="metadata" poster="../media/videos/${older.id}.poster.jpg" src="../media/videos/${older.id}.mp4"`,
    ]);
    // Every file the page points to, resolved from its folder as file:// would, is in the zip.
    const references = [...html.matchAll(/(?:src|poster|href)="([^"#]+)/g)].map((match) => posix.join('videos', match[1]!));
    expect(references.length).toBeGreaterThan(4);
    for (const reference of references) expect(entry(reference), reference).toBeDefined();
    expect(html).not.toContain('Coupée');
  });

  it('shows title, description, uploader, date and duration, escaped, with an anchor per video', () => {
    const html = text('videos/index.html');
    expect(html).toContain('<h2>Le lac &lt;au matin&gt;</h2>');
    expect(html).toContain('Avec « les cousins »');
    expect(html).toContain(`id="video-${older.id}"`);
    expect(html).toMatch(new RegExp(`par Léa, le \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} · durée ${videoLength(older.duration)}`));
    expect(videoLength(older.duration)).toBe('0:01');
  });

  it('keeps each video’s comments under its card, escaped', () => {
    const html = text('videos/index.html');
    const card = html.slice(html.indexOf(`id="video-${older.id}"`));
    expect(card.slice(0, card.indexOf('</article>'))).toMatch(/<h3>Commentaires<\/h3><ul><li><strong>Léa<\/strong> .*Souvenir &lt;du lac&gt;/);
    const newerCard = html.slice(html.indexOf(`id="video-${newer.id}"`));
    expect(newerCard.slice(0, newerCard.indexOf('</article>'))).not.toContain('Commentaires');
  });

  it('links Lapintube from every page, and counts the videos on the home page', () => {
    expect(text('index.html')).toContain('<a href="videos/index.html">Lapintube</a>');
    expect(text('albums/index.html')).toContain('<a href="../videos/index.html">Lapintube</a>');
    expect(text('index.html')).toContain('2 vidéos.');
  });
});

describe('the family archive, videos in articles', () => {
  it('plays a ready video in its article from the archive’s own copy, linked to its Lapintube card', () => {
    const html = text(`articles/${article.id}.html`);
    expect(html).toContain(
      `<video controls="" preload="metadata" poster="../media/videos/${older.id}.poster.jpg" src="../media/videos/${older.id}.mp4" aria-label="Le lac &lt;au matin&gt;">`,
    );
    expect(html).toContain(`<a href="../videos/index.html#video-${older.id}">`);
    const references = [...html.matchAll(/(?:src|poster|href)="([^"#]+)/g)].map((match) => posix.join('articles', match[1]!));
    for (const reference of references) expect(entry(reference), reference).toBeDefined();
    // Added once, by the Lapintube page.
    expect(entries.filter((candidate) => candidate.name === `media/videos/${older.id}.mp4`)).toHaveLength(1);
  });

  it('says in French when the video was not ready or was deleted since, and keeps the rest of the article', () => {
    const html = text(`articles/${article.id}.html`);
    expect(html).toContain('Cette vidéo n’était pas prête quand l’archive a été faite');
    expect(html).toContain('Cette vidéo a été supprimée');
    expect(html).toContain('Regardez');
  });
});

describe('videoLength', () => {
  it('writes minutes and seconds, and hours when there are some', () => {
    expect([videoLength(0.4), videoLength(42), videoLength(725), videoLength(3723)]).toEqual(['0:00', '0:42', '12:05', '1:02:03']);
  });
});
