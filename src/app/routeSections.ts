import { matchPath } from 'react-router-dom';
import { product } from '../../shared/product.ts';
import { shellTexts } from '../texts/shellTexts.ts';

const { routes } = product;
const names = shellTexts.sections;

// The location's pathname keeps the URL's escapes ('For%C3%AAt'); the router decodes its params
// the same way before the slideshow reads them.
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// The same patterns as AppRoutes, so a path that shows the not-found screen is titled as one.
const sections: readonly { pattern: string; section: (params: Record<string, string | undefined>) => string }[] = [
  { pattern: '/', section: () => names.login },
  { pattern: '/register', section: () => names.register },
  { pattern: '/about', section: () => names.about },
  { pattern: product.publicRoutes.forgotPassword, section: () => names.forgotPassword },
  { pattern: routes.home, section: () => names.home },
  { pattern: routes.gram, section: () => names.gram },
  { pattern: `${routes.gramViewer}/:album`, section: ({ album }) => decoded(album ?? '').trim() || names.gram },
  { pattern: `${routes.article}/:id`, section: () => names.article },
  { pattern: routes.publish, section: () => names.publish },
  { pattern: `${routes.editor}/:id`, section: () => names.editor },
  { pattern: routes.tube, section: () => names.tube },
  { pattern: routes.chat, section: () => names.chat },
  { pattern: routes.app, section: () => names.app },
  { pattern: routes.admin, section: () => names.admin },
  { pattern: routes.account, section: () => names.account },
];

/** The French name of the section a path shows, first in the tab's title. */
export function sectionOf(pathname: string): string {
  for (const { pattern, section } of sections) {
    const match = matchPath({ path: pattern, caseSensitive: false, end: true }, pathname);
    if (match) return section(match.params);
  }
  return names.notFound;
}
