import { videoTexts } from '../texts/videoTexts.ts';

/** The member cancelled the upload ("Annuler l'envoi"). */
export class UploadCancelledError extends Error {
  constructor() {
    super(videoTexts.upload.cancelled);
    this.name = 'UploadCancelledError';
  }
}
