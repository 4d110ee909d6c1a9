import type { Article } from '../../shared/articleTypes.ts';

/** Issue 40: a story the composer can open again: paragraphs then photos, nothing else (no video,
 * no caption); the article view's « Modifier » opens such a story in the composer, any other in
 * the spec's builder. */
export function isComposerShaped(article: Article): boolean {
  const types = article.content.structure.map((element) => element.type);
  const firstImage = types.indexOf('image');
  return (
    article.content.structure.every((element) => (element.type === 'text' || element.type === 'image') && element.caption === undefined) &&
    (firstImage < 0 || types.slice(firstImage).every((type) => type === 'image'))
  );
}
