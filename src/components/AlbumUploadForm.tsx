import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Box, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { albumLimits } from '../../shared/albumLimits.ts';
import { albumTexts } from '../texts/albumTexts.ts';
import { visuallyHidden } from './visuallyHidden.ts';

export type AlbumUploadState = 'init' | 'start' | 'done' | 'error';

export type AlbumUploadFormProps = {
  folders: string[];
  selectedFolder?: string;
  upload: AlbumUploadState;
  /** Fraction of the bytes sent, 0 to 1. */
  progress: number;
  uploadError?: string;
  onSelectFolder: (folder: string | undefined) => void;
  onUpload: (files: File[]) => void;
};

const texts = albumTexts.manager;


const accepted: readonly string[] = albumLimits.acceptedTypes;
/** Any video: the server judges it by its bytes (issue 23: videos among the 5 files). */
const isVideo = (file: File) => file.type.startsWith('video/');

/** The first rule an upload breaks, in the spec's order (§5), or undefined when it may go. */
function refusal(files: readonly File[], folder: string | undefined): string | undefined {
  if (files.length === 0) return texts.selectFilesFirst;
  if (files.length > albumLimits.maxPhotosPerUpload) return texts.maxImages;
  if (folder === undefined) return texts.pickFolder;
  if (files.some((file) => !accepted.includes(file.type) && !isVideo(file))) return texts.wrongType;
  return undefined;
}

export function AlbumUploadForm({ folders, selectedFolder, upload, progress, uploadError, onSelectFolder, onUpload }: AlbumUploadFormProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [alert, setAlert] = useState<string | undefined>(undefined);
  const picker = useRef<HTMLInputElement>(null);
  const uploading = upload === 'start';

  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    setFiles(Array.from(event.target.files ?? []));
    setAlert(undefined);
    // Picking the same files again must fire a change event too.
    event.target.value = '';
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const refused = refusal(files, selectedFolder);
    setAlert(refused);
    if (refused) return;
    onUpload(files);
    setFiles([]);
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={1.5}>
      <Typography variant="h3">{texts.uploadTitle}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label={texts.folder}
          // The chosen folder may arrive before the folder list does.
          value={selectedFolder !== undefined && folders.includes(selectedFolder) ? selectedFolder : ''}
          onChange={(event) => onSelectFolder(event.target.value === '' ? undefined : event.target.value)}
          sx={{ minWidth: { sm: 220 }, maxWidth: { sm: 360 } }}
        >
          <MenuItem value="">
            <em>{texts.noFolder}</em>
          </MenuItem>
          {folders.map((folder) => (
            <MenuItem key={folder} value={folder} sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
              {folder}
            </MenuItem>
          ))}
        </TextField>
        {/* A plain button opens the picker: a button wrapping the input would nest two controls. */}
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <Button variant="outlined" disabled={uploading} onClick={() => picker.current?.click()}>
            {texts.chooseFiles}
          </Button>
          {/* Always there, so screen readers announce the count when it appears. */}
          <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary', textAlign: 'center', mt: files.length > 0 ? 0.5 : 0 }}>
            {files.length > 0 ? texts.selectedFiles(files.length) : ''}
          </Typography>
        </Box>
        <Button type="submit" variant="contained" disabled={uploading}>
          {texts.upload}
        </Button>
      </Stack>
      <Box
        component="input"
        ref={picker}
        type="file"
        multiple
        accept={[...accepted, 'video/*'].join(',')}
        onChange={handleFiles}
        disabled={uploading}
        tabIndex={-1}
        aria-label={texts.chooseFiles}
        sx={visuallyHidden}
      />
      {alert && <Alert severity="warning">{alert}</Alert>}
      {upload === 'start' && (
        <Stack spacing={1}>
          <Typography>{texts.uploading}</Typography>
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={texts.progressLabel} />
        </Stack>
      )}
      {upload === 'done' && <Alert severity="success">{texts.uploaded}</Alert>}
      {upload === 'error' && (
        <Alert severity="error">
          {texts.uploadFailed}
          {uploadError ? ` (${uploadError})` : ''}
        </Alert>
      )}
    </Stack>
  );
}
