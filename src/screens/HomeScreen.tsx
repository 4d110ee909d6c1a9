import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { product } from '../../shared/product.ts';
import { ArticleFeed } from '../components/ArticleFeed.tsx';
import { NewArticlesChip } from '../components/NewArticlesChip.tsx';
import { useScrolledDown } from '../components/useScrolledDown.ts';
import { useStores } from '../app/StoresContext.tsx';
import { appPaths } from '../api/specNames.ts';
import { QueuedStories } from '../components/QueuedStories.tsx';
import { resumeStoryOutbox } from '../stores/storyOutboxOf.ts';

// Its own chunk, fetched once the feed has answered: the trip's news never slows the articles.

const albumHref = (album: string) => `${appPaths.albumViewer}/${encodeURIComponent(album)}`;

/** /app: the article feed. */
export type HomeScreenProps = {
  /** The trip's « Dernières nouvelles » line, loaded apart (src/app/AppRoutes.tsx): the lazy import
   * lives in the entry, so the chunk does not list the entry's stylesheet, which a page signed in
   * from the prerendered `/` would otherwise load a second time. */
  news?: ReactNode;
};

export const HomeScreen = observer(function HomeScreen({ news }: HomeScreenProps) {
  const root = useStores();
  const { articles, live, albumAdditions } = root;
  // Issue 40: stories waiting on this device show above the articles (« En attente d'envoi »).
  const [outbox, setOutbox] = useState(root.storyOutbox);
  const navigate = useNavigate();
  const scrolledDown = useScrolledDown();
  const [feedAnswered, setFeedAnswered] = useState(false);

  useEffect(() => {
    void articles.refreshFeed().finally(() => setFeedAnswered(true));
    void albumAdditions.refresh();
  }, [articles, albumAdditions]);

  useEffect(() => {
    void resumeStoryOutbox(root).then(() => setOutbox(root.storyOutbox));
  }, [root]);

  // At the top, new articles are in sight as they arrive: seen. Further down they wait behind the chip.
  useEffect(() => {
    if (!scrolledDown || live.lastSeenArticleId === 0) live.markArticlesSeen(articles.firstid);
  }, [live, articles.firstid, scrolledDown]);

  const showNewArticles = () => {
    live.markArticlesSeen(articles.firstid);
    window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };

  return (
    <>
      <NewArticlesChip count={scrolledDown ? live.newArticles : 0} onShow={showNewArticles} />
      {feedAnswered && (
        <Suspense fallback={null}>{news}</Suspense>
      )}
      <ArticleFeed
      articles={articles.articles.slice()}
      loading={articles.isRetrieving}
      loadingMore={articles.isRetrievingMore}
      error={articles.errorRetrieve}
      onPublish={() => navigate(product.routes.publish)}
      onTell={() => navigate(product.routes.story)}
      waiting={outbox && <QueuedStories stories={outbox.stories.slice()} onRetry={(id) => outbox.retryStory(id)} onDiscard={(id) => outbox.discardStory(id)} />}
      onOpen={(id) => navigate(`${product.routes.article}/${id}`)}
      onLoadMore={() => {
        void articles.load('more');
        void albumAdditions.loadOlder();
      }}
      albumLines={{ additions: albumAdditions.additions.slice(), href: albumHref, onOpen: (album) => navigate(albumHref(album)) }}
      />
    </>
  );
});
