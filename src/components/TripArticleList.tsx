import { Stack, Typography } from '@mui/material';
import type { TripArticle } from '../../shared/tripTypes.ts';
import { tripTexts } from '../texts/tripTexts.ts';
import { InAppLink } from './InAppLink.tsx';
import { mayHidePlace, PlaceMenu, type HiddenPlaceKind } from './PlaceMenu.tsx';

export type TripArticleListProps = {
  articles: readonly TripArticle[];
  label: string;
  self: string | undefined;
  isAdmin: boolean;
  hidingKey?: string;
  articleHref: (id: string) => string;
  onNavigate: (href: string) => void;
  onHidePlace: (kind: HiddenPlaceKind, id: string) => void;
};

/** The trip's articles as links, each with its author, and its « ⋮ » where the reader may hide its place. */
export function TripArticleList({ articles, label, self, isAdmin, hidingKey, articleHref, onNavigate, onHidePlace }: TripArticleListProps) {
  return (
    <Stack component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {articles.map((article) => (
        <Stack component="li" key={article.id} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <InAppLink href={articleHref(article.id)} onNavigate={onNavigate}>
              {article.title}
            </InAppLink>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {article.author}
            </Typography>
          </Stack>
          {mayHidePlace(article.author, self, isAdmin) && (
            <PlaceMenu label={tripTexts.media.articleActions(article.title)} busy={hidingKey === `article:${article.id}`} onHidePlace={() => onHidePlace('article', article.id)} />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
