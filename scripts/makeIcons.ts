/**
 * Renders the home-screen icons from the drawing in scripts/appIcons/rabbit.svg, with sharp:
 * `npx tsx scripts/makeIcons.ts`. The PNGs are committed (public/icons/); run this again after
 * changing the drawing or the brand colours.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { brand } from '../src/theme/palette.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

interface IconVariant {
  file: string;
  size: number;
  /** How much of the 100-unit square the drawing fills. */
  scale: number;
  /** Rounded corners for the plain icon; square for the maskable and Apple ones, which the
   * system crops itself. */
  corner: number;
}

export const iconVariants: IconVariant[] = [
  { file: 'icon-192.png', size: 192, scale: 0.92, corner: 22 },
  { file: 'icon-512.png', size: 512, scale: 0.92, corner: 22 },
  // The maskable safe zone is the centre circle of radius 40 %: the drawing shrinks to stay in it.
  { file: 'icon-maskable-512.png', size: 512, scale: 0.72, corner: 0 },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.84, corner: 0 },
];

function composed(mark: string, variant: IconVariant): string {
  const offset = (100 - 100 * variant.scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${variant.size}" height="${variant.size}">
  <rect width="100" height="100" rx="${variant.corner}" fill="${brand.primary}"/>
  <g transform="translate(${offset} ${offset}) scale(${variant.scale})">${mark}</g>
</svg>`;
}

async function main(): Promise<void> {
  const drawing = await readFile(`${root}scripts/appIcons/rabbit.svg`, 'utf8');
  const mark = drawing.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  for (const variant of iconVariants) {
    const png = await sharp(Buffer.from(composed(mark, variant))).png({ compressionLevel: 9 }).toBuffer();
    await writeFile(`${root}public/icons/${variant.file}`, png);
  }
}

await main();
