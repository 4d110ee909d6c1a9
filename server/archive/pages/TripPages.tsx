import { exportTexts as texts } from '../archiveTexts.ts';
import type { SvgMap } from '../tripSvgMap.ts';
import { ArchivePage } from './ArchivePage.tsx';

// The trip in the offline archive (issue 39): a page per trip with its map drawn as a picture,
// and a page per day with its articles and photos. No script: it all reads from file://.

export interface TripLink {
  id: string;
  title: string;
  dates: string;
}

export function TripsIndexPage({ trips }: { trips: readonly TripLink[] }) {
  return (
    <ArchivePage title={texts.trips} root="../">
      <h1>{texts.trips}</h1>
      {trips.length > 0 ? (
        <ul>
          {trips.map((trip) => (
            <li key={trip.id}>
              <a href={`${trip.id}.html`}>{trip.title}</a> <span className="meta">{trip.dates}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{texts.noTrip}</p>
      )}
    </ArchivePage>
  );
}

export interface TripDayLink {
  day: number;
  title: string;
  counts: string;
}

export interface TripPageProps {
  trip: TripLink;
  figures: string;
  map: SvgMap | null;
  days: readonly TripDayLink[];
}

function MapPicture({ map, label }: { map: SvgMap; label: string }) {
  return (
    <figure>
      <svg className="tripmap" viewBox={`0 0 ${map.width} ${map.height}`} role="img" aria-label={label} xmlns="http://www.w3.org/2000/svg">
        <rect width={map.width} height={map.height} fill="#cfe3ef" />
        {map.countries.map((d, index) => (
          <path key={`c${index}`} d={d} fill="#efe9dc" stroke="#b9ab92" strokeWidth={0.8} />
        ))}
        {map.paths.map((d, index) => (
          <path key={`p${index}`} className="route" d={d} fill="none" stroke="#5d4037" strokeWidth={3} strokeLinejoin="round" strokeLinecap="round" />
        ))}
        {map.jumps.map((d, index) => (
          <path key={`j${index}`} className="jump" d={d} fill="none" stroke="#5d4037" strokeWidth={2} strokeDasharray="8 6" />
        ))}
        {map.steps.map((step, index) => (
          <g key={`s${index}`} className="step">
            <circle cx={step.x} cy={step.y} r={7} fill="#c62828" stroke="#fff" strokeWidth={2} />
            <text x={step.x + 10} y={step.y - 8} fontSize={15} fill="#1b1b1b" stroke="#fff" strokeWidth={3} paintOrder="stroke">
              {step.name}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>{texts.mapCredits}</figcaption>
    </figure>
  );
}

export function TripPage({ trip, figures, map, days }: TripPageProps) {
  return (
    <ArchivePage title={trip.title} root="../">
      <h1>{trip.title}</h1>
      <p className="meta">
        {trip.dates} · {figures}
      </p>
      {map ? <MapPicture map={map} label={texts.tripMap(trip.title)} /> : <p>{texts.noPlace}</p>}
      <h2>{texts.tripDays}</h2>
      <ol className="days">
        {days.map((day) => (
          <li key={day.day}>
            <a href={`${trip.id}/jour-${day.day}.html`}>{day.title}</a> <span className="meta">{day.counts}</span>
          </li>
        ))}
      </ol>
    </ArchivePage>
  );
}

export interface TripDayPageProps {
  trip: TripLink;
  title: string;
  day: number;
  lastDay: number;
  articles: readonly { id: string; title: string; author: string }[];
  photos: readonly { src: string; alt: string }[];
  chatMessages: number;
}

export function TripDayPage({ trip, title, day, lastDay, articles, photos, chatMessages }: TripDayPageProps) {
  const empty = articles.length === 0 && photos.length === 0 && chatMessages === 0;
  return (
    <ArchivePage title={title} root="../../">
      <p>
        <a href={`../${trip.id}.html`}>{texts.backToTrip(trip.title)}</a>
      </p>
      <h1>{title}</h1>
      {empty && <p>{texts.emptyDay}</p>}
      {articles.length > 0 && (
        <>
          <h2>{texts.articles}</h2>
          <ul>
            {articles.map((article) => (
              <li key={article.id}>
                <a href={`../../articles/${article.id}.html`}>{article.title}</a> <span className="meta">{texts.byWriter(article.author)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {photos.length > 0 && (
        <>
          <h2>{texts.dayPhotos}</h2>
          <ul className="gallery">
            {photos.map((photo) => (
              <li key={photo.src}>
                <img src={`../../${photo.src}`} alt={photo.alt} loading="lazy" />
              </li>
            ))}
          </ul>
        </>
      )}
      {chatMessages > 0 && <p className="meta">{texts.dayChat(chatMessages)}</p>}
      <ul className="pages">
        {day > 1 && (
          <li>
            <a href={`jour-${day - 1}.html`}>{texts.previousDay(day - 1)}</a>
          </li>
        )}
        {day < lastDay && (
          <li>
            <a href={`jour-${day + 1}.html`}>{texts.nextDay(day + 1)}</a>
          </li>
        )}
      </ul>
    </ArchivePage>
  );
}
