import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Box, Paper, Stack, TextField, Typography } from '@mui/material';
import type { ArticleSubmission } from '../../shared/articleTypes.ts';
import type { Video } from '../../shared/videoTypes.ts';
import { articleTexts } from '../texts/articleTexts.ts';
import { ArticleBody, type ImageSource } from './ArticleBody.tsx';
import { ArticleBuilderActions } from './ArticleBuilderActions.tsx';
import { ArticleElementButtons } from './ArticleElementButtons.tsx';
import { ArticleElementSummary } from './ArticleElementSummary.tsx';
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
              <ArticleElementSummary picture={selected.poster} label={texts.videoElement(selected.title ?? selected.name)} />
            ) : (
              <ArticleElementSummary
                picture={selectedImage?.status === 'ready' ? selectedImage.src : undefined}
                label={selected?.file ? texts.chosenImage(selected.file.name) : texts.imageElement(selected?.name ?? '')}
              />
            )}

            <ArticleElementButtons
              fileInput={fileInput}
              canDelete={selected !== undefined}
              onAddParagraph={() => setDraft(insertParagraph(draft))}
              onAddVideo={handleOpenVideos}
              onChooseFile={handleChooseFile}
              onDelete={() => setDraft(deleteSelected(draft))}
            />
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

      <ArticleBuilderActions
        mode={mode}
        alert={alert}
        onDismissAlert={() => setAlert(undefined)}
        error={error}
        offerDraftDelete={onDeleteDraft !== undefined && changed}
        onDeleteDraft={() => setConfirmingDelete(true)}
        publishing={publishing}
        progress={progress}
        onCancel={handleCancel}
        onPublish={handlePublish}
      />

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
