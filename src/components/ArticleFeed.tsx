import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Fab, Stack, Typography } from '@mui/material';
import { ARTICLE_PAGE_SIZE } from '../../shared/articleLimits.ts';
import type { StructureElement } from '../../shared/articleTypes.ts';
import { articlePhotoUrl, tileLargeUrl } from '../../shared/photoUrls.ts';
import { articleTexts } from '../texts/articleTexts.ts';
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
  onOpen: (id: number) => void;
  onLoadMore: () => void;
};

const texts = articleTexts.feed;

export function ArticleFeed({ articles, loading, loadingMore, error, onPublish, onOpen, onLoadMore }: ArticleFeedProps) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h2" component="h1">
          {texts.title}
        </Typography>
        <Fab color="primary" size="medium" aria-label={texts.publish} title={texts.publish} onClick={onPublish}>
          <AddIcon />
        </Fab>
      </Stack>
      {error && (
        <Typography role="alert" sx={{ color: 'error.main', textAlign: 'center' }}>
          {error}
        </Typography>
      )}
      {loading && <LoadingSpinner />}
      {!loading && !error && articles.length === 0 && (
        <Typography sx={{ textAlign: 'center', py: 4 }}>{texts.empty}</Typography>
      )}
      {articles.length > 0 && (
        <Box
          component="ul"
          aria-label={texts.title}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {articles.map((article) => {
            const thumbnail = tileThumbnail(article);
            return (
            <li key={article.id}>
              <ArticleTile
                id={article.id}
                title={article.content.title}
                bandeau={article.content.bandeau}
                writer={article.writer}
                ts={article.ts}
                commentCount={article.comments.length}
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
