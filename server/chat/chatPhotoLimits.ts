import { albumLimits } from '../../shared/albumLimits.ts';

/** Issue 25: the chat's photos go through the albums' image pipeline, with its bounds. */
export const chatPhotoLimits = {
  maxPhotosPerMessage: albumLimits.maxPhotosPerUpload,
  maxPhotoBytes: albumLimits.maxPhotoBytes,
} as const;
