import { videoUploadTexts } from '../texts/videoUploadTexts.ts';

/** The member cancelled the upload ("Annuler l'envoi"). */
export class UploadCancelledError extends Error {
  constructor() {
    super(videoUploadTexts.cancelled);
    this.name = 'UploadCancelledError';
  }
}
