import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import type { BookPlan } from './bookPlan.ts';
import { contentsPageCount, createBook, drawClosing, drawContents, drawCover, finishPages, geometry, newPage } from './bookLayout.ts';
import { drawDay } from './bookDays.ts';
import { dayTitle } from './bookText.ts';

/**
 * Lays out the book and writes it to `outPath`: cover, contents, the days, the last page.
 * `progress` hears 0–99 as photos are placed. Answers the page count.
 */
export async function makeBook(plan: BookPlan, outPath: string, progress: (percent: number) => void): Promise<number> {
  const g = geometry(plan);
  const doc = createBook(plan, g);
  const written = finished(doc.pipe(createWriteStream(outPath)));
  const units = plan.days.length + plan.days.reduce((sum, day) => sum + day.photos.length + day.stories.reduce((n, story) => n + story.blocks.filter((block) => block.kind === 'photo').length, 0), 0);
  let done = 0;
  let told = -1;
  const tick = () => {
    done += 1;
    const percent = Math.min(99, Math.floor((done / Math.max(1, units)) * 100));
    if (percent !== told) progress((told = percent));
  };

  await drawCover(doc, plan, g);
  const contentsStart = doc.bufferedPageRange().count;
  const contentsPages = contentsPageCount(plan.days.length, g);
  for (let i = 0; i < contentsPages; i += 1) newPage(doc, g);
  const entries: { title: string; places: string; page: number }[] = [];
  for (const day of plan.days) {
    const first = await drawDay(doc, g, day, tick);
    entries.push({ title: dayTitle(day.day, day.date), places: day.places.join(' · '), page: first + 1 });
    tick();
  }
  drawClosing(doc, plan, g);
  drawContents(doc, g, contentsStart, entries);
  finishPages(doc, g);
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await written;
  return pages;
}
