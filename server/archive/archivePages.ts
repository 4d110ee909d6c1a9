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
img{max-width:100%;height:auto;border-radius:8px;display:block}
figure{margin:12px 0}
figcaption{color:#555;font-size:.95rem}
.gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:8px;list-style:none;padding:0}
.gallery img{aspect-ratio:1;object-fit:cover;width:100%}
.chat{list-style:none;padding:0}
.chat li{margin:6px 0}
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
  counts: (articles: number, albums: number, photos: number, messages: number) =>
    `${articles} article${articles > 1 ? 's' : ''}, ${albums} album${albums > 1 ? 's' : ''} (${photos} photo${photos > 1 ? 's' : ''}), ${messages} message${messages > 1 ? 's' : ''} de discussion.`,
  by: (writer: string, when: string) => `par ${writer}, le ${when}`,
  comments: 'Commentaires',
  noArticle: 'Aucun article.',
  noAlbum: 'Aucun album.',
  noMessage: 'Aucun message.',
  pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  photoOf: (album: string, n: number) => `${album}, photo ${n}`,
} as const;
