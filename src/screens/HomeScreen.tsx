import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { product } from '../../shared/product.ts';
import { ArticleFeed } from '../components/ArticleFeed.tsx';
import { useStores } from '../app/StoresContext.tsx';

/** /app: the article feed. */
export const HomeScreen = observer(function HomeScreen() {
  const { articles } = useStores();
  const navigate = useNavigate();

  useEffect(() => {
    void articles.refreshFeed();
  }, [articles]);

  return (
    <ArticleFeed
      articles={articles.articles.slice()}
      loading={articles.isRetrieving}
      loadingMore={articles.isRetrievingMore}
      error={articles.errorRetrieve}
      onPublish={() => navigate(product.routes.publish)}
      onOpen={(id) => navigate(`${product.routes.article}/${id}`)}
      onLoadMore={() => void articles.loadMore()}
    />
  );
});
