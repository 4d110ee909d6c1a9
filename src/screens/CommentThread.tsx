import { observer } from 'mobx-react-lite';
import type { ArticleComment } from '../../shared/articleTypes.ts';
import { ArticleComments } from '../components/ArticleComments.tsx';
import { useStores } from '../app/StoresContext.tsx';
import type { CommentsStore } from '../stores/CommentsStore.ts';
import { ItemReactions } from './ItemReactions.tsx';

export type CommentThreadProps<Id extends number | string> = {
  /** The store that writes to this kind of thread: the articles' or the videos'. */
  store: CommentsStore<Id>;
  /** What the thread hangs under: an article's id or a video's. */
  id: Id;
  comments: readonly ArticleComment[];
  /** Issue 25: each comment's reaction bar, under the id its reactions go by (kind `comment`: an
   * article's comment by its number, a video's by `videoCommentReactionId`); none without it. */
  reactionId?: (commentId: number) => string;
};

/** The comments under an article or a video, wired to the reader and to the thread's store. */
export const CommentThread = observer(function CommentThread<Id extends number | string>({ store, id, comments, reactionId }: CommentThreadProps<Id>) {
  const { accounts } = useStores();
  return (
    <ArticleComments
      comments={comments}
      reader={accounts.pseudo}
      isAdmin={accounts.isAdmin}
      busy={store.commentBusy}
      error={store.commentError}
      onAdd={(text) => store.addComment(id, text)}
      onDelete={(commentId) => void store.removeComment(id, commentId)}
      onDismissError={() => store.dismissCommentError()}
      pending={store.pending(id)}
      onRetry={(clientId) => store.retry(clientId)}
      onDiscard={(clientId) => store.discard(clientId)}
      renderReactions={reactionId && ((comment) => <ItemReactions kind="comment" id={reactionId(comment.id)} item={comment} />)}
    />
  );
});
