// The album viewer's address (/app/lapingramviewer/<album>), shared by the server's links and the
// client's viewer so both read one name.

/** `?photo=3`: the third item in the album's order (server/albums/albumOrder.ts), 1-based. */
export const albumPhotoParam = 'photo';

/** `?image=<file name>`: a photo named by its file, as a search result links to it: the viewer finds
 * it wherever the album's order has put it by the time the link is followed. */
export const albumImageParam = 'image';
