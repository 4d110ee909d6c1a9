// One Error subclass per failure a client can cause. `message` is the French text a route may
// return as `{ message }` as is; `statusCode` is the 4xx to answer with, and `cause` keeps the
// technical reason for the log. They share MediaError so one `instanceof` maps them all.

export const mediaTexts = {
  unsupportedImage: "Format d'image non accepté (png, gif ou jpeg uniquement)",
  corruptImage: 'Image illisible ou endommagée',
  imageTooLarge: 'Image trop grande (100 mégapixels au maximum)',
  unsafePath: 'Nom de dossier ou de fichier non valide',
  imageNotFound: 'Image introuvable',
} as const;

export abstract class MediaError extends Error {
  abstract readonly statusCode: number;
}

export class UnsupportedImageError extends MediaError {
  override readonly name = 'UnsupportedImageError';
  readonly statusCode = 415;

  constructor(message: string = mediaTexts.unsupportedImage, options?: ErrorOptions) {
    super(message, options);
  }
}

export class ImageTooLargeError extends MediaError {
  override readonly name = 'ImageTooLargeError';
  readonly statusCode = 413;

  constructor(options?: ErrorOptions) {
    super(mediaTexts.imageTooLarge, options);
  }
}

export class UnsafePathError extends MediaError {
  override readonly name = 'UnsafePathError';
  readonly statusCode = 400;

  constructor(options?: ErrorOptions) {
    super(mediaTexts.unsafePath, options);
  }
}

export class ImageNotFoundError extends MediaError {
  override readonly name = 'ImageNotFoundError';
  readonly statusCode = 404;

  constructor(options?: ErrorOptions) {
    super(mediaTexts.imageNotFound, options);
  }
}
