import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AlbumSlideshow } from '../components/AlbumSlideshow.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { albumPhotosOf } from '../stores/AlbumPhotosStore.ts';
import { AddPhotosAction } from './AddPhotosAction.tsx';
import { ItemReactions } from './ItemReactions.tsx';
import { albumZipUrl, thumbnailUrl, viewerPhotos } from './albumPhotoLinks.ts';
import { appPaths } from '../api/specNames.ts';
import { albumImageParam, albumPhotoParam } from '../../shared/albumLinks.ts';

/** The photo open in the viewer, 1-based in the address (`?photo=3`), so Back closes the viewer
 * and a link can name a photo. It follows the photo on screen, replacing the address rather than
 * adding to the history: Back still closes the viewer, however many photos were seen. */
const PHOTO_PARAM = albumPhotoParam;

// Loaded lazily by the router: only album viewers download the slideshow.
export const SlideshowScreen = observer(function SlideshowScreen() {
  const root = useStores();
  const { albums, accounts, videos } = root;
  const albumPhotos = albumPhotosOf(root);
  const album = useParams().album ?? '';
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    void albums.loadSlideshow(album);
  }, [albums, album]);

  const current = albums.slideshowAlbum === album;
  const items = current ? albums.slideshow : [];
  const asked = Number(search.get(PHOTO_PARAM));
  const openIndex = Number.isInteger(asked) && asked >= 1 && asked <= items.length ? asked - 1 : undefined;
  const openedHere = (location.state as { viewer?: boolean } | null)?.viewer === true;

  // A search names a photo by its file (`?image=`): once the album is here, the address becomes
  // its place in the album's order, which the viewer and its swipes follow.
  const image = search.get(albumImageParam);
  useEffect(() => {
    if (image === null || !current || albums.slideshowStatus !== 'ready') return;
    const index = albums.slideshow.findIndex((item) => item.kind !== 'video' && item.name === image);
    setSearch(index === -1 ? {} : { [PHOTO_PARAM]: String(index + 1) }, { replace: true });
  }, [image, current, albums.slideshowStatus, albums.slideshow, setSearch]);

  // The album's videos still being prepared are read into Lapintube's store, which the live
  // connection keeps up to date (videoprogress, videoready, videofailed): their tiles follow it.
  const preparing = items.flatMap((item) => (item.kind === 'video' && item.status === 'processing' && item.name ? [item.name] : [])).join(' ');
  useEffect(() => {
    for (const id of preparing.split(' ')) if (id !== '' && !videos.video(id)) void videos.refresh(id);
  }, [videos, preparing]);

  return (
    <>
      <AddPhotosAction album={album} />
      <AlbumSlideshow
        albumName={album}
        photos={viewerPhotos(
          items,
          (item) => accounts.isAdmin || (item.addedBy !== undefined && item.addedBy === accounts.pseudo),
          // A video's progress and end come live through Lapintube's store (videoprogress, videoready).
          (item) => (item.kind === 'video' && item.name !== undefined ? videos.video(item.name) : undefined),
        ).map((photo, index) => {
          // Issue 25: a photo is `<album>/<image>`; a video of the album is one of Lapintube's.
          const item = items[index];
          if (!item?.name) return photo;
          const reactionBar = item.kind === 'video' ? <ItemReactions kind="video" id={item.name} item={item} /> : <ItemReactions kind="photo" id={`${album}/${item.name}`} item={item} />;
          return { ...photo, reactionBar };
        })}
        thumbnails={items.map((item) => thumbnailUrl(item.image))}
        captures={items.map((item) => ({ takenAt: item.takenAt, day: item.day }))}
        loading={!current || albums.slideshowStatus === 'loading' || albums.slideshowStatus === 'idle'}
        error={current ? albums.slideshowError : undefined}
        albumsPath={appPaths.albums}
        albumDownload={albumZipUrl(items)}
        openIndex={openIndex}
        photoBusy={albumPhotos.busyPhoto !== undefined}
        photoError={albumPhotos.photoError}
        onChangeCaption={(index, caption) => {
          const name = items[index]?.name;
          if (name) void albumPhotos.changeCaption(name, caption);
        }}
        onDelete={(index) => {
          const item = items[index];
          const name = item?.name;
          if (!name) return;
          // A video of the album is one of Lapintube's: it leaves Lapintube's list on this device too.
          void albumPhotos.deletePhoto(name).then((done) => done && item.kind === 'video' && videos.drop(name));
        }}
        onOpen={(index) => setSearch({ [PHOTO_PARAM]: String(index + 1) }, { state: { viewer: true } })}
        onShow={(index) => setSearch({ [PHOTO_PARAM]: String(index + 1) }, { replace: true, state: location.state as unknown })}
        // Opened from the grid, closing is Back; opened from a link, it goes to the grid.
        onClose={() => (openedHere ? navigate(-1) : setSearch({}, { replace: true }))}
      />
    </>
  );
});
