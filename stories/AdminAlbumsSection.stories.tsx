import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminAlbumsSection } from '../src/screens/AdminAlbumsSection.tsx';
import { albumsAdminOf } from '../src/stores/AlbumsAdminStore.ts';
import { sampleAdmin } from '../src/testing/fakeAccountsApi.ts';
import { fakeAlbumsAdminApi } from '../src/testing/fakeAlbumsApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { withStores } from './support/withStores.tsx';
import { sampleAlbums } from './support/sampleAlbums.ts';
import { seaJpeg } from './support/sampleImages.ts';
import { jpegFiles } from './support/sampleFiles.ts';

const meta = {
  title: 'Screens/AdminAlbumsSection',
  component: AdminAlbumsSection,
  parameters: { route: '/app/admin' },
} satisfies Meta<typeof AdminAlbumsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const asAdmin = ({ accounts }: { accounts: { userInfo: unknown; userToken: boolean } }) =>
  void Object.assign(accounts, { userInfo: sampleAdmin, userToken: true });

export const CreateThenUpload: Story = {
  decorators: [withStores({ api: { albumsAdmin: fakeAlbumsAdminApi({ albums: sampleAlbums, thumbnail: seaJpeg, delayMs: 30 }) }, arrange: asAdmin })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Nom du dossier'), 'Corse');
    await userEvent.click(canvas.getByRole('button', { name: 'Créer' }));
    await expect(await canvas.findByText('Album created !')).toBeInTheDocument();
    // The new folder is selected and empty.
    await expect(canvas.getByText('Aucune image dans ce dossier')).toBeInTheDocument();

    await userEvent.upload(canvas.getByLabelText('Choisir des images'), jpegFiles(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(await canvas.findByText('Images uploaded')).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Images du dossier Corse' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const CreationFails: Story = {
  decorators: [
    withStores({
      api: { albumsAdmin: fakeAlbumsAdminApi({ albums: sampleAlbums, createFailWith: 'Un album porte déjà ce nom' }) },
      arrange: (store) => {
        asAdmin(store);
        albumsAdminOf(store).selectFolder('Alsace');
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Nom du dossier'), 'Bretagne');
    await userEvent.click(canvas.getByRole('button', { name: 'Créer' }));
    await expect(await canvas.findByText('Album creation has failed !')).toBeInTheDocument();
    // The server's French reason shows under the spec's alert, and the chosen folder stays chosen.
    await expect(canvas.getByText('Un album porte déjà ce nom')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Dossier' })).toHaveTextContent('Alsace');
    await expect(canvas.getByLabelText('Nom du dossier')).toHaveValue('Bretagne');
  },
};

/** A fresh visit: the admin picks a folder, and its thumbnails appear as they arrive, with
 * nothing else redrawing the screen. */
export const ThumbnailsOnFirstPaint: Story = {
  decorators: [withStores({ api: { albumsAdmin: fakeAlbumsAdminApi({ albums: sampleAlbums, thumbnail: seaJpeg, delayMs: 30 }) }, arrange: asAdmin })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Dossier' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Bretagne' }));
    const list = await canvas.findByRole('list', { name: 'Images du dossier Bretagne' });
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(3));
  },
};

export const CaptionSavedWithEnter: Story = {
  decorators: [withStores({ api: { albumsAdmin: fakeAlbumsAdminApi({ albums: sampleAlbums, thumbnail: seaJpeg, delayMs: 30 }) }, arrange: (store) => {
    asAdmin(store);
    albumsAdminOf(store).selectFolder('Bretagne');
  } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Images du dossier Bretagne' });
    const newest = within(within(list).getAllByRole('listitem')[0] as HTMLElement);
    const field = newest.getByLabelText('Commentaire');
    await userEvent.clear(field);
    await userEvent.type(field, 'Le phare{Enter}');
    await expect(await newest.findByText('Enregistré')).toBeInTheDocument();
    await expect(field).toHaveValue('Le phare');
    // The members' switch of the open folder changes the album on the server.
    const toggle = canvas.getByRole('switch', { name: 'Les membres peuvent ajouter des photos' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
  },
};

export const UploadFails: Story = {
  decorators: [
    withStores({
      api: { albumsAdmin: fakeAlbumsAdminApi({ albums: sampleAlbums, uploadFailWith: "Format d'image non accepté" }) },
      arrange: (store) => {
        asAdmin(store);
        albumsAdminOf(store).selectFolder('Alsace');
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: 'Dossier' });
    await userEvent.upload(canvas.getByLabelText('Choisir des images'), jpegFiles(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(await canvas.findByText(/Upload didn't work as planned/)).toBeInTheDocument();
  },
};

export const UploadInProgress: Story = {
  decorators: [
    withStores({
      api: { albumsAdmin: fakeAlbumsAdminApi({ albums: sampleAlbums, uploadStuckAt: 0.35 }) },
      arrange: (store) => {
        asAdmin(store);
        albumsAdminOf(store).selectFolder('Alsace');
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: 'Dossier' });
    await userEvent.upload(canvas.getByLabelText('Choisir des images'), jpegFiles(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    const bar = await canvas.findByRole('progressbar', { name: "Progression de l'envoi" });
    await expect(bar).toHaveAttribute('aria-valuenow', '35');
  },
};

const bretagneApi = () => fakeAlbumsAdminApi({ albums: sampleAlbums, thumbnail: seaJpeg });

/** The admin, with the Bretagne folder open; a fresh fake server per story. */
const bretagneSelected = () =>
  withStores({
    api: { albumsAdmin: bretagneApi() },
    arrange: (store) => {
      asAdmin(store);
      albumsAdminOf(store).selectFolder('Bretagne');
    },
  });

export const DeleteImageAfterConfirmation: Story = {
  decorators: [bretagneSelected()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const list = await canvas.findByRole('list', { name: 'Images du dossier Bretagne' });
    const newest = () => within(within(list).getAllByRole('listitem')[0] as HTMLElement);
    await expect(newest().getByLabelText('Commentaire')).toHaveValue('Dernière photo envoyée');

    // Cancelled: the image stays.
    await userEvent.click(newest().getByRole('button', { name: 'Supprimer' }));
    const dialog = await body.findByRole('alertdialog', { name: "Supprimer cette image de l'album Bretagne ?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    // Confirmed: the server deletes it and the list follows.
    await userEvent.click(newest().getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await expect(newest().getByLabelText('Commentaire')).toHaveValue('');
    await expect(newest().getByLabelText('Commentaire')).toHaveAttribute('placeholder', 'Sans commentaire');
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  decorators: [bretagneSelected()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Images du dossier Bretagne' });
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
