/**
 * Files shared into Lapin from the phone's gallery (issue 38, Web Share Target). The service
 * worker receives the POST and writes each file here; the share screen reads them, hands them to
 * a queue, and deletes each one only once that queue holds it.
 *
 * Guarantee: a shared file is never lost between the gallery and a queue. It is in Cache Storage
 * (which survives the worker stopping, a reload and a sign-in) before the worker answers the POST,
 * and it leaves only when the album queue has written it to its own IndexedDB queue, the chat has
 * sent it, or the relative gives the share up.
 */

/** The form's field names, as the manifest's `share_target.params` declares them. */
export const shareForm = { title: 'title', text: 'text', url: 'url', files: 'media' } as const;

export const sharedFilesCache = 'lapin-shared';
const keyPrefix = '/__lapin/shared/';
const nameHeader = 'x-lapin-name';

export type SharedFile = { id: string; file: File };

/** What the gallery may share: photos and videos; anything else (a PDF, a contact) is left out. */
export function isShareable(file: File): boolean {
  return file.type.startsWith('image/') || file.type.startsWith('video/');
}

export function sharedFilesOfForm(form: FormData): File[] {
  return form.getAll(shareForm.files).filter((entry): entry is File => typeof entry !== 'string' && isShareable(entry));
}

/** What the worker uses of a Cache (a subset, so it can be tested without a browser). */
export type FileCache = Pick<Cache, 'put' | 'keys' | 'match' | 'delete'>;

/** Writes the shared files, in order, after any that wait already (a second share adds to the first). */
export async function keepSharedFiles(cache: FileCache, files: readonly File[], now = Date.now()): Promise<void> {
  await Promise.all(
    files.map((file, index) => {
      // Fixed width, so the ids sort as the shares came.
      const id = `${now.toString().padStart(15, '0')}-${index.toString().padStart(4, '0')}`;
      const headers = { 'content-type': file.type, [nameHeader]: encodeURIComponent(file.name) };
      return cache.put(`${keyPrefix}${id}`, new Response(file, { headers }));
    }),
  );
}

/** The files that wait, oldest first. */
export async function readSharedFiles(cache: FileCache): Promise<SharedFile[]> {
  const requests = await cache.keys();
  const found = await Promise.all(
    requests.map(async (request): Promise<SharedFile | undefined> => {
      const id = new URL(request.url).pathname.slice(keyPrefix.length);
      const response = await cache.match(request);
      if (!response) return undefined;
      const type = response.headers.get('content-type') ?? '';
      const name = decodeURIComponent(response.headers.get(nameHeader) ?? id);
      return { id, file: new File([await response.blob()], name, { type }) };
    }),
  );
  return found.filter((shared) => shared !== undefined).sort((a, b) => a.id.localeCompare(b.id));
}

export async function forgetSharedFiles(cache: FileCache, ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => cache.delete(`${keyPrefix}${id}`)));
}
