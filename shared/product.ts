// Every name derived from the product lives here, so renaming the product is one edit.
export const PRODUCT_NAME = 'Lapin';

const slug = PRODUCT_NAME.toLowerCase();

export const product = {
  name: PRODUCT_NAME,
  title: `Le terrier de ${PRODUCT_NAME}`,
  /** The reserved chat sender whose messages show only their content. */
  systemSender: slug,
  /** The cookie that lets the browser fetch photos (server/accounts/sessionCookie.ts). */
  sessionCookie: `${slug}_session`,
  socketPath: `/${slug}chat/socket/`,
  routes: {
    home: '/app',
    gram: `/app/${slug}gram`,
    gramViewer: `/app/${slug}gramviewer`,
    tube: `/app/${slug}tube`,
    chat: `/app/${slug}chat`,
    app: `/app/${slug}app`,
    publish: '/app/publish',
    editor: '/app/editor',
    article: '/app/article',
    admin: '/app/admin',
    account: '/app/compte',
    /** Issue 38: where the phone's « Partager » lands (the manifest's share_target). */
    share: '/app/partage',
    /** Issue 39: the trip's map; its days at /app/voyage/jour/<n>. */
    voyage: '/app/voyage',
    /** Issue 40: « Raconter », the story composer; a story's edit at /app/raconter/<id>. */
    story: '/app/raconter',
  },
  /** Public: a relative with a reset code from an admin sets a new password. */
  publicRoutes: {
    forgotPassword: '/mot-de-passe-oublie',
  },
} as const;
