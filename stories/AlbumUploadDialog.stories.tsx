import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlbumUploadDialog } from '../src/screens/AlbumUploadDialog.tsx';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { withStores } from './support/withStores.tsx';

const meta = {
  title: 'Screens/AlbumUploadDialog',
  component: AlbumUploadDialog,
  args: { open: true, album: 'Vacances en Bretagne', onClose: fn() },
  decorators: [withStores({ arrange: ({ accounts }) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true }) })],
} satisfies Meta<typeof AlbumUploadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyQueue: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Ajouter des photos à Vacances en Bretagne' });
    await expect(within(dialog).getByText('Aucune photo en attente. Choisissez jusqu’à 200 photos d’un coup.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
