import { product } from '../../shared/product.ts';

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

// French copy of the share screen (issue 38): what the phone's « Partager » opens.
export const shareTexts = {
  section: 'Partager',
  title: `Partager dans ${product.name}`,
  count: (photos: number, videos: number) =>
    [photos > 0 ? plural(photos, 'photo', 'photos') : '', videos > 0 ? plural(videos, 'vidéo', 'vidéos') : ''].filter(Boolean).join(' et '),
  filesLabel: 'Fichiers partagés',
  video: 'Vidéo',
  loading: 'Lecture des fichiers partagés…',
  question: 'Que voulez-vous en faire ?',
  destinations: {
    album: 'Ajouter à un album',
    chat: 'Envoyer dans le chat',
  },
  chooseAlbum: 'Choisissez un album',
  addToAlbum: (album: string) => `Ajouter à « ${album} »`,
  handedToAlbum: (count: number, album: string) =>
    `${count === 1 ? '1 photo confiée' : `${count} photos confiées`} à l'album « ${album} » : l'envoi continue même si vous quittez cette page.`,
  notHandedOver: "Les photos n'ont pas pu être confiées à l'album : elles restent ici, réessayez.",
  noAlbum: "Aucun album ne vous est ouvert : demandez à l'administrateur d'en ouvrir un aux membres.",
  videosElsewhere: `Les vidéos ne vont pas dans les albums ni dans le chat depuis un partage : envoyez-les depuis ${product.name}tube, « Ajouter une vidéo ».`,
  chatLimit: 'Au plus 5 photos par message : les autres vous attendent ici pour un prochain message.',
  discard: 'Abandonner ce partage',
  empty: `Aucun fichier partagé n'attend ici. Depuis la galerie du téléphone, choisissez des photos, « Partager », puis « ${product.name} ».`,
  noWorker: `Le partage n'a pas pu être reçu : ouvrez l'application ${product.name} une fois, puis partagez à nouveau depuis la galerie.`,
  failed: "Les fichiers partagés n'ont pas pu être gardés sur cet appareil (mémoire pleine ?). Libérez de la place puis partagez à nouveau.",
  unreadable: 'Les fichiers partagés sont illisibles sur cet appareil.',
  backHome: "Retour à l'accueil",
} as const;
