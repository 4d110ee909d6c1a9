import type { ChangeEvent, RefObject } from 'react';
import { Button, Stack } from '@mui/material';
import { articleTexts } from '../texts/articleTexts.ts';

export type ArticleElementButtonsProps = {
  /** The hidden file input "Ajouter une image" opens; the builder listens to its cancel too. */
  fileInput: RefObject<HTMLInputElement | null>;
  /** An element is selected. */
  canDelete: boolean;
  onAddParagraph: () => void;
  onAddVideo: () => void;
  onChooseFile: (event: ChangeEvent<HTMLInputElement>) => void;
  onDelete: () => void;
};

const texts = articleTexts.builder;
const acceptedImages = 'image/png,image/gif,image/jpeg';

// On a phone a button shares its row with the others and grows to fill it; on a desktop it keeps
// its own width.
const rowButton = { flex: { xs: '1 1 auto', md: '0 0 auto' } } as const;

/** The builder's element buttons: add a paragraph, an image or a video, delete the selected one. */
export function ArticleElementButtons({ fileInput, canDelete, onAddParagraph, onAddVideo, onChooseFile, onDelete }: ArticleElementButtonsProps) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" onClick={onAddParagraph} sx={rowButton}>
        {texts.addParagraph}
      </Button>
      {/* A real button opens the chooser: a label styled as a button would nest the input in it. */}
      <Button variant="outlined" onClick={() => fileInput.current?.click()} sx={rowButton}>
        {texts.addImage}
      </Button>
      <Button variant="outlined" onClick={onAddVideo} sx={rowButton}>
        {texts.addVideo}
      </Button>
      <input
        ref={fileInput}
        hidden
        type="file"
        accept={acceptedImages}
        aria-label={texts.chooseImage}
        onChange={onChooseFile}
      />
      <Button variant="outlined" color="error" disabled={!canDelete} onClick={onDelete} sx={rowButton}>
        {texts.deleteSelected}
      </Button>
    </Stack>
  );
}
