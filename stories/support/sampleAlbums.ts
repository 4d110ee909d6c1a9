import type { AlbumTile, PhotoAlbum, SlideshowItem } from '../../shared/albumTypes.ts';
import { jpegDataUrl } from '../../src/components/jpegDataUrl.ts';
import { forestJpeg, portraitJpeg, seaJpeg, sunsetJpeg } from './sampleImages.ts';

export const sampleTiles: AlbumTile[] = [
  { albumName: 'Bretagne', thumbnail: jpegDataUrl(seaJpeg) },
  { albumName: 'Forêt des Landes', thumbnail: jpegDataUrl(forestJpeg) },
  { albumName: 'Couchers de soleil', thumbnail: jpegDataUrl(sunsetJpeg) },
];

/** An album the admin just created, open to members: no photo yet. */
export const emptyOpenTile: AlbumTile = { albumName: 'Voyage dans les Alpes', thumbnail: '', membersCanAdd: true };

const names = ['Vacances', 'Mariage', 'Randonnée', 'Anniversaire', 'Pique-nique', 'Rentrée', 'Noël', 'Carnaval'];
const images = [seaJpeg, forestJpeg, sunsetJpeg, portraitJpeg];

export const manyTiles: AlbumTile[] = Array.from({ length: 16 }, (_, index) => ({
  albumName: `${names[index % names.length]} ${2010 + index}`,
  thumbnail: jpegDataUrl(images[index % images.length] ?? seaJpeg),
}));

export const longNameTiles: AlbumTile[] = [
  { albumName: 'Le grand voyage en famille le long de la côte atlantique, de Brest à Biarritz, été 2025', thumbnail: jpegDataUrl(seaJpeg) },
  { albumName: 'Anticonstitutionnellementexceptionnelleréunionfamiliale', thumbnail: jpegDataUrl(forestJpeg) },
  { albumName: 'Court', thumbnail: jpegDataUrl(sunsetJpeg) },
];

export const slidesWithDescriptions: SlideshowItem[] = [
  { image: jpegDataUrl(seaJpeg), description: 'La Pointe du Raz, au petit matin' },
  { image: jpegDataUrl(portraitJpeg), description: 'none' },
  { image: jpegDataUrl(sunsetJpeg), description: 'Dernier coucher de soleil avant le retour, avec toute la famille réunie sur la plage' },
];

export const slidesWithoutDescriptions: SlideshowItem[] = [
  { image: jpegDataUrl(forestJpeg), description: 'none' },
  { image: jpegDataUrl(seaJpeg), description: 'none' },
];

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const sampleAlbums: PhotoAlbum[] = [
  {
    albumName: 'Bretagne',
    photos: [
      { image: uuid(1), comment: 'Première photo envoyée' },
      { image: uuid(2), comment: 'none' },
      { image: uuid(3), comment: 'Dernière photo envoyée' },
    ],
  },
  { albumName: 'Alsace', photos: [] },
];
