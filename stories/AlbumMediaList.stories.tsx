import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlbumMediaList } from '../src/components/AlbumMediaList.tsx';
import { sampleAlbums } from './support/sampleAlbums.ts';
import { forestJpeg, seaJpeg } from './support/sampleImages.ts';

const [bretagne] = sampleAlbums;
const media = bretagne?.media ?? [];

const meta = {
  title: 'Components/AlbumMediaList',
  component: AlbumMediaList,
  args: {
    albumName: 'Bretagne',
    media,
    thumbnails: { [media[0]?.image ?? '']: seaJpeg, [media[2]?.image ?? '']: forestJpeg },
    onChangeComment: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof AlbumMediaList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewestFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByLabelText('Commentaire'))).toHaveLength(3);
    await expect(within(items[0] as HTMLElement).getByLabelText('Commentaire')).toHaveValue('Dernière photo envoyée');
    await expect(within(items[2] as HTMLElement).getByLabelText('Commentaire')).toHaveValue('Première photo envoyée');

    const middle = within(items[1] as HTMLElement);
    const field = middle.getByLabelText('Commentaire');
    await userEvent.clear(field);
    await userEvent.type(field, 'Le phare');
    await userEvent.click(middle.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onChangeComment).toHaveBeenCalledWith(media[1]?.image, 'Le phare');

    await userEvent.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledWith(media[2]?.image);
  },
};

export const Busy: Story = {
  args: { busyImage: media[1]?.image },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Supprimer' })).toBeDisabled();
    await expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Supprimer' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { albumName: 'Alsace', media: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune image dans ce dossier')).toBeInTheDocument();
  },
};

export const LongComment: Story = {
  args: {
    media: [{ image: media[0]?.image ?? '', comment: 'Une très longue description de la photo, '.repeat(12) }],
  },
};
