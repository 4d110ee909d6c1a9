import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { NO_CAPTION } from '../../shared/albumLimits.ts';
import { parseArticleStructure } from '../../shared/articleStructure.ts';
import type { LonLat } from '../../shared/mapTypes.ts';
import { product } from '../../shared/product.ts';
import type { TripGetReply, TripMapReply, TripMedia } from '../../shared/tripTypes.ts';
import type { DB } from '../platform/db/schema.ts';
import { distanceKm } from '../places/pointTree.ts';
import type { TripViews } from '../trips/tripViews.ts';
import type { BookPlan, PlanDay, PlanPhoto, PlanStory } from './bookPlan.ts';
import type { BookRow } from './booksRepository.ts';
import { parseOptions } from './booksRepository.ts';

const SLICE = 500;
const originalExtensions = ['jpg', 'png', 'gif'];
const exists = (path: string) => access(path).then(
  () => true,
  () => false,
);

/** A photo's file for print: its original (issue 22) beside the thumbnail the trip names, else its screen rendition. */
async function photoFile(mediaRoot: string, thumbnail: string): Promise<string | null> {
  if (!thumbnail.startsWith('/media/') || !thumbnail.endsWith('.thumb.jpg') || thumbnail.includes('..')) return null;
  const base = join(mediaRoot, thumbnail.slice('/media/'.length, -'.thumb.jpg'.length));
  for (const extension of originalExtensions) if (await exists(`${base}.orig.${extension}`)) return `${base}.orig.${extension}`;
  return (await exists(`${base}.screen.jpg`)) ? `${base}.screen.jpg` : null;
}

const countryOf = (place: string) => (place.includes(', ') ? place.slice(place.lastIndexOf(', ') + 2) : '');

/**
 * The book's content, from the trip's days exactly as `/api/trip/get` answers them (tripViews.ts),
 * the stories' text and photos, the album captions and the cover: the photo with the most
 * reactions (the first one when none has any).
 */
export async function readBookPlan(db: Kysely<DB>, views: TripViews, mediaRoot: string, book: BookRow, now: number): Promise<BookPlan> {
  const options = parseOptions(book);
  const got = JSON.parse((await views.get(book.trip_id)).json.toString('utf8')) as TripGetReply;
  const map = JSON.parse((await views.map(book.trip_id)).json.toString('utf8')) as TripMapReply;
  const from = book.from_day ?? 1;
  const to = Math.min(book.to_day ?? got.days.length, got.days.length);
  const days = got.days.filter((day) => day.day >= from && day.day <= to);
  const isChat = (media: TripMedia) => media.url === product.routes.chat;
  const wanted = (media: TripMedia) => media.kind === 'photo' && (options.chatPhotos || !isChat(media));

  const articleIds = days.flatMap((day) => day.articles.map((article) => Number(article.id)));
  const articles = new Map<number, { title: string; bandeau: string; structure: string }>();
  for (let i = 0; i < articleIds.length; i += SLICE) {
    const rows = await db.selectFrom('articles').select(['id', 'title', 'bandeau', 'structure']).where('id', 'in', articleIds.slice(i, i + SLICE)).execute();
    for (const row of rows) articles.set(row.id, row);
  }
  const photoIds = days.flatMap((day) => day.media.filter(wanted).map((media) => media.id));
  const captions = new Map<string, string>();
  const reactions = new Map<string, number>();
  for (let i = 0; i < photoIds.length; i += SLICE) {
    const slice = photoIds.slice(i, i + SLICE);
    // The spec's upload leaves `none` where no caption was given.
    for (const row of await db.selectFrom('album_images').select(['name', 'comment']).where('name', 'in', slice).execute()) if (row.comment !== NO_CAPTION) captions.set(row.name, row.comment);
    const counted = await db
      .selectFrom('reactions')
      .innerJoin('album_images', 'album_images.id', 'reactions.photo_id')
      .select(['album_images.name', (eb) => eb.fn.countAll<number>().as('count')])
      .where('reactions.kind', '=', 'photo')
      .where('album_images.name', 'in', slice)
      .groupBy('album_images.name')
      .execute();
    for (const row of counted) reactions.set(row.name, Number(row.count));
  }

  const people = new Set<string>();
  const planDays: PlanDay[] = [];
  let cover: { photo: PlanPhoto; score: number } | null = null;
  let photoCount = 0;
  for (const day of days) {
    const inStories = new Set<string>();
    const stories: PlanStory[] = [];
    for (const article of day.articles) {
      const row = articles.get(Number(article.id));
      if (row === undefined) continue;
      people.add(article.author);
      const blocks: PlanStory['blocks'] = [];
      for (const element of parseArticleStructure(row.structure)) {
        if (element.type === 'text' && element.content.trim() !== '') blocks.push({ kind: 'text', text: element.content });
        if (element.type !== 'image') continue;
        const path = await photoFile(mediaRoot, `/media/articles/${element.content}.thumb.jpg`);
        inStories.add(element.content);
        if (path === null) continue;
        photoCount += 1;
        blocks.push({ kind: 'photo', photo: { path, caption: (element as { caption?: string }).caption ?? '', by: article.author } });
      }
      stories.push({ title: row.title, bandeau: row.bandeau, author: article.author, blocks });
    }
    const photos: PlanPhoto[] = [];
    for (const media of day.media) {
      if (!wanted(media) || inStories.has(media.id)) continue;
      const path = await photoFile(mediaRoot, media.thumbnail);
      if (path === null) continue;
      if (media.by !== '') people.add(media.by);
      const photo = { path, caption: captions.get(media.id) ?? '', by: media.by };
      photos.push(photo);
      photoCount += 1;
      const score = reactions.get(media.id) ?? 0;
      if (cover === null || score > cover.score) cover = { photo, score };
    }
    const points: LonLat[] = map.steps.filter((step) => step.day === day.day).sort((a, b) => a.at - b.at).map((step) => [step.lon, step.lat]);
    planDays.push({ day: day.day, date: day.date, places: day.places, points, stories, photos });
  }

  const route = planDays.flatMap((day) => day.points);
  let km = 0;
  for (let i = 1; i < route.length; i += 1) km += distanceKm(route[i - 1]![1], route[i - 1]![0], route[i]![1], route[i]![0]);
  const countries = new Set(planDays.flatMap((day) => day.places.map(countryOf)).filter((country) => country !== ''));
  return {
    format: book.format,
    bleed: options.bleed,
    title: got.trip.title,
    start: planDays[0]?.date ?? got.trip.start,
    end: planDays.at(-1)?.date ?? got.trip.end ?? got.trip.start,
    cover: cover?.photo ?? null,
    route,
    days: planDays,
    closing: { people: [...people].filter((name) => name !== '').sort((a, b) => a.localeCompare(b, 'fr')), days: planDays.length, countries: countries.size, km: Math.round(km), photos: photoCount, madeAt: now },
  };
}
