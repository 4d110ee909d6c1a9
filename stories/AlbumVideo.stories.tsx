import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { AlbumVideo } from '../src/components/AlbumVideo.tsx';
import { jpegDataUrl } from '../src/components/jpegDataUrl.ts';
import { seaJpeg } from './support/sampleImages.ts';

const meta = {
  title: 'Components/AlbumVideo',
  component: AlbumVideo,
  // A slide of the album's carousel.
  decorators: [
    (Story) => (
      <Box sx={{ height: 260, maxWidth: 480 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    video: { url: '/media/videos/plage.mp4', duration: 42, status: 'ready', progress: 100 },
    poster: jpegDataUrl(seaJpeg),
    label: 'Vidéo 2 sur 5',
    active: true,
  },
} satisfies Meta<typeof AlbumVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: played in place, its poster shown until then, only its metadata loaded. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAttribute('aria-label', 'Vidéo 2 sur 5');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('playsinline');
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(video.getAttribute('poster')).toMatch(/^data:image\/jpeg/);
    // No such file in Storybook: the picture is taken once the browser has given up on it.
    await waitFor(() => expect(video.error).not.toBeNull());
  },
};

/** While Lapintube prepares it: its progress, said to screen readers. */
export const Preparing: Story = {
  args: { video: { url: '/media/videos/plage.mp4', duration: 0, status: 'processing', progress: 42 } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Vidéo 2 sur 5' });
    await expect(status).toHaveTextContent('En préparation 42 %');
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

/** Failed, with the server's long French reason, wrapped clear of the carousel's arrows on a phone. */
export const FailedOnAPhone: Story = {
  args: {
    video: {
      url: '/media/videos/plage.mp4',
      duration: 0,
      status: 'failed',
      progress: 0,
      message: "Cette vidéo n'a pas pu être préparée : son format n'est pas reconnu par le serveur de la famille.",
    },
  },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert', { name: 'Vidéo 2 sur 5' });
    await expect(alert).toHaveTextContent("son format n'est pas reconnu");
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
