import { exportTexts as texts } from '../archiveTexts.ts';

export interface VideoPlayerProps {
  /** Paths from the archive's top; the player sits one folder down. */
  src: string;
  poster: string | undefined;
  /** Its name, where no heading gives it one (in an article). */
  label?: string;
}

/** Plays the archive's own copy in place (file:// from a USB stick works), its poster shown until it starts. */
export function VideoPlayer({ src, poster, label }: VideoPlayerProps) {
  return (
    <video controls preload="metadata" poster={poster ? `../${poster}` : undefined} src={`../${src}`} aria-label={label}>
      {texts.videoFallback} <a href={`../${src}`}>{texts.videoDownload}</a>
    </video>
  );
}
