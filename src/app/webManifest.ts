import { product } from '../../shared/product.ts';
import { brand } from '../theme/palette.ts';
import { shareForm } from '../serviceWorker/sharedFiles.ts';

/** Where the built client keeps the home-screen icons (public/icons, made by scripts/makeIcons.ts). */
export const iconsPath = '/icons';

/**
 * The web app manifest (issue 24, "Installable"), served at /manifest.webmanifest: what a phone
 * needs to put Lapin on its home screen and open it as an app, at the feed.
 */
export const webManifest = {
  name: product.title,
  short_name: product.name,
  description: 'Les nouvelles, les photos et le chat de la famille.',
  lang: 'fr',
  dir: 'ltr',
  id: product.routes.home,
  start_url: product.routes.home,
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: brand.primary,
  background_color: brand.background,
  icons: [
    { src: `${iconsPath}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: `${iconsPath}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: `${iconsPath}/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // Issue 38: the installed app is offered in the phone's « Partager » for photos and videos. The
  // service worker takes the POST (src/sw.ts) and keeps the files until a queue has them.
  share_target: {
    action: product.routes.share,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: shareForm.title,
      text: shareForm.text,
      url: shareForm.url,
      files: [{ name: shareForm.files, accept: ['image/*', 'video/*'] }],
    },
  },
} as const;
