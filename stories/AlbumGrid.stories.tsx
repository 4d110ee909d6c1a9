import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlbumGrid } from '../src/components/AlbumGrid.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { emptyOpenTile, longNameTiles, manyTiles, sampleTiles } from './support/sampleAlbums.ts';

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

/** An empty album open to members is shown (issue 38), with its own « Ajouter des photos ». */
export const EmptyAlbumOpenToMembers: Story = {
  args: { tiles: [emptyOpenTile, ...sampleTiles], onAddTo: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Aucun album publié')).toBeNull();
    await expect(canvas.getByText("Aucune photo pour l'instant")).toBeVisible();
    // Only the empty album has its own button: the others are added to from their album.
    await expect(canvas.getAllByRole('button', { name: /^Ajouter des photos/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: "Ajouter des photos à l'album Voyage dans les Alpes" }));
    await expect(args.onAddTo).toHaveBeenCalledWith('Voyage dans les Alpes');
  },
};

export const PhoneEmptyAlbumOpenToMembers: Story = {
  globals: phoneViewport,
  args: { tiles: [emptyOpenTile, ...sampleTiles], onAddTo: fn() },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: "Ajouter des photos à l'album Voyage dans les Alpes" });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
