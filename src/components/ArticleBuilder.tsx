import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Box, Paper, Stack, TextField, Typography } from '@mui/material';
import type { ArticleSubmission } from '../../shared/articleTypes.ts';
import type { Video } from '../../shared/videoTypes.ts';
import { articleTexts } from '../texts/articleTexts.ts';
import { ArticleBody, type ImageSource } from './ArticleBody.tsx';
import { ArticleBuilderActions } from './ArticleBuilderActions.tsx';
import { ArticleElementButtons } from './ArticleElementButtons.tsx';
import { ArticleSelectionEditor } from './ArticleSelectionEditor.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { VideoPicker } from './VideoPicker.tsx';
import {
  BANDEAU,
  canMove,
  deleteSelected,
  emptyDraft,
  hasChanges,
  insertImages,
  insertParagraph,
  insertVideo,
  missingParts,
  moveSelected,
  newImageBytes,
  photosWithinBudget,
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
  const [alert, setAlert] = useState<{ message: string; details?: string[] } | undefined>(undefined);
  // Issue 40: the field that takes the keyboard when it appears (a new paragraph, a part tapped).
  const [focused, setFocused] = useState<string | undefined>(undefined);
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
    const handleCancel = () => setAlert({ message: texts.noImageChosen });
    input.addEventListener('cancel', handleCancel);
    return () => input.removeEventListener('cancel', handleCancel);
  }, []);

  const used = newImageBytes(draft);
  const selected = selectedElement(draft);

  // Issue 40: several photos at once, in the order picked, within the budget.
  const handleChooseFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared, so choosing the same photo again still fires a change.
    event.target.value = '';
    if (files.length === 0) return setAlert({ message: texts.noImageChosen });
    const { kept, refused } = photosWithinBudget(draft, files, budgetBytes);
    const photos = kept.map((file) => ({ file, previewUrl: URL.createObjectURL(file) }));
    objectUrls.current.push(...photos.map((photo) => photo.previewUrl));
    if (photos.length > 0) setDraft(insertImages(draft, photos));
    setAlert(refused && { message: texts.budgetExceeded(budgetBytes, refused.weight, refused.used) });
  };

  const handleAddParagraph = () => {
    const next = insertParagraph(draft);
    setDraft(next);
    setFocused(next.selected);
  };

  const handleSelect = (name: string) => {
    setDraft(select(draft, name));
    setFocused(name);
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
    const missing = missingParts(draft);
    if (missing.length > 0) {
      setAlert({ message: texts.incomplete, details: missing.map((part) => texts.missing[part]) });
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
              onChange={(event) => {
                setDraft(select(draft, event.target.value));
                setFocused(undefined);
              }}
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

            <ArticleSelectionEditor draft={draft} images={previewImages} focused={focused} onChange={setDraft} />
            <ArticleElementButtons
              fileInput={fileInput}
              canDelete={selected !== undefined}
              canMoveUp={canMove(draft, -1)}
              canMoveDown={canMove(draft, 1)}
              onMoveUp={() => setDraft(moveSelected(draft, -1))}
              onMoveDown={() => setDraft(moveSelected(draft, 1))}
              onAddParagraph={handleAddParagraph}
              onAddVideo={handleOpenVideos}
              onChooseFile={handleChooseFiles}
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
          <ArticleBody
            title={draft.title}
            bandeau={draft.bandeau}
            elements={draft.elements}
            images={previewImages}
            variant="preview"
            selected={draft.selected}
            onSelect={handleSelect}
          />
        </Paper>
      </Box>

      <ArticleBuilderActions
        mode={mode}
        alert={alert?.message}
        alertDetails={alert?.details}
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
