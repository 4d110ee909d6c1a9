import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import Check from '@mui/icons-material/Check';
import type { AlbumItem } from '../../shared/albumTypes.ts';
import { NO_CAPTION, albumLimits } from '../../shared/albumLimits.ts';
import { albumTexts } from '../texts/albumTexts.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { jpegDataUrl } from './jpegDataUrl.ts';
import { formatDuration } from './formatDuration.ts';
import { SavingSwitch } from './SavingSwitch.tsx';

export type AlbumPhotoListProps = {
  albumName: string;
  /** In upload order, as the server lists them; shown newest first (spec §7). */
  photos: AlbumItem[];
  /** Base64 thumbnails by image name; missing ones show an empty frame. */
  thumbnails: Record<string, string>;
  busyImage?: string;
  /** The image whose caption the server saved last: "Enregistré" shows beside it. */
  savedImage?: string;
  /** Whether members may add photos to this album; the switch is hidden when undefined. */
  membersCanAdd?: boolean;
  settingsBusy?: boolean;
  onChangeMembersCanAdd?: (membersCanAdd: boolean) => void;
  onChangeCaption: (image: string, caption: string) => void;
  /** Called once the admin has confirmed the deletion. */
  onDelete: (image: string) => void;
};

const texts = albumTexts.manager;

/** 'none' is how the server stores "no comment": an admin sees an empty field, never the word. */
const shownComment = (comment: string) => (comment === NO_CAPTION ? '' : comment);
const savedComment = (field: string) => (field.trim() === '' ? NO_CAPTION : field);

/** What a video item is at: its length once ready, its preparation, or why it failed. */
function videoState(item: AlbumItem): string {
  if (item.status === 'processing') return albumTexts.video.preparing(item.progress ?? 0);
  if (item.status === 'failed') return albumTexts.video.failed;
  return albumTexts.grid.videoMark(formatDuration(item.duration ?? 0));
}

type PhotoRowProps = {
  item: AlbumItem;
  label: string;
  thumbnail?: string;
  busy: boolean;
  saved: boolean;
  onSave: (comment: string) => void;
  onAskDelete: () => void;
};

/** Asks the browser to confirm a reload or a closed tab while a caption is typed but not saved.
 * Leaving through the app's own links needs no question: the field loses focus first, which saves. */
function useWarnBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [active]);
}

function PhotoRow({ item, label, thumbnail, busy, saved, onSave, onAskDelete }: PhotoRowProps) {
  const [value, setValue] = useState(shownComment(item.comment));
  // The caption last sent: when the answer comes, the field shows what the server kept.
  const [sent, setSent] = useState<string | undefined>(undefined);
  const [known, setKnown] = useState(item.comment);
  if (known !== item.comment) {
    // The server answered (it may trim): the field shows what it kept, unless the admin has typed
    // something else meanwhile. The field keeps its focus either way.
    setKnown(item.comment);
    setSent(undefined);
    if (sent === undefined || savedComment(value) === sent) setValue(shownComment(item.comment));
  }
  const dirty = savedComment(value) !== item.comment;
  useWarnBeforeUnload(dirty);

  // What was sent and not answered yet, read in the same event as the next save: leaving the
  // field for its "Enregistrer" button saves on the blur, and the click must not send it again.
  const pending = useRef<string | undefined>(undefined);
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) pending.current = undefined;
    wasBusy.current = busy;
  }, [busy]);

  /** Enter and the button always send (the server may have a different caption by now); leaving
   * the field sends only a change. */
  const save = (onlyChange: boolean) => {
    const comment = savedComment(value);
    if ((onlyChange && comment === item.comment) || comment === pending.current) return;
    pending.current = comment;
    setSent(comment);
    onSave(comment);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    // Enter saves, Shift+Enter adds a line (as the chat box does); a composing IME keeps its Enter.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    save(false);
  };

  return (
    <Box
      component="li"
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
          position: 'relative',
        }}
      >
        {thumbnail && (
          <Box component="img" src={jpegDataUrl(thumbnail)} alt={label} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        )}
        {item.kind === 'video' && (
          <Typography
            variant="body2"
            sx={{ position: 'absolute', left: 4, bottom: 4, px: 1, borderRadius: 1, bgcolor: 'rgba(0, 0, 0, 0.7)', color: 'common.white', fontWeight: 700 }}
          >
            {videoState(item)}
          </Typography>
        )}
      </Box>
      <Stack
        component="form"
        noValidate
        spacing={1}
        onSubmit={(event) => {
          event.preventDefault();
          save(false);
        }}
        sx={{ flex: 1, minWidth: 0 }}
      >
        <TextField
          name="comment"
          label={texts.comment}
          placeholder={texts.noComment}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={handleKeyDown}
          // A caption being edited is saved when the admin moves on.
          onBlur={() => save(true)}
          helperText={texts.commentHint}
          multiline
          maxRows={4}
          fullWidth
          slotProps={{ htmlInput: { maxLength: albumLimits.maxCaptionLength }, inputLabel: { shrink: true } }}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <Button type="submit" variant="outlined" disabled={busy}>
            {texts.saveComment}
          </Button>
          <Button color="error" variant="outlined" disabled={busy} onClick={onAskDelete}>
            {texts.deleteImage}
          </Button>
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.dark', fontWeight: 600 }}>
            {saved && !dirty && (
              <>
                <Check fontSize="small" aria-hidden="true" />
                {texts.commentSaved}
              </>
            )}
          </Box>
        </Stack>
      </Stack>
    </Box>
  );
}

export function AlbumPhotoList({
  albumName,
  photos,
  thumbnails,
  busyImage,
  savedImage,
  membersCanAdd,
  settingsBusy = false,
  onChangeMembersCanAdd,
  onChangeCaption,
  onDelete,
}: AlbumPhotoListProps) {
  const [toDelete, setToDelete] = useState<string | undefined>(undefined);
  const newestFirst = [...photos].reverse();
  return (
    <Stack spacing={1.5}>
      <Typography variant="h3" sx={{ overflowWrap: 'anywhere' }}>
        {texts.mediaTitle(albumName)}
      </Typography>
      {membersCanAdd !== undefined && onChangeMembersCanAdd && (
        <SavingSwitch label={texts.membersCanAdd} checked={membersCanAdd} saving={settingsBusy} onChange={onChangeMembersCanAdd} sx={{ alignSelf: 'flex-start', minHeight: 44 }} />
      )}
      {newestFirst.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{texts.noMedia}</Typography>
      ) : (
        <Box component="ol" aria-label={texts.mediaTitle(albumName)} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {newestFirst.map((item, index) => (
            <PhotoRow
              key={item.image}
              item={item}
              label={texts.imageAlt(newestFirst.length - index)}
              thumbnail={thumbnails[item.image]}
              busy={item.image === busyImage}
              saved={item.image === savedImage}
              onSave={(comment) => onChangeCaption(item.image, comment)}
              onAskDelete={() => setToDelete(item.image)}
            />
          ))}
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
