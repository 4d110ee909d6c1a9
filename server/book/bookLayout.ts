import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { BookPlan } from './bookPlan.ts';
import { drawMap } from './bookMap.ts';
import { fittedPhoto, placePhoto } from './bookPhotos.ts';
import { frenchNumber, madeOn, tripDates, typeset } from './bookText.ts';

const require = createRequire(import.meta.url);
const MM = 72 / 25.4;
/** ISO 216, in points. */
const sizes = { A4: [595.28, 841.89], A5: [419.53, 595.28] } as const;
export const BLEED = 3 * MM;

/** Where things go on every page: the trimmed page sits `bleed` in from the sheet's edges. */
export interface Geometry {
  bleed: number;
  trimWidth: number;
  trimHeight: number;
  margin: number;
  /** The text area. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Body type size. */
  body: number;
}

export function geometry(plan: Pick<BookPlan, 'format' | 'bleed'>): Geometry {
  const [trimWidth, trimHeight] = sizes[plan.format];
  const bleed = plan.bleed ? BLEED : 0;
  const margin = plan.format === 'A4' ? 20 * MM : 14 * MM;
  return { bleed, trimWidth, trimHeight, margin, left: bleed + margin, top: bleed + margin, width: trimWidth - 2 * margin, height: trimHeight - 2 * margin - 10, body: plan.format === 'A4' ? 11.5 : 9.5 };
}

const font = (weight: string) => require.resolve(`@fontsource/roboto/files/roboto-latin-${weight}.woff`);

/** A document with Roboto embedded (Regular, Bold, Italic), in French, its pages kept until the end for the contents and the folios. */
export function createBook(plan: BookPlan, g: Geometry): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: [g.trimWidth + 2 * g.bleed, g.trimHeight + 2 * g.bleed],
    margins: { top: g.top, bottom: g.bleed + g.margin, left: g.left, right: g.bleed + g.margin },
    lang: 'fr-FR',
    displayTitle: true,
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: plan.title, Creator: 'Lapin', Producer: 'Lapin (pdfkit)' },
  });
  doc.registerFont('regular', font('400-normal'));
  doc.registerFont('bold', font('700-normal'));
  doc.registerFont('italic', font('400-italic'));
  return doc;
}

