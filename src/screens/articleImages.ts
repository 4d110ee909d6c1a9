import type { Article } from '../../shared/articleTypes.ts';
import { articlePhotoUrl } from '../../shared/photoUrls.ts';
import type { ImageSource } from '../components/ArticleBody.tsx';

/**
 * The image sources of an article's elements, by content: the URL of each photo's screen
 * rendition, as the server gave it (an article kept on the device from before URLs gets the same
 * address from its name).
 */
export function articleImageSources(article: Article | undefined): Record<string, ImageSource> {
  const sources: Record<string, ImageSource> = {};
  for (const element of article?.content.structure ?? []) {
    if (element.type !== 'image') continue;
    sources[element.content] = { status: 'ready', src: element.url ?? articlePhotoUrl(element.content, 'screen') };
  }
  return sources;
}
