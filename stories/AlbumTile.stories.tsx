import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlbumTile } from '../src/components/AlbumTile.tsx';
import { seaJpeg } from './support/sampleImages.ts';

const meta = {
  title: 'Components/AlbumTile',
  component: AlbumTile,
  args: { albumName: 'Bretagne', thumbnail: seaJpeg, onOpen: fn() },
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

export const LongName: Story = {
  args: { albumName: 'Le grand voyage en famille le long de la côte atlantique, de Brest à Biarritz, été 2025' },
};

export const MissingThumbnail: Story = {
  args: { thumbnail: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
