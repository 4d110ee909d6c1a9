import { useId, useState, type FormEvent, type ReactNode } from 'react';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import type { ArticleComment } from '../../shared/articleTypes.ts';
import { articleLimits } from '../../shared/articleLimits.ts';
import type { OutboxEntry } from '../../shared/chatTypes.ts';
import { articleTexts } from '../texts/articleTexts.ts';
import { ChatOutbox } from './ChatOutbox.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { formatDayTime } from './formatDate.ts';

export type ArticleCommentsProps = {
  /** Oldest first, as the server sends them. */
  comments: readonly ArticleComment[];
  /** The reader's pseudo: their own comments offer Supprimer. */
  reader: string | undefined;
  /** An admin may delete any comment (the server checks it too). */
  isAdmin: boolean;
  busy: boolean;
  error?: string;
  /** Resolves true once the comment is kept (by the server, or in the outbox): the box is then emptied. */
  onAdd: (text: string) => Promise<boolean>;
  /** Called once the reader has confirmed. */
  onDelete: (commentId: number) => void;
  onDismissError: () => void;
  /** Issue 24: the reader's comments not sent yet, under the thread, in the order sent. */
  pending?: readonly OutboxEntry[];
  onRetry?: (clientId: string) => void;
  onDiscard?: (clientId: string) => void;
  /** Issue 25: the reactions to each comment (ReactionBar), composed by the screen. */
  renderReactions?: (comment: ArticleComment) => ReactNode;
};

const ignore = () => undefined;

const texts = articleTexts.comments;
// The counter shows up only near the limit: most comments are a line or two.
const COUNTER_FROM = articleLimits.comment - 200;

function CommentItem({ comment, canDelete, onDelete, reactions }: { comment: ArticleComment; canDelete: boolean; onDelete: () => void; reactions?: ReactNode }) {
  return (
    <Box component="li" data-reaction-item="" sx={{ listStyle: 'none', p: 1.5, borderRadius: 2, bgcolor: 'background.default', border: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
            <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {comment.writer}
            </Typography>
            <Typography variant="body2" component="time" dateTime={new Date(comment.ts).toISOString()} sx={{ color: 'text.secondary' }}>
              {formatDayTime(comment.ts)}
            </Typography>
          </Stack>
          {/* Plain text as typed: line breaks kept, never read as HTML. */}
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{comment.text}</Typography>
          {reactions && <Box sx={{ mt: 0.5 }}>{reactions}</Box>}
        </Box>
        {canDelete && (
          <IconButton aria-label={texts.delete(comment.writer)} onClick={onDelete} sx={{ mt: -0.5, mr: -0.5 }}>
            <DeleteOutlinedIcon />
          </IconButton>
        )}
      </Stack>
    </Box>
  );
}

/** The thread under an article, and the box to add to it. */
export function ArticleComments({
  comments,
  reader,
  isAdmin,
  busy,
  error,
  onAdd,
  onDelete,
  onDismissError,
  pending = [],
  onRetry = ignore,
  onDiscard = ignore,
  renderReactions,
}: ArticleCommentsProps) {
  const headingId = useId();
  const [draft, setDraft] = useState('');
  const [deleting, setDeleting] = useState<number | undefined>(undefined);
  const length = [...draft].length;
  const tooLong = length > articleLimits.comment;
  const blank = draft.trim() === '';

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || tooLong || busy) return;
    if (await onAdd(draft)) setDraft('');
  };

  const handleConfirm = () => {
    if (deleting !== undefined) onDelete(deleting);
    setDeleting(undefined);
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5 }}>
          <Typography variant="h3" component="h2" id={headingId}>
            {texts.title}
          </Typography>
          {/* An empty thread says so in a sentence below; the count would repeat it. */}
          {comments.length > 0 && <Typography sx={{ color: 'text.secondary' }}>{texts.count(comments.length)}</Typography>}
        </Stack>
        {comments.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{texts.empty}</Typography>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0 }}>
            {comments.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                canDelete={isAdmin || comment.writer === reader}
                onDelete={() => setDeleting(comment.id)}
                reactions={renderReactions?.(comment)}
              />
            ))}
          </Stack>
        )}
        <ChatOutbox entries={pending} label={texts.pending} onRetry={onRetry} onDiscard={onDiscard} />
        {error && (
          <Alert severity="error" onClose={onDismissError} closeText={texts.close} sx={{ overflowWrap: 'anywhere' }}>
            {error}
          </Alert>
        )}
        <Stack component="form" spacing={1} onSubmit={(event) => void handleSubmit(event)} noValidate>
          <TextField
            label={texts.field}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            multiline
            minRows={2}
            maxRows={10}
            fullWidth
            error={tooLong}
            helperText={length >= COUNTER_FROM ? texts.remaining(articleLimits.comment - length) : undefined}
          />
          <Button type="submit" variant="contained" disabled={blank || tooLong || busy} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
            {busy ? texts.sending : texts.submit}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={deleting !== undefined}
        title={texts.confirmDelete}
        message={texts.confirmMessage}
        confirmLabel={texts.confirm}
        onConfirm={handleConfirm}
        onCancel={() => setDeleting(undefined)}
      />
    </Box>
  );
}
