import type { UploadQueueLine } from '../../src/components/UploadQueue.tsx';
import { forestJpeg, portraitJpeg, seaJpeg, sunsetJpeg } from './sampleImages.ts';

/** Thumbnails as the queue shows them (the app's are 96 px JPEG object URLs). */
const previews = [seaJpeg, forestJpeg, sunsetJpeg, portraitJpeg].map((jpeg) => `data:image/jpeg;base64,${jpeg}`);
export const samplePreview = (index: number): string => previews[index % previews.length] ?? '';

/** One line of each state a photo goes through; a photo still being prepared has no thumbnail yet. */
export const everyUploadState: UploadQueueLine[] = [
  { id: '1', name: 'IMG_2041.jpg', status: 'done', progress: 1, preview: samplePreview(0) },
  { id: '2', name: 'IMG_2042.jpg', status: 'duplicate', progress: 1, preview: samplePreview(1) },
  { id: '3', name: 'IMG_2043.jpg', status: 'sending', progress: 0.42, preview: samplePreview(2) },
  { id: '4', name: 'IMG_2044.jpg', status: 'failed', progress: 0, error: 'Seules les images png, gif ou jpeg sont acceptées', preview: samplePreview(3) },
  { id: '5', name: 'IMG_2045.jpg', status: 'waiting', progress: 0, preview: samplePreview(0) },
  { id: '6', name: 'IMG_2046.jpg', status: 'preparing', progress: 0 },
];

/** The most a relative picks at once. */
export const twoHundredUploads: UploadQueueLine[] = Array.from({ length: 200 }, (_, index) => ({
  id: String(index),
  name: `IMG_${3000 + index}.jpg`,
  status: index < 60 ? 'done' : index < 62 ? 'sending' : 'waiting',
  progress: index < 60 ? 1 : index === 60 ? 0.8 : 0.1,
  preview: samplePreview(index),
}));

export const longUploadName =
  'Anniversaire de grand-mère Marie-Thérèse à la maison de Saint-Jean-de-Luz, le gâteau aux framboises et les bougies.jpg';
