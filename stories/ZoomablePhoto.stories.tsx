import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ZoomablePhoto, withinBounds } from '../src/components/ZoomablePhoto.tsx';
import { jpegDataUrl } from '../src/components/jpegDataUrl.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { pinch, tap } from './support/touchScreen.tsx';
import { seaJpeg } from './support/sampleImages.ts';

const meta = {
  title: 'Components/ZoomablePhoto',
  component: ZoomablePhoto,
  args: { src: jpegDataUrl(seaJpeg), alt: 'Image 1 sur 3', onMouseDoubleClick: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ height: 320, bgcolor: 'grey.900' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ZoomablePhoto>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('img').parentElement as HTMLElement;

export const MouseDoubleClick: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.dblClick(within(canvasElement).getByRole('img', { name: 'Image 1 sur 3' }));
    await expect(args.onMouseDoubleClick).toHaveBeenCalledOnce();
    // A mouse does not zoom.
    await expect(frameOf(canvasElement)).toHaveAttribute('data-zoom', '1.00');
  },
};

export const TouchZoom: Story = {
  globals: phoneViewport,
  play: async ({ args, canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await tap(image, 2);
    await expect(frameOf(canvasElement)).toHaveAttribute('data-zoom', '2.50');
    await expect(args.onMouseDoubleClick).not.toHaveBeenCalled();
    await tap(image, 2);
    await expect(frameOf(canvasElement)).toHaveAttribute('data-zoom', '1.00');
    // Two fingers spread far: the zoom stops at four times.
    await pinch(image, 40, 360);
    await expect(frameOf(canvasElement)).toHaveAttribute('data-zoom', '4.00');
    // A zoomed photo never moves past its frame's edges.
    await expect(withinBounds({ scale: 2, x: 900, y: -900 }, 300, 200)).toEqual({ scale: 2, x: 150, y: -100 });
  },
};
