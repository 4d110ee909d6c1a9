// French copy of the feed, the article view, the publisher and the editor.

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;

export const articleTexts = {
  feed: {
    title: 'Articles',
    publish: 'Publier un article',
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
    actionFailed: 'Une erreur est survenue !',
    actionFailedWith: (detail: string) => `Une erreur est survenue ! ${detail}`,
    back: 'Retour aux articles',
  },
  comments: {
    title: 'Commentaires',
    count: (count: number) => (count === 0 ? 'Aucun commentaire' : count === 1 ? '1 commentaire' : `${count} commentaires`),
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
    budgetExceeded: (budget: number, weight: number, used: number) =>
      `Budget d'images dépassé : ${megabytes(budget)} par article. Cette image pèse ${megabytes(weight)} et ${megabytes(used)} sont déjà utilisés.`,
    budgetUsed: (used: number, budget: number) => `Images : ${megabytes(used)} sur ${megabytes(budget)}`,
    /** An image of the stored article, by its element name. */
    imageElement: (name: string) => `Image : ${name}`,
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
  },
} as const;
