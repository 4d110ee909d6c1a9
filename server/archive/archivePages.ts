import { product } from '../../shared/product.ts';

// The offline archive's pages: plain HTML and one stylesheet, no script, readable on a phone and
// from a USB stick. Every piece of family text goes through `escape`; paths are ids and UUIDs only.

export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const dayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });
const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

/** « lundi 23 novembre 2026 » */
export const frenchDay = (ms: number) => dayFormat.format(ms);
export const frenchTime = (ms: number) => timeFormat.format(ms);
export const frenchDateTime = (ms: number) => dateTimeFormat.format(ms);
export const frenchMonth = (ms: number) => monthFormat.format(ms);

export const stylesheet = `*{box-sizing:border-box}
body{margin:0;font:17px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Liberation Sans",sans-serif;color:#1b1b1b;background:#f5f1eb}
header{background:#5d4037;color:#fff;padding:12px 16px}
header a{color:#fff}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px 16px}
main{max-width:900px;margin:0 auto;padding:16px}
h1{font-size:1.8rem;line-height:1.2;margin:.4em 0}
h2{font-size:1.3rem;margin:1.2em 0 .4em}
a{color:#4e342e}
.card{background:#fff;border:1px solid #ddd;border-radius:12px;padding:16px;margin:12px 0;overflow-wrap:anywhere}
.meta{color:#555;font-size:.95rem}
.text{white-space:pre-wrap}
img,video{max-width:100%;height:auto;border-radius:8px;display:block}
video{width:100%;background:#000}
figure{margin:12px 0}
figcaption{color:#555;font-size:.95rem}
.gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:8px;list-style:none;padding:0}
.gallery img{aspect-ratio:1;object-fit:cover;width:100%}
.chat{list-style:none;padding:0}
.chat li{margin:6px 0}
.chatphotos{display:flex;flex-wrap:wrap;gap:6px;margin-top:4px}
.chatphotos img{max-width:240px}
.pages{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0}
.pages a{display:inline-block;padding:10px 14px;background:#fff;border:1px solid #ccc;border-radius:8px;min-width:44px;text-align:center}
`;

export interface PageOptions {
  title: string;
  /** '' at the root, '../' one folder down: every link is relative, so the archive opens anywhere. */
  root: string;
  body: string;
}

