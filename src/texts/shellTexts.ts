import { product } from '../../shared/product.ts';

// The spec's section names, shown as they are: Lapingram holds the albums, Lapintube the videos.
const albums = `${product.name}gram`;
const videos = `${product.name}tube`;
const chat = `${product.name}chat`;
const app = `${product.name}app`;

// French copy of the signed-in shell and of the small sections (videos, app).
export const shellTexts = {
  menu: {
    home: 'Accueil',
    albums,
    videos,
    chat,
    app,
    admin: 'Admin',
    account: 'Mon compte',
    /** Issue 39: the trip's map, after the spec's entries. */
    voyage: 'Voyage',
    signOut: 'Se déconnecter',
    signOutTitle: 'Se déconnecter ?',
    /** Issue 38: shared files still waiting leave the device with the relative. */
    sharedWaiting: (count: number) =>
      count === 1
        ? '1 fichier partagé attend encore : il sera retiré de cet appareil. Il reste dans la galerie du téléphone, d’où vous pourrez le partager à nouveau.'
        : `${count} fichiers partagés attendent encore : ils seront retirés de cet appareil. Ils restent dans la galerie du téléphone, d’où vous pourrez les partager à nouveau.`,
    label: "Menu de l'espace connecté",
    language: 'FR',
    languageLabel: 'Langue : français',
    open: 'Ouvrir le menu',
    close: 'Fermer le menu',
    /** What a menu entry's count means, read after its name. */
    unread: {
      home: (count: number) => (count === 1 ? '1 nouvel article' : `${count} nouveaux articles`),
      chat: (count: number) => (count === 1 ? '1 message non lu' : `${count} messages non lus`),
      albums: (count: number) => (count === 1 ? '1 nouvelle photo ou vidéo' : `${count} nouvelles photos ou vidéos`),
      admin: (count: number) => (count === 1 ? '1 compte en attente' : `${count} comptes en attente`),
      other: (count: number) => (count === 1 ? '1 nouveauté' : `${count} nouveautés`),
    },
  },
  guard: {
    title: "Vous n'avez pas montré patte blanche",
    link: "S'authentifier",
  },
  /** Each route's section, first in the tab's title ('Lapinchat · Le terrier de Lapin'). An album's
   * slideshow is titled with the album's own name. */
  sections: {
    login: 'Connexion',
    register: 'Inscription',
    about: 'À propos',
    home: 'Accueil',
    albums,
    videos,
    chat,
    app,
    publish: 'Nouvel article',
    editor: "Modifier l'article",
    article: 'Article',
    admin: 'Administration',
    account: 'Mon compte',
    share: 'Partager',
    voyage: 'Voyage',
    voyageDay: (day: string) => `Voyage, jour ${day}`,
    /** Issue 40: the story composer. */
    story: 'Raconter',
    forgotPassword: 'Mot de passe oublié',
    notFound: 'Page introuvable',
    signedOut: 'Connexion requise',
  },
  account: {
    title: 'Mon compte',
    signedInAs: (pseudo: string) => `Connecté en tant que ${pseudo}`,
    passwordTitle: 'Changer le mot de passe',
    passwordIntro: 'Vos autres appareils seront déconnectés ; celui-ci reste connecté.',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmation du nouveau mot de passe',
    submit: 'Changer le mot de passe',
    changed: 'Mot de passe changé. Vos autres appareils ont été déconnectés.',
    sessionsTitle: 'Appareils connectés',
    sessionsIntro:
      "Un téléphone perdu ou une tablette prêtée reste connecté jusqu'à ce que vous le déconnectiez d'ici.",
    /** Issue 38: the sessions, each with its device and last use. */
    sessionsLabel: 'Vos appareils connectés',
    sessionsLoading: 'Chargement des appareils...',
    thisDevice: 'Cet appareil',
    unknownDevice: 'Appareil inconnu',
    lastUsed: (when: string) => `Dernière utilisation : ${when}`,
    endSession: 'Déconnecter',
    endSessionNamed: (device: string) => `Déconnecter ${device}`,
    endConfirmTitle: (device: string) => `Déconnecter ${device}\u00a0?`,
    endConfirmMessage: 'Cet appareil ne pourra plus rien voir du terrier. Il faudra s’y reconnecter avec votre mot de passe.',
    signOutEverywhere: 'Se déconnecter de tous les appareils',
    confirmTitle: 'Se déconnecter de tous les appareils ?',
    confirmMessage:
      'Tous vos appareils seront déconnectés, celui-ci compris. Il faudra vous reconnecter avec votre mot de passe.',
    confirmLabel: 'Tout déconnecter',
    signOut: 'Se déconnecter',
    signOutHint: 'Ce que cet appareil garde de vous (articles, albums, discussion) sera effacé.',
  },
  videos: {
    title: videos,
    placeholder: 'Un espace permettant de streamer de la video...',
  },
  app: {
    title: app,
    notice:
      "L'application n'est pas encore disponible : l'ordinateur du développeur manque de mémoire.",
    container: 'Le conteneur est attendu début septembre.',
    release: 'La première version téléchargeable est prévue mi-septembre.',
  },
  loading: 'Chargement...',
  welcome: (pseudo: string) => `Bienvenue dans le terrier, ${pseudo} !`,
} as const;
