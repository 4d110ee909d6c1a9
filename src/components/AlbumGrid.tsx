import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import type { AlbumTile as AlbumTileData } from '../../shared/albumTypes.ts';
import { albumTexts } from '../texts/albumTexts.ts';
import { AlbumTile } from './AlbumTile.tsx';
import { LoadingSpinner } from './LoadingSpinner.tsx';

export type AlbumGridProps = {
  tiles: AlbumTileData[];
  loading: boolean;
  error?: string;
  /** Whether another page of albums may follow. */
  hasMore: boolean;
  onOpen: (albumName: string) => void;
  onLoadMore: () => void;
  /** Beside the title: 'Ajouter des photos' where the relative may add some. */
  action?: ReactNode;
  /** Under an empty album open to members: its own 'Ajouter des photos'. */
  onAddTo?: (albumName: string) => void;
};

const texts = albumTexts.gallery;

export function AlbumGrid({ tiles, loading, error, hasMore, onOpen, onLoadMore, action, onAddTo }: AlbumGridProps) {
  const errorText = error ? (
    <Typography role="alert" sx={{ color: 'error.main', textAlign: 'center', overflowWrap: 'anywhere' }}>
      {error}
    </Typography>
  ) : null;

  const title = (
    <Typography variant="h2" component="h1">
      {texts.title}
    </Typography>
  );
  const heading = action ? (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      {title}
      {action}
    </Stack>
  ) : (
    title
  );

  // Tiles restored from this device stay on screen while the first page is fetched again.
  if (tiles.length === 0) {
    let body = errorText ?? <Typography sx={{ textAlign: 'center', color: 'text.secondary', py: 6 }}>{texts.empty}</Typography>;
    if (loading) body = <LoadingSpinner />;
    return (
      <Stack spacing={2}>
        {heading}
        {body}
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {heading}
      {errorText}
      <Box
        component="ul"
        aria-label={texts.title}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        }}
      >
        {tiles.map((tile) => {
          // The server lists an album without a photo only when members may add to it.
          const empty = tile.thumbnail === '' && tile.membersCanAdd === true;
          return (
            <li key={tile.albumName}>
              <AlbumTile albumName={tile.albumName} thumbnail={tile.thumbnail} empty={empty} onOpen={onOpen} />
              {empty && onAddTo && (
                <Button
                  variant="outlined"
                  fullWidth
                  startIcon={<AddPhotoAlternate />}
                  onClick={() => onAddTo(tile.albumName)}
                  aria-label={albumTexts.upload.addTo(tile.albumName)}
                  sx={{ mt: 1, minHeight: 44 }}
                >
                  {albumTexts.upload.add}
                </Button>
              )}
            </li>
          );
        })}
      </Box>
      {hasMore && (
        <Box sx={{ textAlign: 'center' }}>
          <Button variant="outlined" onClick={onLoadMore} disabled={loading} aria-label={texts.moreLabel}>
            {texts.more}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
