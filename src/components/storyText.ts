// « Raconter » (issue 40): how the composer's one text area reads, shared by the component (what
// is missing) and the screen (what is sent).

/** A blank line (spaces allowed) starts a new paragraph; blank paragraphs are dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export type ComposerMissing = 'title' | 'content';

/** What « Publier » still needs: a title, and a paragraph or a photo (the bandeau follows from the text). */
export function composerMissing(title: string, text: string, photoCount: number): ComposerMissing[] {
  return [...(title.trim() === '' ? ['title' as const] : []), ...(paragraphsOf(text).length === 0 && photoCount === 0 ? ['content' as const] : [])];
}

/** Where the story's place comes from: the photos' own, the phone's position now, or none. */
export type PlaceKind = 'photos' | 'here' | 'none';
