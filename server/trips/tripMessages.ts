// What the trip calls answer in French.
export const tripMessages = {
  titleMissing: 'Donnez un titre au voyage.',
  tripNotFound: 'Ce voyage n’existe pas (ou plus).',
  dateInvalid: 'Cette date n’existe pas dans le calendrier.',
  endBeforeStart: 'La date de fin doit être le jour du départ ou après.',
  overlap: (title: string) => `Ces dates chevauchent celles du voyage « ${title} ». Deux voyages ne peuvent pas se recouvrir.`,
  itemNotFound: 'Cet élément n’existe pas (ou plus).',
  notOwner: 'Seul l’auteur ou un administrateur peut masquer ce lieu.',
  placeInvalid: 'Le lieu de l’article est invalide : donnez {"lat": …, "lon": …} ou "none".',
} as const;
