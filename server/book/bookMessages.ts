// What the book's calls answer in French, and what a failed book says.
const full = 'Le disque du serveur est plein : ';

export const bookMessages = {
  bookNotFound: 'Ce livre n’existe pas (ou plus) : un livre plus récent l’a peut-être remplacé.',
  rangeInvalid: 'Le premier jour du livre doit venir avant le dernier.',
  rangeOutside: (days: number) => `Ce voyage compte ${days} jour${days > 1 ? 's' : ''} : choisissez des jours entre 1 et ${days}.`,
  noDays: 'Ce voyage n’a encore aucun jour à mettre dans un livre.',
  diskFull: `${full}le livre n’y tiendrait pas sans entamer la place gardée pour la base. Prévenez l’administrateur.`,
  failed: 'Le livre n’a pas pu être fait. Réessayez, ou prévenez l’administrateur.',
  tooSlow: 'Le livre a pris trop de temps à faire et a été arrêté. Essayez avec moins de jours.',
  tooDemanding: 'Le livre demandait trop de mémoire et a été arrêté. Essayez avec moins de jours.',
} as const;
