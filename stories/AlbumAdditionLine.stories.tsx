import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { AlbumAdditionLine } from '../src/components/AlbumAdditionLine.tsx';

const meta = {
  title: 'Components/AlbumAdditionLine',
  component: AlbumAdditionLine,
  args: {
    pseudo: 'Camille',
    album: 'Alpes',
    photos: 12,
    videos: 0,
    at: new Date(2025, 6, 2, 18, 5).getTime(),
    href: '/app/lapingramviewer/Alpes',
    onOpenAlbum: fn(),
  },
} satisfies Meta<typeof AlbumAdditionLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Camille a ajouté 12 photos à « Alpes »' });
    await expect(link).toHaveAttribute('href', '/app/lapingramviewer/Alpes');
    await expect(canvas.getByText('02/07/2025 18:05')).toBeVisible();
    await userEvent.click(link);
    await expect(args.onOpenAlbum).toHaveBeenCalledWith('Alpes');
  },
};

export const OnePhoto: Story = {
  args: { photos: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Camille a ajouté 1 photo à « Alpes »' })).toBeVisible();
  },
};

export const Videos: Story = {
  args: { photos: 0, videos: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Camille a ajouté 3 vidéos à « Alpes »' })).toBeVisible();
  },
};

export const PhotosAndVideo: Story = {
  args: { photos: 2, videos: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Camille a ajouté 2 photos et 1 vidéo à « Alpes »' })).toBeVisible();
  },
};

export const PhoneLongFrench: Story = {
  globals: phoneViewport,
  args: { pseudo: 'Marie-Christine', album: 'Vacances en Haute-Savoie chez les cousins de Chamonix, été 2025', photos: 1, videos: 1 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Marie-Christine a ajouté 1 photo et 1 vidéo à « Vacances en Haute-Savoie chez les cousins de Chamonix, été 2025 »',
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(20);
  },
};
