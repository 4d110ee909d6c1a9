import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { MediaItem } from '../../shared/albumTypes.ts';
import { albumTexts } from '../texts/albumTexts.ts';
import { jpegDataUrl } from './jpegDataUrl.ts';

export type AlbumMediaListProps = {
  albumName: string;
  /** In upload order, as the server lists them; shown newest first (spec §7). */
  media: MediaItem[];
  /** Base64 thumbnails by image name; missing ones show an empty frame. */
  thumbnails: Record<string, string>;
  busyImage?: string;
  onChangeComment: (image: string, comment: string) => void;
  onDelete: (image: string) => void;
};

const texts = albumTexts.manager;

export function AlbumMediaList({ albumName, media, thumbnails, busyImage, onChangeComment, onDelete }: AlbumMediaListProps) {
  const newestFirst = [...media].reverse();
  return (
    <Stack spacing={1.5}>
      <Typography variant="h3" sx={{ overflowWrap: 'anywhere' }}>
        {texts.mediaTitle(albumName)}
      </Typography>
      {newestFirst.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{texts.noMedia}</Typography>
      ) : (
        <Box component="ol" aria-label={texts.mediaTitle(albumName)} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {newestFirst.map((item, index) => {
            const busy = item.image === busyImage;
            const thumbnail = thumbnails[item.image];
            const label = texts.imageAlt(newestFirst.length - index);
            return (
              <Box
                component="li"
                key={item.image}
                aria-label={label}
                sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
              >
                <Box sx={{ width: 120, height: 90, bgcolor: 'grey.200', borderRadius: 1, overflow: 'hidden', flexShrink: 0 }}>
                  {thumbnail && (
                    <Box component="img" src={jpegDataUrl(thumbnail)} alt={label} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                  )}
                </Box>
                {/* Keyed on the saved comment, so the field resets when the server answers. */}
                <Box
                  component="form"
                  key={item.comment}
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    const field = new FormData(event.currentTarget).get('comment');
                    onChangeComment(item.image, typeof field === 'string' ? field : '');
                  }}
                  sx={{ display: 'flex', gap: 1, flex: 1, minWidth: 240, alignItems: 'flex-start' }}
                >
                  <TextField
                    name="comment"
                    label={texts.comment}
                    defaultValue={item.comment}
                    helperText={texts.commentHint}
                    size="small"
                    multiline
                    maxRows={4}
                    sx={{ flex: 1 }}
                    slotProps={{ htmlInput: { maxLength: 2000 } }}
                  />
                  <Button type="submit" variant="outlined" disabled={busy}>
                    {texts.saveComment}
                  </Button>
                </Box>
                <Button color="error" variant="outlined" disabled={busy} onClick={() => onDelete(item.image)}>
                  {texts.deleteImage}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
