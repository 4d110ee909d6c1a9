// File names for what the family downloads: a photo's original, an album's zip and the entries
// inside it. Made by the server from names it holds (album names, captions), never taken from a
// request; readable in French, and safe on Windows, macOS and Linux, and in a header.

const unsafeInFileNames = /[/\\:*?"<>|]|\p{Cc}|\p{Cf}|\p{Cs}/gu;

/** `text` as part of a file name: no separator, reserved, control, invisible or format character
 * (a bidi override would show another name), no leading or trailing dot, at most `maxLength`
 * characters; `fallback` when nothing is left. */
export function fileLabel(text: string, maxLength: number, fallback: string): string {
  const cleaned = text.normalize('NFC').replace(unsafeInFileNames, ' ').replace(/\s+/gu, ' ').trim();
  const cut = [...cleaned].slice(0, maxLength).join('');
  const label = cut.replace(/^[.\s]+|[.\s]+$/gu, '');
  return label === '' ? fallback : label;
}

/** A photo downloaded from an album: `<album> - <first 8 of its name>.<ext>`. */
export function downloadFileName(albumName: string, photoName: string, extension: string): string {
  return `${fileLabel(albumName, 80, 'photo')} - ${photoName.slice(0, 8)}.${extension}`;
}

/** The zip of an album's originals: `<album>.zip`. */
export function albumZipFileName(albumName: string): string {
  return `${fileLabel(albumName, 100, 'album')}.zip`;
}

/**
 * An entry of an album's zip: its position in the album, zero-padded so the names sort in album
 * order, then the caption when there is one (`007 - Au bord du lac.jpg`). The position makes
 * every name unique, whatever the captions are.
 */
export function zipEntryName(position: number, count: number, caption: string, extension: string): string {
  const number = String(position).padStart(Math.max(3, String(count).length), '0');
  const label = fileLabel(caption, 80, '');
  return label === '' ? `${number}.${extension}` : `${number} - ${label}.${extension}`;
}

// RFC 5987: what encodeURIComponent leaves that a header parameter may not hold.
const encodeHeaderValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition: attachment` for a server-made file name: an ASCII name for old clients
 * (accents dropped, the rest replaced), and the real one in UTF-8 (RFC 6266).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeHeaderValue(fileName)}`;
}
