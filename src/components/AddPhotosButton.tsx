import { useRef, type ChangeEvent } from 'react';
import { Box, Button } from '@mui/material';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { albumTexts } from '../texts/albumTexts.ts';
import { visuallyHidden } from './visuallyHidden.ts';

export type AddPhotosButtonProps = {
  onPick: (files: File[]) => void;
  disabled?: boolean;
  /** The button's text; 'Choisir des photos ou des vidéos' by default. */
  label?: string;
};

/** A button that opens the device's gallery, any number of photos and videos at once (videos
 * go to the album through the resumable upload, issue 38). */
export function AddPhotosButton({ onPick, disabled = false, label = albumTexts.upload.pick }: AddPhotosButtonProps) {
  const picker = useRef<HTMLInputElement>(null);
  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Picking the same photos again must fire a change event too.
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };
  return (
    <>
      {/* A plain button opens the picker: a button wrapping the input would nest two controls. */}
      <Button variant="contained" startIcon={<AddPhotoAlternate />} disabled={disabled} onClick={() => picker.current?.click()} sx={{ minHeight: 44 }}>
        {label}
      </Button>
      <Box
        component="input"
        ref={picker}
        type="file"
        multiple
        accept="image/*,video/*"
        onChange={handleFiles}
        disabled={disabled}
        tabIndex={-1}
        aria-label={label}
        sx={visuallyHidden}
      />
    </>
  );
}
