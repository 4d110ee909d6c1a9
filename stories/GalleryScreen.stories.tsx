import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GalleryScreen } from '../src/screens/GalleryScreen.tsx';
import { sampleUser } from '../src/testing/fakeApis.ts';
import { fakeMediaApi } from '../src/testing/fakeMediaApi.ts';
import { withStores } from './support/withStores.tsx';
import { manyTiles, sampleTiles } from './support/sampleAlbums.ts';

const meta = {
  title: 'Screens/GalleryScreen',
  component: GalleryScreen,
  parameters: { route: '/app/lapingram' },
} satisfies Meta<typeof GalleryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = ({ auth }: { auth: { userInfo: unknown; userToken: boolean } }) =>
  void Object.assign(auth, { userInfo: sampleUser, userToken: true });

export const Albums: Story = {
  decorators: [withStores({ api: { media: fakeMediaApi({ tiles: sampleTiles }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: "Ouvrir l'album Bretagne" })).toBeInTheDocument();
  },
};

export const ManyAlbums: Story = {
  decorators: [withStores({ api: { media: fakeMediaApi({ tiles: [...manyTiles, ...manyTiles.map((tile) => ({ ...tile, albumName: `${tile.albumName} bis` }))] }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: "Charger d'autres albums" })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(24);
  },
};

export const Loading: Story = {
  decorators: [withStores({ api: { media: fakeMediaApi({ pending: true }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  decorators: [withStores({ arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucun album publié')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  decorators: [withStores({ api: { media: fakeMediaApi({ failWith: 'Session invalide ou expirée, reconnectez-vous' }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Session invalide');
  },
};
