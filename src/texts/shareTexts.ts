import { product } from '../../shared/product.ts';

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** « 3 photos et 1 vidéo », « 1 vidéo ». */
function filesCount(photos: number, videos: number): string {
  return [photos > 0 ? plural(photos, 'photo', 'photos') : '', videos > 0 ? plural(videos, 'vidéo', 'vidéos') : ''].filter(Boolean).join(' et ');
}

/** « 2 photos et 1 vidéo confiées », « 1 vidéo confiée »: the participle agrees with the whole. */
function handedCount(photos: number, videos: number): string {
  return `${filesCount(photos, videos)} ${photos + videos === 1 ? 'confiée' : 'confiées'}`;
}

// French copy of the share screen (issue 38): what the phone's « Partager » opens.
export const shareTexts = {
  section: 'Partager',
  title: `Partager dans ${product.name}`,
  count: filesCount,
  filesLabel: 'Fichiers partagés',
  video: 'Vidéo',
  loading: 'Lecture des fichiers partagés…',
  question: 'Que voulez-vous en faire ?',
  destinations: {
    album: 'Ajouter à un album',
    chat: 'Envoyer dans le chat',
    /** Issue 40: the photos start a story in the composer. */
    story: 'Raconter',
  },
  chooseAlbum: 'Choisissez un album',
  addToAlbum: (album: string) => `Ajouter à « ${album} »`,
  handedToAlbum: (photos: number, videos: number, album: string) =>
    `${handedCount(photos, videos)} à l'album « ${album} » : l'envoi continue même si vous quittez cette page.`,
  notHandedOver: "Les fichiers n'ont pas pu être confiés à l'album : ils restent ici, réessayez.",
  /** Issue 40. */
  notHandedToStory: "Les photos n'ont pas pu être confiées au récit : elles restent ici, réessayez.",
  noAlbum: "Aucun album ne vous est ouvert : demandez à l'administrateur d'en ouvrir un aux membres.",
  videosNotInChat: 'Le chat ne prend que les photos : ajoutez les vidéos à un album.',
  chatLimit: 'Au plus 5 photos par message : les autres vous attendent ici pour un prochain message.',
  /** Issue 38: in the chat, once its message took the first five, the rest of the share waits. */
  waitingInChat: (photos: number, videos: number) => `${filesCount(photos, videos)} ${photos + videos === 1 ? 'partagée attend' : 'partagées attendent'}`,
  continueSharing: 'Continuer',
  discard: 'Abandonner ce partage',
  discardTitle: 'Abandonner ce partage ?',
  discardMessage: (count: number) =>
    `${count === 1 ? 'Le fichier partagé sera retiré' : `Les ${count} fichiers partagés seront retirés`} de ${product.name} sur cet appareil. ${count === 1 ? 'Il reste' : 'Ils restent'} dans la galerie du téléphone.`,
  discardConfirm: 'Abandonner',
  empty: `Aucun fichier partagé n'attend ici. Depuis la galerie du téléphone, choisissez des photos, « Partager », puis « ${product.name} ».`,
  noWorker: `Le partage n'a pas pu être reçu : ouvrez l'application ${product.name} une fois, puis partagez à nouveau depuis la galerie.`,
  failed: "Les fichiers partagés n'ont pas pu être gardés sur cet appareil (mémoire pleine ?). Libérez de la place puis partagez à nouveau.",
  unreadable: 'Les fichiers partagés sont illisibles sur cet appareil.',
  backHome: "Retour à l'accueil",
} as const;
