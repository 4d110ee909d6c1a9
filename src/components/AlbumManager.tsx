import { Divider, Paper, Stack, Typography } from '@mui/material';
import type { PhotoAlbum } from '../../shared/albumTypes.ts';
import { albumTexts } from '../texts/albumTexts.ts';
import { AlbumCreateForm, type AlbumCreateState } from './AlbumCreateForm.tsx';
import { AlbumPhotoList } from './AlbumPhotoList.tsx';
import { AlbumUploadForm, type AlbumUploadState } from './AlbumUploadForm.tsx';
import { LoadingSpinner } from './LoadingSpinner.tsx';

export type AlbumManagerProps = {
  albums: PhotoAlbum[];
  loading: boolean;
  error?: string;
  creation: AlbumCreateState;
  creationError?: string;
  selectedFolder?: string;
  upload: AlbumUploadState;
  progress: number;
  uploadError?: string;
  thumbnails: Record<string, string>;
  busyImage?: string;
  savedImage?: string;
  /** The album whose members' switch is being changed. */
  busySettings?: string;
  onCreate: (folderName: string, membersCanAdd: boolean) => void;
  onChangeMembersCanAdd: (albumName: string, membersCanAdd: boolean) => void;
  onSelectFolder: (folder: string | undefined) => void;
  onUpload: (files: File[]) => void;
  onChangeCaption: (image: string, caption: string) => void;
  onDelete: (image: string) => void;
};

const texts = albumTexts.manager;

/** The admin panel's album and photo manager: create a folder, upload to it, review its images. */
export function AlbumManager(props: AlbumManagerProps) {
  const { albums, loading, error, selectedFolder } = props;
  const selected = albums.find((album) => album.albumName === selectedFolder);
  return (
    <Paper component="section" aria-label={texts.title} sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <Typography variant="h2">{texts.title}</Typography>
        {error && (
          <Typography role="alert" sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
            {error}
          </Typography>
        )}
        <AlbumCreateForm creation={props.creation} creationError={props.creationError} onCreate={props.onCreate} />
        {loading && albums.length === 0 ? (
          <LoadingSpinner />
        ) : (
          <AlbumUploadForm
            folders={albums.map((album) => album.albumName)}
            selectedFolder={selectedFolder}
            upload={props.upload}
            progress={props.progress}
            uploadError={props.uploadError}
            onSelectFolder={props.onSelectFolder}
            onUpload={props.onUpload}
          />
        )}
        {selected && (
          <AlbumPhotoList
            albumName={selected.albumName}
            photos={selected.photos}
            thumbnails={props.thumbnails}
            busyImage={props.busyImage}
            savedImage={props.savedImage}
            // An album from before shared albums counts as open, as on the server.
            membersCanAdd={selected.membersCanAdd ?? true}
            settingsBusy={props.busySettings === selected.albumName}
            onChangeMembersCanAdd={(membersCanAdd) => props.onChangeMembersCanAdd(selected.albumName, membersCanAdd)}
            onChangeCaption={props.onChangeCaption}
            onDelete={props.onDelete}
          />
        )}
      </Stack>
    </Paper>
  );
}
