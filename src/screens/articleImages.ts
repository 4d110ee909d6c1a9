import type { Article } from '../../shared/articleTypes.ts';
import type { ImageSource } from '../components/ArticleBody.tsx';
import type { ArticlesStore } from '../stores/ArticlesStore.ts';

/** The image sources of an article's elements, by content, from the store's screen renditions. */
export function articleImageSources(articles: ArticlesStore, article: Article | undefined): Record<string, ImageSource> {
  const sources: Record<string, ImageSource> = {};
  for (const element of article?.content.structure ?? []) {
    if (element.type !== 'image' || !article) continue;
    const state = articles.image(article.id, element.content);
    sources[element.content] =
      state?.status === 'ready'
        ? { status: 'ready', src: `data:image/jpeg;base64,${state.b64}` }
        : state?.status === 'error'
          ? { status: 'error' }
          : { status: 'loading' };
  }
  return sources;
}

/** Asks for every image of the article not fetched yet. */
export function loadArticleImages(articles: ArticlesStore, article: Article | undefined): void {
  for (const element of article?.content.structure ?? []) {
    if (element.type === 'image' && article) void articles.loadImage(article.id, element.content);
  }
}
