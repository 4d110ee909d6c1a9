import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { Stack } from '@mui/material';
import { VideosIntro } from '../components/VideosIntro.tsx';
import { VideoAddForm } from '../components/VideoAddForm.tsx';
import { VideoList } from '../components/VideoList.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { appPaths } from '../api/specNames.ts';

/** /app/lapintube: the spec's introduction, then "Ajouter une vidéo" and the family's videos. */
export const VideosScreen = observer(function VideosScreen() {
  const { videos } = useStores();
  const navigate = useNavigate();

  // Asked on each visit: the live connection only follows what this device already holds.
  useEffect(() => {
    void videos.load();
  }, [videos]);

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <VideosIntro />
      <VideoAddForm
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
      <VideoList
        videos={videos.videos}
        loading={videos.status === 'loading'}
        error={videos.status === 'error' ? videos.error : undefined}
        onOpen={(id) => navigate(`${appPaths.videos}/${id}`)}
      />
    </Stack>
  );
});
