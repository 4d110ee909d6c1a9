import type { PhotoPreparer } from './preparePhoto.ts';
import { positionOf, sentCaptureOf } from './exifOnDemand.ts';
import type { StoredStoryPhoto } from './storyOutboxPersistence.ts';

/**
 * Story photos made ready one at a time, in the order asked, each once whoever asks: two shrinks
 * at once would each take twice as long on a phone's few cores, and the first photo would leave
 * later.
 */
export class OneAtATime {
  private readonly jobs = new Map<string, Promise<void>>();
  private last: Promise<void> = Promise.resolve();

  run(id: string, work: () => Promise<void>): Promise<void> {
    const known = this.jobs.get(id);
    if (known) return known;
    const job = this.last.then(work).finally(() => this.jobs.delete(id));
    this.jobs.set(id, job);
    this.last = job.catch(() => undefined);
    return job;
  }
}

/**
 * The original's place and time read (the shrunk copy carries no metadata), its bytes hashed, then
 * swapped for the copy to send. Tells the place as soon as it is read, for the composer's place line.
 */
export async function prepareStoryPhoto(preparer: PhotoPreparer, record: StoredStoryPhoto, onPosition: (position: NonNullable<StoredStoryPhoto['position']>) => void): Promise<void> {
  record.position = await positionOf(record.blob);
  if (record.position) onPosition(record.position);
  record.capture = await sentCaptureOf(record.blob);
  record.sha256 = await preparer.hash(record.blob);
  record.blob = await preparer.shrink(record.blob);
  record.prepared = true;
}

/**
 * Sends what `next` gives one after the other, each as soon as the previous one's bytes are all
 * sent (`send` calls `sent`), not when the server answers: the uplink never waits while the server
 * renders a photo. At most `unanswered` at once. Once a send answers false (the network gone), no
 * other starts; it answers when every send has.
 */
export async function pipelined<T extends { id: string }>(
  unanswered: number,
  next: (inHand: ReadonlySet<string>) => [T?, T?],
  send: (item: T, after: T | undefined, sent: () => void) => Promise<boolean>,
): Promise<void> {
  const inHand = new Set<string>();
  const answers = new Set<Promise<void>>();
  let stalled = false;
  for (;;) {
    const [item, after] = stalled || answers.size >= unanswered ? [] : next(inHand);
    if (!item) {
      if (answers.size === 0) return;
      await Promise.race(answers);
      continue;
    }
    inHand.add(item.id);
    let bytesSent = () => {};
    const sent = new Promise<void>((resolve) => (bytesSent = resolve));
    const answer: Promise<void> = send(item, after, bytesSent)
      .then((ok) => void (stalled ||= !ok))
      .finally(() => {
        inHand.delete(item.id);
        answers.delete(answer);
      });
    answers.add(answer);
    await Promise.race([sent, answer]);
  }
}
