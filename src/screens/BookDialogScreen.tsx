import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { bookPath } from '../../shared/bookTypes.ts';
import { useStores } from '../app/StoresContext.tsx';
import { BookDialog, bookFileName, formatBookDate } from '../components/BookDialog.tsx';
import { bookOf } from '../stores/BookStore.ts';

export type BookDialogScreenProps = {
  open: boolean;
  trip: { id: string; title: string };
  /** How many days the trip has so far: the range's bounds. */
  dayCount: number;
  onClose: () => void;
};

/** Issue 42: the book dialog over its store. Loaded only when « Le livre du voyage » is first
 * pressed, so neither Voyage nor /app carries its code (e2e/firstLoad.e2e.ts). */
export const BookDialogScreen = observer(function BookDialogScreen({ open, trip, dayCount, onClose }: BookDialogScreenProps) {
  const store = bookOf(useStores());

  useEffect(() => {
    if (!open) return;
    store.show(trip.id, dayCount);
    return () => store.close();
  }, [open, store, trip.id, dayCount]);

  const book = store.book;
  return (
    <BookDialog
      open={open}
      tripTitle={trip.title}
      dayCount={store.dayCount}
      view={store.view}
      error={store.error}
      choice={store.choice}
      rangeInvalid={store.rangeInvalid}
      book={
        book
          ? {
              format: book.format,
              progress: book.progress,
              date: formatBookDate(book.createdAt),
              pages: book.pages,
              bytes: book.bytes,
              message: book.message,
              href: bookPath(book.id),
              fileName: bookFileName(trip.title),
            }
          : undefined
      }
      creating={store.creating}
      createError={store.createError}
      onChange={(change) => store.setChoice(change)}
      onCreate={() => void store.create()}
      onNewBook={() => store.newBook()}
      onKeep={() => store.keepBook()}
      onRetry={() => void store.retry()}
      onClose={onClose}
    />
  );
});
