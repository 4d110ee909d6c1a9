import type { Meta, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { expect, userEvent, within } from 'storybook/test';
import { ShareScreen } from '../src/screens/ShareScreen.tsx';
import { SharedFilesStore } from '../src/stores/SharedFilesStore.ts';
import { memorySharedInbox, sharedFiles } from '../src/testing/memorySharedInbox.ts';
import type { RootStore } from '../src/stores/RootStore.ts';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeAlbumsApi } from '../src/testing/fakeAlbumsApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { jpegFile } from './support/sampleFiles.ts';
import { withStores } from './support/withStores.tsx';

const shared = (files: File[]) => (root: RootStore) => {
  runInAction(() => Object.assign(root.accounts, { userInfo: sampleUser, userToken: true }));
  root.sharedFiles = new SharedFilesStore(memorySharedInbox(sharedFiles(files)));
};

const albums = fakeAlbumsApi({ openAlbums: ['Voyage dans les Alpes', 'Noël chez Mamie'] });

const meta = {
  title: 'Screens/ShareScreen',
  component: ShareScreen,
  parameters: { route: '/app/partage' },
} satisfies Meta<typeof ShareScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The root the last story built, so a play can look at the album queue behind the sheet.
let built: RootStore | undefined;
const sharedAndKept = (files: File[]) => (root: RootStore) => {
  shared(files)(root);
  built = root;
};

export const PhotosAndAVideoToAnAlbum: Story = {
  globals: phoneViewport,
  decorators: [withStores({ api: { albums }, arrange: sharedAndKept([jpegFile('plage.jpg'), jpegFile('forêt.jpg'), new File(['v'], 'vagues.mp4', { type: 'video/mp4' })]) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('2 photos et 1 vidéo');
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter à un album' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Ajouter à « Voyage dans les Alpes »' }));
    // The album queue holds the photos and the video (sent through the resumable upload): the
    // share has nothing left (the app then opens the album).
    await canvas.findByText(/Aucun fichier partagé n'attend ici/);
    const lines = built?.albumUpload.linesOf('Voyage dans les Alpes') ?? [];
    await expect(lines.map((line) => [line.name, line.kind ?? 'photo'])).toEqual([
      ['plage.jpg', 'photo'],
      ['forêt.jpg', 'photo'],
      ['vagues.mp4', 'video'],
    ]);
  },
};

export const NothingShared: Story = {
  decorators: [withStores({ api: { albums }, arrange: shared([]) })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Aucun fichier partagé n'attend ici/);
  },
};
