import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AlbumSlideshow } from '../src/components/AlbumSlideshow.tsx';
import { slidesWithDescriptions, slidesWithoutDescriptions } from './support/sampleAlbums.ts';

const meta = {
  title: 'Components/AlbumSlideshow',
  component: AlbumSlideshow,
  args: { albumName: 'Bretagne', items: slidesWithDescriptions, loading: false },
} satisfies Meta<typeof AlbumSlideshow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescriptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('img', { name: 'Image 1 sur 3' });
    await expect(canvas.queryByRole('note')).toBeNull();

    await userEvent.dblClick(first);
    await expect(canvas.getByRole('note')).toHaveTextContent('La Pointe du Raz, au petit matin');
    await userEvent.dblClick(first);
    await expect(canvas.queryByRole('note')).toBeNull();

    // The second image says 'none': a double-click shows nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Image suivante' }));
    const second = await canvas.findByRole('img', { name: 'Image 2 sur 3' });
    await userEvent.dblClick(second);
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

export const LoopsFromLastToFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: 'Image 1 sur 3' });
    await userEvent.click(canvas.getByRole('button', { name: 'Image précédente' }));
    await canvas.findByRole('img', { name: 'Image 3 sur 3' });
    await userEvent.click(canvas.getByRole('button', { name: 'Image suivante' }));
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Image 1 sur 3' })).toBeInTheDocument());
  },
};

export const WithoutDescriptions: Story = {
  args: { albumName: 'Forêt des Landes', items: slidesWithoutDescriptions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(await canvas.findByRole('img', { name: 'Image 1 sur 2' }));
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Chargement...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune image trouvée')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { albumName: '../../etc', items: [], error: 'Album introuvable' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Album introuvable');
  },
};
