import type { Article } from '../../shared/articleTypes.ts';
import { sampleImageB64 } from '../../src/testing/fakeArticlesApi.ts';

export const sampleImageSrc = `data:image/jpeg;base64,${sampleImageB64}`;

// Local time, so dates read the same in every time zone.
export const julyAfternoon = new Date(2025, 6, 14, 16, 5).getTime();

export const textAndImages: Article = {
  id: 7,
  writer: 'Marie',
  ts: julyAfternoon,
  content: {
    title: 'Le lac de Serre-Ponçon',
    bandeau: 'Une journée au bord de l’eau',
    structure: [
      { type: 'text', name: 'paragraphe 1', content: 'Nous sommes partis tôt, les enfants encore endormis.' },
      { type: 'image', name: 'image 2', content: 'photo-lac' },
      { type: 'text', name: 'paragraphe 3', content: 'Les enfants ont nagé jusqu’au ponton.\nPuis pique-nique à l’ombre.' },
      { type: 'image', name: 'image 4', content: 'photo-ponton' },
    ],
  },
  comments: [],
};

export const longFrench: Article = {
  ...textAndImages,
  id: 8,
  writer: 'Marie Françoise de la Grande Garenne',
  content: {
    title: 'Traversée des gorges du Verdon par le sentier Martel, avec trois enfants et un chien très enthousiaste',
    bandeau:
      'Quatorze kilomètres, deux tunnels sans lumière, un pique-nique improvisé et une baignade glaciale au point Sublime : récit complet.',
    structure: [{ type: 'text', name: 'paragraphe 1', content: 'Anticonstitutionnellement '.repeat(40) }],
  },
};

/** A short thread under the lake article: Paul, Marie (the writer), then Paul again. */
export const sampleComments: Article['comments'] = [
  { id: 1, writer: 'Paul', ts: new Date(2025, 6, 14, 18, 20).getTime(), text: 'Magnifique ! On y retourne en août ?' },
  { id: 2, writer: 'Marie', ts: new Date(2025, 6, 14, 19, 2).getTime(), text: 'Avec plaisir.\nOn prendra le bateau cette fois.' },
  { id: 3, writer: 'Paul', ts: new Date(2025, 6, 15, 8, 45).getTime(), text: "Parfait, je m'occupe du pique-nique." },
];

/** Issue 23: an article showing three of Lapintube's videos as the server reads them: one ready
 * (a portrait phone clip), one being prepared, one deleted since. */
export const withVideos: Article = {
  ...textAndImages,
  id: 9,
  content: {
    title: 'Le ponton en vidéo',
    bandeau: 'Les plongeons de Léon, filmés par Mamie',
    structure: [
      { type: 'text', name: 'paragraphe 1', content: 'Le premier plongeon de Léon, sans bouée !' },
      {
        type: 'video',
        name: 'video 2',
        content: '11111111-1111-4111-8111-111111111111',
        title: 'Le plongeon de Léon',
        status: 'ready',
        progress: 100,
        duration: 12,
        width: 720,
        height: 1280,
        url: '/media/videos/11111111-1111-4111-8111-111111111111.mp4',
        poster: sampleImageSrc,
      },
      { type: 'video', name: 'video 3', content: '22222222-2222-4222-8222-222222222222', title: 'Le goûter', status: 'processing', progress: 37, duration: 40, width: 1280, height: 720 },
      { type: 'video', name: 'video 4', content: '33333333-3333-4333-8333-333333333333', status: 'deleted' },
    ],
  },
};
