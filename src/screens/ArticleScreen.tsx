import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useParams } from 'react-router-dom';
import { isComposerShaped } from '../components/composerShape.ts';
import { product } from '../../shared/product.ts';
import { ArticleView } from '../components/ArticleView.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { CommentThread } from './CommentThread.tsx';
import { ItemReactions } from './ItemReactions.tsx';
import { articleTexts } from '../texts/articleTexts.ts';
import { articleImageSources } from './articleImages.ts';
import { preparingVideoIds, withVideosAsKnown } from './articleVideos.ts';

/** /app/article/{id}. */
export const ArticleScreen = observer(function ArticleScreen() {
  const { articles, comments, accounts, videos } = useStores();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const [actionError, setActionError] = useState<string | undefined>(undefined);
  const read = validId ? articles.article(id) : undefined;
  const article = read && withVideosAsKnown(read, (videoId) => videos.video(videoId));
  const preparing = preparingVideoIds(read).join(' ');

  // Always asked again: the device's copy shows at once, the server's brings newer comments.
  useEffect(() => {
    if (validId) void articles.refresh(id);
  }, [articles, id, validId]);

  // A video still being prepared is read into VideosStore, which then follows its progress live.
  useEffect(() => {
    for (const videoId of preparing.split(' ').filter(Boolean)) void videos.refresh(videoId);
  }, [videos, preparing]);

  const isWriter = article !== undefined && article.writer === accounts.pseudo;

  const handleDelete = async (articleId: number) => {
    setActionError(undefined);
    // The writer deletes their own; an admin removes someone else's through moderation.
    const removed = isWriter ? await articles.remove(articleId) : await articles.removeAsAdmin(articleId);
    if (removed) {
      articles.drop(articleId);
      navigate(product.routes.home);
    } else {
      setActionError(isWriter || !articles.moderationError ? articleTexts.view.actionFailed : articleTexts.view.actionFailedWith(articles.moderationError));
    }
  };

  return (
    <ArticleView
      backTo={product.routes.home}
      article={article}
      loadFailed={!validId || articles.openError[id] !== undefined}
      images={articleImageSources(article)}
      // Spec §6: the writer is matched by pseudo (the spec's firstName), which is unique; the server checks the account.
      isWriter={isWriter}
      canModerate={!isWriter && accounts.isAdmin}
      busy={articles.busyId === id}
      actionError={actionError}
      onEdit={(articleId) => navigate(`${article && isComposerShaped(article) ? product.routes.story : product.routes.editor}/${articleId}`)}
      onDelete={(articleId) => void handleDelete(articleId)}
      onDismissError={() => setActionError(undefined)}
      thread={article && <CommentThread store={comments} id={article.id} comments={article.comments} reactionId={String} />}
      reactionBar={article && <ItemReactions kind="article" id={String(article.id)} item={article} />}
    />
  );
});
