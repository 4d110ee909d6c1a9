import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { ChatPhotoStrip } from '../src/components/ChatPhotoStrip.tsx';
import { jpegDataUrl } from '../src/components/jpegDataUrl.ts';
import { forestJpeg, portraitJpeg, seaJpeg, sunsetJpeg } from './support/sampleImages.ts';

const sources = [seaJpeg, portraitJpeg, forestJpeg, sunsetJpeg, seaJpeg];
const picked = (count: number) => sources.slice(0, count).map((jpeg, index) => ({ key: `photo-${index + 1}`, src: jpegDataUrl(jpeg) }));

const meta = {
  title: 'Components/ChatPhotoStrip',
  component: ChatPhotoStrip,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 560 }}>
        <Story />
      </Box>
    ),
  ],
  args: { photos: picked(3), onRemove: fn(), onDismissNotice: fn() },
} satisfies Meta<typeof ChatPhotoStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Photos picked in the composer, each removable before sending. */
export const Picked: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Photos à envoyer' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer la photo 2' }));
    await expect(args.onRemove).toHaveBeenCalledWith('photo-2');
  },
};

/** Shrunk and on their way: the progress shows, and nothing can be removed meanwhile. */
export const Uploading: Story = {
  args: { uploading: true, progress: 0.42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Envoi des photos… 42 %');
    await expect(canvas.getByRole('button', { name: 'Retirer la photo 1' })).toBeDisabled();
  },
};

/** The server refused (its French message), and a 6th photo picked was left out: the photos stay. */
export const UploadFailed: Story = {
  args: {
    error: 'Au plus 5 photos par message',
    notice: 'Au plus 5 photos par message : seules les 5 premières sont gardées.',
    photos: picked(5),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Photos non envoyées : Au plus 5 photos par message/)).toBeVisible();
    await expect(canvas.getByText(/appuyez sur Envoyer pour réessayer/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retirer la photo 5' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer' }));
    await expect(args.onDismissNotice).toHaveBeenCalledOnce();
  },
};

/** Five photos on a 390 px phone: the strip scrolls sideways, the page does not. */
export const OnPhone: Story = {
  args: { photos: picked(5) },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Photos à envoyer' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
