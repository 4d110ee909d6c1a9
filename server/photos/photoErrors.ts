import { photoMessages } from './photoMessages.ts';

// One Error subclass per failure a client can cause. `message` is the French text a route may
// return as `{ message }` as is; `statusCode` is the 4xx to answer with, and `cause` keeps the
// technical reason for the log. They share PhotoError so one `instanceof` maps them all.
export abstract class PhotoError extends Error {
  abstract readonly statusCode: number;
}

export class UnsupportedImageError extends PhotoError {
  override readonly name = 'UnsupportedImageError';
  readonly statusCode = 415;

  constructor(message: string = photoMessages.unsupportedImage, options?: ErrorOptions) {
    super(message, options);
  }
}

export class ImageTooLargeError extends PhotoError {
  override readonly name = 'ImageTooLargeError';
  readonly statusCode = 413;

  constructor(options?: ErrorOptions) {
    super(photoMessages.imageTooLarge, options);
  }
}

export class UnsafePathError extends PhotoError {
  override readonly name = 'UnsafePathError';
  readonly statusCode = 400;

  constructor(options?: ErrorOptions) {
    super(photoMessages.unsafePath, options);
  }
}

export class ImageNotFoundError extends PhotoError {
  override readonly name = 'ImageNotFoundError';
  readonly statusCode = 404;

  constructor(options?: ErrorOptions) {
    super(photoMessages.imageNotFound, options);
  }
}
