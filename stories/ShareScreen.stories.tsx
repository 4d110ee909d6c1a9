import type { Meta, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { expect, userEvent, within } from 'storybook/test';
import { ShareScreen } from '../src/screens/ShareScreen.tsx';
import { SharedFilesStore, type SharedFilesInbox } from '../src/stores/SharedFilesStore.ts';
import type { RootStore } from '../src/stores/RootStore.ts';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeAlbumsApi } from '../src/testing/fakeAlbumsApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { jpegFile } from './support/sampleFiles.ts';
import { withStores } from './support/withStores.tsx';

/** The files the service worker left, in memory. */
function inbox(files: File[]): SharedFilesInbox {
  const held = new Map(files.map((file, index) => [`s${index}`, file]));
  return {
    read: async () => [...held].map(([id, file]) => ({ id, file })),
    forget: async (ids) => void ids.forEach((id) => held.delete(id)),
  };
}

const shared = (files: File[]) => (root: RootStore) => {
  runInAction(() => Object.assign(root.accounts, { userInfo: sampleUser, userToken: true }));
  root.sharedFiles = new SharedFilesStore(inbox(files));
};

const albums = fakeAlbumsApi({ openAlbums: ['Voyage dans les Alpes', 'Noël chez Mamie'] });

const meta = {
  title: 'Screens/ShareScreen',
  component: ShareScreen,
  parameters: { route: '/app/partage' },
} satisfies Meta<typeof ShareScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhotosAndAVideoToAnAlbum: Story = {
  globals: phoneViewport,
  decorators: [withStores({ api: { albums }, arrange: shared([jpegFile('plage.jpg'), jpegFile('forêt.jpg'), new File(['v'], 'vagues.mp4', { type: 'video/mp4' })]) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('2 photos et 1 vidéo');
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter à un album' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Ajouter à « Voyage dans les Alpes »' }));
    // The photos are the album queue's; the video waits here, with where it can go.
    await canvas.findByText("2 photos confiées à l'album « Voyage dans les Alpes » : l'envoi continue même si vous quittez cette page.");
    await expect(canvas.getByText('1 vidéo')).toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Fichiers partagés' })).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

export const NothingShared: Story = {
  decorators: [withStores({ api: { albums }, arrange: shared([]) })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Aucun fichier partagé n'attend ici/);
  },
};
