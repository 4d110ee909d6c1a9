import { useRef } from 'react';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { IconButton } from '@mui/material';
import { chatTexts } from '../texts/chatTexts.ts';

export type ChatPhotoButtonProps = {
  disabled?: boolean;
  /** The photos picked, in the picker's order (the store keeps at most 5). */
  onPick: (files: File[]) => void;
};

/** Issue 25: "Joindre une photo", beside the chat's box; opens the device's photo picker. */
export function ChatPhotoButton({ disabled = false, onPick }: ChatPhotoButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <IconButton
        aria-label={chatTexts.photos.attach}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        // A tap would move focus to the button and fold the phone keyboard away.
        onMouseDown={(event) => event.preventDefault()}
        sx={{ flexShrink: 0, width: 48, height: 56 }}
      >
        <AddPhotoAlternateOutlinedIcon />
      </IconButton>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label={chatTexts.photos.attach}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Emptied, so picking the same photo again still says so.
          event.target.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
    </>
  );
}
