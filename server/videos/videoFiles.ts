import { rm } from 'node:fs/promises';
import { join } from 'node:path';

/** `${DATA_DIR}/media/videos`: each video's files are named after its UUID. */
export function videosRoot(dataDir: string): string {
  return join(dataDir, 'media', 'videos');
}

/**
 * A video's files: the served MP4, its poster (the screen rendition's size) and thumbnail; what
 * its job writes before renaming it into place (`part`, `frame`, `ffmpegPid`), which the next attempt and the
 * orphan sweep remove after a crash; and the upload as received (`source`), kept until its job ends.
 */
export const videoFileNames = (id: string) => ({
  mp4: `${id}.mp4`,
  poster: `${id}.poster.jpg`,
  thumb: `${id}.thumb.jpg`,
  part: `${id}.mp4.part`,
  frame: `${id}.frame.jpg`,
  /** The running ffmpeg (host, pid, start time): a crash of the server leaves ffmpeg running. */
  ffmpegPid: `${id}.ffmpeg.json`,
  source: `${id}.source`,
});

export function readyFileNames(id: string): string[] {
  const names = videoFileNames(id);
  return [names.mp4, names.poster, names.thumb];
}

export function workFileNames(id: string): string[] {
  const names = videoFileNames(id);
  return [names.part, names.frame, names.ffmpegPid];
}

export async function removeVideoFiles(root: string, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => rm(join(root, name), { force: true })));
}