export function page({ title, root, body }: PageOptions): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · ${escape(product.title)}</title>
<link rel="stylesheet" href="${root}style.css">
</head>
<body>
<header>
<nav aria-label="Sections de l’archive"><ul>
<li><a href="${root}index.html">Accueil</a></li>
<li><a href="${root}articles/page-1.html">Articles</a></li>
<li><a href="${root}albums/index.html">Albums</a></li>
<li><a href="${root}videos/index.html">Lapintube</a></li>
<li><a href="${root}chat/index.html">Discussion</a></li>
</ul></nav>
</header>
<main>
${body}
</main>
</body>
</html>
`;
}

export const exportTexts = {
  homeIntro: (date: string) =>
    `Archive de la famille, faite le ${date}. Elle s’ouvre sans Internet et sans serveur : gardez-la sur une clé USB ou un disque.`,
  counts: (articles: number, albums: number, photos: number, messages: number, videos: number) =>
    `${articles} article${articles > 1 ? 's' : ''}, ${albums} album${albums > 1 ? 's' : ''} (${photos} photo${photos > 1 ? 's' : ''}), ${messages} message${messages > 1 ? 's' : ''} de discussion, ${videos} vidéo${videos > 1 ? 's' : ''}.`,
  by: (writer: string, when: string) => `par ${writer}, le ${when}`,
  comments: 'Commentaires',
  noArticle: 'Aucun article.',
  noAlbum: 'Aucun album.',
  noMessage: 'Aucun message.',
  pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  photoOf: (album: string, n: number) => `${album}, photo ${n}`,
  chatPhotoOf: (sender: string, n: number) => `Photo ${n} envoyée par ${sender}`,
  original: 'Photo d’origine',
  noVideo: 'Aucune vidéo.',
  videoIntro: 'Les vidéos de la famille, les plus récentes d’abord.',
  videoLength: (length: string) => `durée ${length}`,
  videoFallback: 'Ce navigateur ne lit pas la vidéo ici :',
  videoDownload: 'ouvrir le fichier MP4',
  videoOnLapintube: (title: string) => `« ${title} » sur la page Lapintube de l’archive`,
  videoDeleted: 'Cette vidéo a été supprimée',
  videoNotKept: 'Cette vidéo n’était pas prête quand l’archive a été faite',
} as const;

const texts = exportTexts;

/** One list page of the articles, with links to every page when there are several. */
export function articleListPage(pageNumber: number, pages: number, listed: readonly string[]): string {
  const links = pages > 1
    ? `<nav aria-label="${escape(texts.pageOf(pageNumber, pages))}"><ul class="pages">${Array.from({ length: pages }, (_, n) => `<li><a href="page-${n + 1}.html"${n + 1 === pageNumber ? ' aria-current="page"' : ''}>${n + 1}</a></li>`).join('')}</ul></nav>`
    : '';
  const body = `<h1>Articles</h1><p class="meta">${escape(texts.pageOf(pageNumber, pages))}</p>${listed.length ? listed.join('\n') : `<p>${texts.noArticle}</p>`}${links}`;
  return page({ title: `Articles, page ${pageNumber}`, root: '../', body });
}

export interface ArticleHeading {
  id: number;
  title: string;
  bandeau: string;
  writer: string;
  /** Already in French: `frenchDateTime` of the article's ts. */
  when: string;
}

/** The article's card on a list page. */
export function articleListItem(article: ArticleHeading): string {
  return `<div class="card"><h2><a href="${article.id}.html">${escape(article.title)}</a></h2><p>${escape(article.bandeau)}</p><p class="meta">${escape(texts.by(article.writer, article.when))}</p></div>`;
}

export const articleText = (content: string) => `<p class="text">${escape(content)}</p>`;
/** A link to the full-size photo, when the archive holds originals. */
const originalLink = (original: string | undefined) => (original ? `<a class="original" href="../${original}">${texts.original}</a>` : '');

export const articleFigure = (src: string, alt: string, original?: string) =>
  `<figure><img src="../${src}" alt="${escape(alt)}" loading="lazy">${original ? `<figcaption>${originalLink(original)}</figcaption>` : ''}</figure>`;

/**
 * A video of Lapintube inside an article: it plays from the archive's own copy (which the Lapintube
 * page adds), and links to its card there. `src` and `poster` are paths from the archive's top.
 */
export function articleVideo(id: string, title: string, src: string, poster: string | undefined): string {
  const posterAttribute = poster ? ` poster="../${poster}"` : '';
  return `<figure><video controls preload="metadata"${posterAttribute} src="../${src}" aria-label="${escape(title)}">${texts.videoFallback} <a href="../${src}">${texts.videoDownload}</a></video><figcaption><a href="${videoPageHref('../', id)}">${escape(texts.videoOnLapintube(title))}</a></figcaption></figure>`;
}

/** A video element whose video the archive does not hold: gone since, or never ready. */
export const articleVideoMissing = (deleted: boolean) => `<p class="meta">${deleted ? texts.videoDeleted : texts.videoNotKept}</p>`;

export interface ArchiveComment {
  writer: string;
  ts: number;
  text: string;
}

/** A thread (an article's, a video's), under a heading of the given level; nothing when empty. */
function commentsSection(comments: readonly ArchiveComment[], heading: 'h2' | 'h3'): string {
  if (comments.length === 0) return '';
  const items = comments.map((comment) => `<li><strong>${escape(comment.writer)}</strong> <span class="meta">${escape(frenchDateTime(comment.ts))}</span><p class="text">${escape(comment.text)}</p></li>`);
  return `<${heading}>${texts.comments}</${heading}><ul>${items.join('')}</ul>`;
}

/** One article's own page: its elements (already HTML) and its comments. */
export function articlePage(article: ArticleHeading, parts: readonly string[], comments: readonly ArchiveComment[]): string {
  const commentsHtml = commentsSection(comments, 'h2');
  const body = `<article class="card"><h1>${escape(article.title)}</h1><p><strong>${escape(article.bandeau)}</strong></p><p class="meta">${escape(texts.by(article.writer, article.when))}</p>${parts.join('\n')}${commentsHtml}</article>`;
  return page({ title: article.title, root: '../', body });
}

/** A gallery tile: the thumbnail, opening the screen-size photo. */
export function albumTile(thumb: string, screen: string, alt: string, caption: string, original?: string): string {
  const below = [caption ? escape(caption) : '', originalLink(original)].filter(Boolean).join(' ');
  return `<li><figure><a href="../${screen}"><img src="../${thumb}" alt="${escape(alt)}" loading="lazy"></a>${below ? `<figcaption>${below}</figcaption>` : ''}</figure></li>`;
}

export function albumPage(name: string, tiles: readonly string[]): string {
  return page({ title: name, root: '../', body: `<h1>${escape(name)}</h1><ul class="gallery">${tiles.join('\n')}</ul>` });
}

export function albumLink(id: number, name: string, photos: number): string {
  return `<li><a href="${id}.html">${escape(name)}</a> <span class="meta">(${photos} photo${photos > 1 ? 's' : ''})</span></li>`;
}

export function albumsIndexPage(links: readonly string[]): string {
  return page({ title: 'Albums', root: '../', body: `<h1>Albums</h1>${links.length ? `<ul>${links.join('\n')}</ul>` : `<p>${texts.noAlbum}</p>`}` });
}

/** A day's heading in a month of the chat, closing the previous day's list if there was one. */
export function chatDayHeading(day: string, previousDay: string): string {
  return `${previousDay ? '</ul>' : ''}<h2>${escape(day)}</h2><ul class="chat">`;
}

/** `photos`: the screen copies sent with the message (issue 25), relative to the archive's root. */
export function chatLine(ts: number, sender: string, message: string, photos: readonly string[] = []): string {
  const shown = photos.map((src, index) => `<a href="../${src}"><img src="../${src}" alt="${escape(exportTexts.chatPhotoOf(sender, index + 1))}" loading="lazy"></a>`).join('');
  return `<li><span class="meta">${escape(frenchTime(ts))}</span> <strong>${escape(sender)}</strong> : <span class="text">${escape(message)}</span>${shown ? `<div class="chatphotos">${shown}</div>` : ''}</li>`;
}

export function chatMonthPage(month: string, lines: readonly string[]): string {
  return page({ title: `Discussion, ${month}`, root: '../', body: `<h1>Discussion, ${escape(month)}</h1>${lines.join('\n')}` });
}

export const chatMonthLink = (monthKey: string, month: string) => `<li><a href="${monthKey}.html">${escape(month)}</a></li>`;

export function chatIndexPage(months: readonly string[]): string {
  return page({ title: 'Discussion', root: '../', body: `<h1>Discussion</h1>${months.length ? `<ul>${months.join('\n')}</ul>` : `<p>${texts.noMessage}</p>`}` });
}

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

export interface ArchiveVideo {
  id: string;
  title: string;
  description: string;
  uploader: string;
  /** Already in French: `frenchDateTime` of the video's ts. */
  when: string;
  duration: number;
}

/**
 * A video's card on the Lapintube page: it plays in place from the archive's own files (paths
 * relative to the page, so file:// from a USB stick works), the poster shown until it starts.
 */
export function videoCard(video: ArchiveVideo, src: string, poster: string | undefined, comments: readonly ArchiveComment[] = []): string {
  const posterAttribute = poster ? ` poster="../${poster}"` : '';
  const description = video.description ? `<p class="text">${escape(video.description)}</p>` : '';
  return `<article class="card" id="${videoAnchor(video.id)}"><h2>${escape(video.title)}</h2><video controls preload="metadata"${posterAttribute} src="../${src}">${texts.videoFallback} <a href="../${src}">${texts.videoDownload}</a></video>${description}<p class="meta">${escape(texts.by(video.uploader, video.when))} · ${escape(texts.videoLength(videoLength(video.duration)))}</p>${commentsSection(comments, 'h3')}</article>`;
}

export function videosPage(cards: readonly string[]): string {
  return page({ title: 'Lapintube', root: '../', body: `<h1>Lapintube</h1><p>${texts.videoIntro}</p>${cards.length ? cards.join('\n') : `<p>${texts.noVideo}</p>`}` });
}

export interface ArchiveCounts {
  articles: number;
  albums: number;
  photos: number;
  messages: number;
  videos: number;
}

export function homePage(now: Date, counts: ArchiveCounts): string {
  return page({
    title: 'Accueil',
    root: '',
    body: `<h1>${escape(product.title)}</h1><p>${escape(texts.homeIntro(frenchDay(now.getTime())))}</p><p>${escape(texts.counts(counts.articles, counts.albums, counts.photos, counts.messages, counts.videos))}</p>`,
  });
}
