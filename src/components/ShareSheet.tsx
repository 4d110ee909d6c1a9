import { useId, useState } from 'react';
import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import Movie from '@mui/icons-material/Movie';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { shareTexts } from '../texts/shareTexts.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** Where a share can go; « Raconter » (issue 40) takes the photos into a new story. */
export type ShareDestination = 'album' | 'chat' | 'story';

export type ShareSheetFile = { id: string; name: string; kind: 'photo' | 'video'; preview: string };

export type ShareSheetProps = {
  status: 'loading' | 'ready' | 'error';
  files: ShareSheetFile[];
  destinations: readonly ShareDestination[];
  /** Albums this relative may add photos and videos to. */
  albums: string[];
  error?: string;
  notice?: string;
  /** A queue is taking the files: the buttons wait. */
  busy?: boolean;
  onAddToAlbum: (album: string) => void;
  onSendToChat: () => void;
  /** Issue 40: the photos start a story in the composer. */
  onTell?: () => void;
  onDiscard: () => void;
  onHome: () => void;
};

const icons = { album: <AddPhotoAlternate />, chat: <ChatOutlined />, story: <EditOutlined /> } as const;

/** The sheet the phone's « Partager » opens: the shared files, then where they go. */
export function ShareSheet(props: ShareSheetProps) {
  const { status, files, destinations, albums, error, notice, busy = false, onAddToAlbum, onSendToChat, onTell, onDiscard, onHome } = props;
  const [chosen, setChosen] = useState<ShareDestination | undefined>(undefined);
  const [album, setAlbum] = useState<string | undefined>(undefined);
  // Giving the share up drops the files from the device: asked first, as every removal is.
  const [discarding, setDiscarding] = useState(false);
  const titleId = useId();
  const photos = files.filter((file) => file.kind === 'photo').length;
  const videos = files.length - photos;
  const target = album !== undefined && albums.includes(album) ? album : albums[0];

  const handleDestination = (destination: ShareDestination) => {
    if (destination === 'chat') onSendToChat();
    else if (destination === 'story') onTell?.();
    else setChosen(destination);
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ maxWidth: 640, mx: 'auto' }}>
      <Typography id={titleId} variant="h5" component="h1" gutterBottom>
        {shareTexts.title}
      </Typography>
      {status === 'loading' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{shareTexts.loading}</Typography>
        </Stack>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {status !== 'loading' && files.length === 0 && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {!error && <Alert severity="info">{shareTexts.empty}</Alert>}
          <Button variant="outlined" onClick={onHome} sx={{ minHeight: 44 }}>
            {shareTexts.backHome}
          </Button>
        </Stack>
      )}
      {files.length > 0 && (
        <Stack spacing={2}>
          <Typography sx={{ fontWeight: 500 }}>{shareTexts.count(photos, videos)}</Typography>
          <Box
            component="ul"
            aria-label={shareTexts.filesLabel}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}
          >
            {files.map((file) => (
              <Box component="li" key={file.id} sx={{ aspectRatio: '1', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.300', position: 'relative' }}>
                {file.kind === 'photo' ? (
                  <Box component="img" src={file.preview} alt={file.name} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
                ) : (
                  <Stack role="img" aria-label={`${shareTexts.video} ${file.name}`} sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 0.5 }}>
                    <Movie aria-hidden />
                    <Typography variant="caption" sx={{ overflowWrap: 'anywhere', textAlign: 'center', lineHeight: 1.2 }}>
                      {file.name}
                    </Typography>
                  </Stack>
                )}
              </Box>
            ))}
          </Box>
          {notice && <Alert severity="info">{notice}</Alert>}
          <Typography component="h2" variant="h6">
            {shareTexts.question}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {destinations.map((destination) => (
              <Button
                key={destination}
                variant={chosen === destination ? 'contained' : 'outlined'}
                startIcon={icons[destination]}
                onClick={() => handleDestination(destination)}
                // The chat and a story take photos only: with videos only, the notice below says where they go.
                disabled={busy || (destination !== 'album' && photos === 0)}
                aria-pressed={destination === 'album' ? chosen === 'album' : undefined}
                sx={{ minHeight: 44 }}
              >
                {shareTexts.destinations[destination]}
              </Button>
            ))}
          </Stack>
          {videos > 0 && destinations.includes('chat') && <Alert severity="info">{shareTexts.videosNotInChat}</Alert>}
          {chosen === 'album' && <AlbumChoice albums={albums} target={target} busy={busy} onSelect={setAlbum} onAdd={onAddToAlbum} />}
          <Box>
            <Button color="inherit" onClick={() => setDiscarding(true)} disabled={busy} sx={{ minHeight: 44 }}>
              {shareTexts.discard}
            </Button>
          </Box>
        </Stack>
      )}
      <ConfirmDialog
        open={discarding}
        title={shareTexts.discardTitle}
        message={shareTexts.discardMessage(files.length)}
        confirmLabel={shareTexts.discardConfirm}
        onConfirm={() => {
          setDiscarding(false);
          onDiscard();
        }}
        onCancel={() => setDiscarding(false)}
      />
    </Box>
  );
}

type AlbumChoiceProps = {
  albums: string[];
  target: string | undefined;
  busy: boolean;
  onSelect: (album: string) => void;
  onAdd: (album: string) => void;
};

// A select, as the album upload dialog has: it shares the first load's TextField rather than
// splitting MUI's radio internals out of it (1.9 KiB more on the sign-in page's first load).
function AlbumChoice({ albums, target, busy, onSelect, onAdd }: AlbumChoiceProps) {
  if (albums.length === 0) return <Alert severity="warning">{shareTexts.noAlbum}</Alert>;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField select fullWidth label={shareTexts.chooseAlbum} value={target ?? ''} onChange={(event) => onSelect(event.target.value)}>
        {albums.map((name) => (
          <MenuItem key={name} value={name} sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal', minHeight: 44 }}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      {target !== undefined && (
        <Button variant="contained" onClick={() => onAdd(target)} disabled={busy} sx={{ minHeight: 44, overflowWrap: 'anywhere' }}>
          {shareTexts.addToAlbum(target)}
        </Button>
      )}
    </Stack>
  );
}
