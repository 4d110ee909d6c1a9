import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { AlbumManager } from '../components/AlbumManager.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { albumsAdminOf } from '../stores/AlbumsAdminStore.ts';

/** The album/media manager of the admin panel; rendered only once the server said "admin". */
export const AdminAlbumsSection = observer(function AdminAlbumsSection() {
  const albumsAdmin = albumsAdminOf(useStores());

  useEffect(() => {
    void albumsAdmin.loadAlbums();
  }, [albumsAdmin]);

  return (
    <AlbumManager
      albums={albumsAdmin.albums}
      loading={albumsAdmin.isRetrieving}
      error={albumsAdmin.errorRetrieve}
      creation={albumsAdmin.creation}
      creationError={albumsAdmin.creationError}
      selectedFolder={albumsAdmin.selectedFolder}
      upload={albumsAdmin.upload}
      progress={albumsAdmin.uploadProgress}
      uploadError={albumsAdmin.uploadError}
      thumbnails={albumsAdmin.selectedThumbnails}
      busyImage={albumsAdmin.busyImage}
      savedImage={albumsAdmin.savedImage}
      busySettings={albumsAdmin.busySettings}
      onCreate={(folderName, membersCanAdd) => void albumsAdmin.createAlbum(folderName, membersCanAdd)}
      onChangeMembersCanAdd={(albumName, membersCanAdd) => void albumsAdmin.setMembersCanAdd(albumName, membersCanAdd)}
      onSelectFolder={(folder) => albumsAdmin.selectFolder(folder)}
      onUpload={(files) => void albumsAdmin.uploadImages(files)}
      onChangeCaption={(image, caption) => void albumsAdmin.changeCaption(image, caption)}
      onDelete={(image) => void albumsAdmin.deletePhoto(image)}
    />
  );
});
