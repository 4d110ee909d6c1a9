import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { hasForbiddenCharacter } from '../../shared/freeText.ts';
import { videoLimits } from '../../shared/videoTypes.ts';
import { videoTexts } from '../texts/videoTexts.ts';
import { visuallyHidden } from './visuallyHidden.ts';

export type VideoAddFormProps = {
  /** The id the « Ajouter une vidéo » button points at. */
  id?: string;
  /** The fraction of the file sent, 0 to 1, while an upload runs; undefined otherwise. */
  progress?: number;
  /** Bytes sent so far and the file's size, while an upload runs. */
  sentBytes?: number;
  totalBytes?: number;
  /** The network is cut: the upload waits, and goes on by itself when it comes back. */
  waiting?: boolean;
  /** Where an upload begun before a reload was taken up, 0 to 1. */
  resumedAt?: number;
  /** The member cancelled the last upload. */
  cancelled?: boolean;
  /** The server's French reason when the last upload was refused. */
  error?: string;
  /** Answers whether the server took the video; the form then empties. */
  onAdd: (upload: { title: string; description: string; file: File }) => Promise<boolean>;
  /** "Annuler l'envoi": stops the upload under way. */
  onCancel?: () => void;
};

const texts = videoTexts.add;
// The server judges the bytes (ffprobe); this only narrows the phone's picker to videos.
const accepted = 'video/*,.mp4,.mov,.webm,.3gp,.mkv';

/** "Ajouter une vidéo": a title, an optional description and the file, then the send's progress:
 * the bytes sent, a lost network waited out, an upload taken up after a reload, and a way to cancel. */
export function VideoAddForm({ id, progress, sentBytes, totalBytes, waiting, resumedAt, cancelled, error, onAdd, onCancel }: VideoAddFormProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const uploading = progress !== undefined;

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0]);
    setRefusal(undefined);
    setSent(false);
    // Picking the same file again must fire a change event too.
    event.target.value = '';
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    const refused =
      title.trim() === ''
        ? texts.titleEmpty
        : hasForbiddenCharacter(title.trim(), 'line')
          ? texts.titleControl
          : hasForbiddenCharacter(description.trim(), 'lines')
            ? texts.descriptionControl
            : file === undefined
              ? texts.fileMissing
              : undefined;
    setRefusal(refused);
    setSent(false);
    if (refused || file === undefined) return;
    if (await onAdd({ title: title.trim(), description: description.trim(), file })) {
      setTitle('');
      setDescription('');
      setFile(undefined);
      setSent(true);
    }
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Paper component="section" id={id} aria-labelledby="video-add-title" sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}>
      <Stack component="form" noValidate onSubmit={(event) => void handleSubmit(event)} spacing={2}>
        <Typography id="video-add-title" variant="h2">
          {texts.title}
        </Typography>
        <TextField
          label={texts.videoTitle}
          required
          value={title}
          disabled={uploading}
          onChange={(event) => setTitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: videoLimits.maxTitleLength } }}
        />
        <TextField
          label={texts.description}
          multiline
          minRows={2}
          value={description}
          disabled={uploading}
          onChange={(event) => setDescription(event.target.value)}
          slotProps={{ htmlInput: { maxLength: videoLimits.maxDescriptionLength } }}
        />
        {/* A plain button opens the picker: a button wrapping the input would nest two controls. */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, minWidth: 0 }}>
          <Button variant="outlined" disabled={uploading} onClick={() => picker.current?.click()} sx={{ minHeight: 44 }}>
            {texts.file}
          </Button>
          <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', minWidth: 0 }}>
            {file ? file.name : texts.noFile}
          </Typography>
        </Stack>
        <Box
          component="input"
          ref={picker}
          type="file"
          accept={accepted}
          onChange={handleFile}
          disabled={uploading}
          tabIndex={-1}
          aria-label={texts.file}
          sx={visuallyHidden}
        />
        <Button type="submit" variant="contained" loading={uploading} sx={{ alignSelf: { sm: 'flex-start' }, minHeight: 44 }}>
          {texts.submit}
        </Button>
        {refusal && <Alert severity="warning">{refusal}</Alert>}
        {uploading && (
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography aria-live="polite">{texts.sending(percent)}</Typography>
            <LinearProgress variant="determinate" color={waiting ? 'warning' : 'primary'} value={percent} aria-label={texts.sending(percent)} />
            {totalBytes !== undefined && totalBytes > 0 && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {texts.sentBytes(sentBytes ?? 0, totalBytes)}
              </Typography>
            )}
            {resumedAt !== undefined && (
              <Alert severity="info" role="status">
                {texts.resumed(Math.floor(resumedAt * 100))}
              </Alert>
            )}
            {waiting && <Alert severity="warning">{texts.waiting}</Alert>}
            {onCancel && (
              <Button variant="outlined" color="inherit" onClick={onCancel} sx={{ alignSelf: { sm: 'flex-start' }, minHeight: 44 }}>
                {texts.cancel}
              </Button>
            )}
          </Stack>
        )}
        {!refusal && !uploading && error && (
          <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
            {texts.failed}
            <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }}>
              {error}
            </Typography>
          </Alert>
        )}
        {sent && !uploading && <Alert severity="success">{texts.sent}</Alert>}
        {cancelled && !uploading && (
          <Alert severity="info" role="status">
            {texts.cancelled}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
