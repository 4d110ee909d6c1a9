import { mediaMessages } from './mediaMessages.ts';

// One Error subclass per failure a client can cause. `message` is the French text a route may
// return as `{ message }` as is; `statusCode` is the 4xx to answer with, and `cause` keeps the
// technical reason for the log. They share MediaError so one `instanceof` maps them all.
export abstract class MediaError extends Error {
  abstract readonly statusCode: number;
}

export class UnsupportedImageError extends MediaError {
  override readonly name = 'UnsupportedImageError';
  readonly statusCode = 415;

  constructor(message: string = mediaMessages.unsupportedImage, options?: ErrorOptions) {
    super(message, options);
  }
}

export class ImageTooLargeError extends MediaError {
  override readonly name = 'ImageTooLargeError';
  readonly statusCode = 413;

  constructor(options?: ErrorOptions) {
    super(mediaMessages.imageTooLarge, options);
  }
}

export class UnsafePathError extends MediaError {
  override readonly name = 'UnsafePathError';
  readonly statusCode = 400;

  constructor(options?: ErrorOptions) {
    super(mediaMessages.unsafePath, options);
  }
}

export class ImageNotFoundError extends MediaError {
  override readonly name = 'ImageNotFoundError';
  readonly statusCode = 404;

  constructor(options?: ErrorOptions) {
    super(mediaMessages.imageNotFound, options);
  }
}
