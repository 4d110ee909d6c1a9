import type { PlanDay, PlanPhoto, PlanStory } from './bookPlan.ts';
import { drawMap } from './bookMap.ts';
import { newPage, type Geometry } from './bookLayout.ts';
import { fittedPhoto, photoSize, placePhoto } from './bookPhotos.ts';
import { dayTitle, typeset } from './bookText.ts';

/** Room under a photo for its caption and who took it. */
const captionRoom = (g: Geometry) => g.body * 2.6;
const room = (doc: PDFKit.PDFDocument, g: Geometry) => g.top + g.height - doc.y;

function caption(doc: PDFKit.PDFDocument, g: Geometry, photo: PlanPhoto, x: number, y: number, width: number): void {
  const by = photo.by === '' ? '' : `Photo : ${photo.by}`;
  const line = [typeset(photo.caption.trim()), by].filter((part) => part !== '').join(' — ');
  if (line === '') return;
  doc.font('italic').fontSize(g.body * 0.8).fillColor('#555555').text(line, x, y + 3, { width, height: captionRoom(g) - 3, ellipsis: '…' });
}

/** A photo inside a story's flow, the width of the text at most: on the next page when it would not fit here. */
async function storyPhoto(doc: PDFKit.PDFDocument, g: Geometry, photo: PlanPhoto): Promise<void> {
  const maxHeight = g.height * 0.55;
  let printed = await fittedPhoto(photo.path, g.width, Math.min(maxHeight, room(doc, g) - captionRoom(g)));
  if (printed === null) return;
  if (printed.height < maxHeight * 0.6 && printed.height < (await fittedPhoto(photo.path, g.width, maxHeight))!.height) {
    newPage(doc, g);
    printed = (await fittedPhoto(photo.path, g.width, maxHeight))!;
  }
  const y = doc.y + 4;
  const x = g.left + (g.width - printed.width) / 2;
  await placePhoto(doc, photo.path, printed, x, y);
  caption(doc, g, photo, g.left, y + printed.height, g.width);
  doc.x = g.left;
  doc.y = y + printed.height + captionRoom(g);
}

async function drawStory(doc: PDFKit.PDFDocument, g: Geometry, story: PlanStory, tick: () => void): Promise<void> {
  if (room(doc, g) < g.height * 0.25) newPage(doc, g);
  doc.x = g.left;
  doc.moveDown(0.8).font('bold').fontSize(g.body * 1.6).fillColor('#222222').text(typeset(story.title), { width: g.width });
  if (story.bandeau.trim() !== '') doc.moveDown(0.2).font('italic').fontSize(g.body * 1.15).fillColor('#444444').text(typeset(story.bandeau), { width: g.width });
  doc.moveDown(0.2).font('regular').fontSize(g.body * 0.85).fillColor('#777777').text(`Par ${story.author}`, { width: g.width });
  doc.moveDown(0.6);
  for (const block of story.blocks) {
    if (block.kind === 'text') {
      doc.font('regular').fontSize(g.body).fillColor('#222222').text(typeset(block.text), g.left, doc.y, { width: g.width, align: 'justify', lineGap: g.body * 0.35, paragraphGap: g.body * 0.6 });
    } else {
      await storyPhoto(doc, g, block.photo);
      tick();
    }
  }
}

type Orientation = 'landscape' | 'portrait';
async function orientation(photo: PlanPhoto): Promise<Orientation> {
  const size = await photoSize(photo.path);
  return size !== null && size.height > size.width ? 'portrait' : 'landscape';
}

/** The cells of a page: two landscapes one above the other, two portraits side by side, else four. */
function cells(g: Geometry, count: number, layout: 'stack' | 'side' | 'grid'): { x: number; y: number; width: number; height: number }[] {
  const gap = g.body * 1.2;
  const { left, top, width, height } = g;
  if (count === 1) return [{ x: left, y: top, width, height: height - captionRoom(g) }];
  if (layout === 'stack') {
    const h = (height - gap) / 2 - captionRoom(g);
    return [0, 1].map((i) => ({ x: left, y: top + i * (h + captionRoom(g) + gap), width, height: h }));
  }
  const w = (width - gap) / 2;
  if (layout === 'side') return [0, 1].map((i) => ({ x: left + i * (w + gap), y: top, width: w, height: height - captionRoom(g) }));
  const h = (height - gap) / 2 - captionRoom(g);
  return [0, 1, 2, 3].slice(0, count).map((i) => ({ x: left + (i % 2) * (w + gap), y: top + Math.floor(i / 2) * (h + captionRoom(g) + gap), width: w, height: h }));
}

/** The day's other photos, one to four a page by orientation, each centred in its cell with its caption. */
async function photoPages(doc: PDFKit.PDFDocument, g: Geometry, photos: readonly PlanPhoto[], tick: () => void): Promise<void> {
  let index = 0;
  while (index < photos.length) {
    const left = photos.length - index;
    const [a, b] = [await orientation(photos[index]!), left > 1 ? await orientation(photos[index + 1]!) : undefined];
    let count: number;
    let layout: 'stack' | 'side' | 'grid';
    if (left === 1) [count, layout] = [1, 'stack'];
    else if (a === 'landscape' && b === 'landscape') [count, layout] = [2, 'stack'];
    else if (a === 'portrait' && b === 'portrait') [count, layout] = [2, 'side'];
    // A landscape beside a portrait: four small ones when there are, else the two side by side.
    else if (left >= 4) [count, layout] = [4, 'grid'];
    else [count, layout] = [2, 'side'];
    newPage(doc, g);
    const boxes = cells(g, count, layout);
    for (const [i, box] of boxes.entries()) {
      const photo = photos[index + i]!;
      const printed = await fittedPhoto(photo.path, box.width, box.height);
      if (printed !== null) {
        const x = box.x + (box.width - printed.width) / 2;
        const y = box.y + (box.height - printed.height) / 2;
        await placePhoto(doc, photo.path, printed, x, y);
        caption(doc, g, photo, x, y + printed.height, Math.max(printed.width, box.width * 0.8));
      }
      tick();
    }
    index += count;
  }
}

/** A day: its title (a bookmark), its places, its small map, its stories in full, then its other photos. Answers its first page (0-based). */
export async function drawDay(doc: PDFKit.PDFDocument, g: Geometry, day: PlanDay, tick: () => void): Promise<number> {
  newPage(doc, g);
  const first = doc.bufferedPageRange().count - 1;
  const title = dayTitle(day.day, day.date);
  doc.outline.addItem(title);
  doc.font('bold').fontSize(g.body * 2).fillColor('#222222').text(title, g.left, g.top, { width: g.width });
  if (day.places.length > 0) doc.moveDown(0.2).font('regular').fontSize(g.body * 1.1).fillColor('#555555').text(day.places.join(' · '), { width: g.width });
  if (day.points.length > 0) {
    const mapHeight = g.height * 0.22;
    const y = doc.y + g.body;
    drawMap(doc, { x: g.left, y, width: g.width, height: mapHeight }, day.points, 0.6);
    doc.x = g.left;
    doc.y = y + mapHeight + g.body * 0.5;
  }
  for (const story of day.stories) await drawStory(doc, g, story, tick);
  await photoPages(doc, g, day.photos, tick);
  return first;
}
