import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useParams } from 'react-router-dom';
import { videoCommentReactionId } from '../../shared/reactionTypes.ts';
import { VideoPage } from '../components/VideoPage.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { CommentThread } from './CommentThread.tsx';
import { ItemReactions } from './ItemReactions.tsx';
import { appPaths } from '../api/specNames.ts';

/** /app/lapintube/{id}: the player, the uploader's or an admin's changes, and the comments thread. */
export const VideoScreen = observer(function VideoScreen() {
  const { videos, videoComments, accounts } = useStores();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const video = videos.video(id);
  // The uploader is named by pseudo, which is unique; the server checks the account.
  const isUploader = video !== undefined && video.uploader === accounts.pseudo;

  // Always asked again: the device's copy shows at once, the server's may be newer.
  useEffect(() => {
    videos.dismissErrors();
    videoComments.dismissCommentError();
    void videos.refresh(id);
  }, [videos, videoComments, id]);

  const handleDelete = async () => {
    if (await videos.remove(id)) navigate(appPaths.videos);
  };

  return (
    <VideoPage
      backTo={appPaths.videos}
      video={video}
      loadFailed={videos.openError[id] !== undefined}
      canManage={isUploader || (video !== undefined && accounts.isAdmin)}
      busy={videos.busyId === id}
      actionError={videos.actionError}
      onSave={(title, description) => videos.edit(id, title, description)}
      onDelete={() => void handleDelete()}
      thread={video && <CommentThread store={videoComments} id={id} comments={video.comments} reactionId={videoCommentReactionId} />}
      reactionBar={video && <ItemReactions kind="video" id={id} item={video} />}
      takesPart={video?.status === 'ready' || isUploader}
    />
  );
});
