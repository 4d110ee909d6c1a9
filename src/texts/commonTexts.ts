// French copy shared by several areas: dialogs and the document title.
import { product } from '../../shared/product.ts';

export const commonTexts = {
  cancel: 'Annuler',
  /** The tab's title: the screen's section first, so a row of tabs stays readable. */
  documentTitle: (section: string) => `${section} · ${product.title}`,
} as const;