/** A new page, with its trim and bleed boxes when the book has bleed. */
export function newPage(doc: PDFKit.PDFDocument, g: Geometry): void {
  doc.addPage();
  if (g.bleed > 0) {
    const dictionary = (doc.page as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data;
    dictionary.TrimBox = [g.bleed, g.bleed, g.bleed + g.trimWidth, g.bleed + g.trimHeight];
    dictionary.BleedBox = [0, 0, g.trimWidth + 2 * g.bleed, g.trimHeight + 2 * g.bleed];
  }
}

export async function drawCover(doc: PDFKit.PDFDocument, plan: BookPlan, g: Geometry): Promise<void> {
  newPage(doc, g);
  doc.font('bold').fontSize(g.body * 3).fillColor('#222222').text(typeset(plan.title), g.left, g.top + g.height * 0.04, { width: g.width, align: 'center' });
  doc.moveDown(0.3).font('regular').fontSize(g.body * 1.5).fillColor('#555555').text(tripDates(plan.start, plan.end), { width: g.width, align: 'center' });
  const photoTop = doc.y + g.body * 2;
  const mapHeight = g.height * 0.28;
  const photoHeight = g.top + g.height - mapHeight - g.body * 2 - photoTop;
  if (plan.cover !== null) {
    const printed = await fittedPhoto(plan.cover.path, g.width, photoHeight);
    if (printed !== null) await placePhoto(doc, plan.cover.path, printed, g.left + (g.width - printed.width) / 2, photoTop + (photoHeight - printed.height) / 2);
  }
  drawMap(doc, { x: g.left, y: g.top + g.height - mapHeight, width: g.width, height: mapHeight }, plan.route, 3);
}

/** Pages kept for the contents: one line per day. */
export function contentsPageCount(days: number, g: Geometry): number {
  const lines = Math.floor((g.height - g.body * 5) / (g.body * 1.9));
  return Math.max(1, Math.ceil(days / lines));
}

export function drawContents(doc: PDFKit.PDFDocument, g: Geometry, firstPage: number, entries: readonly { title: string; places: string; page: number }[]): void {
  const perPage = Math.floor((g.height - g.body * 5) / (g.body * 1.9));
  entries.forEach((entry, index) => {
    if (index % perPage === 0) {
      doc.switchToPage(firstPage + index / perPage);
      doc.font('bold').fontSize(g.body * 2).fillColor('#222222').text('Sommaire', g.left, g.top, { width: g.width });
      doc.moveDown(0.8);
    }
    const y = doc.y;
    const number = String(entry.page);
    doc.font('regular').fontSize(g.body).fillColor('#222222');
    const numberWidth = doc.widthOfString(number);
    const line = entry.places === '' ? entry.title : `${entry.title} — ${entry.places}`;
    doc.text(line, g.left, y, { width: g.width - numberWidth - 12, lineBreak: false, ellipsis: '…', height: g.body * 1.3 });
    doc.text(number, g.left + g.width - numberWidth, y, { lineBreak: false });
    doc.x = g.left;
    doc.y = y + g.body * 1.9;
  });
}

export function drawClosing(doc: PDFKit.PDFDocument, plan: BookPlan, g: Geometry): void {
  newPage(doc, g);
  const { closing } = plan;
  doc.font('bold').fontSize(g.body * 2).fillColor('#222222').text('Le voyage en chiffres', g.left, g.top, { width: g.width });
  doc.moveDown(1).font('regular').fontSize(g.body * 1.2);
  const figures: [number, string, string][] = [
    [closing.days, 'jour', 'jours'],
    [closing.countries, 'pays', 'pays'],
    [closing.km, 'kilomètre', 'kilomètres'],
    [closing.photos, 'photo', 'photos'],
  ];
  for (const [value, one, many] of figures) doc.text(`${frenchNumber(value)} ${value > 1 ? many : one}`, { width: g.width });
  doc.moveDown(1.2).font('bold').fontSize(g.body * 1.3).text('Ont pris part au voyage', { width: g.width });
  doc.moveDown(0.4).font('regular').fontSize(g.body * 1.1).text(closing.people.length === 0 ? '—' : closing.people.join(', '), { width: g.width });
  doc.moveDown(2).font('italic').fontSize(g.body).fillColor('#555555').text(`Livre fait par Lapin le ${madeOn(closing.madeAt)}.`, { width: g.width });
}

/** Page numbers at the foot of every page but the cover; crop marks in the bleed when asked. */
export function finishPages(doc: PDFKit.PDFDocument, g: Geometry): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    if (index > 0) {
      // Written inside the bottom margin: pdfkit would otherwise start a new page.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font('regular').fontSize(g.body * 0.85).fillColor('#777777').text(String(index + 1), g.left, g.bleed + g.trimHeight - g.margin / 2 - g.body, { width: g.width, align: 'center', lineBreak: false });
      doc.page.margins.bottom = bottom;
    }
    if (g.bleed > 0) cropMarks(doc, g);
  }
}

function cropMarks(doc: PDFKit.PDFDocument, g: Geometry): void {
  const { bleed, trimWidth, trimHeight } = g;
  const right = bleed + trimWidth;
  const bottom = bleed + trimHeight;
  doc.save().lineWidth(0.25).strokeColor('#000000');
  for (const x of [bleed, right]) {
    doc.moveTo(x, 0).lineTo(x, bleed * 0.8);
    doc.moveTo(x, bottom + bleed * 0.2).lineTo(x, bottom + bleed);
  }
  for (const y of [bleed, bottom]) {
    doc.moveTo(0, y).lineTo(bleed * 0.8, y);
    doc.moveTo(right + bleed * 0.2, y).lineTo(right + bleed, y);
  }
  doc.stroke().restore();
}
