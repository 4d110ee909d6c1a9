import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GalleryAddPhotos, type GalleryAddPhotosProps } from '../src/screens/GalleryAddPhotos.tsx';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeAlbumsApi } from '../src/testing/fakeAlbumsApi.ts';
import { withStores } from './support/withStores.tsx';

const meta = {
  title: 'Screens/GalleryAddPhotos',
  component: GalleryAddPhotos,
  parameters: { route: '/app/lapingram' },
  args: { adding: undefined, onAddingChange: fn() },
  // The gallery holds which album the dialog is open on: the story holds it the same way.
  render: function Render(args: GalleryAddPhotosProps) {
    const [adding, setAdding] = useState(args.adding);
    return (
      <GalleryAddPhotos
        adding={adding}
        onAddingChange={(next) => {
          setAdding(next);
          args.onAddingChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof GalleryAddPhotos>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = ({ accounts }: { accounts: { userInfo: unknown; userToken: boolean } }) =>
  void Object.assign(accounts, { userInfo: sampleUser, userToken: true });

export const OpenAlbums: Story = {
  decorators: [withStores({ api: { albums: fakeAlbumsApi({ openAlbums: ['Vacances en Bretagne', 'Noël chez Mamie'] }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ajouter des photos' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Ajouter des photos à Vacances en Bretagne' });
    await expect(within(dialog).getByRole('button', { name: 'Choisir des photos ou des vidéos' })).toBeInTheDocument();
  },
};

export const NoAlbumOpenToMembers: Story = {
  decorators: [withStores({ api: { albums: fakeAlbumsApi({ openAlbums: [] }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    // Nothing to add to: no button at all, rather than one that leads nowhere.
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
