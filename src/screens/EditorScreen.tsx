import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ArticleSubmission } from '../../shared/articleTypes.ts';
import { EDIT_IMAGE_BUDGET } from '../../shared/articleLimits.ts';
import { product } from '../../shared/product.ts';
import { ArticleBuilder } from '../components/ArticleBuilder.tsx';
import { draftFromArticle, type Draft } from '../components/articleDraft.ts';
import { DraftLeaveDialog } from '../components/DraftLeaveDialog.tsx';
import { DraftResumeOffer } from '../components/DraftResumeOffer.tsx';
import { LoadingSpinner } from '../components/LoadingSpinner.tsx';
import { Box, Typography } from '@mui/material';
import { useStores } from '../app/StoresContext.tsx';
import { articleTexts } from '../texts/articleTexts.ts';
import { articleImageSources } from './articleImages.ts';
import { useArticleDraft } from './useArticleDraft.ts';

/** /app/editor/{id}: the publisher pre-filled from the stored article, the changes kept on the
 * device as they are made (per article); on success, on the article (issue 40). */
export const EditorScreen = observer(function EditorScreen() {
  const { articles, videos } = useStores();
  const navigate = useNavigate();
  // Issue 40: « Mise en page avancée » brings the composer's story here.
  const composed = (useLocation().state as { composed?: Draft } | null)?.composed;
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const article = validId ? articles.article(id) : undefined;
  // The draft is looked for once the article is there: a draft of an article that cannot be read
  // is never offered.
  const { drafts, ready, handleDraftChange, leaveDialog, offer } = useArticleDraft(article ? article.id : null);

  useEffect(() => {
    articles.resetPublish();
    if (validId) void articles.open(id);
  }, [articles, id, validId]);

  if (!article) {
    return !validId || articles.openError[id] !== undefined ? (
      // As in the article view, the failure is the screen's one heading.
      <Box role="alert" sx={{ textAlign: 'center', py: 4 }}>
        <Typography variant="h3" component="h1" sx={{ color: 'error.main' }}>
          {articleTexts.view.loadError}
        </Typography>
      </Box>
    ) : (
      <LoadingSpinner />
    );
  }

  const handlePublish = async (submission: ArticleSubmission) => {
    if (!(await articles.edit(id, submission))) return;
    await drafts.discard();
    // Issue 40: the writer lands on what they changed, not on the feed.
    navigate(`${product.routes.article}/${id}`);
  };

  if (!ready) return <LoadingSpinner />;
  if (offer) return <DraftResumeOffer mode="edit" {...offer} />;

  const origin = draftFromArticle(article);
  return (
    <>
      <ArticleBuilder
        // A new article id, or a draft resumed or deleted, starts the builder again.
        key={`${article.id}-${drafts.generation}`}
        mode="edit"
        origin={origin}
        initial={drafts.resumed ?? composed ?? origin}
        budgetBytes={EDIT_IMAGE_BUDGET}
        publishing={articles.isPublishing}
        progress={articles.uploadProgress}
        error={articles.publishError && articleTexts.view.actionFailedWith(articles.publishError)}
        storedImages={articleImageSources(article)}
        videos={videos.loaded ? videos.videos : undefined}
        videosError={videos.error}
        onOpenVideos={() => void videos.load()}
        onPublish={(submission) => void handlePublish(submission)}
        onCancel={() => navigate(`${product.routes.article}/${article.id}`)}
        onDraftChange={handleDraftChange}
        onDeleteDraft={() => void drafts.discard()}
      />
      <DraftLeaveDialog {...leaveDialog} />
    </>
  );
});
