import ChatBubbleOutlinedIcon from '@mui/icons-material/ChatBubbleOutlined';
import { Box, ButtonBase, Card, CardContent, Stack, Typography } from '@mui/material';
import { articleTexts } from '../texts/articleTexts.ts';
import { formatDay } from './formatDate.ts';
import { stretchedCard, stretchedTitle } from './stretchedTitle.ts';
import { visuallyHidden } from './visuallyHidden.ts';

export type ArticleTileProps = {
  id: number;
  title: string;
  bandeau: string;
  writer: string;
  /** Epoch milliseconds. */
  ts: number;
  commentCount: number;
  /** URL of the first photo's thumbnail; a tile without photo shows only its text. */
  thumbnail?: string;
  /** The same picture at 1600 px, which a screen with more pixels than the 400 px thumbnail takes. */
  thumbnailLarge?: string;
  onOpen: (id: number) => void;
};

// The tile's width in the feed (ArticleFeed.tsx, AppShell's padding): one column under 900 px,
// two of at most 526 px above. The browser picks the thumbnail or its 1600 px rendition from it.
const tileSizes = '(min-width: 900px) min(calc(50vw - 32px), 526px), (min-width: 600px) calc(100vw - 48px), calc(100vw - 24px)';

export function ArticleTile({ id, title, bandeau, writer, ts, commentCount, thumbnail, thumbnailLarge, onOpen }: ArticleTileProps) {
  return (
    <Card sx={stretchedCard}>
      {thumbnail !== undefined && (
        // Decorative: the title says what the article is. Tiles further down load on scroll.
        <Box
          component="img"
          src={thumbnail}
          srcSet={thumbnailLarge === undefined ? undefined : `${thumbnail} 400w, ${thumbnailLarge} 1600w`}
          sizes={thumbnailLarge === undefined ? undefined : tileSizes}
          alt=""
          loading="lazy"
          decoding="async"
          sx={{ display: 'block', width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', bgcolor: 'grey.200' }}
        />
      )}
      <CardContent>
        <Stack spacing={1} sx={{ overflowWrap: 'anywhere' }}>
          <Typography variant="h3" component="h2">
            <ButtonBase disableRipple onClick={() => onOpen(id)} sx={stretchedTitle}>
              {title}
            </ButtonBase>
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{bandeau}</Typography>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2">{articleTexts.feed.byWriter(writer)}</Typography>
            <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
              {commentCount > 0 && (
                <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  <ChatBubbleOutlinedIcon fontSize="inherit" aria-hidden />
                  <span aria-hidden>{commentCount}</span>
                  <Box component="span" sx={visuallyHidden}>
                    {articleTexts.comments.count(commentCount)}
                  </Box>
                </Typography>
              )}
              <Typography variant="body2" component="time" dateTime={new Date(ts).toISOString()}>
                {formatDay(ts)}
              </Typography>
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
