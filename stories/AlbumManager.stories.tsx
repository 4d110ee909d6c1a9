import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AlbumManager } from '../src/components/AlbumManager.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { sampleAlbums } from './support/sampleAlbums.ts';
import { forestJpeg, seaJpeg, sunsetJpeg } from './support/sampleImages.ts';

const photos = sampleAlbums[0]?.photos ?? [];
const thumbnails = Object.fromEntries(photos.map((item, index) => [item.image, [seaJpeg, forestJpeg, sunsetJpeg][index] ?? seaJpeg]));

const meta = {
  title: 'Components/AlbumManager',
  component: AlbumManager,
  args: {
    albums: sampleAlbums,
    loading: false,
    creation: 'idle',
    selectedFolder: 'Bretagne',
    upload: 'init',
    progress: 0,
    thumbnails,
    onCreate: fn(),
    onSelectFolder: fn(),
    onUpload: fn(),
    onChangeCaption: fn(),
    onDelete: fn(),
    onChangeMembersCanAdd: fn(),
  },
} satisfies Meta<typeof AlbumManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FolderSelected: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Images du dossier Bretagne' });
    const comments = within(list).getAllByLabelText('Commentaire');
    // 'none' is the server's "no comment": the admin sees an empty field, not the word.
    await expect(comments.map((field) => (field as HTMLTextAreaElement).value)).toEqual([
      'Dernière photo envoyée',
      '',
      'Première photo envoyée',
    ]);
    await expect(comments[1]).toHaveAttribute('placeholder', 'Sans commentaire');
  },
};

export const NoFolderSelected: Story = {
  args: { selectedFolder: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { albums: [], loading: true, selectedFolder: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement...' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { albums: [], selectedFolder: undefined, error: "Cette action est réservée à l'admin" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("réservée à l'admin");
  },
};

export const Uploading: Story = {
  args: { upload: 'start', progress: 0.7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Images uploading...')).toBeInTheDocument();
  },
};

export const Uploaded: Story = {
  args: { upload: 'done', progress: 1, creation: 'created' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert').map((alert) => alert.textContent);
    await expect(alerts).toEqual(['Album created !', 'Images uploaded']);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  },
};

export const UploadFailed: Story = {
  args: { upload: 'error', uploadError: 'Au plus 5 images par envoi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("Upload didn't work as planned (Au plus 5 images par envoi)");
    // The admin can try again at once.
    await expect(canvas.getByRole('button', { name: 'Choisir des images' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  },
};

/** On a 390 px phone, every control fits the width and is a finger-sized target. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const controls = [
      canvas.getByRole('button', { name: 'Créer' }),
      canvas.getByRole('combobox', { name: 'Dossier' }),
      canvas.getByRole('button', { name: 'Choisir des images' }),
      canvas.getByRole('button', { name: 'Envoyer' }),
      ...canvas.getAllByRole('button', { name: 'Enregistrer' }),
      ...canvas.getAllByRole('button', { name: 'Supprimer' }),
    ];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
