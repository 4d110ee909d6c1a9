// French copy of Lapintube (issue 23): the list, the add form and the video page.
import { shellTexts } from './shellTexts.ts';

export const videoTexts = {
  /** The spec's sentence stays the screen's introduction. */
  intro: shellTexts.tube.placeholder,
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
    fileMissing: 'Choisissez la vidéo à envoyer.',
    sending: (percent: number) => `Envoi : ${percent} %`,
    sent: 'Vidéo envoyée : elle est en préparation et sera visible de toute la famille une fois prête.',
    failed: "La vidéo n'a pas pu être envoyée.",
  },
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
  },
} as const;
