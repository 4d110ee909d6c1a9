import { adminTexts } from './adminTexts.ts';
import { articleTexts } from './articleTexts.ts';
import { albumTexts } from './albumTexts.ts';
import { chatTexts } from './chatTexts.ts';
import { commonTexts } from './commonTexts.ts';
import { publicTexts } from './publicTexts.ts';
import { offlineTexts } from './offlineTexts.ts';
import { shellTexts } from './shellTexts.ts';
import { videoTexts } from './videoTexts.ts';

/** A text, a list of texts, a group of texts, or a function that writes a text from its arguments. */
export type TextValue = string | number | ((...args: never[]) => string) | readonly TextValue[] | TextTree;
export type TextTree = { readonly [key: string]: TextValue };

export type TextArea = {
  title: string;
  texts: TextTree;
  /** Sample arguments for the functions of this area, by dotted key (`welcome`, `menu.greet`). */
  samples?: Readonly<Record<string, readonly unknown[]>>;
};

// Copy of the text catalogue page itself (Storybook 'Textes').
export const catalogueTexts = {
  title: "Textes de l'interface",
  intro: 'Chaque texte affiché par le produit, regroupé par écran. Les textes calculés sont montrés avec un exemple.',
  key: 'Clé',
  text: 'Texte',
} as const;

/** The argument a catalogue function gets when its area names no sample for it. */
export const defaultSampleArgument = 'Camille';

// One entry per area. A new area's texts module is added here, by hand, so the catalogue stays complete.
export const textAreas: readonly TextArea[] = [
  { title: 'Commun', texts: commonTexts, samples: { documentTitle: ['Accueil'] } },
  { title: 'Connexion et inscription', texts: publicTexts },
  { title: 'Espace connecté', texts: shellTexts, samples: { welcome: ['Camille'] } },
  { title: 'Hors ligne et mises à jour', texts: offlineTexts },
  {
    title: 'Discussion',
    texts: chatTexts,
    samples: {
      'errors.unreachableWithDetail': ['(timeout)'],
      'errors.notConfirmedWithReason': ['Le message est vide'],
      'photos.remove': [2],
      'photos.uploading': [42],
      'photos.failed': ['Au plus 5 photos par message'],
      'photos.altOf': ['Zoé', 2, 5],
      'photos.only': [3],
    },
  },
  { title: 'Administration', texts: adminTexts },
  {
    title: 'Albums',
    texts: albumTexts,
    samples: {
      'gallery.open': ['Vacances en Bretagne'],
      'slideshow.image': [2, 7],
      'slideshow.counter': [2, 7],
      'grid.label': ['Vacances en Bretagne'],
      'grid.open': [2, 7],
      'viewer.addedBy': ['Zoé'],
      'manager.deleteTitle': ['Vacances en Bretagne'],
      'manager.selectedFiles': [3],
      'manager.mediaTitle': ['Vacances en Bretagne'],
      'manager.imageAlt': [1],
    },
  },
  {
    title: 'Articles',
    texts: articleTexts,
    samples: {
      'feed.byWriter': ['Marie'],
      'view.writtenBy': ['Marie'],
      'view.openPhoto': [1, 3],
      'view.actionFailedWith': ["Seul l'auteur de l'article peut le modifier ou le supprimer"],
      'builder.chosenImage': ['IMG_0042.jpg'],
      'builder.budgetExceeded': [19.5 * 1024 * 1024, 4.2 * 1024 * 1024, 17 * 1024 * 1024],
      'builder.budgetUsed': [17 * 1024 * 1024, 19.5 * 1024 * 1024],
      'elementName.paragraph': [2],
      'elementName.image': [3],
      'drafts.kept': ['Le lac de Serre-Ponçon', '14/11/2025 18:30'],
      'drafts.photos': [2],
    },
  },
  {
    title: 'Lapintube',
    texts: videoTexts,
    samples: {
      'list.byUploader': ['Marie'],
      'list.processing': [42],
      'list.duration': ['1 minute 23 secondes'],
      'add.sending': [37],
      'page.processing': [42],
      'page.byUploader': ['Marie', '14/07/2026'],
      'page.confirmTitle': ['Le lac au petit matin'],
    },
  },
  { title: 'Catalogue des textes', texts: catalogueTexts },
];
