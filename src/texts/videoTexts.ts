// French copy of Lapintube (issue 23): the list, the add form and the video page.
import { formatBytes } from '../../shared/formatBytes.ts';
import { shellTexts } from './shellTexts.ts';
import { videoUploadTexts } from './videoUploadTexts.ts';

export const videoTexts = {
  /** The spec's sentence stays the screen's introduction. */
  intro: shellTexts.videos.placeholder,
  list: {
    title: 'Les vidéos de la famille',
    empty: "Aucune vidéo pour l'instant. Ajoutez la première !",
    loading: 'Chargement des vidéos...',
    loadFailed: 'Les vidéos ne peuvent pas être chargées pour le moment.',
    byUploader: (uploader: string) => `Ajoutée par ${uploader}`,
    processing: (progress: number) => `Préparation : ${progress} %`,
    failed: 'Préparation impossible',
    duration: (spoken: string) => `Durée : ${spoken}`,
  },
  add: {
    title: 'Ajouter une vidéo',
    videoTitle: 'Titre',
    description: 'Description (facultative)',
    file: 'Choisir la vidéo',
    noFile: 'Aucune vidéo choisie',
    submit: 'Envoyer la vidéo',
    titleEmpty: 'Donnez un titre à la vidéo.',
    // The rule of every free text field (shared/freeText.ts), in the server's words.
    titleControl: 'Le titre de la vidéo contient des caractères invisibles non permis : retirez-les.',
    descriptionControl: 'La description de la vidéo contient des caractères invisibles non permis : retirez-les.',
    fileMissing: 'Choisissez la vidéo à envoyer.',
    sending: (percent: number) => `Envoi : ${percent} %`,
    sentBytes: (sent: number, total: number) => `${formatBytes(sent)} sur ${formatBytes(total)}`,
    waiting: "Connexion perdue : l'envoi reprendra tout seul dès le retour du réseau, sans renvoyer ce qui est déjà parti.",
    resumed: (percent: number) => `Envoi repris là où il s'était arrêté (${percent} % déjà reçus).`,
    cancel: "Annuler l'envoi",
    cancelled: 'Envoi annulé. Ce qui était déjà parti sera effacé du serveur.',
    sent: 'Vidéo envoyée : elle est en préparation et sera visible de toute la famille une fois prête.',
    failed: "La vidéo n'a pas pu être envoyée.",
  },
  /** What the upload itself reports, shown in the add form. */
  upload: videoUploadTexts,
  page: {
    back: 'Retour aux vidéos',
    loadFailed: 'Cette vidéo ne peut pas être chargée.',
    processing: (progress: number) => `Cette vidéo est en préparation (${progress} %). Elle pourra être regardée dans un instant.`,
    byUploader: (uploader: string, day: string) => `Ajoutée par ${uploader} le ${day}`,
    edit: 'Modifier',
    delete: 'Supprimer',
    save: 'Enregistrer',
    cancel: 'Annuler',
    confirmTitle: (title: string) => `Supprimer la vidéo « ${title} » ?`,
    confirmMessage: 'La vidéo et ses fichiers seront effacés pour toute la famille.',
    confirmLabel: 'Supprimer',
    actionFailed: "L'opération n'a pas abouti.",
    threadWhenReady: 'Les commentaires et les réactions s’ouvriront quand la vidéo sera prête.',
  },
} as const;
