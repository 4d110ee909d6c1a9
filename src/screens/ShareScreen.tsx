import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { product } from '../../shared/product.ts';
import { shareQuery } from '../../shared/shareQuery.ts';
import { appPaths } from '../api/specNames.ts';
import { useStores } from '../app/StoresContext.tsx';
import { ShareSheet, type ShareDestination } from '../components/ShareSheet.tsx';
import { chatPhotosOf } from '../stores/ChatPhotosStore.ts';
import { sharedFilesOf, type SharedItem } from '../stores/SharedFilesStore.ts';
import { shareTexts } from '../texts/shareTexts.ts';

const destinations: readonly ShareDestination[] = ['album', 'chat', 'story'];

/** Where the phone's « Partager » lands (issue 38): the shared files and where they go. A relative
 * who is not signed in signs in first and comes back here (AppShell); the files wait meanwhile. */
export const ShareScreen = observer(function ShareScreen() {
  const root = useStores();
  const { albumUpload } = root;
  const shared = sharedFilesOf(root);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void shared.load();
    void albumUpload.loadOpenAlbums();
  }, [shared, albumUpload]);

  const arrivalError = params.has(shareQuery.noWorker) ? shareTexts.noWorker : params.has(shareQuery.failed) ? shareTexts.failed : undefined;

  const handleAddToAlbum = async (album: string) => {
    setBusy(true);
    const { photos, videos } = shared;
    try {
      // The album queue writes each file to the device before `add` resolves: then the share may
      // go. It takes the videos too, and sends them through the resumable upload.
      await shared.handOver(shared.items, async (files) => {
        await albumUpload.add(album, files);
        return albumUpload.pickError ? [] : files;
      });
      shared.setNotice(albumUpload.pickError ?? shareTexts.handedToAlbum(photos.length, videos.length, album));
    } catch (error) {
      console.error('Partage non confié à l’album', error);
      shared.setNotice(shareTexts.notHandedOver);
    } finally {
      setBusy(false);
    }
    if (shared.items.length === 0) navigate(`${appPaths.albumViewer}/${encodeURIComponent(album)}`);
  };

  const handleSendToChat = () => {
    const chatPhotos = chatPhotosOf(root);
    const waiting = shared.photos.filter((item) => !chatPhotos.photos.some((photo) => photo.file === item.file));
    const ids = new Map<Blob, SharedItem>(waiting.map((item) => [item.file, item]));
    // The chat keeps them in its composer; the share lets each one go once its message is sent.
    const kept = chatPhotos.pick(
      waiting.map((item) => item.file),
      (file) => void shared.forget([ids.get(file)?.id ?? '']),
    );
    shared.setNotice(kept < waiting.length ? shareTexts.chatLimit : undefined);
    navigate(product.routes.chat);
  };

  // Issue 40: the photos go to the story outbox (kept on the device, sent while the story is
  // written) and into the composer's new story; the share lets them go once the outbox holds them.
  const handleTell = async () => {
    const owner = root.accounts.userInfo?.id;
    if (owner === undefined) return;
    setBusy(true);
    try {
      const [{ storyOutboxOf }, { deviceComposerDrafts }] = await Promise.all([import('../stores/storyOutboxOf.ts'), import('../stores/composerDrafts.ts')]);
      const outbox = storyOutboxOf(root);
      await outbox.restored;
      const photos = shared.photos;
      const ids = outbox.addPhotos(photos.map((item) => item.file));
      const drafts = deviceComposerDrafts();
      const kept = drafts.load(owner, undefined) ?? { title: '', text: '', bandeau: '', photos: [], place: { kind: 'photos' as const }, savedAt: 0 };
      drafts.save(owner, undefined, { ...kept, photos: [...kept.photos, ...ids], savedAt: Date.now() });
      await shared.forget(photos.map((item) => item.id));
      navigate(product.routes.story);
    } catch (error) {
      console.error('Partage non confié au récit', error);
      shared.setNotice(shareTexts.notHandedToStory);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ShareSheet
      status={shared.status === 'loading' && shared.items.length === 0 ? 'loading' : shared.status === 'error' ? 'error' : 'ready'}
      files={shared.items.map(({ id, file, kind, preview }) => ({ id, name: file.name, kind, preview }))}
      destinations={destinations}
      albums={albumUpload.openAlbums}
      error={shared.error ?? (shared.items.length === 0 ? arrivalError : undefined)}
      notice={shared.notice}
      busy={busy}
      onAddToAlbum={(album) => void handleAddToAlbum(album)}
      onSendToChat={handleSendToChat}
      onTell={() => void handleTell()}
      onDiscard={() => void shared.discard()}
      onHome={() => navigate(product.routes.home)}
    />
  );
});
