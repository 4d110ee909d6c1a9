import type { StructureElement } from './articleTypes.ts';

/**
 * An article's stored `structure` column, as the server wrote it: its elements in order, images
 * named by their server-made UUID. Text that is not a JSON array throws: a damaged row is an
 * error to the reader, never an empty article.
 */
export function parseArticleStructure(json: string): StructureElement[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) throw new TypeError('article structure is not a JSON array');
  return value as StructureElement[];
}

/** The stored names of the article's images, in order. */
export function articleImageNames(structure: readonly StructureElement[]): string[] {
  return structure.filter((element) => element.type === 'image').map((element) => element.content);
}

/** The ids of the Lapintube videos the article shows, in order (issue 23). */
export function articleVideoIds(structure: readonly Pick<StructureElement, 'type' | 'content'>[]): string[] {
  return structure.filter((element) => element.type === 'video').map((element) => element.content);
}
