import { sampleVideo } from '../../src/testing/fakeVideosApi.ts';

// Fixed ids, so screenshots and routes stay the same from run to run.
export const readyVideo = sampleVideo({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Le lac au petit matin',
  description: 'Les enfants jettent des cailloux dans le lac.\nMamie filme depuis le ponton.',
  uploader: 'Marie',
  ts: Date.UTC(2026, 6, 14, 9, 30),
  duration: 83,
});

export const processingVideo = sampleVideo({
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Anniversaire de Léon',
  uploader: 'Paul',
  ts: Date.UTC(2026, 6, 15, 18, 0),
  status: 'processing',
  progress: 42,
  duration: 0,
  poster: undefined,
  url: undefined,
});

export const failedVideo = sampleVideo({
  id: '33333333-3333-4333-8333-333333333333',
  title: 'Film du portable de Papi',
  uploader: 'Jacques',
  ts: Date.UTC(2026, 6, 13, 12, 0),
  status: 'failed',
  progress: 0,
  duration: 0,
  poster: undefined,
  url: undefined,
  message: "La vidéo n'a pas pu être préparée : le fichier est illisible ou incomplet",
});

export const longTitleVideo = sampleVideo({
  id: '44444444-4444-4444-8444-444444444444',
  title:
    "La grande traversée à vélo de la Loire, de Nevers jusqu'à Saint-Nazaire, avec les cousins, les tantes et l'incroyable pique-nique sous l'orage à Montsoreau",
  uploader: 'Anne-Charlotte-Éléonore',
  ts: Date.UTC(2026, 6, 10, 8, 0),
  duration: 3725,
});

/** Newest first, as the server lists them. */
export const familyVideos = [processingVideo, readyVideo, failedVideo, longTitleVideo];
