import { articleLimits } from '../../shared/articleLimits.ts';

/**
 * Issue 40: the bandeau of a story whose writer wrote none, its first sentence: up to the first
 * « . », « ! », « ? » or « … » followed by a space or the end, or the whole first paragraph, cut at
 * the spec's length.
 */
export function storyBandeau(paragraphs: readonly string[]): string {
  const first = paragraphs.find((paragraph) => paragraph.trim() !== '')?.trim() ?? '';
  const line = first.split('\n')[0]!.trim();
  const sentence = /^.*?[.!?…](?=\s|$)/u.exec(line)?.[0] ?? line;
  const characters = [...sentence];
  return characters.length <= articleLimits.bandeau ? sentence : `${characters.slice(0, articleLimits.bandeau - 1).join('').trimEnd()}…`;
}
