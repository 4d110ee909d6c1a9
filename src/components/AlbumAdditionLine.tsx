import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { ButtonBase, Card, Stack, Typography } from '@mui/material';
import { albumTexts } from '../texts/albumTexts.ts';
import { formatDayTime } from './formatDate.ts';
import { stretchedCard, stretchedTitle } from './stretchedTitle.ts';

export type AlbumAdditionLineProps = {
  pseudo: string;
  album: string;
  photos: number;
  videos: number;
  /** Epoch milliseconds of the newest item. */
  at: number;
  /** The album's address, so the line is a real link (opened in a new tab too). */
  href: string;
  onOpenAlbum: (album: string) => void;
};

/** « Camille a ajouté 12 photos à « Alpes » » in the feed: the whole line opens the album. */
export function AlbumAdditionLine({ pseudo, album, photos, videos, at, href, onOpenAlbum }: AlbumAdditionLineProps) {
  return (
    <Card variant="outlined" sx={{ ...stretchedCard, bgcolor: 'background.default' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, px: 2, py: 1.25, minHeight: 44 }}>
        <PhotoLibraryOutlinedIcon color="primary" aria-hidden />
        <Stack sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <ButtonBase
            component="a"
            href={href}
            disableRipple
            onClick={(event: React.MouseEvent) => {
              if (event.ctrlKey || event.metaKey || event.shiftKey) return;
              event.preventDefault();
              onOpenAlbum(album);
            }}
            sx={stretchedTitle}
          >
            <Typography component="span">{albumTexts.addition.sentence(pseudo, photos, videos, album)}</Typography>
          </ButtonBase>
          <Typography variant="body2" component="time" dateTime={new Date(at).toISOString()} sx={{ color: 'text.secondary' }}>
            {formatDayTime(at)}
          </Typography>
        </Stack>
      </Stack>
    </Card>
  );
}
