import { product } from '../../shared/product.ts';
import { shellTexts } from '../texts/shellTexts.ts';
import { appPaths } from '../api/specNames.ts';

const { routes } = product;
const sections = shellTexts.sections;
const menu = shellTexts.menu;

export type RouteName =
  | 'login'
  | 'register'
  | 'about'
  | 'forgotPassword'
  | 'home'
  | 'albums'
  | 'slideshow'
  | 'article'
  | 'publish'
  | 'editor'
  | 'videos'
  | 'video'
  | 'chat'
  | 'app'
  | 'admin'
  | 'account'
  | 'share'
  | 'voyage'
  | 'voyageDay'
  | 'story'
  | 'storyEdit';

export type RouteEntry = {
  name: RouteName;
  /** Public pages sit in PublicShell; the signed-in ones in AppShell. */
  shell: 'public' | 'app';
  /** Where the page lives, without its parameter: the menu highlights every path under it. */
  path: string;
  /** The router's pattern: the path and its parameter, if it has one. */
  pattern: string;
  /** The section's French name, first in the tab's title. */
  section: (params: Record<string, string | undefined>) => string;
  /** The signed-in menu's entry for this page. */
  menu?: { label: string; adminOnly?: boolean };
  /** The menu entry highlighted while this page shows, when it has none of its own. */
  under?: RouteName;
};

// The location's pathname keeps the URL's escapes ('For%C3%AAt'); the router decodes its params
// the same way before the slideshow reads them.
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const page = (name: RouteName, shell: RouteEntry['shell'], path: string, section: RouteEntry['section'], extra: Partial<RouteEntry> = {}): RouteEntry => ({
  name,
  shell,
  path,
  pattern: path,
  section,
  ...extra,
});

/**
 * Every page of the client, once: the router (AppRoutes), the tab's title (routeSections) and the
 * signed-in menu (AppMenu, in this order, admin for admins only) all read this table.
 */
export const routeTable: readonly RouteEntry[] = [
  page('login', 'public', '/', () => sections.login),
  page('register', 'public', '/register', () => sections.register),
  page('about', 'public', '/about', () => sections.about),
  page('forgotPassword', 'public', product.publicRoutes.forgotPassword, () => sections.forgotPassword),
  page('home', 'app', routes.home, () => sections.home, { menu: { label: menu.home } }),
  page('albums', 'app', appPaths.albums, () => sections.albums, { menu: { label: menu.albums } }),
  page('slideshow', 'app', appPaths.albumViewer, ({ album }) => decoded(album ?? '').trim() || sections.albums, {
    pattern: `${appPaths.albumViewer}/:album`,
    under: 'albums',
  }),
  // Articles (view, publish, edit) belong to the home feed.
  page('article', 'app', routes.article, () => sections.article, { pattern: `${routes.article}/:id`, under: 'home' }),
  page('publish', 'app', routes.publish, () => sections.publish, { under: 'home' }),
  page('editor', 'app', routes.editor, () => sections.editor, { pattern: `${routes.editor}/:id`, under: 'home' }),
  page('videos', 'app', appPaths.videos, () => sections.videos, { menu: { label: menu.videos } }),
  // A video's page sits under Lapintube's own path: /app/lapintube/{id}.
  page('video', 'app', appPaths.videos, () => sections.videos, { pattern: `${appPaths.videos}/:id`, under: 'videos' }),
  page('chat', 'app', routes.chat, () => sections.chat, { menu: { label: menu.chat } }),
  page('app', 'app', routes.app, () => sections.app, { menu: { label: menu.app } }),
  page('admin', 'app', routes.admin, () => sections.admin, { menu: { label: menu.admin, adminOnly: true } }),
  // Issue 39: after the spec's entries; a day of the trip belongs to it.
  page('voyage', 'app', routes.voyage, () => sections.voyage, { menu: { label: menu.voyage } }),
  page('voyageDay', 'app', `${routes.voyage}/jour`, ({ day }) => sections.voyageDay(day ?? ''), {
    pattern: `${routes.voyage}/jour/:day`,
    under: 'voyage',
  }),
  // After the sections, for everyone: the relative's own account.
  page('account', 'app', routes.account, () => sections.account, { menu: { label: menu.account } }),
  // Issue 38: where the phone's « Partager » lands; in no menu.
  page('share', 'app', routes.share, () => sections.share),
  // Issue 40: « Raconter » and a story's edit in it belong to the home feed, as the builder's pages do.
  page('story', 'app', routes.story, () => sections.story, { under: 'home' }),
  page('storyEdit', 'app', routes.story, () => sections.story, { pattern: `${routes.story}/:id`, under: 'home' }),
];

export type MenuEntry = { path: string; label: string; adminOnly: boolean; sections: readonly string[] };

/** The signed-in menu's entries, each with the paths of the pages it stands for. */
export const menuEntries: readonly MenuEntry[] = routeTable.flatMap((entry) =>
  entry.menu
    ? [
        {
          path: entry.path,
          label: entry.menu.label,
          adminOnly: entry.menu.adminOnly ?? false,
          sections: routeTable.filter((other) => other.under === entry.name).map((other) => other.path),
        },
      ]
    : [],
);
