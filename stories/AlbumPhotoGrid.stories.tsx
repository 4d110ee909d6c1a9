import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlbumPhotoGrid } from '../src/components/AlbumPhotoGrid.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { manyTiles } from './support/sampleAlbums.ts';

const thumbnails = manyTiles.map((tile) => tile.thumbnail);

const meta = {
  title: 'Components/AlbumPhotoGrid',
  component: AlbumPhotoGrid,
  args: { albumName: 'Bretagne', thumbnails, onOpen: fn() },
} satisfies Meta<typeof AlbumPhotoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(16);
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir la photo 16 sur 16' }));
    await expect(args.onOpen).toHaveBeenCalledWith(15);
    // Keyboard: Enter on a focused photo opens it too.
    canvas.getByRole('button', { name: 'Ouvrir la photo 1 sur 16' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenLastCalledWith(0);
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    const [first, , third, fourth] = buttons.map((button) => button.getBoundingClientRect());
    // Three columns: the fourth photo starts the second row.
    await expect(Math.round(third?.top ?? -1)).toBe(Math.round(first?.top ?? -2));
    await expect(fourth?.top).toBeGreaterThan(first?.bottom ?? 0);
    await expect(first?.width).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Single: Story = {
  args: { thumbnails: thumbnails.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ouvrir la photo 1 sur 1' })).toBeInTheDocument();
  },
};
