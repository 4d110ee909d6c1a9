import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import type { ArticleSubmission } from '../../shared/articleTypes.ts';
import type { Video } from '../../shared/videoTypes.ts';
import { articleTexts } from '../texts/articleTexts.ts';
import { commonTexts } from '../texts/commonTexts.ts';
import { ArticleBody, type ImageSource } from './ArticleBody.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { VideoPicker } from './VideoPicker.tsx';
import {
  BANDEAU,
  deleteSelected,
  editSelected,
  emptyDraft,
  hasChanges,
  insertImage,
  insertParagraph,
  insertVideo,
  isPublishable,
  newImageBytes,
  select,
  selectedElement,
  TITLE,
  toSubmission,
  type Draft,
} from './articleDraft.ts';

export type ArticleBuilderProps = {
  mode: 'publish' | 'edit';
  /** Where the article starts: the stored article in the editor, empty in the publisher. */
  origin?: Draft;
  /** What the builder shows first: a resumed draft, else the origin. */
  initial?: Draft;
  /** Issue 24: the draft as it is typed, and whether it differs from the origin. When given, the
   * screen keeps drafts: 'Annuler' leaves at once (the screen asks "Garder le brouillon ?"), and
   * 'Supprimer le brouillon' shows while there is one. */
  onDraftChange?: (draft: Draft, changed: boolean) => void;
  /** 'Supprimer le brouillon', once confirmed. */
  onDeleteDraft?: () => void;
  /** Bytes of new images allowed (spec §5: 100 MB publisher, 19.5 MB editor). */
  budgetBytes: number;
  publishing: boolean;
  /** Share of the upload sent, 0 to 1. */
  progress: number;
  /** The server's refusal of the last attempt. */
  error?: string;
  /** Images the article already has (editor), by element content. */
  storedImages?: Readonly<Record<string, ImageSource>>;
  /** Lapintube's videos for 'Insérer une vidéo'; undefined until read. */
  videos?: readonly Video[];
  /** Why they could not be read. */
  videosError?: string;
  /** The picker opens: the screen reads the videos (again). */
  onOpenVideos?: () => void;
  onPublish: (submission: ArticleSubmission) => void;
  /** Leaves without publishing; called at once, or after a confirmation when work would be lost. */
  onCancel: () => void;
};

const texts = articleTexts.builder;
const acceptedImages = 'image/png,image/gif,image/jpeg';

// On a phone a button shares its row with the others and grows to fill it; on a desktop it keeps
// its own width.
const rowButton = { flex: { xs: '1 1 auto', md: '0 0 auto' } } as const;

function withPreviews(draft: Draft): { draft: Draft; urls: string[] } {
  const urls: string[] = [];
  const elements = draft.elements.map((element) => {
    if (!element.file || element.previewUrl) return element;
    const previewUrl = URL.createObjectURL(element.file);
    urls.push(previewUrl);
    return { ...element, previewUrl };
  });
  return { draft: urls.length > 0 ? { ...draft, elements } : draft, urls };
}

