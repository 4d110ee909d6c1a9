import { createHash } from 'node:crypto';
import { join, normalize } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';
import { tripWindow } from '../trips/tripCalendar.ts';
import { readCatalogue } from '../trips/tripCatalogue.ts';
import { buildTripModel } from '../trips/tripModel.ts';
import { tripsRepository } from '../trips/tripsRepository.ts';
import type { ArchiveSite } from './archiveSite.ts';
import { exportTexts as texts } from './archiveTexts.ts';
import { tripSvgMap } from './tripSvgMap.ts';
import { TripDayPage, TripPage, TripsIndexPage, type TripLink } from './pages/TripPages.tsx';

const DAY_MS = 24 * 3600 * 1000;
const dayTitle = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const asUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/**
 * The trips of the archive (issue 39): for each, its page with the map drawn as an SVG picture
 * (tripSvgMap.ts) and a page per day, built by the same model as Voyage (tripModel.ts), so the
 * home zones and hidden places keep out of the archive what they keep out of the app. Thumbnails
 * are added under media/trips/, named by a hash of their path: the archive's paths carry no name.
 */
export async function writeTrips(db: Kysely<DB>, zip: ArchiveSite, media: string, now: Date): Promise<number> {
  const repository = tripsRepository(db);
  const [trips, homeZones] = await Promise.all([repository.list(), repository.homeZones()]);
  const links: TripLink[] = [];
  for (const trip of trips) {
    const { from, to } = tripWindow(trip.start, trip.end);
    const catalogue = await readCatalogue(db, from, Math.min(to, now.getTime() + DAY_MS));
    const model = buildTripModel(trip, catalogue, { homeZones }, now.getTime());
    const link: TripLink = {
      id: trip.id,
      title: trip.title,
      dates: texts.tripDates(dayMonthYear.format(asUtc(trip.start)), trip.end === null ? null : dayMonthYear.format(asUtc(trip.end))),
    };
    const title = (day: (typeof model.days)[number]) => {
      const towns = day.places.map((place) => place.split(', ')[0]).filter((town, index, all) => index === 0 || town !== all[index - 1]);
      return [`Jour ${day.day}`, dayTitle.format(asUtc(day.date)), ...(towns.length > 0 ? [towns.join(' → ')] : [])].join(' · ');
    };
    for (const day of model.days) {
      const photos: { src: string; alt: string }[] = [];
      for (const item of day.media) {
        const relative = normalize(item.thumbnail.replace(/^\/media\//, ''));
        if (!item.thumbnail.startsWith('/media/') || relative.startsWith('..')) continue;
        const name = `media/trips/${createHash('sha256').update(relative).digest('hex').slice(0, 24)}.jpg`;
        const src = await zip.addFile(join(media, relative), name);
        if (src) photos.push({ src, alt: `${item.kind === 'photo' ? 'Photo' : 'Vidéo'} de ${item.by}` });
      }
      zip.addArchivePage(`trips/${trip.id}/jour-${day.day}.html`, TripDayPage, {
        trip: link,
        title: title(day),
        day: day.day,
        lastDay: model.days.length,
        articles: day.articles.map((article) => ({ id: article.id, title: article.title, author: article.author })),
        photos,
        chatMessages: day.chatMessages,
      });
    }
    const { figures } = model.map;
    zip.addArchivePage(`trips/${trip.id}.html`, TripPage, {
      trip: link,
      figures: [plural(figures.days, 'jour'), `${figures.countries} pays`, `${new Intl.NumberFormat('fr-FR').format(figures.distanceKm)} km`].join(' · '),
      map: tripSvgMap(model.map),
      days: model.days.map((day) => ({ day: day.day, title: title(day), counts: [plural(day.articles.length, 'article'), plural(day.media.length, 'photo')].join(', ') })),
    });
    links.push(link);
  }
  zip.addArchivePage('trips/index.html', TripsIndexPage, { trips: links });
  return links.length;
}
