// French copy of the feed, the article view, the publisher and the editor.

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;

export const articleTexts = {
  feed: {
    title: 'Articles',
    publish: 'Publier un article',
    /** Issue 40: the composer, the feed's first action. */
    tell: 'Raconter',
    empty: 'Aucun article publié',
    loadMore: '...',
    loadMoreLabel: 'Charger les articles plus anciens',
    byWriter: (writer: string) => `par ${writer}`,
    newArticles: (count: number) => (count === 1 ? '1 nouvel article' : `${count > 99 ? '99+' : count} nouveaux articles`),
  },
  view: {
    loadError: "Probleme lors du chargement de l'article",
    edit: 'Editer',
    delete: 'Supprimer',
    comments: 'Commentaires',
    writtenBy: (writer: string) => `Écrit par ${writer}`,
    imageLoading: "Chargement de l'image...",
    imageError: "L'image n'a pas pu être chargée",
    confirmDelete: "Voulez vraiment effacer l'article ?",
    confirm: 'Effacer',
    moderationNotice: (writer: string) => `Cet article est de ${writer} : il disparaîtra pour toute la famille, avec ses photos et ses commentaires.`,
    actionFailed: 'Une erreur est survenue !',
    actionFailedWith: (detail: string) => `Une erreur est survenue ! ${detail}`,
    back: 'Retour aux articles',
    openPhoto: (position: number, total: number) => `Agrandir la photo ${position} sur ${total}`,
    /** A video element whose video is still being prepared on Lapintube. */
    videoProcessing: (progress: number) => `En préparation ${progress} %`,
    videoFailed: "Cette vidéo n'a pas pu être préparée",
    videoDeleted: 'Cette vidéo a été supprimée',
  },
  comments: {
    title: 'Commentaires',
    count: (count: number) => (count === 1 ? '1 commentaire' : `${count} commentaires`),
    empty: "Aucun commentaire pour l'instant. Dites ce que vous en pensez !",
    field: 'Votre commentaire',
    submit: 'Commenter',
    sending: 'Envoi…',
    remaining: (left: number) => (left >= 0 ? `Encore ${left} caractères` : `${-left} caractères de trop`),
    delete: (writer: string) => `Supprimer le commentaire de ${writer}`,
    confirmDelete: 'Supprimer ce commentaire ?',
    confirmMessage: 'Il disparaîtra pour toute la famille.',
    confirm: 'Supprimer',
    close: 'Fermer',
    /** Issue 24: the list of own comments not sent yet, under the thread. */
    pending: 'Commentaires en attente',
  },
  builder: {
    publisherTitle: 'Nouvel article',
    editorTitle: "Modifier l'article",
    selection: 'Élément sélectionné',
    title: 'Titre',
    bandeau: 'Bandeau',
    paragraph: 'Texte du paragraphe',
    addParagraph: 'Ajouter un paragraphe',
    /** The button that opens the photo chooser; the chosen photo goes straight into the article. */
    addImage: 'Ajouter une image',
    /** The label of the hidden file field the button opens. */
    chooseImage: 'Choisir une image',
    chosenImage: (fileName: string) => `Image choisie : ${fileName}`,
    deleteSelected: "Supprimer l'élément",
    /** Issue 40: the selected element changes places with its neighbour. */
    moveUp: "Monter l'élément",
    moveDown: "Descendre l'élément",
    /** Issue 40: under the selected photo, shown under it in the article. */
    caption: 'Légende de la photo (facultative)',
    content: "Contenu de l'article",
    actions: "Actions de l'article",
    discard: {
      publishTitle: 'Abandonner cet article ?',
      publishMessage: "Le texte et les photos ajoutés seront perdus : l'article ne sera pas publié.",
      editTitle: 'Abandonner les modifications ?',
      editMessage: "Les changements seront perdus : l'article reste tel qu'il a été publié.",
      confirm: 'Abandonner',
    },
    publish: 'Publier',
    republish: 'Publier à nouveau',
    publishing: 'Publication en cours...',
    uploadProgress: "Envoi de l'article",
    noImageChosen: "Pas d'image séléctionnée",
    incomplete: "L'article doit avoir un titre, un bandeau et au moins un paragraphe ou une image",
    /** Issue 40: beside the spec's alert, each part still missing. */
    missing: { title: 'Ajoutez un titre', bandeau: 'Ajoutez un bandeau', element: 'Ajoutez un paragraphe ou une image' },
    budgetExceeded: (budget: number, weight: number, used: number) =>
      `Budget d'images dépassé : ${megabytes(budget)} par article. Cette image pèse ${megabytes(weight)} et ${megabytes(used)} sont déjà utilisés.`,
    budgetUsed: (used: number, budget: number) => `Images : ${megabytes(used)} sur ${megabytes(budget)}`,
    /** An image of the stored article, by its element name. */
    imageElement: (name: string) => `Image : ${name}`,
    /** Opens the picker of Lapintube's videos (issue 23). */
    addVideo: 'Insérer une vidéo',
    videoElement: (title: string) => `Vidéo : ${title}`,
    close: 'Fermer',
  },
  /** Issue 24: the article being written is kept on the device. */
  drafts: {
    leaveTitle: 'Garder le brouillon ?',
    leaveMessage: 'Gardé, il reste sur cet appareil et vous sera proposé en revenant ici. Jeté, il est perdu.',
    keep: 'Garder',
    throwAway: 'Jeter',
    resumeTitle: 'Reprendre le brouillon ?',
    /** Where the kept draft comes from, in the offer to resume it. */
    kept: (title: string, savedAt: string) => `« ${title} », enregistré sur cet appareil le ${savedAt}.`,
    untitled: 'Sans titre',
    photos: (count: number) => (count === 1 ? 'Avec 1 photo.' : `Avec ${count} photos.`),
    resume: 'Reprendre le brouillon',
    startOverPublish: 'Recommencer',
    startOverEdit: "Repartir de l'article publié",
    savedHere: 'Brouillon gardé sur cet appareil',
    delete: 'Supprimer le brouillon',
    confirmDelete: 'Supprimer le brouillon ?',
    confirmDeleteMessage: 'Le texte et les photos de ce brouillon seront effacés de cet appareil.',
    confirmDeleteLabel: 'Supprimer',
  },
  videoPicker: {
    title: 'Insérer une vidéo de Lapintube',
    loading: 'Chargement des vidéos...',
    empty: "Aucune vidéo sur Lapintube pour l'instant : ajoutez-en une depuis Lapintube, puis revenez l'insérer ici.",
    loadFailed: "Les vidéos n'ont pas pu être chargées.",
    processing: (progress: number) => `En préparation ${progress} %`,
    byUploader: (uploader: string) => `Ajoutée par ${uploader}`,
    close: 'Fermer',
  },
  preview: {
    title: 'Aperçu',
    emptyTitle: "Titre de l'article",
    emptyBandeau: 'Bandeau',
    emptyParagraph: 'Paragraphe vide',
  },
  elementName: {
    paragraph: (n: number) => `paragraphe ${n}`,
    image: (n: number) => `image ${n}`,
    video: (n: number) => `video ${n}`,
  },
} as const;
