import { observer } from 'mobx-react-lite';
import { AddPhotosDialog } from '../components/AddPhotosDialog.tsx';
import { useStores } from '../app/StoresContext.tsx';

export type AlbumUploadDialogProps = {
  open: boolean;
  album: string;
  albums?: string[];
  onSelectAlbum?: (album: string) => void;
  onClose: () => void;
};

/** The upload queue of one album, bound to the store: the photos keep going once it is closed. */
export const AlbumUploadDialog = observer(function AlbumUploadDialog({ open, album, albums, onSelectAlbum, onClose }: AlbumUploadDialogProps) {
  const { albumUpload } = useStores();
  return (
    <AddPhotosDialog
      open={open}
      album={album}
      albums={albums}
      onSelectAlbum={onSelectAlbum}
      originalQuality={albumUpload.originalQuality}
      onOriginalQuality={(on) => albumUpload.setOriginalQuality(on)}
      pickError={albumUpload.pickError}
      // Plain copies: the dialog's components are not observers, so this one reads every field.
      lines={albumUpload.linesOf(album).map((line) => ({ ...line }))}
      notice={albumUpload.notice}
      onPick={(files) => void albumUpload.add(album, files)}
      onRetry={(id) => albumUpload.retry(id)}
      onClearFinished={() => albumUpload.clearFinished(album)}
      onClose={onClose}
    />
  );
});
