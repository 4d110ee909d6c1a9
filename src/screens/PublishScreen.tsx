import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ArticleSubmission } from '../../shared/articleTypes.ts';
import { PUBLISH_IMAGE_BUDGET } from '../../shared/articleLimits.ts';
import { product } from '../../shared/product.ts';
import { ArticleBuilder } from '../components/ArticleBuilder.tsx';
import { emptyDraft, type Draft } from '../components/articleDraft.ts';
import { DraftLeaveDialog } from '../components/DraftLeaveDialog.tsx';
import { DraftResumeOffer } from '../components/DraftResumeOffer.tsx';
import { LoadingSpinner } from '../components/LoadingSpinner.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { useArticleDraft } from './useArticleDraft.ts';

/** /app/publish: a new article, kept on the device as it is written; on success, back to the feed. */
export const PublishScreen = observer(function PublishScreen() {
  const { articles, videos } = useStores();
  const navigate = useNavigate();
  // Issue 40: « Mise en page avancée » brings the composer's story here.
  const composed = (useLocation().state as { composed?: Draft } | null)?.composed;
  const { drafts, ready, handleDraftChange, leaveDialog, offer } = useArticleDraft();

  useEffect(() => {
    articles.resetPublish();
  }, [articles]);

  const handlePublish = async (submission: ArticleSubmission) => {
    if (!(await articles.publish(submission))) return;
    // Published: the draft is gone, and leaving asks nothing.
    await drafts.discard();
    navigate(product.routes.home);
  };

  if (!ready) return <LoadingSpinner />;
  if (offer) return <DraftResumeOffer mode="publish" {...offer} />;

  return (
    <>
      <ArticleBuilder
        key={drafts.generation}
        mode="publish"
        origin={emptyDraft}
        initial={drafts.resumed ?? composed}
        budgetBytes={PUBLISH_IMAGE_BUDGET}
        publishing={articles.isPublishing}
        progress={articles.uploadProgress}
        error={articles.publishError}
        videos={videos.loaded ? videos.videos : undefined}
        videosError={videos.error}
        onOpenVideos={() => void videos.load()}
        onPublish={(submission) => void handlePublish(submission)}
        onCancel={() => navigate(product.routes.home)}
        onDraftChange={handleDraftChange}
        onDeleteDraft={() => void drafts.discard()}
      />
      <DraftLeaveDialog {...leaveDialog} />
    </>
  );
});
