import type { ChatRepository } from './chatRepository.ts';

// Mid-tone colours that stay apart from each other, from MUI's 300 shades.
export const chatPalette = [
  '#e57373', '#64b5f6', '#81c784', '#ffb74d', '#ba68c8', '#4db6ac',
  '#f06292', '#7986cb', '#aed581', '#ffd54f', '#4dd0e1', '#a1887f',
] as const;

/** The least used palette colour, the earliest one on a tie: a family gets distinct colours. */
export function pickColor(usage: ReadonlyMap<string, number>): string {
  let best: string = chatPalette[0];
  for (const color of chatPalette) {
    if ((usage.get(color) ?? 0) < (usage.get(best) ?? 0)) best = color;
  }
  return best;
}

/** A user's colour, chosen once and kept. */
export async function colorFor(repository: ChatRepository, userId: number): Promise<string> {
  const existing = await repository.colorOf(userId);
  if (existing) return existing;
  // Two tabs connecting together may both pick: the first insert wins and both read it back.
  await repository.assignColor(userId, pickColor(await repository.colorUsage()));
  return (await repository.colorOf(userId)) ?? chatPalette[0];
}
