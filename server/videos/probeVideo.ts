import { ChildLimitError, spawnLimited, type ChildLimits } from './limitedChild.ts';
import type { ItemCapture } from '../places/itemCapture.ts';
import { captureFromVideoTags } from '../places/videoCapture.ts';

export type VideoContainer = 'mp4' | 'mov' | '3gp' | 'webm' | 'mkv';
export type VideoCodec = 'h264' | 'hevc' | 'vp8' | 'vp9' | 'av1';

const videoCodecs: readonly string[] = ['h264', 'hevc', 'vp8', 'vp9', 'av1'] satisfies VideoCodec[];

/** What the job needs to know about a source, read from its bytes by ffprobe. */
export interface ProbedVideo {
  container: VideoContainer;
  videoCodec: VideoCodec;
  /** Null when the source has no sound. */
  audioCodec: string | null;
  pixelFormat: string;
  /** Seconds. */
  duration: number;
  /** As stored. */
  codedWidth: number;
  codedHeight: number;
  /** Degrees, a multiple of 90 in 0..270 (the rotate tag or the display matrix). */
  rotation: number;
  /** As displayed: the rotation applied. */
  width: number;
  height: number;
  /** The largest picture of all its video streams, in pixels: ffmpeg opens each of them. */
  largestPicture: number;
  /** Where and when it was filmed, from the container's tags (the transcode drops them). */
  capture: ItemCapture;
}

/** ffprobe's own bounds: reading the headers takes a phone's video well under a second. */
export const probeLimits = (memoryMb: number): ChildLimits => ({ memoryMb, timeoutMs: 30_000 });
// What ffprobe prints for a video with a few streams is a few kilobytes.
const MAX_OUTPUT_BYTES = 4 * 1024 * 1024;

/** ffprobe's JSON, or an Error with the end of what it wrote on stderr; ChildLimitError when a limit stopped it. */
async function runProbe(ffprobePath: string, path: string, limits: ChildLimits): Promise<string> {
  const { child, ended, stderrTail } = spawnLimited(ffprobePath, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path], limits);
  const chunks: Buffer[] = [];
  let size = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_OUTPUT_BYTES) child.kill('SIGKILL');
    else chunks.push(chunk);
  });
  const { code, signal } = await ended;
  if (code !== 0 || size > MAX_OUTPUT_BYTES) throw new Error(`ended with ${signal ?? code}: ${stderrTail().split('\n').slice(-3).join(' ')}`);
  return Buffer.concat(chunks).toString('utf8');
}

/** Not a video Lapintube takes: the routes answer 415. */
export class NotAVideoError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotAVideoError';
  }
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  duration?: string;
  tags?: Record<string, string>;
  side_data_list?: { side_data_type?: string; rotation?: number }[];
  disposition?: { attached_pic?: number };
}

interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { format_name?: string; duration?: string; tags?: Record<string, string> };
}

/** ffprobe names every ISO media file one way: the brand tells MP4, MOV and 3GP apart. */
function containerOf(formatName: string, brand: string, codec: VideoCodec): VideoContainer | undefined {
  if (formatName === 'mov,mp4,m4a,3gp,3g2,mj2') {
    if (brand.startsWith('qt')) return 'mov';
    if (brand.startsWith('3g')) return '3gp';
    return 'mp4';
  }
  if (formatName === 'matroska,webm') return codec === 'vp8' || codec === 'vp9' || codec === 'av1' ? 'webm' : 'mkv';
  return undefined;
}

function rotationOf(stream: ProbeStream): number {
  const matrix = stream.side_data_list?.find((data) => data.side_data_type === 'Display Matrix')?.rotation;
  const degrees = matrix ?? Number(stream.tags?.rotate ?? 0);
  if (!Number.isFinite(degrees)) return 0;
  return (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
}

/**
 * Reads `path` with ffprobe within `limits`; throws NotAVideoError for anything that is not a
 * video Lapintube takes, and ChildLimitError for a file whose headers alone overrun them.
 */
export async function probeVideo(ffprobePath: string, path: string, limits: ChildLimits = probeLimits(1024)): Promise<ProbedVideo> {
  let output: ProbeOutput;
  try {
    output = JSON.parse(await runProbe(ffprobePath, path, limits)) as ProbeOutput;
  } catch (error) {
    if (error instanceof ChildLimitError) throw error;
    throw new NotAVideoError(`ffprobe: ${(error as Error).message}`);
  }
  const video = output.streams?.find((stream) => stream.codec_type === 'video' && stream.disposition?.attached_pic !== 1);
  const codec = video?.codec_name ?? '';
  if (!video || !videoCodecs.includes(codec)) throw new NotAVideoError(`video codec ${codec || 'none'}`);
  const videoCodec = codec as VideoCodec;
  const container = containerOf(output.format?.format_name ?? '', output.format?.tags?.major_brand ?? '', videoCodec);
  if (!container) throw new NotAVideoError(`container ${output.format?.format_name ?? 'unknown'}`);
  const duration = Number(output.format?.duration ?? video.duration);
  const codedWidth = video.width ?? 0;
  const codedHeight = video.height ?? 0;
  if (!(duration > 0) || codedWidth <= 0 || codedHeight <= 0) throw new NotAVideoError('no duration or no picture size');
  const rotation = rotationOf(video);
  const turned = rotation % 180 !== 0;
  return {
    container,
    videoCodec,
    audioCodec: output.streams?.find((stream) => stream.codec_type === 'audio')?.codec_name ?? null,
    pixelFormat: video.pix_fmt ?? '',
    duration,
    codedWidth,
    codedHeight,
    rotation,
    width: turned ? codedHeight : codedWidth,
    height: turned ? codedWidth : codedHeight,
    largestPicture: Math.max(
      ...(output.streams ?? []).filter((stream) => stream.codec_type === 'video').map((stream) => (stream.width ?? 0) * (stream.height ?? 0)),
    ),
    capture: captureFromVideoTags(output.format?.tags, Date.now()),
  };
}
