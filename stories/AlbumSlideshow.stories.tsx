import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlbumSlideshow } from '../src/components/AlbumSlideshow.tsx';
import type { ViewerPhoto } from '../src/components/PhotoViewer.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { slidesWithDescriptions } from './support/sampleAlbums.ts';

const photos: ViewerPhoto[] = slidesWithDescriptions.map((item) => ({ src: item.image, caption: item.description }));
const thumbnails = photos.map((photo) => photo.src);

const meta = {
  title: 'Components/AlbumSlideshow',
  component: AlbumSlideshow,
  args: {
    albumName: 'Bretagne',
    photos,
    thumbnails,
    loading: false,
    albumsPath: '/app/lapingram',
    albumDownload: '/media/albums/f/album.zip',
    onOpen: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AlbumSlideshow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bretagne' })).toBeInTheDocument();
    const grid = canvas.getByRole('list', { name: "Photos de l'album Bretagne" });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: "Télécharger l'album" })).toHaveAttribute('href', '/media/albums/f/album.zip');
    // Thumbnails load as they scroll into view.
    for (const image of grid.querySelectorAll('img')) await expect(image).toHaveAttribute('loading', 'lazy');
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir la photo 2 sur 3' }));
    await expect(args.onOpen).toHaveBeenCalledWith(1);
  },
};

/** Three columns on a phone, each a 44 px target at least, nothing sideways. */
export const GridPhone: Story = {
  globals: phoneViewport,
  args: { photos: [...photos, ...photos, ...photos], thumbnails: [...thumbnails, ...thumbnails, ...thumbnails] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: /Ouvrir la photo/ });
    const tops = buttons.slice(0, 4).map((button) => Math.round(button.getBoundingClientRect().top));
    await expect(tops[0]).toBe(tops[2]);
    await expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A tapped photo: the viewer opens over the grid at that photo. */
