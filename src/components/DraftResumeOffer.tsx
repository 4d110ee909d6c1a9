import { useId } from 'react';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { articleTexts } from '../texts/articleTexts.ts';
import { formatDayTime } from './formatDate.ts';

export type DraftResumeOfferProps = {
  mode: 'publish' | 'edit';
  /** The kept draft's title, as typed (may be empty). */
  title: string;
  /** When it was last saved, epoch milliseconds. */
  savedAt: number;
  /** How many photos were chosen in it. */
  photos: number;
  onResume: () => void;
  /** Publisher: a new empty article; editor: the article as published. The draft is thrown away. */
  onStartOver: () => void;
};

const texts = articleTexts.drafts;

/** Shown when the publisher or the editor opens with a draft kept on the device (issue 24). */
export function DraftResumeOffer({ mode, title, savedAt, photos, onResume, onStartOver }: DraftResumeOfferProps) {
  const id = useId();
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h2" component="h1">
        {mode === 'publish' ? articleTexts.builder.publisherTitle : articleTexts.builder.editorTitle}
      </Typography>
      <Paper component="section" aria-labelledby={id} sx={{ p: 2, border: 1, borderColor: 'divider', maxWidth: 560 }}>
        <Stack spacing={1.5}>
          <Typography id={id} variant="h5" component="h2">
            {texts.resumeTitle}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{texts.kept(title.trim() || texts.untitled, formatDayTime(savedAt))}</Typography>
          {photos > 0 && <Typography sx={{ color: 'text.secondary' }}>{texts.photos(photos)}</Typography>}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, pt: 1 }}>
            <Button variant="contained" onClick={onResume} sx={{ flex: { xs: '1 1 auto', md: '0 0 auto' } }}>
              {texts.resume}
            </Button>
            <Button variant="outlined" onClick={onStartOver} sx={{ flex: { xs: '1 1 auto', md: '0 0 auto' } }}>
              {mode === 'publish' ? texts.startOverPublish : texts.startOverEdit}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
