/**
 * The steps' and « Ils sont ici »'s pictures, drawn once into a canvas and handed to MapLibre as
 * images of a symbol layer: WebGL then moves them with the map at each frame of a pan, where DOM
 * markers made the browser restyle and lay out the page at every frame (issue 39: no long task
 * while panning). They look as the markers did: a 44 px disc with its thumbnail, a white ring,
 * the count in a red pill.
 */

/** Drawn at twice their CSS size: the map itself draws at most 2 device pixels a CSS pixel. */
export const ICON_PIXEL_RATIO = 2;
/** The disc, a finger's width (its button on the map is as wide). */
export const STEP_DIAMETER = 44;
/** Room round the disc for its count, its group ring and its shadow; the disc is at the centre. */
const STEP_BOX = 64;
const STEP_GREEN = '#2e5e4e';
const COUNT_RED = '#b3261e';
const LATEST_ORANGE = '#d2552b';
const FONT_FAMILY = 'Roboto, sans-serif';

/** Where « Ils sont ici »'s dot is, in CSS pixels from its picture's left edge: on the map's point. */
export const LATEST_DOT_X = 16;

function canvasOf(width: number, height: number): CanvasRenderingContext2D {
  const canvas = document.createElement('canvas');
  canvas.width = width * ICON_PIXEL_RATIO;
  canvas.height = height * ICON_PIXEL_RATIO;
  const context = canvas.getContext('2d')!;
  context.scale(ICON_PIXEL_RATIO, ICON_PIXEL_RATIO);
  return context;
}

function pictureOf(context: CanvasRenderingContext2D): ImageData {
  const { width, height } = context.canvas;
  return context.getImageData(0, 0, width, height);
}

function roundedBox(context: CanvasRenderingContext2D, x: number, y: number, width: number, height: number, radius: number) {
  context.beginPath();
  context.roundRect(x, y, width, height, radius);
}

/** The thumbnail cut to cover the disc, as CSS's `background-size: cover` would. */
function drawCover(context: CanvasRenderingContext2D, picture: HTMLImageElement, centre: number, radius: number) {
  const scale = (2 * radius) / Math.min(picture.naturalWidth, picture.naturalHeight);
  const [width, height] = [picture.naturalWidth * scale, picture.naturalHeight * scale];
  context.save();
  context.beginPath();
  context.arc(centre, centre, radius, 0, 2 * Math.PI);
  context.clip();
  context.drawImage(picture, centre - width / 2, centre - height / 2, width, height);
  context.restore();
}

/**
 * One step, or several steps under one marker (`grouped`: a second, green ring). The thumbnail is
 * drawn once it has arrived; until then, the disc is green.
 */
export function stepIcon(count: number, thumbnail: HTMLImageElement | null, grouped: boolean): ImageData {
  const context = canvasOf(STEP_BOX, STEP_BOX);
  const centre = STEP_BOX / 2;
  const radius = STEP_DIAMETER / 2;
  context.save();
  context.shadowColor = 'rgba(0, 0, 0, 0.45)';
  context.shadowBlur = grouped ? 6 : 4;
  context.shadowOffsetY = 1;
  context.beginPath();
  context.arc(centre, centre, grouped ? radius + 3 : radius, 0, 2 * Math.PI);
  context.fillStyle = grouped ? STEP_GREEN : '#ffffff';
  context.fill();
  context.restore();
  if (grouped) {
    context.beginPath();
    context.arc(centre, centre, radius, 0, 2 * Math.PI);
    context.fillStyle = '#ffffff';
    context.fill();
  }
  context.beginPath();
  context.arc(centre, centre, radius - 3, 0, 2 * Math.PI);
  context.fillStyle = STEP_GREEN;
  context.fill();
  if (thumbnail !== null && thumbnail.naturalWidth > 0) drawCover(context, thumbnail, centre, radius - 3);

  // The count's pill sits on the disc's top right corner, 6 px above it and 8 px past it.
  const text = String(count);
  context.font = `500 12px ${FONT_FAMILY}`;
  const pillWidth = Math.max(20, Math.ceil(context.measureText(text).width) + 10);
  const pillRight = centre + radius + 8;
  const pillTop = centre - radius - 6;
  roundedBox(context, pillRight - pillWidth, pillTop, pillWidth, 20, 10);
  context.fillStyle = COUNT_RED;
  context.fill();
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, pillRight - pillWidth / 2, pillTop + 10.5);
  return pictureOf(context);
}

/** « Ils sont ici » in its white pill, its orange dot on the family's newest position. */
export function latestIcon(label: string): ImageData {
  const dotCentre = LATEST_DOT_X;
  const height = 34;
  const middle = height / 2;
  const measure = canvasOf(1, 1);
  measure.font = `500 13px ${FONT_FAMILY}`;
  const pillLeft = dotCentre + 15;
  const pillWidth = Math.ceil(measure.measureText(label).width) + 16;
  const context = canvasOf(pillLeft + pillWidth + 4, height);

  context.save();
  context.shadowColor = 'rgba(0, 0, 0, 0.35)';
  context.shadowBlur = 3;
  context.shadowOffsetY = 1;
  roundedBox(context, pillLeft, middle - 11.5, pillWidth, 23, 12);
  context.fillStyle = '#ffffff';
  context.fill();
  context.restore();
  context.font = `500 13px ${FONT_FAMILY}`;
  context.fillStyle = '#1f1f1f';
  context.textBaseline = 'middle';
  context.fillText(label, pillLeft + 8, middle + 0.5);

  // The dot: a halo, a white ring, the orange.
  for (const [radius, colour] of [
    [15, 'rgba(210, 85, 43, 0.3)'],
    [9, '#ffffff'],
    [6, LATEST_ORANGE],
  ] as const) {
    context.beginPath();
    context.arc(dotCentre, middle, radius, 0, 2 * Math.PI);
    context.fillStyle = colour;
    context.fill();
  }
  return pictureOf(context);
}
