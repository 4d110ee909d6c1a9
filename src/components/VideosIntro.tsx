import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import { shellTexts } from '../texts/shellTexts.ts';
import { videoTexts } from '../texts/videoTexts.ts';

export type VideosIntroProps = {
  /** The add form is open under this header. */
  adding: boolean;
  /** « Ajouter une vidéo »: opens the form, or closes it again. */
  onToggleAdd: () => void;
  /** The id of the form the button opens, for assistive technology (named only while it is there). */
  formId: string;
};

/** Lapintube's header: its name, the spec's sentence and « Ajouter une vidéo », in a few lines,
 * so the family's videos come right after it on a phone (issue 38). */
export function VideosIntro({ adding, onToggleAdd, formId }: VideosIntroProps) {
  return (
    <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 2, rowGap: 1 }}>
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant="h1">{shellTexts.videos.title}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{shellTexts.videos.placeholder}</Typography>
      </Stack>
      <Button variant={adding ? 'outlined' : 'contained'} startIcon={<AddIcon />} aria-expanded={adding} aria-controls={adding ? formId : undefined} onClick={onToggleAdd} sx={{ minHeight: 44 }}>
        {videoTexts.add.title}
      </Button>
    </Box>
  );
}
