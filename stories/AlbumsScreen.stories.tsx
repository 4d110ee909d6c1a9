import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AlbumsScreen } from '../src/screens/AlbumsScreen.tsx';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeAlbumsApi } from '../src/testing/fakeAlbumsApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { withStores } from './support/withStores.tsx';
import { emptyOpenTile, manyTiles, sampleTiles } from './support/sampleAlbums.ts';
import { jpegFiles } from './support/sampleFiles.ts';

const meta = {
  title: 'Screens/AlbumsScreen',
  component: AlbumsScreen,
  parameters: { route: '/app/lapingram' },
} satisfies Meta<typeof AlbumsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = ({ accounts }: { accounts: { userInfo: unknown; userToken: boolean } }) =>
  void Object.assign(accounts, { userInfo: sampleUser, userToken: true });

export const Albums: Story = {
  decorators: [withStores({ api: { albums: fakeAlbumsApi({ tiles: sampleTiles }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: "Ouvrir l'album Bretagne" })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Albums']);
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  decorators: [withStores({ api: { albums: fakeAlbumsApi({ tiles: sampleTiles }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = await canvas.findByRole('button', { name: "Ouvrir l'album Bretagne" });
    const box = tile.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ManyAlbums: Story = {
  decorators: [withStores({ api: { albums: fakeAlbumsApi({ tiles: [...manyTiles, ...manyTiles.map((tile) => ({ ...tile, albumName: `${tile.albumName} bis` }))] }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: "Charger d'autres albums" })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(24);
  },
};

export const Loading: Story = {
  decorators: [withStores({ api: { albums: fakeAlbumsApi({ pending: true }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar')).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

export const Empty: Story = {
  decorators: [withStores({ arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aucun album publié')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Albums' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  decorators: [withStores({ api: { albums: fakeAlbumsApi({ failWith: 'Session invalide ou expirée, reconnectez-vous' }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Session invalide');
  },
};

/** Shared albums: a member adds photos from the gallery, here through the browser's own hashing
 * and shrinking, to an album that has no photo yet (so no tile). */
export const MemberAddsPhotos: Story = {
  globals: phoneViewport,
  decorators: [withStores({ api: { albums: fakeAlbumsApi({ tiles: sampleTiles, openAlbums: ['Mariage de Léa', 'Bretagne'] }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Ajouter des photos' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Ajouter des photos à Mariage de Léa' }));
    await userEvent.upload(dialog.getByLabelText('Choisir des photos ou des vidéos'), jpegFiles(3));
    // Hashing and shrinking three photos in the browser takes seconds on a busy machine.
    await expect(await dialog.findByText("3 sur 3 dans l'album", {}, { timeout: 15_000 })).toBeInTheDocument();
    await expect(dialog.getAllByText('Envoyée')).toHaveLength(3);
    // Each line's thumbnail, made by the browser while preparing the photo.
    const thumbnails = [...document.querySelectorAll<HTMLImageElement>('[role="dialog"] li img')];
    await expect(thumbnails.map((image) => [image.alt, image.src.slice(0, 5)])).toEqual(Array(3).fill(['', 'blob:']));
  },
};

/** Issue 38: the admin has just created « Voyage dans les Alpes », open to members. A relative sees
 * it in the gallery, and its own button opens the dialog on it. */
export const PhoneEmptyAlbumOpenToMembers: Story = {
  globals: phoneViewport,
  decorators: [
    withStores({ api: { albums: fakeAlbumsApi({ tiles: [emptyOpenTile], openAlbums: ['Mariage de Léa', 'Voyage dans les Alpes'] }) }, arrange: signedIn }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Aucune photo pour l'instant")).toBeVisible();
    await expect(canvas.queryByText('Aucun album publié')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: "Ajouter des photos à l'album Voyage dans les Alpes" }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Ajouter des photos à Voyage dans les Alpes' })).toBeVisible();
  },
};
