import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { BookFormat } from '../../shared/bookTypes.ts';
import { formatBytes } from '../../shared/formatBytes.ts';
import type { BookChoice, BookView } from './bookChoice.ts';
import { bookTexts } from '../texts/bookTexts.ts';
import { BookChoiceForm } from './BookChoiceForm.tsx';

/** The trip's book as the dialog shows it; `date` already worded (« 3 août »). */
export type BookShown = {
  format: BookFormat;
  progress: number;
  date: string;
  pages?: number;
  bytes?: number;
  message?: string;
  /** The PDF's address (bookPath) and the name it is saved under (« Islande 2026.pdf »). */
  href: string;
  fileName: string;
};

export type BookDialogProps = {
  open: boolean;
  tripTitle: string;
  dayCount: number;
  view: BookView;
  /** Why the trip's book could not be read. */
  error?: string;
  choice: BookChoice;
  rangeInvalid: boolean;
  book?: BookShown;
  creating: boolean;
  createError?: string;
  onChange: (change: Partial<BookChoice>) => void;
  onCreate: () => void;
  onNewBook: () => void;
  onKeep: () => void;
  onRetry: () => void;
  onClose: () => void;
};

/** The name the PDF is saved under: the trip's title, without the characters file systems refuse. */
export function bookFileName(tripTitle: string): string {
  const name = [...tripTitle].map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '-' : char)).join('').trim();
  return `${name || 'Livre du voyage'}.pdf`;
}

/** A book's date as the dialog says it: « 3 août ». */
export function formatBookDate(at: number): string {
  return new Date(at).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long' });
}

const minTouch = { minHeight: 44 };

/** « Le livre du voyage »: choose, follow the making live, download; full screen on a phone. */
export function BookDialog(props: BookDialogProps) {
  const { open, tripTitle, view, creating, onCreate, onNewBook, onKeep, onRetry, onClose } = props;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const replacing = view === 'choose' && props.book !== undefined;
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="book-dialog-title">
      <DialogTitle id="book-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
        {bookTexts.title(tripTitle)}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 0.5 }}>
          <BookDialogBody {...props} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {replacing && (
          <Button onClick={onKeep} sx={minTouch}>
            {bookTexts.keep}
          </Button>
        )}
        {(view === 'ready' || view === 'failed') && (
          <Button onClick={onNewBook} sx={minTouch}>
            {bookTexts.newBook}
          </Button>
        )}
        {view === 'failed' && (
          <Button variant="contained" onClick={onRetry} disabled={creating} sx={minTouch}>
            {bookTexts.retry}
          </Button>
        )}
        <Button onClick={onClose} sx={minTouch}>
          {bookTexts.close}
        </Button>
        {view === 'choose' && (
          <Button variant="contained" onClick={onCreate} disabled={creating || props.rangeInvalid} sx={minTouch}>
            {creating ? bookTexts.creating : bookTexts.create}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function BookDialogBody({ view, error, choice, dayCount, rangeInvalid, book, creating, createError, onChange, onRetry }: BookDialogProps) {
  switch (view) {
    case 'offline':
      return (
        <Alert severity="info" role="status">
          {bookTexts.offline}
        </Alert>
      );
    case 'loading':
      return (
        <Stack sx={{ alignItems: 'center', py: 4 }}>
          <CircularProgress aria-label={bookTexts.loading} />
        </Stack>
      );
    case 'error':
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={onRetry} sx={minTouch}>
              {bookTexts.retry}
            </Button>
          }
        >
          {bookTexts.loadError(error ?? '')}
        </Alert>
      );
    case 'choose':
      return (
        <BookChoiceForm
          choice={choice}
          dayCount={dayCount}
          rangeInvalid={rangeInvalid}
          replaces={book?.date}
          createError={createError}
          disabled={creating}
          onChange={onChange}
        />
      );
    case 'queued':
    case 'making':
      return <BookProgress queued={view === 'queued'} progress={book?.progress ?? 0} />;
    case 'ready':
      return book ? <BookReady book={book} /> : null;
    case 'failed':
      return (
        <Stack spacing={2}>
          <Alert severity="error">{bookTexts.failed(book?.message ?? '')}</Alert>
          {createError && <Alert severity="error">{bookTexts.createError(createError)}</Alert>}
        </Stack>
      );
  }
}

function BookProgress({ queued, progress }: { queued: boolean; progress: number }) {
  const percent = Math.round(progress);
  return (
    <Stack spacing={1.5}>
      <Typography role="status">{queued ? bookTexts.queued : bookTexts.making(percent)}</Typography>
      <LinearProgress
        variant={queued ? 'indeterminate' : 'determinate'}
        value={queued ? undefined : percent}
        aria-label={bookTexts.progressLabel}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {bookTexts.keepsGoing}
      </Typography>
    </Stack>
  );
}

function BookReady({ book }: { book: BookShown }) {
  const pages = bookTexts.pages(book.pages ?? 0);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography role="status">{bookTexts.ready(book.format, book.date)}</Typography>
      <Button variant="contained" component="a" href={book.href} download={book.fileName} startIcon={<DownloadIcon />} sx={{ ...minTouch, textAlign: 'left' }}>
        {bookTexts.download(pages, formatBytes(book.bytes ?? 0))}
      </Button>
    </Stack>
  );
}
