import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { VideoShown } from './articleDraft.ts';
import { articleTexts } from '../texts/articleTexts.ts';

export type ArticleVideoProps = VideoShown & {
  /** The element's name ('video N'): the player's name when the video has no title (deleted). */
  name: string;
};

const texts = articleTexts.view;

/**
 * With its proportions known the player takes its place at once, so the text under it does not
 * jump when the metadata arrives: as wide as the column, at most 80 % of the screen's height and
 * 720 px high (a phone's portrait clip on a large screen stays a video, not a wall).
 */
function reservedBox(width: number | undefined, height: number | undefined) {
  if (width === undefined || height === undefined) return { width: '100%', aspectRatio: '16 / 9' };
  return { width: `min(100%, calc(min(80vh, 720px) * ${width} / ${height}))`, aspectRatio: `${width} / ${height}` };
}

/** A video of Lapintube inside an article: the player once ready, else what became of it. */
export function ArticleVideo({ name, status, progress = 0, url, poster, title, width, height }: ArticleVideoProps) {
  // alignSelf, not auto margins: the article's Stack resets its children's margins.
  const box = { display: 'block', mx: 'auto', alignSelf: 'center', borderRadius: 1, bgcolor: 'common.black', ...reservedBox(width, height) } as const;
  if (status === 'ready' && url) {
    return <Box component="video" controls playsInline preload="metadata" poster={poster} src={url} aria-label={title ?? name} sx={box} />;
  }
  if (status === 'processing') {
    const label = texts.videoProcessing(progress);
    return (
      <Stack sx={{ ...box, display: 'flex', color: 'common.white', justifyContent: 'center', alignItems: 'center', gap: 1, p: 2, textAlign: 'center' }}>
        <OndemandVideoOutlined aria-hidden fontSize="large" />
        {title && <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{title}</Typography>}
        <Typography aria-live="polite">{label}</Typography>
        <LinearProgress variant="determinate" value={progress} aria-label={label} sx={{ width: '80%', maxWidth: 320, height: 8, borderRadius: 4 }} />
      </Stack>
    );
  }
  // Deleted from Lapintube since, or failed: the article stays readable and says so.
  return (
    <Typography role="note" sx={{ color: 'text.secondary', fontStyle: 'italic', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, textAlign: 'center' }}>
      {status === 'failed' ? texts.videoFailed : texts.videoDeleted}
    </Typography>
  );
}
