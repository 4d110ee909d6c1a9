import { describe, expect, it } from 'vitest';
import { forgetSharedFiles, keepSharedFiles, readSharedFiles, sharedFilesOfForm, type FileCache } from './sharedFiles.ts';

/** A Cache Storage cache in memory, keyed as the browser keys a relative path: by its full URL. */
function memoryCache(): FileCache {
  const entries = new Map<string, Response>();
  const url = (key: RequestInfo | URL) => new URL(typeof key === 'string' || key instanceof URL ? key : key.url, 'https://lapin.example').href;
  return {
    put: async (key, response) => void entries.set(url(key), response),
    keys: async () => [...entries.keys()].map((key) => new Request(key)),
    match: async (key) => entries.get(url(key))?.clone(),
    delete: async (key) => entries.delete(url(key)),
  } as FileCache;
}

describe('shared files (issue 38)', () => {
  it('takes the photos and videos of the share form, and leaves other files and the text out', () => {
    const form = new FormData();
    form.append('title', 'Vacances');
    form.append('media', new File(['p'], 'plage.jpg', { type: 'image/jpeg' }));
    form.append('media', new File(['v'], 'vague.mp4', { type: 'video/mp4' }));
    form.append('media', new File(['d'], 'facture.pdf', { type: 'application/pdf' }));
    expect(sharedFilesOfForm(form).map((file) => file.name)).toEqual(['plage.jpg', 'vague.mp4']);
  });

  it('keeps each file with its name and type, oldest share first, until it is forgotten', async () => {
    const cache = memoryCache();
    await keepSharedFiles(cache, [new File(['1'], 'Été à Noirmoutier.jpg', { type: 'image/jpeg' })], 1000);
    await keepSharedFiles(cache, [new File(['2'], 'b.mp4', { type: 'video/mp4' }), new File(['3'], 'c.png', { type: 'image/png' })], 2000);
    const shared = await readSharedFiles(cache);
    expect(shared.map(({ file }) => [file.name, file.type])).toEqual([
      ['Été à Noirmoutier.jpg', 'image/jpeg'],
      ['b.mp4', 'video/mp4'],
      ['c.png', 'image/png'],
    ]);
    expect(await Promise.all(shared.map(({ file }) => file.text()))).toEqual(['1', '2', '3']);

    await forgetSharedFiles(cache, [shared[0]!.id, shared[2]!.id]);
    expect((await readSharedFiles(cache)).map(({ file }) => file.name)).toEqual(['b.mp4']);
  });
});
