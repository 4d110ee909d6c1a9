import { darken, getContrastRatio } from '@mui/material/styles';

// WCAG 2.2 AA: text reads at 4.5:1 at least. Chat colours come from the server (one per person)
// and may be any light tint, so they are adjusted here rather than trusted.
const MIN_TEXT_CONTRAST = 4.5;
const PAPER = '#ffffff';
// MUI's text.primary is black at 87 %; on white it renders as this solid grey.
const DARK_TEXT = '#212121';

function contrast(foreground: string, background: string): number {
  try {
    return getContrastRatio(foreground, background);
  } catch {
    // A colour MUI cannot parse (a CSS name, say): treat it as unreadable so callers fall back.
    return 0;
  }
}

/** A person's colour as text on white: their own shade, darkened just enough to be readable. */
export function readableOnPaper(color: string): string {
  let shade = color;
  for (let step = 0; step < 8 && contrast(shade, PAPER) < MIN_TEXT_CONTRAST; step += 1) {
    try {
      shade = darken(shade, 0.2);
    } catch {
      return color;
    }
  }
  return shade;
}

export type TextShade = 'dark' | 'light' | 'black';

/** Which text colour reads on a coloured badge: the usual dark text, else white, else pure black
 * (one of white and black always reaches 4.5:1). Undefined when the colour cannot be parsed. */
export function textShadeOn(background: string): TextShade | undefined {
  if (contrast(DARK_TEXT, background) >= MIN_TEXT_CONTRAST) return 'dark';
  if (contrast(PAPER, background) >= MIN_TEXT_CONTRAST) return 'light';
  return contrast('#000000', background) > 0 ? 'black' : undefined;
}
