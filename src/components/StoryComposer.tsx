import { useId, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { articleLimits } from '../../shared/articleLimits.ts';
import { composerTexts as texts } from '../texts/composerTexts.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { QueuedStories, type QueuedStory } from './QueuedStories.tsx';
import { StoryComposerPhotos, type ComposerPhotoView } from './StoryComposerPhotos.tsx';
import { StoryPlaceLine } from './StoryPlaceLine.tsx';
import { composerMissing, type PlaceKind } from './storyText.ts';

export type StoryComposerProps = {
  mode: 'publish' | 'edit';
  title: string;
  text: string;
  bandeau: string;
  /** The first sentence of the text, the bandeau sent when none is written. */
  bandeauHint: string;
  photos: readonly ComposerPhotoView[];
  place: { choice: PlaceKind; photosKnowPlace: boolean; locating?: boolean; error?: string };
  online: boolean;
  publishing: boolean;
  error?: string;
  /** Stories of this device waiting for the server. */
  queued: readonly QueuedStory[];
  /** A draft of this story is kept on the device: « Supprimer le brouillon » is offered. */
  draftKept: boolean;
  onTitleChange: (title: string) => void;
  onTextChange: (text: string) => void;
  onBandeauChange: (bandeau: string) => void;
  onAddPhotos: (files: File[]) => void;
  onRemovePhoto: (id: string) => void;
  onRetryPhoto: (id: string) => void;
  onPlaceChange: (choice: PlaceKind) => void;
  onPublish: () => void;
  onAdvanced: () => void;
  onCancel: () => void;
  onDeleteDraft: () => void;
  onRetryStory: (clientId: string) => void;
  onDiscardStory: (clientId: string) => void;
};

/**
 * « Raconter » (issue 40): a title, one text area, photos picked many at once, a place line and
 * « Publier ». The bandeau is the first sentence unless one is written; the spec's builder is one
 * tap away (« Mise en page avancée »).
 */
export function StoryComposer(props: StoryComposerProps) {
  const { mode, title, text, bandeau, bandeauHint, photos, place, online, publishing, error, queued, draftKept } = props;
  const [tried, setTried] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const headingId = useId();
  const missing = composerMissing(title, text, photos.length);
  const sending = photos.some((photo) => photo.state !== 'done' && photo.state !== 'stored' && photo.state !== 'failed');

  // Only a story missing something names what: one handed over (then cleared, as the outbox has
  // it) shows an empty form, not « Ajoutez un titre ».
  const handlePublish = () => {
    setTried(missing.length > 0);
    if (missing.length === 0) props.onPublish();
  };
  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same photo may be picked again after being removed.
    event.target.value = '';
    if (files.length > 0) props.onAddPhotos(files);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography id={headingId} variant="h4" component="h1" gutterBottom>
        {mode === 'edit' ? texts.headingEdit : texts.tell}
      </Typography>
      <Stack spacing={2}>
        <QueuedStories stories={queued} onRetry={props.onRetryStory} onDiscard={props.onDiscardStory} />
        {!online && <Alert severity="info">{texts.offline}</Alert>}
        <TextField
          label={texts.title}
          value={title}
          onChange={(event) => props.onTitleChange(event.target.value)}
          slotProps={{ htmlInput: { maxLength: articleLimits.title } }}
          error={tried && missing.includes('title')}
          fullWidth
        />
        <TextField
          label={texts.text}
          value={text}
          onChange={(event) => props.onTextChange(event.target.value)}
          helperText={texts.textHelp}
          multiline
          minRows={6}
          fullWidth
        />
        <TextField
          label={texts.bandeau}
          value={bandeau}
          onChange={(event) => props.onBandeauChange(event.target.value)}
          helperText={texts.bandeauHelp(bandeauHint)}
          slotProps={{ htmlInput: { maxLength: articleLimits.bandeau } }}
          size="small"
          fullWidth
        />
        <Box>
          <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateIcon />} sx={{ minHeight: 44 }}>
            {texts.addPhotos}
            <input hidden type="file" accept="image/*" multiple onChange={handlePick} />
          </Button>
          {photos.length > 0 && (
            <Typography component="span" variant="body2" sx={{ ml: 1.5, color: 'text.secondary' }}>
              {texts.photoCount(photos.length)}
            </Typography>
          )}
        </Box>
        <StoryComposerPhotos photos={photos} onRemove={props.onRemovePhoto} onRetry={props.onRetryPhoto} />
        <StoryPlaceLine {...place} onChange={props.onPlaceChange} />
        {draftKept && (
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {texts.draftKept}
            </Typography>
            <Button color="inherit" onClick={() => setDeleting(true)} sx={{ minHeight: 44 }}>
              {texts.deleteDraft}
            </Button>
          </Stack>
        )}
      </Stack>
      <Paper component="div" sx={{ position: 'sticky', bottom: 0, zIndex: 1, mt: 2, p: 1.5, pb: 'calc(12px + env(safe-area-inset-bottom))', border: 1, borderColor: 'divider' }}>
        <Stack spacing={1}>
          {tried && missing.length > 0 && (
            <Alert severity="warning">
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {missing.map((part) => (
                  <li key={part}>{texts.missing[part]}</li>
                ))}
              </Box>
            </Alert>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          {sending && online && missing.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {texts.waitPhotos}
            </Typography>
          )}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <Button onClick={props.onAdvanced} disabled={publishing} sx={{ minHeight: 44, mr: 'auto' }}>
              {texts.advanced}
            </Button>
            <Button color="inherit" onClick={props.onCancel} disabled={publishing} sx={{ minHeight: 44 }}>
              {texts.cancel}
            </Button>
            <Button variant="contained" onClick={handlePublish} disabled={publishing} sx={{ minHeight: 44 }}>
              {publishing ? texts.publishing : mode === 'edit' ? texts.save : texts.publish}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <ConfirmDialog
        open={deleting}
        title={texts.deleteDraftTitle}
        message={texts.deleteDraftMessage}
        confirmLabel={texts.deleteDraftConfirm}
        onConfirm={() => {
          setDeleting(false);
          props.onDeleteDraft();
        }}
        onCancel={() => setDeleting(false)}
      />
    </Box>
  );
}
