import { exportTexts as texts, frenchDateTime } from '../archiveTexts.ts';

export interface ArchiveComment {
  writer: string;
  ts: number;
  text: string;
}

export interface CommentsSectionProps {
  comments: readonly ArchiveComment[];
  heading: 'h2' | 'h3';
}

/** A thread (an article's, a video's), under a heading of the given level; nothing when empty. */
export function CommentsSection({ comments, heading: Heading }: CommentsSectionProps) {
  if (comments.length === 0) return null;
  return (
    <>
      <Heading>{texts.comments}</Heading>
      <ul>
        {comments.map((comment, index) => (
          <li key={index}>
            <strong>{comment.writer}</strong> <span className="meta">{frenchDateTime(comment.ts)}</span>
            <p className="text">{comment.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
