import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
