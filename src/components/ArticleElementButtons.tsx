import type { ChangeEvent, RefObject } from 'react';
import { Button, IconButton, Stack } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { articleTexts } from '../texts/articleTexts.ts';

export type ArticleElementButtonsProps = {
  /** The hidden file input "Ajouter une image" opens, several photos at once; the builder listens
   * to its cancel too. */
  fileInput: RefObject<HTMLInputElement | null>;
  /** An element is selected. */
  canDelete: boolean;
  /** The selected element has a neighbour above, or below (issue 40). */
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
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
const moveButton = { width: 44, height: 44, border: 1, borderColor: 'divider' } as const;

/** The builder's element buttons: add a paragraph, an image or a video, delete the selected one. */
export function ArticleElementButtons({
  fileInput,
  canDelete,
  canMoveUp,
  canMoveDown,
  onMoveUp,
  onMoveDown,
  onAddParagraph,
  onAddVideo,
  onChooseFile,
  onDelete,
}: ArticleElementButtonsProps) {
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
        multiple
        accept={acceptedImages}
        aria-label={texts.chooseImage}
        onChange={onChooseFile}
      />
      <IconButton aria-label={texts.moveUp} disabled={!canMoveUp} onClick={onMoveUp} sx={moveButton}>
        <ArrowUpwardIcon />
      </IconButton>
      <IconButton aria-label={texts.moveDown} disabled={!canMoveDown} onClick={onMoveDown} sx={moveButton}>
        <ArrowDownwardIcon />
      </IconButton>
      <Button variant="outlined" color="error" disabled={!canDelete} onClick={onDelete} sx={rowButton}>
        {texts.deleteSelected}
      </Button>
    </Stack>
  );
}