export const ViewerOpen: Story = {
  args: { openIndex: 2 },
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Bretagne' }));
    await expect(await dialog.findByRole('img', { name: 'Image 3 sur 3' })).toBeInTheDocument();
    await expect(dialog.getByRole('status')).toHaveTextContent('3 / 3');
    await userEvent.click(dialog.getByRole('button', { name: 'Fermer' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { photos: [], thumbnails: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chargement...')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Retour aux albums' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { photos: [], thumbnails: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucune image trouvée')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: "Télécharger l'album" })).toBeNull();
  },
};

export const NotFound: Story = {
  args: { albumName: '../../etc', photos: [], thumbnails: [], error: 'Album introuvable' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Album introuvable');
    await expect(canvas.getByRole('link', { name: 'Retour aux albums' })).toBeInTheDocument();
  },
};

export const LongName: Story = {
  globals: phoneViewport,
  args: { albumName: 'Le grand voyage en famille le long de la côte atlantique, de Brest à Biarritz, été 2025' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/Biarritz/);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const poster = photos[0]?.src ?? '';
/** An album with a photo and three videos of Lapintube: ready (0:42), being prepared, failed. */
const withVideos: ViewerPhoto[] = [
  photos[1] ?? { src: poster },
  { src: poster, caption: 'Les vagues à Étretat', video: { url: '/media/videos/11111111-1111-4111-8111-111111111111.mp4', duration: 42, status: 'ready', progress: 100 } },
  { src: poster, caption: 'none', video: { url: '/media/videos/22222222-2222-4222-8222-222222222222.mp4', duration: 0, status: 'processing', progress: 40 } },
  {
    src: poster,
    caption: 'none',
    video: {
      url: '/media/videos/33333333-3333-4333-8333-333333333333.mp4',
      duration: 0,
      status: 'failed',
      progress: 0,
      message: "La vidéo n'a pas pu être préparée : le fichier est illisible ou incomplet",
    },
  },
];
const videoArgs = { photos: withVideos, thumbnails: withVideos.map((photo) => photo.src) };

/** A ready video shows a play mark with its length; one being prepared, its progress; a failed one, so. */
export const GridWithVideos: Story = {
  args: videoArgs,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Vidéo, 00:42' })).toBeVisible();
    await expect(canvas.getByText('En préparation 40 %')).toBeVisible();
    await expect(canvas.getByText('Vidéo illisible')).toBeVisible();
    // Only the ready video has a picture yet.
    await expect(canvasElement.querySelectorAll('li img')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir la photo 2 sur 4' }));
    await expect(args.onOpen).toHaveBeenCalledWith(1);
  },
};

export const GridWithVideosPhone: Story = {
  globals: phoneViewport,
  args: videoArgs,
  play: async ({ canvasElement }) => {
    const mark = within(canvasElement).getByRole('img', { name: 'Vidéo, 00:42' });
    const tile = within(canvasElement).getByRole('button', { name: 'Ouvrir la photo 2 sur 4' }).getBoundingClientRect();
    const box = mark.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(tile.right);
    await expect(box.bottom).toBeLessThanOrEqual(tile.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A ready video opens in the viewer and plays in place, with the player's own controls; its
 * sender deletes it from the album and from Lapintube, once confirmed. */
export const VideoInViewer: Story = {
  args: { ...videoArgs, photos: withVideos.map((photo) => ({ ...photo, editable: true })), openIndex: 1, onDelete: fn() },
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Bretagne' }));
    const video = await dialog.findByLabelText('Vidéo 2 sur 4');
    await expect(video.tagName).toBe('VIDEO');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('playsinline');
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(video).toHaveAttribute('poster', poster);
    await expect(video).toHaveAttribute('src', '/media/videos/11111111-1111-4111-8111-111111111111.mp4');
    await expect(dialog.getByRole('note')).toHaveTextContent('Les vagues à Étretat');
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer la vidéo' }));
    const confirm = within(await within(document.body).findByRole('alertdialog', { name: "Supprimer cette vidéo de l'album ?" }));
    await expect(confirm.getByText(/de l’album et de Lapintube/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledWith(1);
  },
};

export const VideoPreparingInViewer: Story = {
  args: { ...videoArgs, openIndex: 2 },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Bretagne' }));
    await expect(await dialog.findByRole('status', { name: 'Vidéo 3 sur 4' })).toHaveTextContent('En préparation 40 %');
    await expect(dialog.queryByLabelText('Vidéo 3 sur 4', { selector: 'video' })).toBeNull();
  },
};

export const VideoFailedInViewer: Story = {
  globals: phoneViewport,
  args: { ...videoArgs, openIndex: 3 },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Bretagne' }));
    await expect(await dialog.findByRole('alert', { name: 'Vidéo 4 sur 4' })).toHaveTextContent(/illisible ou incomplet/);
  },
};

/** "Faire défiler automatiquement": the slideshow moves on, waits while the video plays, and goes
 * on once it has ended. (The player's events are sent by hand: the story has no real MP4.) */
export const SlideshowWaitsForVideo: Story = {
  args: { ...videoArgs, openIndex: 0, autoAdvanceMs: 800, onShow: fn() },
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Bretagne' }));
    const toggle = dialog.getByRole('button', { name: 'Faire défiler automatiquement' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(args.onShow).toHaveBeenCalledWith(1), { timeout: 3000 });
    const video = dialog.getByLabelText('Vidéo 2 sur 4');
    video.dispatchEvent(new Event('play'));
    await expect(await dialog.findByRole('button', { name: 'Défilement en pause pendant la vidéo' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onShow).toHaveBeenCalledTimes(1);
    video.dispatchEvent(new Event('ended'));
    await expect(await dialog.findByRole('button', { name: 'Faire défiler automatiquement' })).toBeInTheDocument();
    await waitFor(() => expect(args.onShow).toHaveBeenLastCalledWith(2), { timeout: 3000 });
    // Stopped, and back on video 3 if a busy machine let it move on before the click: the picture
    // is taken where the play ends, not wherever the timer has got to.
    await userEvent.click(dialog.getByRole('button', { name: 'Faire défiler automatiquement' }));
    await expect(dialog.getByRole('button', { name: 'Faire défiler automatiquement' })).toHaveAttribute('aria-pressed', 'false');
    const last = Number((args.onShow as ReturnType<typeof fn>).mock.lastCall?.[0] ?? 2);
    for (let ahead = (last + 2) % 4; ahead > 0; ahead -= 1) await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(args.onShow).toHaveBeenLastCalledWith(2));
  },
};
