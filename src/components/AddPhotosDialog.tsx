import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { albumTexts } from '../texts/albumTexts.ts';
import { AddPhotosButton } from './AddPhotosButton.tsx';
import { OriginalQualitySwitch } from './OriginalQualitySwitch.tsx';
import { UploadQueue, type UploadQueueLine } from './UploadQueue.tsx';

export type AddPhotosDialogProps = {
  open: boolean;
  album: string;
  /** Albums to choose from (the gallery's button); none or one: no choice shown. */
  albums?: string[];
  onSelectAlbum?: (album: string) => void;
  originalQuality: boolean;
  onOriginalQuality: (on: boolean) => void;
  pickError?: string;
  lines: UploadQueueLine[];
  notice?: string;
  onPick: (files: File[]) => void;
  onRetry: (id: string) => void;
  onClearFinished: () => void;
  onClose: () => void;
};

const texts = albumTexts.upload;

/** 'Ajouter des photos': pick any number, see each one on its way. Full screen on a phone. */
export function AddPhotosDialog(props: AddPhotosDialogProps) {
  const { open, album, albums = [], onSelectAlbum, originalQuality, onOriginalQuality, pickError, lines, notice, onPick, onRetry, onClearFinished, onClose } = props;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="add-photos-title">
      <DialogTitle id="add-photos-title" sx={{ overflowWrap: 'anywhere' }}>
        {texts.title(album)}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          {albums.length > 1 && onSelectAlbum && (
            <TextField select label={texts.album} value={album} onChange={(event) => onSelectAlbum(event.target.value)}>
              {albums.map((name) => (
                <MenuItem key={name} value={name} sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <OriginalQualitySwitch checked={originalQuality} onChange={onOriginalQuality} />
          <AddPhotosButton onPick={onPick} />
          {pickError && <Alert severity="warning">{pickError}</Alert>}
          <UploadQueue lines={lines} notice={notice} onRetry={onRetry} onClearFinished={onClearFinished} />
          {lines.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {texts.keepsGoing}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