export function ArticleBuilder({
  mode,
  origin,
  initial,
  budgetBytes,
  publishing,
  progress,
  error,
  storedImages = {},
  videos,
  videosError,
  onOpenVideos,
  onPublish,
  onCancel,
  onDraftChange,
  onDeleteDraft,
}: ArticleBuilderProps) {
  const [start] = useState<Draft>(origin ?? initial ?? emptyDraft);
  // A resumed draft brings its photos as Files: their previews are made again.
  const [first] = useState(() => withPreviews(initial ?? start));
  const [draft, setDraft] = useState<Draft>(first.draft);
  const [alert, setAlert] = useState<string | undefined>(undefined);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [pickingVideo, setPickingVideo] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const objectUrls = useRef<string[]>(first.urls);
  const changed = hasChanges(draft, start);

  useEffect(() => {
    onDraftChange?.(draft, changed);
  }, [draft, changed, onDraftChange]);

  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  // Spec: adding an image with none chosen alerts. The chooser now adds at once, so that moment is
  // the chooser closed without a photo. React has no onCancel for inputs: listen directly.
  useEffect(() => {
    const input = fileInput.current;
    if (!input) return;
    const handleCancel = () => setAlert(texts.noImageChosen);
    input.addEventListener('cancel', handleCancel);
    return () => input.removeEventListener('cancel', handleCancel);
  }, []);

  const used = newImageBytes(draft);
  const selected = selectedElement(draft);

  const handleChooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same photo again still fires a change.
    event.target.value = '';
    if (!file) {
      setAlert(texts.noImageChosen);
      return;
    }
    if (used + file.size > budgetBytes) {
      setAlert(texts.budgetExceeded(budgetBytes, file.size, used));
      return;
    }
    const url = URL.createObjectURL(file);
    objectUrls.current.push(url);
    setDraft(insertImage(draft, file, url));
    setAlert(undefined);
  };

  const handleOpenVideos = () => {
    setPickingVideo(true);
    onOpenVideos?.();
  };

  const handlePickVideo = (video: Video) => {
    setPickingVideo(false);
    setDraft(insertVideo(draft, video));
    setAlert(undefined);
  };

  const handlePublish = () => {
    if (!isPublishable(draft)) {
      setAlert(texts.incomplete);
      return;
    }
    setAlert(undefined);
    onPublish(toSubmission(draft));
  };

  const handleCancel = () => {
    if (changed && !onDraftChange) setConfirmingCancel(true);
    else onCancel();
  };

  const handleConfirmCancel = () => {
    setConfirmingCancel(false);
    onCancel();
  };

  const previewImages: Record<string, ImageSource> = { ...storedImages };
  for (const element of draft.elements) {
    if (element.previewUrl) previewImages[element.content] = { status: 'ready', src: element.previewUrl };
  }
  const selectedImage = selected?.type === 'image' ? previewImages[selected.content] : undefined;

  const editedText =
    draft.selected === TITLE ? draft.title : draft.selected === BANDEAU ? draft.bandeau : selected?.type === 'text' ? selected.content : undefined;
  const fieldLabel = draft.selected === TITLE ? texts.title : draft.selected === BANDEAU ? texts.bandeau : texts.paragraph;
  const discard = texts.discard;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h2" component="h1">
        {mode === 'publish' ? texts.publisherTitle : texts.editorTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <Paper component="section" aria-label={texts.content} sx={{ p: 2, border: 1, borderColor: 'divider' }}>
          <Stack spacing={2}>
            <TextField
              select
              label={texts.selection}
              value={draft.selected}
              onChange={(event) => setDraft(select(draft, event.target.value))}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value={TITLE}>{TITLE}</option>
              <option value={BANDEAU}>{BANDEAU}</option>
              {draft.elements.map((element) => (
                <option key={element.name} value={element.name}>
                  {element.name}
                </option>
              ))}
            </TextField>

            {editedText !== undefined ? (
              <TextField
                key={draft.selected}
                label={fieldLabel}
                value={editedText}
                onChange={(event) => setDraft(editSelected(draft, event.target.value))}
                multiline={selected?.type === 'text'}
                minRows={selected?.type === 'text' ? 4 : undefined}
                fullWidth
              />
            ) : selected?.type === 'video' ? (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
                {selected.poster && <Box component="img" src={selected.poster} alt="" sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />}
                <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{texts.videoElement(selected.title ?? selected.name)}</Typography>
              </Stack>
            ) : (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
                {selectedImage?.status === 'ready' && (
                  // The name beside it says what it is; the preview shows it large.
                  <Box component="img" src={selectedImage.src} alt="" sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />
                )}
                <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {selected?.file ? texts.chosenImage(selected.file.name) : texts.imageElement(selected?.name ?? '')}
                </Typography>
              </Stack>
            )}

            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button variant="outlined" onClick={() => setDraft(insertParagraph(draft))} sx={rowButton}>
                {texts.addParagraph}
              </Button>
              {/* A real button opens the chooser: a label styled as a button would nest the input in it. */}
              <Button variant="outlined" onClick={() => fileInput.current?.click()} sx={rowButton}>
                {texts.addImage}
              </Button>
              <Button variant="outlined" onClick={handleOpenVideos} sx={rowButton}>
                {texts.addVideo}
              </Button>
              <input
                ref={fileInput}
                hidden
                type="file"
                accept={acceptedImages}
                aria-label={texts.chooseImage}
                onChange={handleChooseFile}
              />
              <Button variant="outlined" color="error" disabled={!selected} onClick={() => setDraft(deleteSelected(draft))} sx={rowButton}>
                {texts.deleteSelected}
              </Button>
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {texts.budgetUsed(used, budgetBytes)}
            </Typography>
          </Stack>
        </Paper>
        <Paper component="section" aria-label={articleTexts.preview.title} sx={{ p: 2, border: 1, borderColor: 'divider' }}>
          <Typography variant="overline" component="h2">
            {articleTexts.preview.title}
          </Typography>
          <ArticleBody title={draft.title} bandeau={draft.bandeau} elements={draft.elements} images={previewImages} variant="preview" />
        </Paper>
      </Box>

      {/* Stuck to the bottom of the screen, so the thumb finds Publier and the alerts are seen
          wherever the page is scrolled. */}
      <Paper
        component="section"
        aria-label={texts.actions}
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          p: 1.5,
          pb: 'calc(12px + env(safe-area-inset-bottom))',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Stack spacing={1.5}>
          {alert && (
            <Alert severity="warning" onClose={() => setAlert(undefined)} closeText={texts.close}>
              {alert}
            </Alert>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          {onDeleteDraft && changed && (
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {articleTexts.drafts.savedHere}
              </Typography>
              <Button size="small" color="error" disabled={publishing} onClick={() => setConfirmingDelete(true)}>
                {articleTexts.drafts.delete}
              </Button>
            </Stack>
          )}
          {publishing && <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={texts.uploadProgress} />}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="outlined" disabled={publishing} onClick={handleCancel} sx={{ flex: { xs: 1, md: '0 0 auto' } }}>
              {commonTexts.cancel}
            </Button>
            <Button variant="contained" size="large" disabled={publishing} onClick={handlePublish} sx={{ flex: { xs: 2, md: '0 0 auto' } }}>
              {publishing ? texts.publishing : mode === 'publish' ? texts.publish : texts.republish}
            </Button>
          </Stack>
        </Stack>
      </Paper>

      <VideoPicker open={pickingVideo} videos={videos} error={videosError} onPick={handlePickVideo} onClose={() => setPickingVideo(false)} />

      <ConfirmDialog
        open={confirmingCancel}
        title={mode === 'publish' ? discard.publishTitle : discard.editTitle}
        message={mode === 'publish' ? discard.publishMessage : discard.editMessage}
        confirmLabel={discard.confirm}
        onConfirm={handleConfirmCancel}
        onCancel={() => setConfirmingCancel(false)}
      />

      <ConfirmDialog
        open={confirmingDelete}
        title={articleTexts.drafts.confirmDelete}
        message={articleTexts.drafts.confirmDeleteMessage}
        confirmLabel={articleTexts.drafts.confirmDeleteLabel}
        onConfirm={() => {
          setConfirmingDelete(false);
          onDeleteDraft?.();
        }}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Stack>
  );
}
