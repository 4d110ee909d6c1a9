// The one rule for what a relative types into a free text field: titles, bandeaus, paragraphs,
// descriptions, captions, comments, chat messages. Shared with the client so a form can say what
// the server will. Pseudos and album names follow the stricter rule of names.ts, which refuses
// everything refused here and more (zero-width and other invisible characters).
//
// Refused: controls (C0, DEL, C1), because PostgreSQL's text refuses a NUL outright and a BEL or
// an escape sequence could upset whatever later reads the text (the archive, a terminal); lone
// surrogates, which no UTF-8 can hold; and the bidi embeddings, overrides and isolates
// (U+202A–U+202E, U+2066–U+2069), which show a text other than the one stored. Text with lines
// keeps its line feeds and tabs; a one-line field refuses them, and the line and paragraph
// separators too.
const forbiddenInLines = /(?![\n\t])\p{Cc}|\p{Cs}|[\u202A-\u202E\u2066-\u2069]/u;
const forbiddenInLine = /\p{Cc}|\p{Cs}|[\u202A-\u202E\u2066-\u2069\u2028\u2029]/u;

/** `line`: a title, a caption, a label. `lines`: a description, a paragraph, a message. */
export type TextShape = 'line' | 'lines';

/** NFC, line endings made '\n', trimmed: what is checked and stored. */
export function normaliseFreeText(raw: string): string {
  return raw.normalize('NFC').replace(/\r\n?/g, '\n').trim();
}

export function hasForbiddenCharacter(text: string, shape: TextShape): boolean {
  return (shape === 'line' ? forbiddenInLine : forbiddenInLines).test(text);
}
