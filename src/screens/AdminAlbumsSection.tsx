import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { AlbumManager } from '../components/AlbumManager.tsx';
import { useStores } from '../app/StoresContext.tsx';

/** The album/media manager of the admin panel; rendered only once the server said "admin". */
export const AdminAlbumsSection = observer(function AdminAlbumsSection() {
  const { albumAdmin } = useStores();

  useEffect(() => {
    void albumAdmin.loadAlbums();
  }, [albumAdmin]);

  return (
    <AlbumManager
      albums={albumAdmin.albums}
      loading={albumAdmin.isRetrieving}
      error={albumAdmin.errorRetrieve}
      creation={albumAdmin.creation}
      selectedFolder={albumAdmin.selectedFolder}
      upload={albumAdmin.upload}
      progress={albumAdmin.uploadProgress}
      uploadError={albumAdmin.uploadError}
      thumbnails={albumAdmin.thumbnails}
      busyImage={albumAdmin.busyImage}
      onCreate={(folderName) => void albumAdmin.createAlbum(folderName)}
      onSelectFolder={(folder) => albumAdmin.selectFolder(folder)}
      onUpload={(files) => void albumAdmin.uploadImages(files)}
      onChangeComment={(image, comment) => void albumAdmin.changeComment(image, comment)}
      onDelete={(image) => void albumAdmin.deleteMedia(image)}
    />
  );
});
