import { adminTexts } from './adminTexts.ts';
import { chatTexts } from './chatTexts.ts';
import { publicTexts } from './publicTexts.ts';
import { shellTexts } from './shellTexts.ts';

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
  { title: 'Connexion et inscription', texts: publicTexts },
  { title: 'Espace connecté', texts: shellTexts, samples: { welcome: ['Camille'] } },
  { title: 'Discussion', texts: chatTexts, samples: { 'errors.unreachableWithDetail': ['(timeout)'] } },
  { title: 'Administration', texts: adminTexts },
  { title: 'Catalogue des textes', texts: catalogueTexts },
];
