import { product } from '../../shared/product.ts';

// French copy of the signed-in shell and of the small sections (tube, app).
export const shellTexts = {
  menu: {
    home: 'Accueil',
    gram: `${product.name}gram`,
    tube: `${product.name}tube`,
    chat: `${product.name}chat`,
    app: `${product.name}app`,
    admin: 'Admin',
    label: "Menu de l'espace connecté",
    language: 'FR',
    languageLabel: 'Langue : français',
    open: 'Ouvrir le menu',
    close: 'Fermer le menu',
  },
  guard: {
    title: "Vous n'avez pas montré patte blanche",
    link: "S'authentifier",
  },
  tube: {
    placeholder: 'Un espace permettant de streamer de la video...',
  },
  app: {
    title: `${product.name}app`,
    notice:
      "L'application n'est pas encore disponible : l'ordinateur du développeur manque de mémoire.",
    container: 'Le conteneur est attendu début septembre.',
    release: 'La première version téléchargeable est prévue mi-septembre.',
  },
  loading: 'Chargement...',
  welcome: (firstName: string) => `Bienvenue dans le terrier, ${firstName} !`,
} as const;
