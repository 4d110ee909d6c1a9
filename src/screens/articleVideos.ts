import type { Article } from '../../shared/articleTypes.ts';
import type { Video } from '../../shared/videoTypes.ts';
import { videoShown } from '../components/articleDraft.ts';

/** The ids of the article's videos still being prepared when it was read. */
export function preparingVideoIds(article: Article | undefined): string[] {
  return (article?.content.structure ?? []).filter((element) => element.type === 'video' && element.status === 'processing').map((element) => element.content);
}

/**
 * The article with each video as this device now knows it (VideosStore, which follows the live
 * preparation): a video being prepared when the article was read shows its progress, then plays
 * once ready, without reading the article again.
 */
export function withVideosAsKnown(article: Article, known: (id: string) => Video | undefined): Article {
  let changed = false;
  const structure = article.content.structure.map((element) => {
    const video = element.type === 'video' ? known(element.content) : undefined;
    if (video === undefined) return element;
    changed = true;
    return { type: element.type, name: element.name, content: element.content, ...videoShown(video) };
  });
  return changed ? { ...article, content: { ...article.content, structure } } : article;
}
