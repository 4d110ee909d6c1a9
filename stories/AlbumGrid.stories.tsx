import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlbumGrid } from '../src/components/AlbumGrid.tsx';
import { longNameTiles, manyTiles, sampleTiles } from './support/sampleAlbums.ts';

const meta = {
  title: 'Components/AlbumGrid',
  component: AlbumGrid,
  args: { tiles: sampleTiles, loading: false, hasMore: false, onOpen: fn(), onLoadMore: fn() },
} satisfies Meta<typeof AlbumGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Albums: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Albums' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: "Ouvrir l'album Forêt des Landes" }));
    await expect(args.onOpen).toHaveBeenCalledWith('Forêt des Landes');
    await expect(canvas.queryByRole('button', { name: "Charger d'autres albums" })).toBeNull();
  },
};

export const Loading: Story = {
  args: { tiles: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement...' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { tiles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucun album publié')).toBeInTheDocument();
  },
};

export const ManyAlbums: Story = {
  args: { tiles: manyTiles, hasMore: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(16);
    await userEvent.click(canvas.getByRole('button', { name: "Charger d'autres albums" }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const LongNames: Story = {
  args: { tiles: longNameTiles },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    // However long the name, each tile stays in its column and keeps its full name for screen readers.
    const tiles = longNameTiles.map((tile) => canvas.getByRole('button', { name: `Ouvrir l'album ${tile.albumName}` }));
    const list = canvas.getByRole('list', { name: 'Albums' }).getBoundingClientRect();
    for (const tile of tiles) {
      const box = tile.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(list.left);
      await expect(box.right).toBeLessThanOrEqual(list.right + 0.5);
    }
    await userEvent.click(tiles[1] as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalledWith('Anticonstitutionnellementexceptionnelleréunionfamiliale');
  },
};

export const LoadError: Story = {
  args: { tiles: [], error: 'Session invalide ou expirée, reconnectez-vous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Session invalide');
    await expect(canvas.queryByText('Aucun album publié')).toBeNull();
  },
};
