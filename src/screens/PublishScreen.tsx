import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { ArticleSubmission } from '../../shared/articleTypes.ts';
import { PUBLISH_IMAGE_BUDGET } from '../../shared/articleLimits.ts';
import { product } from '../../shared/product.ts';
import { ArticleBuilder } from '../components/ArticleBuilder.tsx';
import { useStores } from '../app/StoresContext.tsx';

/** /app/publish: a new article; on success, back to the feed. */
export const PublishScreen = observer(function PublishScreen() {
  const { articles, videos } = useStores();
  const navigate = useNavigate();

  useEffect(() => {
    articles.resetPublish();
  }, [articles]);

  const handlePublish = async (submission: ArticleSubmission) => {
    if (await articles.publish(submission)) navigate(product.routes.home);
  };

  return (
    <ArticleBuilder
      mode="publish"
      budgetBytes={PUBLISH_IMAGE_BUDGET}
      publishing={articles.isPublishing}
      progress={articles.uploadProgress}
      error={articles.publishError}
      videos={videos.loaded ? videos.videos : undefined}
      videosError={videos.error}
      onOpenVideos={() => void videos.load()}
      onPublish={(submission) => void handlePublish(submission)}
      onCancel={() => navigate(product.routes.home)}
    />
  );
});
