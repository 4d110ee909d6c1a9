import { useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { MediaItem } from '../../shared/albumTypes.ts';
import { NO_COMMENT, albumLimits } from '../../shared/albumLimits.ts';
import { albumTexts } from '../texts/albumTexts.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { jpegDataUrl } from './jpegDataUrl.ts';

export type AlbumMediaListProps = {
  albumName: string;
  /** In upload order, as the server lists them; shown newest first (spec §7). */
  media: MediaItem[];
  /** Base64 thumbnails by image name; missing ones show an empty frame. */
  thumbnails: Record<string, string>;
  busyImage?: string;
  onChangeComment: (image: string, comment: string) => void;
  /** Called once the admin has confirmed the deletion. */
  onDelete: (image: string) => void;
};

const texts = albumTexts.manager;

/** 'none' is how the server stores "no comment": an admin sees an empty field, never the word. */
const shownComment = (comment: string) => (comment === NO_COMMENT ? '' : comment);
const savedComment = (field: string) => (field.trim() === '' ? NO_COMMENT : field);

export function AlbumMediaList({ albumName, media, thumbnails, busyImage, onChangeComment, onDelete }: AlbumMediaListProps) {
  const [toDelete, setToDelete] = useState<string | undefined>(undefined);
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
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'column', sm: 'row' },
                  gap: 2,
                  alignItems: { xs: 'stretch', sm: 'flex-start' },
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  p: 1.5,
                  minWidth: 0,
                }}
              >
                <Box
                  sx={{
                    width: { xs: '100%', sm: 160 },
                    // Full width on a phone, but flat enough that a few images fit on one screen.
                    aspectRatio: { xs: '16 / 9', sm: '4 / 3' },
                    bgcolor: 'grey.200',
                    borderRadius: 1,
                    overflow: 'hidden',
                    flexShrink: 0,
                  }}
                >
                  {thumbnail && (
                    <Box component="img" src={jpegDataUrl(thumbnail)} alt={label} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
                  )}
                </Box>
                {/* Keyed on the saved comment, so the field resets when the server answers. */}
                <Stack
                  component="form"
                  key={item.comment}
                  noValidate
                  spacing={1}
                  onSubmit={(event) => {
                    event.preventDefault();
                    const field = new FormData(event.currentTarget).get('comment');
                    onChangeComment(item.image, savedComment(typeof field === 'string' ? field : ''));
                  }}
                  sx={{ flex: 1, minWidth: 0 }}
                >
                  <TextField
                    name="comment"
                    label={texts.comment}
                    placeholder={texts.noComment}
                    defaultValue={shownComment(item.comment)}
                    helperText={texts.commentHint}
                    multiline
                    maxRows={4}
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: albumLimits.maxCommentLength }, inputLabel: { shrink: true } }}
                  />
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                    <Button type="submit" variant="outlined" disabled={busy}>
                      {texts.saveComment}
                    </Button>
                    <Button color="error" variant="outlined" disabled={busy} onClick={() => setToDelete(item.image)}>
                      {texts.deleteImage}
                    </Button>
                  </Stack>
                </Stack>
              </Box>
            );
          })}
        </Box>
      )}
      <ConfirmDialog
        open={toDelete !== undefined}
        title={texts.deleteTitle(albumName)}
        message={texts.deleteMessage}
        confirmLabel={texts.deleteImage}
        onCancel={() => setToDelete(undefined)}
        onConfirm={() => {
          if (toDelete !== undefined) onDelete(toDelete);
          setToDelete(undefined);
        }}
      />
    </Stack>
  );
}
