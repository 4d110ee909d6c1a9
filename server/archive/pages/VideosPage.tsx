import { exportTexts as texts, videoAnchor, videoLength } from '../archiveTexts.ts';
import { ArchivePage } from './ArchivePage.tsx';
import { CommentsSection, type ArchiveComment } from './CommentsSection.tsx';
import { VideoPlayer } from './VideoPlayer.tsx';

export interface ArchiveVideo {
  id: string;
  title: string;
  description: string;
  uploader: string;
  /** Already in French: `frenchDateTime` of the video's ts. */
  when: string;
  duration: number;
}

/** A video's card: its files (paths from the archive's top) and its thread. */
export interface VideoCard {
  video: ArchiveVideo;
  src: string;
  poster: string | undefined;
  comments: readonly ArchiveComment[];
}

/** Lapintube: every ready video, newest first, each playing in place, with an anchor articles link to. */
export function VideosPage({ cards }: { cards: readonly VideoCard[] }) {
  return (
    <ArchivePage title={texts.videos} root="../">
      <h1>{texts.videos}</h1>
      <p>{texts.videoIntro}</p>
      {cards.length > 0 ? cards.map((card) => <VideoCardView key={card.video.id} card={card} />) : <p>{texts.noVideo}</p>}
    </ArchivePage>
  );
}

function VideoCardView({ card: { video, src, poster, comments } }: { card: VideoCard }) {
  return (
    <article className="card" id={videoAnchor(video.id)}>
      <h2>{video.title}</h2>
      <VideoPlayer src={src} poster={poster} />
      {video.description && <p className="text">{video.description}</p>}
      <p className="meta">
        {texts.by(video.uploader, video.when)} · {texts.videoLength(videoLength(video.duration))}
      </p>
      <CommentsSection comments={comments} heading="h3" />
    </article>
  );
}
