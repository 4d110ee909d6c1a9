import { useId, useState, type KeyboardEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { NO_CAPTION, albumLimits } from '../../shared/albumLimits.ts';
import { albumTexts } from '../texts/albumTexts.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ZoomablePhoto } from './ZoomablePhoto.tsx';
import { AlbumVideo } from './AlbumVideo.tsx';
import { visuallyHidden } from './visuallyHidden.ts';
import type { ViewerPhoto } from './PhotoViewer.tsx';

const texts = albumTexts.viewer;

export const hasCaption = (caption: string | undefined): caption is string =>
  caption !== undefined && caption.trim() !== '' && caption !== NO_CAPTION;

export const barButton = { color: 'common.white', minWidth: 44, minHeight: 44 } as const;
/** A light red that keeps 4.5:1 on the viewer's dark background (the theme's reds are for light ones). */
export const dangerOnDark = '#ff9e9e';

export type ViewerSlideProps = {
  photo: ViewerPhoto;
  active: boolean;
  onPlayingChange: (playing: boolean) => void;
  label: string;
  showCaption: boolean;
  showDetails: boolean;
  onToggleCaption: () => void;
  busy: boolean;
  onChangeCaption?: (caption: string) => void;
  onDelete?: () => void;
};

/** One slide of the viewer: the photo (or video), its caption, who added it, and what the reader
 * may do to it. */
export function ViewerSlide({ photo, active, onPlayingChange, label, showCaption, showDetails, onToggleCaption, busy, onChangeCaption, onDelete }: ViewerSlideProps) {
  const captionId = useId();
  const captioned = hasCaption(photo.caption);
  const [editing, setEditing] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const editable = photo.editable === true && showDetails;

  const saveCaption = () => {
    if (editing === undefined) return;
    onChangeCaption?.(editing.trim() === '' ? NO_CAPTION : editing);
    setEditing(undefined);
  };

  const handleCaptionKey = (event: KeyboardEvent) => {
    // Escape leaves the field, not the viewer; Enter saves and Shift+Enter adds a line.
    if (event.key === 'Escape') {
      event.stopPropagation();
      setEditing(undefined);
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      saveCaption();
    }
  };
  return (
    <Stack data-reaction-item="" sx={{ height: '100%', minHeight: 0 }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {photo.video ? (
          <AlbumVideo video={photo.video} poster={photo.src} label={label} active={active} onPlayingChange={onPlayingChange} />
        ) : (
          <ZoomablePhoto src={photo.src} alt={label} describedBy={captioned ? captionId : undefined} onMouseDoubleClick={captioned ? onToggleCaption : undefined} />
        )}
      </Box>
      {editing !== undefined && (
        <Stack direction="row" sx={{ gap: 1, px: 1, pt: 1, alignItems: 'flex-start', flexShrink: 0 }}>
          <TextField
            autoFocus
            multiline
            maxRows={3}
            label={texts.captionField}
            value={editing}
            onChange={(event) => setEditing(event.target.value)}
            onKeyDown={handleCaptionKey}
            slotProps={{ htmlInput: { maxLength: albumLimits.maxCaptionLength }, inputLabel: { shrink: true } }}
            sx={{ flex: 1, bgcolor: 'common.white', borderRadius: 1 }}
          />
          <Button variant="contained" onClick={saveCaption} sx={{ minHeight: 44 }}>
            {texts.saveCaption}
          </Button>
          <Button onClick={() => setEditing(undefined)} sx={barButton}>
            {texts.cancelCaption}
          </Button>
        </Stack>
      )}
      {/* Heard with the photo even while folded away. */}
      {captioned && editing === undefined && (
        <Typography
          id={captionId}
          role="note"
          sx={
            showCaption
              ? { px: 2, pt: 1, textAlign: 'center', whiteSpace: 'pre-line', overflowWrap: 'anywhere', maxHeight: '30%', overflowY: 'auto', flexShrink: 0 }
              : visuallyHidden
          }
        >
          {photo.caption}
        </Typography>
      )}
      {showDetails && photo.reactionBar && <Box sx={{ display: 'flex', justifyContent: 'center', px: 1, pt: 0.5, flexShrink: 0 }}>{photo.reactionBar}</Box>}
      {showDetails && (photo.addedBy || photo.original || captioned || editable) && (
        <Stack direction="row" sx={{ justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, px: 1, flexShrink: 0 }}>
          {photo.addedBy && (
            <Typography variant="body2" sx={{ color: 'grey.300' }}>
              {texts.addedBy(photo.addedBy)}
            </Typography>
          )}
          {captioned && (
            <Button onClick={onToggleCaption} sx={barButton}>
              {showCaption ? texts.hideCaption : texts.showCaption}
            </Button>
          )}
          {photo.original && (
            <Button href={photo.original} download startIcon={<Download />} sx={barButton}>
              {texts.download}
            </Button>
          )}
          {editable && onChangeCaption && editing === undefined && (
            <Button disabled={busy} onClick={() => setEditing(captioned ? (photo.caption ?? '') : '')} sx={barButton}>
              {texts.editCaption}
            </Button>
          )}
          {editable && onDelete && (
            <Button disabled={busy} onClick={() => setConfirming(true)} sx={{ ...barButton, color: dangerOnDark }}>
              {photo.video ? texts.deleteVideo : texts.deletePhoto}
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={photo.video ? texts.deleteVideoTitle : texts.deleteTitle}
        message={photo.video ? texts.deleteVideoMessage : texts.deleteMessage}
        confirmLabel={texts.deleteConfirm}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete?.();
        }}
      />
    </Stack>
  );
}
