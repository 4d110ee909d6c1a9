import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** `<DATA_DIR>/media/books/<id>.pdf`; work files under `.work/`, renamed in when whole. */
export const booksRoot = (dataDir: string) => join(dataDir, 'media', 'books');
export const workRoot = (root: string) => join(root, '.work');
export const bookFile = (root: string, id: string) => join(root, `${id}.pdf`);
export const planFile = (root: string, id: string) => join(workRoot(root), `${id}.plan.json`);
export const workFile = (root: string, id: string) => join(workRoot(root), `${id}.pdf.part`);

export async function removeBookFiles(root: string, id: string): Promise<void> {
  await Promise.all([bookFile(root, id), planFile(root, id), workFile(root, id)].map((path) => rm(path, { force: true })));
}

const idOf = (name: string) => /^([0-9a-f-]{36})\./.exec(name)?.[1];

/**
 * Removes what no book needs: a PDF whose row is gone (a book replaced while a node was down),
 * and the work files of books no longer being made. A book being made keeps its work files; its
 * next attempt starts them again (bookJobs.ts).
 */
export async function sweepBookFiles(root: string, books: readonly { id: string; state: string }[]): Promise<number> {
  const known = new Map(books.map((book) => [book.id, book.state]));
  let removed = 0;
  const sweep = async (directory: string, keep: (state: string | undefined) => boolean) => {
    const names = await readdir(directory).catch(() => [] as string[]);
    for (const name of names) {
      const id = idOf(name);
      if (id !== undefined && keep(known.get(id))) continue;
      if (name === '.work') continue;
      await rm(join(directory, name), { force: true, recursive: true });
      removed += 1;
    }
  };
  await sweep(root, (state) => state === 'ready');
  await sweep(workRoot(root), (state) => state === 'queued' || state === 'making');
  return removed;
}
