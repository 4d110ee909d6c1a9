import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ReactNode } from 'react';
import { Box, Button, Fab, Stack, Typography } from '@mui/material';
import { ARTICLE_PAGE_SIZE } from '../../shared/articleLimits.ts';
import type { StructureElement } from '../../shared/articleTypes.ts';
import { articlePhotoUrl, tileLargeUrl } from '../../shared/photoUrls.ts';
import { articleTexts } from '../texts/articleTexts.ts';
import type { AlbumAddition } from '../../shared/albumAdditionTypes.ts';
import { additionKey } from '../../shared/albumAdditionLines.ts';
import { AlbumAdditionLine } from './AlbumAdditionLine.tsx';
import { feedEntries } from './feedEntries.ts';
import { ArticleTile } from './ArticleTile.tsx';
import { LoadingSpinner } from './LoadingSpinner.tsx';

/** The server's thumbnail URL; an article kept on the device from before URLs gets it from its first photo. */
function tileThumbnail(article: FeedArticle): string | undefined {
  if (article.thumbnail !== undefined) return article.thumbnail;
  const cover = article.content.structure?.find((element) => element.type === 'image');
  return cover === undefined ? undefined : articlePhotoUrl(cover.content, 'thumb');
}

export interface FeedArticle {
  id: number;
  writer: string;
  ts: number;
  content: { title: string; bandeau: string; structure?: readonly Pick<StructureElement, 'type' | 'content'>[] };
  comments: readonly unknown[];
  /** URL of the first photo's 400 px rendition. */
  thumbnail?: string;
}

export type ArticleFeedProps = {
  articles: readonly FeedArticle[];
  loading: boolean;
  loadingMore: boolean;
  error?: string;
  onPublish: () => void;
  /** Issue 40: « Raconter », the story composer; without it, only the spec's button. */
  onTell?: () => void;
  /** Issue 40: what waits above the articles (the stories waiting to be sent). */
  waiting?: ReactNode;
  onOpen: (id: number) => void;
  onLoadMore: () => void;
  /** Issue 38: what members added to the albums, newest first, shown among the articles by time;
   * each line links to its album. */
  albumLines?: { additions: readonly AlbumAddition[]; href: (album: string) => string; onOpen: (album: string) => void };
};

const texts = articleTexts.feed;

export function ArticleFeed({
  articles,
  loading,
  loadingMore,
  error,
  onPublish,
  onTell,
  waiting,
  onOpen,
  onLoadMore,
  albumLines,
}: ArticleFeedProps) {
  const entries = feedEntries(articles, albumLines?.additions ?? []);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h2" component="h1">
          {texts.title}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {onTell && (
            <Button variant="contained" size="large" startIcon={<EditOutlinedIcon />} onClick={onTell} sx={{ minHeight: 48, borderRadius: 6 }}>
              {texts.tell}
            </Button>
          )}
          <Fab color="primary" size="medium" aria-label={texts.publish} title={texts.publish} onClick={onPublish}>
            <AddIcon />
          </Fab>
        </Stack>
      </Stack>
      {waiting}
      {error && (
        <Typography role="alert" sx={{ color: 'error.main', textAlign: 'center' }}>
          {error}
        </Typography>
      )}
      {loading && <LoadingSpinner />}
      {!loading && !error && entries.length === 0 && (
        <Typography sx={{ textAlign: 'center', py: 4 }}>{texts.empty}</Typography>
      )}
      {entries.length > 0 && (
        <Box
          component="ul"
          aria-label={texts.title}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {entries.map((entry) => {
            if (entry.kind === 'addition' && albumLines) {
              return (
                <Box component="li" key={additionKey(entry.addition)} sx={{ gridColumn: '1 / -1' }}>
                  <AlbumAdditionLine {...entry.addition} href={albumLines.href(entry.addition.album)} onOpenAlbum={albumLines.onOpen} />
                </Box>
              );
            }
            if (entry.kind !== 'article') return null;
            const thumbnail = tileThumbnail(entry.article);
            return (
              <li key={entry.article.id}>
                <ArticleTile
                  id={entry.article.id}
                  title={entry.article.content.title}
                  bandeau={entry.article.content.bandeau}
                  writer={entry.article.writer}
                  ts={entry.article.ts}
                  commentCount={entry.article.comments.length}
                  thumbnail={thumbnail}
                  thumbnailLarge={thumbnail === undefined ? undefined : tileLargeUrl(thumbnail)}
                  onOpen={onOpen}
                />
              </li>
            );
          })}
        </Box>
      )}
      {/* Spec §2/§9: the '...' button shows only once a full page (15) is there. */}
      {articles.length >= ARTICLE_PAGE_SIZE &&
        (loadingMore ? (
          <LoadingSpinner />
        ) : (
          <Button variant="outlined" aria-label={texts.loadMoreLabel} onClick={onLoadMore} sx={{ alignSelf: 'center', minWidth: 120 }}>
            {texts.loadMore}
          </Button>
        ))}
    </Stack>
  );
}
