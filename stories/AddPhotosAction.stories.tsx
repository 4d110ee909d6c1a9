import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AddPhotosAction } from '../src/screens/AddPhotosAction.tsx';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeAlbumsApi } from '../src/testing/fakeAlbumsApi.ts';
import { withStores } from './support/withStores.tsx';

const meta = {
  title: 'Screens/AddPhotosAction',
  component: AddPhotosAction,
  args: { album: 'Vacances en Bretagne' },
} satisfies Meta<typeof AddPhotosAction>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = ({ accounts }: { accounts: { userInfo: unknown; userToken: boolean } }) =>
  void Object.assign(accounts, { userInfo: sampleUser, userToken: true });

export const OpenAlbum: Story = {
  decorators: [withStores({ api: { albums: fakeAlbumsApi({ openAlbums: ['Vacances en Bretagne'] }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: "Ajouter des photos à l'album Vacances en Bretagne" }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Ajouter des photos à Vacances en Bretagne' })).toBeInTheDocument();
  },
};

export const ClosedAlbum: Story = {
  decorators: [withStores({ api: { albums: fakeAlbumsApi({ openAlbums: ['Noël chez Mamie'] }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
