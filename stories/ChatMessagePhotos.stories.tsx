import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { ChatMessagePhotos } from '../src/components/ChatMessagePhotos.tsx';
import { jpegDataUrl } from '../src/components/jpegDataUrl.ts';
import { forestJpeg, portraitJpeg, seaJpeg, sunsetJpeg } from './support/sampleImages.ts';

const photo = (jpeg: string, width: number, height: number) => ({ url: jpegDataUrl(jpeg), thumbnail: jpegDataUrl(jpeg), width, height });

const meta = {
  title: 'Components/ChatMessagePhotos',
  component: ChatMessagePhotos,
  args: { sender: 'Paul', images: [photo(seaJpeg, 240, 160)] },
} satisfies Meta<typeof ChatMessagePhotos>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One photo, larger, sized before it loads; a tap opens the viewer, Escape gives the focus back. */
export const OnePhoto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Photo de Paul' })).toHaveAttribute('width', '240');
    const button = canvas.getByRole('button', { name: 'Photo de Paul' });
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Photos de Paul' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Several share a grid of squares that stays inside a phone's width. */
export const FivePhotosOnAPhone: Story = {
  args: {
    sender: 'Marie-Thérèse',
    images: [photo(seaJpeg, 240, 160), photo(portraitJpeg, 150, 220), photo(forestJpeg, 240, 160), photo(sunsetJpeg, 240, 160), photo(seaJpeg, 240, 160)],
  },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumbnails = canvas.getAllByRole('img', { name: /^Photo de Marie-Thérèse, \d sur 5$/ });
    await expect(thumbnails).toHaveLength(5);
    for (const thumbnail of thumbnails) await expect(thumbnail.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Photo de Marie-Thérèse, 4 sur 5' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photos de Marie-Thérèse' });
    await expect(within(viewer).getByRole('status')).toHaveTextContent('4 / 5');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
