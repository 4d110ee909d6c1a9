// The archive's French words and dates, shared by its pages (pages/*.tsx) and their writer.

const dayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });
const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

/** « lundi 23 novembre 2026 » */
export const frenchDay = (ms: number) => dayFormat.format(ms);
export const frenchTime = (ms: number) => timeFormat.format(ms);
export const frenchDateTime = (ms: number) => dateTimeFormat.format(ms);
export const frenchMonth = (ms: number) => monthFormat.format(ms);

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

export const exportTexts = {
  sections: 'Sections de l’archive',
  home: 'Accueil',
  articles: 'Articles',
  albums: 'Albums',
  videos: 'Lapintube',
  chat: 'Discussion',
  homeIntro: (date: string) =>
    `Archive de la famille, faite le ${date}. Elle s’ouvre sans Internet et sans serveur : gardez-la sur une clé USB ou un disque.`,
  counts: (articles: number, albums: number, photos: number, messages: number, videos: number) =>
    `${plural(articles, 'article')}, ${plural(albums, 'album')} (${plural(photos, 'photo')}), ${plural(messages, 'message')} de discussion, ${plural(videos, 'vidéo')}.`,
  articlesPage: (page: number) => `Articles, page ${page}`,
  by: (writer: string, when: string) => `par ${writer}, le ${when}`,
  comments: 'Commentaires',
  noArticle: 'Aucun article.',
  noAlbum: 'Aucun album.',
  albumPhotos: (photos: number) => `(${plural(photos, 'photo')})`,
  noMessage: 'Aucun message.',
  chatMonth: (month: string) => `Discussion, ${month}`,
  pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  photoOf: (album: string, n: number) => `${album}, photo ${n}`,
  chatPhotoOf: (sender: string, n: number) => `Photo ${n} envoyée par ${sender}`,
  original: 'Photo d’origine',
  noVideo: 'Aucune vidéo.',
  // Issue 39: the trips, their map and their days.
  trips: 'Voyages',
  noTrip: 'Aucun voyage.',
  tripMap: (title: string) => `Carte du voyage ${title} : son trajet et ses étapes`,
  mapCredits: '© Natural Earth · © GeoNames',
  noPlace: 'Aucun lieu connu pour ce voyage.',
  tripDays: 'Jour après jour',
  tripDates: (start: string, end: string | null) => (end ? `du ${start} au ${end}` : `depuis le ${start}`),
  backToTrip: (title: string) => `Retour au voyage ${title}`,
  emptyDay: 'Rien ce jour-là : ni article, ni photo, ni message.',
  byWriter: (writer: string) => `par ${writer}`,
  dayPhotos: 'Photos et vidéos du jour',
  dayChat: (count: number) => `${plural(count, 'message')} dans la discussion ce jour-là.`,
  previousDay: (day: number) => `← Jour ${day}`,
  nextDay: (day: number) => `Jour ${day} →`,
  videoIntro: 'Les vidéos de la famille, les plus récentes d’abord.',
  videoLength: (length: string) => `durée ${length}`,
  videoFallback: 'Ce navigateur ne lit pas la vidéo ici :',
  videoDownload: 'ouvrir le fichier MP4',
  videoOnLapintube: (title: string) => `« ${title} » sur la page Lapintube de l’archive`,
  videoDeleted: 'Cette vidéo a été supprimée',
  videoNotKept: 'Cette vidéo n’était pas prête quand l’archive a été faite',
  /** Issue 41: the archive's search page, worded as the app's search. */
  search: 'Rechercher',
  searchLabel: 'Rechercher dans l’archive',
  searchHint: 'Cherchez dans les articles, les commentaires, la discussion, les photos et les vidéos. Astuces : « de:Camille » pour ce qu’un proche a écrit, des guillemets pour une phrase exacte.',
  searchNeedsScript: 'La recherche a besoin de JavaScript, coupé dans ce navigateur.',
  searchKinds: { article: 'Articles', comment: 'Commentaires', message: 'Messages de la discussion', photo: 'Photos', video: 'Vidéos', place: 'Lieux' },
  searchGroup: (name: string, count: number) => `${name} (${count})`,
  nothingFound: (query: string) => `Rien trouvé pour « ${query} »`,
  found: (count: number) => (count === 1 ? '1 résultat' : `${count} résultats`),
} as const;

/** « 0:42 », « 12:05 », « 1:02:03 » */
export function videoLength(seconds: number): string {
  const total = Math.round(seconds);
  const [hours, minutes, rest] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

/** The anchor of a video on the Lapintube page, so that an article can link to it. */
export const videoAnchor = (id: string) => `video-${id}`;
/** The link to a video from a page `root` below the archive's top (an article's: '../'). */
export const videoPageHref = (root: string, id: string) => `${root}videos/index.html#${videoAnchor(id)}`;
