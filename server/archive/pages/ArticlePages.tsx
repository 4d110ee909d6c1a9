import { exportTexts as texts, videoPageHref } from '../archiveTexts.ts';
import { ArchivePage } from './ArchivePage.tsx';
import { CommentsSection, type ArchiveComment } from './CommentsSection.tsx';
import { OriginalLink } from './OriginalLink.tsx';
import { VideoPlayer } from './VideoPlayer.tsx';

export interface ArticleHeading {
  id: number;
  title: string;
  bandeau: string;
  writer: string;
  /** Already in French: `frenchDateTime` of the article's ts. */
  when: string;
}

/** An element of an article as the archive holds it; paths are from the archive's top. */
export type ArticlePart =
  | { type: 'text'; content: string }
  | { type: 'photo'; src: string; alt: string; original?: string }
  /** A video of Lapintube, played from the copy the Lapintube page adds. */
  | { type: 'video'; id: string; title: string; src: string; poster: string | undefined }
  /** A video the archive does not hold: gone since, or never ready. */
  | { type: 'missingVideo'; deleted: boolean };

export interface ArticleListPageProps {
  pageNumber: number;
  pages: number;
  articles: readonly ArticleHeading[];
}

/** One list page of the articles, with links to every page when there are several. */
export function ArticleListPage({ pageNumber, pages, articles }: ArticleListPageProps) {
  return (
    <ArchivePage title={texts.articlesPage(pageNumber)} root="../">
      <h1>{texts.articles}</h1>
      <p className="meta">{texts.pageOf(pageNumber, pages)}</p>
      {articles.length > 0 ? articles.map((article) => <ArticleCard key={article.id} article={article} />) : <p>{texts.noArticle}</p>}
      {pages > 1 && (
        <nav aria-label={texts.pageOf(pageNumber, pages)}>
          <ul className="pages">
            {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
              <li key={n}>
                <a href={`page-${n}.html`} aria-current={n === pageNumber ? 'page' : undefined}>
                  {n}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </ArchivePage>
  );
}

/** The article's card on a list page. */
function ArticleCard({ article }: { article: ArticleHeading }) {
  return (
    <div className="card">
      <h2>
        <a href={`${article.id}.html`}>{article.title}</a>
      </h2>
      <p>{article.bandeau}</p>
      <p className="meta">{texts.by(article.writer, article.when)}</p>
    </div>
  );
}

export interface ArticlePageProps {
  article: ArticleHeading;
  parts: readonly ArticlePart[];
  comments: readonly ArchiveComment[];
}

/** One article's own page: its elements and its comments. */
export function ArticlePage({ article, parts, comments }: ArticlePageProps) {
  return (
    <ArchivePage title={article.title} root="../">
      <article className="card">
        <h1>{article.title}</h1>
        <p>
          <strong>{article.bandeau}</strong>
        </p>
        <p className="meta">{texts.by(article.writer, article.when)}</p>
        {parts.map((part, index) => (
          <ArticlePartView key={index} part={part} />
        ))}
        <CommentsSection comments={comments} heading="h2" />
      </article>
    </ArchivePage>
  );
}

function ArticlePartView({ part }: { part: ArticlePart }) {
  switch (part.type) {
    case 'text':
      return <p className="text">{part.content}</p>;
    case 'photo':
      return (
        <figure>
          <img src={`../${part.src}`} alt={part.alt} loading="lazy" />
          {part.original && (
            <figcaption>
              <OriginalLink original={part.original} />
            </figcaption>
          )}
        </figure>
      );
    case 'video':
      return (
        <figure>
          <VideoPlayer src={part.src} poster={part.poster} label={part.title} />
          <figcaption>
            <a href={videoPageHref('../', part.id)}>{texts.videoOnLapintube(part.title)}</a>
          </figcaption>
        </figure>
      );
    case 'missingVideo':
      return <p className="meta">{part.deleted ? texts.videoDeleted : texts.videoNotKept}</p>;
  }
}
