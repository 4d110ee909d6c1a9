import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { Stack } from '@mui/material';
import { VideosIntro } from '../components/VideosIntro.tsx';
import { VideoAddForm } from '../components/VideoAddForm.tsx';
import { VideoList } from '../components/VideoList.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { appPaths } from '../api/specNames.ts';

const formId = 'video-add-form';

/** /app/lapintube: a short header, then the family's videos. Issue 38: the add form opens from
 * « Ajouter une vidéo » above the list, and stays while a send is under way or has news. */
export const VideosScreen = observer(function VideosScreen() {
  const { videos } = useStores();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const busy = videos.uploadProgress !== undefined || videos.uploadResumedAt !== undefined;

  // Asked on each visit: the live connection only follows what this device already holds.
  useEffect(() => {
    void videos.load();
  }, [videos]);

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <VideosIntro adding={adding || busy} formId={formId} onToggleAdd={() => setAdding(!(adding || busy))} />
      {(adding || busy) && (
      <VideoAddForm
        id={formId}
        progress={videos.uploadProgress}
        sentBytes={videos.uploadSent}
        totalBytes={videos.uploadTotal}
        waiting={videos.uploadStatus === 'waiting'}
        resumedAt={videos.uploadResumedAt}
        cancelled={videos.uploadCancelled}
        error={videos.uploadError}
        onAdd={async (upload) => (await videos.upload(upload)) !== undefined}
        onCancel={() => videos.cancelUpload()}
      />
      )}
      <VideoList
        videos={videos.videos}
        loading={videos.status === 'loading'}
        error={videos.status === 'error' ? videos.error : undefined}
        onOpen={(id) => navigate(`${appPaths.videos}/${id}`)}
      />
    </Stack>
  );
});
