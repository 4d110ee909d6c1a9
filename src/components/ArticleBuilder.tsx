import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import type { ArticleSubmission } from '../../shared/articleTypes.ts';
import { articleTexts } from '../texts/articleTexts.ts';
import { ArticleBody, type ImageSource } from './ArticleBody.tsx';
import {
  BANDEAU,
  deleteSelected,
  editSelected,
  emptyDraft,
  insertImage,
  insertParagraph,
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
  /** The stored article, for the editor. */
  initial?: Draft;
  /** Bytes of new images allowed (spec §5: 100 MB publisher, 19.5 MB editor). */
  budgetBytes: number;
  publishing: boolean;
  /** Share of the upload sent, 0 to 1. */
  progress: number;
  /** The server's refusal of the last attempt. */
  error?: string;
  /** Images the article already has (editor), by element content. */
  storedImages?: Readonly<Record<string, ImageSource>>;
  onPublish: (submission: ArticleSubmission) => void;
};

const texts = articleTexts.builder;
const acceptedImages = 'image/png,image/gif,image/jpeg';

export function ArticleBuilder({ mode, initial, budgetBytes, publishing, progress, error, storedImages = {}, onPublish }: ArticleBuilderProps) {
  const [draft, setDraft] = useState<Draft>(initial ?? emptyDraft);
  const [chosenFile, setChosenFile] = useState<File | null>(null);
  const [alert, setAlert] = useState<string | undefined>(undefined);
  const fileInput = useRef<HTMLInputElement>(null);
  const objectUrls = useRef<string[]>([]);

  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const used = newImageBytes(draft);
  const selected = selectedElement(draft);

  const clearChosenFile = () => {
    setChosenFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const handleChooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (used + file.size > budgetBytes) {
      setAlert(texts.budgetExceeded(budgetBytes, file.size, used));
      clearChosenFile();
      return;
    }
    setAlert(undefined);
    setChosenFile(file);
  };

  const handleAddImage = () => {
    if (!chosenFile) {
      setAlert(texts.noImageChosen);
      return;
    }
    const url = URL.createObjectURL(chosenFile);
    objectUrls.current.push(url);
    setDraft(insertImage(draft, chosenFile, url));
    setAlert(undefined);
    clearChosenFile();
  };

  const handlePublish = () => {
    if (!isPublishable(draft)) {
      setAlert(texts.incomplete);
      return;
    }
    setAlert(undefined);
    onPublish(toSubmission(draft));
  };

  const previewImages: Record<string, ImageSource> = { ...storedImages };
  for (const element of draft.elements) {
    if (element.previewUrl) previewImages[element.content] = { status: 'ready', src: element.previewUrl };
  }

  const editedText =
    draft.selected === TITLE ? draft.title : draft.selected === BANDEAU ? draft.bandeau : selected?.type === 'text' ? selected.content : undefined;
  const fieldLabel = draft.selected === TITLE ? texts.title : draft.selected === BANDEAU ? texts.bandeau : texts.paragraph;

  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        {mode === 'publish' ? texts.publisherTitle : texts.editorTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Paper component="section" aria-label={texts.publisherTitle} sx={{ p: 2, border: 1, borderColor: 'divider' }}>
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
            ) : (
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {texts.imageElement} : {selected?.file?.name ?? selected?.name}
              </Typography>
            )}

            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button variant="outlined" onClick={() => setDraft(insertParagraph(draft))}>
                {texts.addParagraph}
              </Button>
              <Button variant="outlined" component="label">
                {texts.chooseImage}
                <input ref={fileInput} hidden type="file" accept={acceptedImages} aria-label={texts.chooseImage} onChange={handleChooseFile} />
              </Button>
              <Button variant="outlined" onClick={handleAddImage}>
                {texts.addImage}
              </Button>
              <Button variant="outlined" color="error" disabled={!selected} onClick={() => setDraft(deleteSelected(draft))}>
                {texts.deleteSelected}
              </Button>
            </Stack>
            {chosenFile && <Typography variant="body2">{texts.chosenImage(chosenFile.name)}</Typography>}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {texts.budgetUsed(used, budgetBytes)}
            </Typography>

            {alert && (
              <Alert severity="warning" onClose={() => setAlert(undefined)} slotProps={{ closeButton: { title: texts.close } }}>
                {alert}
              </Alert>
            )}
            {error && <Alert severity="error">{error}</Alert>}

            {publishing && <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={texts.uploadProgress} />}
            <Button variant="contained" size="large" disabled={publishing} onClick={handlePublish}>
              {publishing ? texts.publishing : mode === 'publish' ? texts.publish : texts.republish}
            </Button>
          </Stack>
        </Paper>
        <Paper component="section" aria-label={articleTexts.preview.title} sx={{ p: 2, border: 1, borderColor: 'divider' }}>
          <Typography variant="overline" component="h2">
            {articleTexts.preview.title}
          </Typography>
          <ArticleBody title={draft.title} bandeau={draft.bandeau} elements={draft.elements} images={previewImages} placeholders />
        </Paper>
      </Box>
    </Stack>
  );
}
