import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { composerTexts as texts } from '../texts/composerTexts.ts';

/** A story of this device the server has not confirmed (the outbox's QueuedStory). */
export type QueuedStory = { clientId: string; title: string; state: 'waiting' | 'sending' | 'refused'; reason?: string };

export type QueuedStoriesProps = {
  stories: readonly QueuedStory[];
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
};

/** Stories published on this device that the server has not confirmed (issue 40): on the feed and in the composer. */
export function QueuedStories({ stories, onRetry, onDiscard }: QueuedStoriesProps) {
  if (stories.length === 0) return null;
  return (
    <Box component="section" aria-label={texts.queuedTitle} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500, display: 'flex', alignItems: 'center', gap: 1 }}>
        <ScheduleIcon fontSize="small" aria-hidden />
        {texts.queuedTitle}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {texts.queuedHelp}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {stories.map((story) => (
          <li key={story.clientId}>
            <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>{story.title}</Typography>
            {story.state === 'sending' && <Typography variant="body2">{texts.queuedSending}</Typography>}
            {story.state === 'refused' && (
              // The buttons under the reason, not beside it: beside them, a phone's 390 px left the
              // reason a column a few words wide.
              <Alert severity="error" sx={{ mt: 0.5 }}>
                {texts.queuedRefused(story.reason ?? '')}
                <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
                  <Button color="inherit" size="small" onClick={() => onRetry(story.clientId)} sx={{ minHeight: 44 }}>
                    {texts.retryStory}
                  </Button>
                  <Button color="inherit" size="small" onClick={() => onDiscard(story.clientId)} sx={{ minHeight: 44 }}>
                    {texts.discardStory}
                  </Button>
                </Stack>
              </Alert>
            )}
          </li>
        ))}
      </Stack>
    </Box>
  );
}
