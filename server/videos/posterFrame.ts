import { readFile, rm } from 'node:fs/promises';
import { renderPreviews } from '../photos/photoRenditions.ts';
import type { ChildLimits } from './limitedChild.ts';
import { runFfmpeg } from './runTranscode.ts';

/**
 * The poster and its thumbnail, from a frame at a tenth of the prepared video (past a black first
 * frame or a fade-in), at the photo renditions' sizes: the poster as the screen rendition, the
 * thumbnail as the thumb one. ffmpeg writes the frame as a JPEG, and sharp makes both from it.
 */
export async function makePoster(
  ffmpegPath: string,
  video: string,
  duration: number,
  frameFile: string,
  limits: ChildLimits = { memoryMb: 1024, timeoutMs: 60_000 },
): Promise<{ screen: Buffer; thumb: Buffer }> {
  const at = Math.max(0, duration * 0.1).toFixed(3);
  try {
    await runFfmpeg({
      ffmpegPath,
      limits,
      args: ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-ss', at, '-i', video, '-frames:v', '1', '-map_metadata', '-1', '-q:v', '2', '-f', 'image2', frameFile],
    });
    return await renderPreviews(await readFile(frameFile));
  } finally {
    await rm(frameFile, { force: true });
  }
}
