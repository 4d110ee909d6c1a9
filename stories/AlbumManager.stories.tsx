import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AlbumManager } from '../src/components/AlbumManager.tsx';
import { sampleAlbums } from './support/sampleAlbums.ts';
import { forestJpeg, seaJpeg, sunsetJpeg } from './support/sampleImages.ts';

const media = sampleAlbums[0]?.media ?? [];
const thumbnails = Object.fromEntries(media.map((item, index) => [item.image, [seaJpeg, forestJpeg, sunsetJpeg][index] ?? seaJpeg]));

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
    onChangeComment: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof AlbumManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FolderSelected: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Images du dossier Bretagne' });
    const comments = within(list).getAllByLabelText('Commentaire');
    await expect(comments.map((field) => (field as HTMLTextAreaElement).value)).toEqual([
      'Dernière photo envoyée',
      'none',
      'Première photo envoyée',
    ]);
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

export const Uploaded: Story = { args: { upload: 'done', progress: 1, creation: 'created' } };

export const UploadFailed: Story = { args: { upload: 'error', uploadError: 'Au plus 5 images par envoi' } };
