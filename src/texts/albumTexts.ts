import { albumLimits } from '../../shared/albumLimits.ts';
import { albumUploadTexts } from './albumUploadTexts.ts';

const photoCount = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);
const videoCount = (count: number) => (count === 1 ? '1 vidéo' : `${count} vidéos`);

/** « 12 photos », « 1 vidéo », « 2 photos et 1 vidéo ». */
function itemsCount(photos: number, videos: number): string {
  if (videos === 0) return photoCount(photos);
  if (photos === 0) return videoCount(videos);
  return `${photoCount(photos)} et ${videoCount(videos)}`;
}

// Copy of the gallery, the slideshow and the admin's album manager. The spec keeps the manager's
// alerts and upload states in English.
export const albumTexts = {
  /** Issue 38: a feed line of what a member added to an album within an hour. */
  addition: {
    sentence: (pseudo: string, photos: number, videos: number, album: string) => `${pseudo} a ajouté ${itemsCount(photos, videos)} à « ${album} »`,
  },
  gallery: {
    title: 'Albums',
    empty: 'Aucun album publié',
    more: '...',
    moreLabel: "Charger d'autres albums",
    open: (albumName: string) => `Ouvrir l'album ${albumName}`,
    /** An album open to members with no photo yet: its tile, so relatives see where theirs go. */
    noPhotoYet: "Aucune photo pour l'instant",
  },
  slideshow: {
    loading: 'Chargement...',
    empty: 'Aucune image trouvée',
    back: 'Retour aux albums',
    previous: 'Image précédente',
    next: 'Image suivante',
    image: (position: number, total: number) => `Image ${position} sur ${total}`,
    counter: (position: number, total: number) => `${position} / ${total}`,
  },
  grid: {
    label: (albumName: string) => `Photos de l'album ${albumName}`,
    open: (position: number, total: number) => `Ouvrir la photo ${position} sur ${total}`,
    /** Albums by day (issue 39): the photos whose file gave no capture time, after the days. */
    undated: 'Sans date',
    downloadAlbum: "Télécharger l'album",
    /** The play mark of a video's tile, with its length as players show it. */
    videoMark: (duration: string) => `Vidéo, ${duration}`,
  },
  /** A video in an album (one of Lapintube's), in the grid and the viewer. */
  video: {
    preparing: (percent: number) => `En préparation ${percent} %`,
    failed: 'Vidéo illisible',
    label: (position: number, total: number) => `Vidéo ${position} sur ${total}`,
  },
  viewer: {
    close: 'Fermer',
    fullScreen: 'Plein écran',
    exitFullScreen: 'Quitter le plein écran',
    download: 'Télécharger',
    addedBy: (pseudo: string) => `Ajoutée par ${pseudo}`,
    showCaption: 'Afficher la description',
    hideCaption: 'Masquer la description',
    /** The caption sits under the photo; a double tap on the photo zooms, as in every photo app. */
    editCaption: 'Modifier la description',
    captionField: 'Description',
    saveCaption: 'Enregistrer',
    cancelCaption: 'Annuler',
    deletePhoto: 'Supprimer la photo',
    /** The automatic slideshow: it moves on every few seconds, and waits while a video plays. */
    autoplayLabel: 'Faire défiler automatiquement',
    autoplayWaits: 'Défilement en pause pendant la vidéo',
    deleteTitle: "Supprimer cette photo de l'album ?",
    deleteMessage: 'Elle disparaîtra pour toute la famille. La suppression est définitive.',
    deleteConfirm: 'Supprimer',
    /** A video of an album is one of Lapintube's: it goes from both. */
    deleteVideo: 'Supprimer la vidéo',
    deleteVideoTitle: "Supprimer cette vidéo de l'album ?",
    deleteVideoMessage: 'Elle disparaîtra pour toute la famille, de l’album et de Lapintube. La suppression est définitive.',
    /** Photos without captions (an article's): a mouse has only the keys to learn about. */
    keysHint: 'Les flèches du clavier changent de photo.',
    zoomHint: {
      pointer: "Double-cliquez sur la photo pour masquer ou afficher sa description ; les flèches du clavier changent de photo.",
      touch: 'Touchez deux fois la photo ou écartez deux doigts pour zoomer ; glissez pour changer de photo.',
    },
  },
  /** A member adds photos to an album open to members (shared albums, not in the spec). */
  upload: albumUploadTexts,
  manager: {
    title: 'Albums et images',
    createTitle: 'Créer un dossier',
    folderName: 'Nom du dossier',
    create: 'Créer',
    folderNameEmpty: 'Folder name is empty',
    created: 'Album created !',
    creationFailed: 'Album creation has failed !',
    uploadTitle: 'Envoyer des images',
    folder: 'Dossier',
    noFolder: 'Aucun dossier',
    chooseFiles: 'Choisir des images',
    selectedFiles: (count: number) => (count === 1 ? '1 image choisie' : `${count} images choisies`),
    upload: 'Envoyer',
    selectFilesFirst: 'select files first ?',
    maxImages: `max ${albumLimits.maxPhotosPerUpload} images`,
    pickFolder: 'pick a folder or create one',
    wrongType: 'Seules les images png, gif ou jpeg sont acceptées',
    uploading: 'Images uploading...',
    uploaded: 'Images uploaded',
    uploadFailed: "Upload didn't work as planned",
    progressLabel: "Progression de l'envoi",
    mediaTitle: (albumName: string) => `Images du dossier ${albumName}`,
    noMedia: 'Aucune image dans ce dossier',
    comment: 'Commentaire',
    noComment: 'Sans commentaire',
    commentHint: 'Entrée enregistre, Maj+Entrée va à la ligne. Vide : pas de description dans le diaporama',
    saveComment: 'Enregistrer',
    commentSaved: 'Enregistré',
    membersCanAdd: 'Les membres peuvent ajouter des photos',
    deleteImage: 'Supprimer',
    deleteTitle: (albumName: string) => `Supprimer cette image de l'album ${albumName} ?`,
    deleteMessage: 'Elle disparaîtra aussi du diaporama. La suppression est définitive.',
    imageAlt: (position: number) => `Image ${position}`,
    loadError: 'Impossible de charger les albums',
  },
} as const;
