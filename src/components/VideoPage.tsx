import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { videoLimits, type Video } from '../../shared/videoTypes.ts';
import { videoTexts } from '../texts/videoTexts.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { formatDay } from './formatDate.ts';
import { LoadingSpinner } from './LoadingSpinner.tsx';

export type VideoPageProps = {
  backTo: string;
  /** Undefined while loading or when it could not be loaded. */
  video?: Video;
  loadFailed: boolean;
  /** The uploader or an admin: shows Modifier and Supprimer. */
  canManage: boolean;
  busy: boolean;
  /** The server's French reason when an edit or a delete was refused. */
  actionError?: string;
  /** Answers whether the server took the change; the form then closes. */
  onSave: (title: string, description: string) => Promise<boolean>;
  onDelete: () => void;
  /** The comments thread under the video (the articles' ArticleComments, issue 23). */
  thread?: ReactNode;
  /** Issue 25: the reactions to the video (ReactionBar), composed by the screen. */
  reactionBar?: ReactNode;
  /** Until the video is ready only its uploader comments and reacts (the server's one rule,
   * server/videos/videoAudience.ts): the others see a note instead of the thread. */
  takesPart?: boolean;
};

const texts = videoTexts.page;

function Player({ video }: { video: Video }) {
  if (video.status === 'ready' && video.url) {
    return (
      <Box
        component="video"
        controls
        playsInline
        preload="metadata"
        poster={video.poster}
        src={video.url}
        aria-label={video.title}
        sx={{ display: 'block', width: '100%', maxHeight: '75vh', bgcolor: 'common.black', borderRadius: 1 }}
      />
    );
  }
  if (video.status === 'failed') return <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>{video.message ?? videoTexts.list.failed}</Alert>;
  return <Alert severity="info" aria-live="polite">{texts.processing(video.progress)}</Alert>;
}

function EditForm({ video, busy, onSave, onCancel }: { video: Video; busy: boolean; onSave: VideoPageProps['onSave']; onCancel: () => void }) {
  const [title, setTitle] = useState(video.title);
  const [description, setDescription] = useState(video.description);
  const [empty, setEmpty] = useState(false);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    if (await onSave(title.trim(), description.trim())) onCancel();
  };
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleSubmit(event)}>
      <TextField label={videoTexts.add.videoTitle} required value={title} onChange={(event) => setTitle(event.target.value)} slotProps={{ htmlInput: { maxLength: videoLimits.maxTitleLength } }} />
      <TextField
        label={videoTexts.add.description}
        multiline
        minRows={2}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        slotProps={{ htmlInput: { maxLength: videoLimits.maxDescriptionLength } }}
      />
      {empty && <Alert severity="warning">{videoTexts.add.titleEmpty}</Alert>}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={busy}>
          {texts.save}
        </Button>
        <Button variant="outlined" onClick={onCancel}>
          {texts.cancel}
        </Button>
      </Stack>
    </Stack>
  );
}

/** A video's page: the player, its description, for the uploader or an admin its changes, and its thread. */
export function VideoPage({ backTo, video, loadFailed, canManage, busy, actionError, onSave, onDelete, thread, reactionBar, takesPart = true }: VideoPageProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Link component={RouterLink} to={backTo} sx={{ alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ArrowBackIcon fontSize="small" />
        {texts.back}
      </Link>
      {!video && loadFailed && <Alert severity="error">{texts.loadFailed}</Alert>}
      {!video && !loadFailed && <LoadingSpinner />}
      {video && (
        <>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {video.title}
          </Typography>
          <Player video={video} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.byUploader(video.uploader, formatDay(video.ts))}
          </Typography>
          {video.description && <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{video.description}</Typography>}
          {takesPart && reactionBar}
          {actionError && (
            <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
              {texts.actionFailed} {actionError}
            </Alert>
          )}
          {canManage && editing && <EditForm video={video} busy={busy} onSave={onSave} onCancel={() => setEditing(false)} />}
          {canManage && !editing && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button startIcon={<EditOutlined />} variant="outlined" disabled={busy} onClick={() => setEditing(true)} sx={{ minHeight: 44 }}>
                {texts.edit}
              </Button>
              <Button startIcon={<DeleteOutlined />} variant="outlined" color="error" disabled={busy} onClick={() => setConfirming(true)} sx={{ minHeight: 44 }}>
                {texts.delete}
              </Button>
            </Stack>
          )}
          {takesPart ? thread : <Typography sx={{ color: 'text.secondary' }}>{texts.threadWhenReady}</Typography>}
          <ConfirmDialog
            open={confirming}
            title={texts.confirmTitle(video.title)}
            message={texts.confirmMessage}
            confirmLabel={texts.confirmLabel}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              onDelete();
            }}
          />
        </>
      )}
    </Stack>
  );
}
