// Article limits and form field names, shared by the client (alerts, paging) and the server
// (refusals). Kept apart from the request schemas so the browser never downloads TypeBox.

/** Spec §9: the feed pages by 15, newest first. */
export const ARTICLE_PAGE_SIZE = 15;

/** Spec §5/§9: image budget per article, in bytes, for the new images of one request. */
export const PUBLISH_IMAGE_BUDGET = 100 * 1024 * 1024;
export const EDIT_IMAGE_BUDGET = 19.5 * 1024 * 1024;

export const articleLimits = {
  title: 200,
  bandeau: 500,
  elementName: 100,
  text: 20_000,
  /** An image element's content: an upload's file name, or a stored image's name. */
  imageContent: 255,
  elements: 200,
  /** Characters of a photo's caption (issue 40). */
  caption: 300,
  /** Characters of one comment. */
  comment: 2000,
  /** Issue 40: photos uploaded ahead (`POST /api/article/photo`) that one article may name. */
  photos: 50,
} as const;

/**
 * Issue 40: a photo uploaded ahead and named by no article this long after its upload is swept.
 * A device publishing later than `PHOTO_REUPLOAD_AFTER_MS` after an upload sends that photo again
 * rather than name one that may be gone by the time the article arrives.
 */
export const ARTICLE_PHOTO_GRACE_MS = 24 * 60 * 60_000;
export const PHOTO_REUPLOAD_AFTER_MS = 20 * 60 * 60_000;

/** Names of the multipart fields of publish and edit (`clientId` on publish only), and of the photo upload. */
export const articleFormFields = { images: 'images', structure: 'structure', token: 'token', id: 'id', clientId: 'clientId', photo: 'photo' } as const;
