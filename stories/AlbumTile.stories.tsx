import { jpegDataUrl } from '../src/components/jpegDataUrl.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlbumTile } from '../src/components/AlbumTile.tsx';
import { seaJpeg } from './support/sampleImages.ts';

const meta = {
  title: 'Components/AlbumTile',
  component: AlbumTile,
  args: { albumName: 'Bretagne', thumbnail: jpegDataUrl(seaJpeg), onOpen: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ width: 260 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AlbumTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bretagne')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: "Ouvrir l'album Bretagne" }));
    await expect(args.onOpen).toHaveBeenCalledWith('Bretagne');
  },
};

const longName = 'Le grand voyage en famille le long de la côte atlantique, de Brest à Biarritz, été 2025';

export const LongName: Story = {
  args: { albumName: longName },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = canvas.getByRole('button', { name: `Ouvrir l'album ${longName}` });
    const name = canvas.getByText(longName);
    // Two lines at most, cut inside the tile: the name never pushes the tile out of its 4:3 box.
    const tileBox = tile.getBoundingClientRect();
    const nameBox = name.getBoundingClientRect();
    await expect(nameBox.bottom).toBeLessThanOrEqual(tileBox.bottom);
    await expect(nameBox.right).toBeLessThanOrEqual(tileBox.right);
    await expect(name.scrollHeight).toBeGreaterThan(name.clientHeight);
    await expect(Math.round((tileBox.width * 3) / 4)).toBe(Math.round(tileBox.height));
  },
};

export const MissingThumbnail: Story = {
  args: { thumbnail: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** An album open to members with no photo yet (issue 38): the tile says so. */
export const NoPhotoYet: Story = {
  args: { albumName: 'Voyage dans les Alpes', thumbnail: '', empty: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = canvas.getByRole('button', { name: "Ouvrir l'album Voyage dans les Alpes" });
    await expect(tile).toHaveAccessibleDescription("Aucune photo pour l'instant");
    await userEvent.click(tile);
    await expect(args.onOpen).toHaveBeenCalledWith('Voyage dans les Alpes');
  },
};
