// Album limits shared by the admin form (alerts) and the server (refusals). Kept apart from the
// request schemas so the browser never downloads TypeBox.

export const albumLimits = {
  maxPhotosPerUpload: 5,
  maxPhotoBytes: 30 * 1024 * 1024,
  maxAlbumNameLength: 100,
  maxCaptionLength: 2000,
  /** Album tiles per `loadmediatiles` page. */
  tilesPerPage: 24,
  acceptedTypes: ['image/png', 'image/gif', 'image/jpeg'],
} as const;

/** The caption of a new photo (`comment` on the wire), and the description that means "no overlay" in the slideshow. */
export const NO_CAPTION = 'none';
