import type { SearchKind } from '../../shared/searchTypes.ts';

// Issue 41: French copy of the search (the top bar's field and the search panel). The app's
// search and the archive's search page say the same things.
const kindNames: Record<SearchKind, string> = {
  article: 'Articles',
  comment: 'Commentaires',
  message: 'Messages du chat',
  photo: 'Photos',
  video: 'Vidéos',
  place: 'Lieux',
};

export const searchTexts = {
  open: 'Rechercher',
  fieldPlaceholder: 'Rechercher…',
  fieldLabel: 'Rechercher dans Lapin',
  close: 'Fermer la recherche',
  clear: 'Effacer',
  title: 'Recherche',
  hint: 'Cherchez dans les articles, les commentaires, le chat, les photos, les vidéos et les lieux.',
  tips: 'Astuces : « de:Camille » pour ce qu’un proche a écrit, des guillemets pour une phrase exacte.',
  searching: 'Recherche en cours…',
  nothingFound: (query: string) => `Rien trouvé pour « ${query} »`,
  nothingFoundHelp: 'Essayez un autre mot, ou le début d’un mot.',
  failed: 'La recherche n’a pas abouti.',
  retry: 'Réessayer',
  offline: 'Hors ligne : la recherche reviendra avec le réseau.',
  more: 'Plus de résultats',
  resultsLabel: (query: string) => `Résultats pour « ${query} »`,
  kinds: kindNames,
  group: (kind: SearchKind, count: number, more: boolean) => `${kindNames[kind]} (${count}${more ? '+' : ''})`,
  /** Read after a result: who wrote it and when. */
  byline: (author: string, when: string) => (author ? `${author} · ${when}` : when),
  /** Said by screen readers when the list changes. */
  found: (count: number, more: boolean) =>
    count === 0 ? 'Aucun résultat' : count === 1 ? '1 résultat' : `${count}${more ? ' premiers' : ''} résultats`,
  keys: 'Flèches pour choisir, Entrée pour ouvrir, Échap pour fermer.',
} as const;
