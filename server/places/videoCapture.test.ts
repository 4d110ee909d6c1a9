import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { probeVideo } from '../videos/probeVideo.ts';
import { captureFromVideoTags, parseIso6709, parseIsoInstant } from './videoCapture.ts';

const run = promisify(execFile);
const now = Date.UTC(2026, 10, 29, 12, 0, 0);

describe('parseIso6709', () => {
  it('reads decimal degrees with or without altitude and CRS, and the sexagesimal forms', () => {
    expect(parseIso6709('+45.9237+006.8694/')).toEqual({ lat: 45.9237, lon: 6.8694 });
    expect(parseIso6709('+64.1466-021.9426+012.345/')).toEqual({ lat: 64.1466, lon: -21.9426 });
    expect(parseIso6709('-16.8167-179.9667+000.000CRSWGS_84/')).toEqual({ lat: -16.8167, lon: -179.9667 });
    expect(parseIso6709('+4555.422+00652.164/')).toEqual({ lat: 45 + 55.422 / 60, lon: 6 + 52.164 / 60 });
    expect(parseIso6709('+455525+0065210/')!.lat).toBeCloseTo(45 + 55 / 60 + 25 / 3600, 9);
  });

  it('reads nothing from text, NaN, 1e308 or minutes past 59', () => {
    for (const text of ['', 'Chamonix', 'NaN', '+NaN+NaN/', '+1e308+006.0/', '+4575.0+00600.0/', 45.9, null, undefined]) {
      expect(parseIso6709(text), String(text)).toBeNull();
    }
  });
});

describe('parseIsoInstant', () => {
  it('reads UTC, an offset, and no zone as UTC', () => {
    expect(parseIsoInstant('2026-08-04T14:30:00.000000Z')).toBe(Date.UTC(2026, 7, 4, 14, 30, 0));
    expect(parseIsoInstant('2026-08-04T23:30:00+0900')).toBe(Date.UTC(2026, 7, 4, 14, 30, 0));
    expect(parseIsoInstant('2026-08-04 14:30:00')).toBe(Date.UTC(2026, 7, 4, 14, 30, 0));
    expect(parseIsoInstant('2026-02-30T10:00:00Z')).toBeNull();
    expect(parseIsoInstant('maintenant')).toBeNull();
  });
});

describe('captureFromVideoTags', () => {
  it('prefers Apple’s location and local creation date, and drops (0, 0) and the 1904 epoch', () => {
    const apple = captureFromVideoTags(
      {
        'com.apple.quicktime.location.ISO6709': '+35.6938+139.7034+040.000/',
        'com.apple.quicktime.creationdate': '2026-08-04T23:30:00+0900',
        creation_time: '2026-08-04T14:31:00.000000Z',
      },
      now,
    );
    expect(apple).toEqual({ lat: 35.6938, lon: 139.7034, tz: 'Asia/Tokyo', takenAt: Date.UTC(2026, 7, 4, 14, 30, 0) });
    expect(captureFromVideoTags({ location: '+00.0000+000.0000/', creation_time: '1904-01-01T00:00:00.000000Z' }, now)).toEqual({
      lat: null,
      lon: null,
      tz: null,
      takenAt: null,
    });
    expect(captureFromVideoTags(undefined, now).lat).toBeNull();
  });
});

describe('a video made by ffmpeg with -metadata location and creation_time', () => {
  const { ffmpegPath, ffprobePath } = loadConfig({}).videos;
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'lapin-places-'));
    const quiet = ['-hide_banner', '-loglevel', 'error', '-y', '-threads', '1'];
    await run(ffmpegPath, [...quiet, '-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10:duration=0.5', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', join(directory, 'bare.mp4')]);
    for (const name of ['chamonix.mp4', 'chamonix.mov']) {
      await run(ffmpegPath, [
        ...quiet, '-i', join(directory, 'bare.mp4'), '-c', 'copy',
        '-metadata', 'location=+45.9237+006.8694/', '-metadata', 'creation_time=2026-08-04T08:00:00Z', join(directory, name),
      ]);
    }
  });

  afterAll(() => rm(directory, { recursive: true, force: true }));

  it.each(['chamonix.mp4', 'chamonix.mov'])('reads the place and the time of %s from the probe the upload runs', async (name) => {
    const probed = await probeVideo(ffprobePath, join(directory, name));
    expect(probed.capture).toEqual({ lat: 45.9237, lon: 6.8694, tz: 'Europe/Paris', takenAt: Date.UTC(2026, 7, 4, 8, 0, 0) });
  });

  it('reads nothing from a video without them', async () => {
    expect((await probeVideo(ffprobePath, join(directory, 'bare.mp4'))).capture).toMatchObject({ lat: null, lon: null, tz: null });
  });
});
