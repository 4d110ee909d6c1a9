import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadQueueItem } from '../src/components/UploadQueueItem.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { longUploadName, samplePreview } from './support/sampleUploads.ts';

const meta = {
  title: 'Components/UploadQueueItem',
  component: UploadQueueItem,
  args: { name: 'IMG_2041.jpg', status: 'waiting', progress: 0, preview: samplePreview(0), onRetry: fn() },
  decorators: [
    (Story) => (
      <ul style={{ margin: 0, padding: 0 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof UploadQueueItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const line = (canvasElement: HTMLElement, name = 'IMG_2041.jpg') => within(canvasElement).getByRole('listitem', { name });

/** The thumbnail, decorative: the line's name already says which photo it is. */
const thumbnail = (canvasElement: HTMLElement) => line(canvasElement).querySelector('img');

export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    await expect(line(canvasElement)).toHaveTextContent('En attente');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(thumbnail(canvasElement)).toHaveAttribute('alt', '');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Preparing: Story = {
  args: { status: 'preparing', preview: undefined },
  play: async ({ canvasElement }) => {
    await expect(line(canvasElement)).toHaveTextContent('Préparation…');
    // No thumbnail before the device has prepared the photo: a placeholder keeps the line's shape.
    await expect(thumbnail(canvasElement)).toBeNull();
  },
};

export const Sending: Story = {
  args: { status: 'sending', progress: 0.42 },
  play: async ({ canvasElement }) => {
    await expect(line(canvasElement)).toHaveTextContent('Envoi 42 %');
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  },
};

/** Issue 38: a video on its way through the resumable upload, on a phone: a camera where a
 * photo's thumbnail would be. */
export const VideoSending: Story = {
  globals: phoneViewport,
  args: { name: 'Descente à ski.mp4', kind: 'video', status: 'sending', progress: 0.63, preview: undefined },
  play: async ({ canvasElement }) => {
    const video = line(canvasElement, 'Descente à ski.mp4');
    await expect(video).toHaveTextContent('Envoi 63 %');
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '63');
    await expect(video.querySelector('[data-testid="VideocamOutlinedIcon"]')).not.toBeNull();
    await expect(video.querySelector('[data-testid="PhotoOutlinedIcon"]')).toBeNull();
  },
};

/** A video the album refused: the server's French reason, and « Réessayer ». */
export const VideoRefused: Story = {
  globals: phoneViewport,
  args: { name: 'Descente à ski.mp4', kind: 'video', status: 'failed', preview: undefined, error: "Seul l'administrateur peut ajouter des photos à cet album" },
  play: async ({ args, canvasElement }) => {
    await expect(line(canvasElement, 'Descente à ski.mp4')).toHaveTextContent("Seul l'administrateur peut ajouter des photos à cet album");
    await userEvent.click(within(canvasElement).getByRole('button', { name: "Réessayer l'envoi de Descente à ski.mp4" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Done: Story = {
  args: { status: 'done', progress: 1, preview: samplePreview(1) },
  play: async ({ canvasElement }) => {
    await expect(line(canvasElement)).toHaveTextContent('Envoyée');
    await expect(thumbnail(canvasElement)).toHaveAttribute('src', samplePreview(1));
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

export const AlreadyThere: Story = {
  args: { status: 'duplicate', progress: 1, preview: samplePreview(2) },
  play: async ({ canvasElement }) => {
    await expect(line(canvasElement)).toHaveTextContent('Déjà là');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const FailedRetries: Story = {
  args: { status: 'failed', error: 'Seules les images png, gif ou jpeg sont acceptées', preview: samplePreview(3) },
  play: async ({ args, canvasElement }) => {
    await expect(line(canvasElement)).toHaveTextContent('Seules les images png, gif ou jpeg sont acceptées');
    await userEvent.click(within(canvasElement).getByRole('button', { name: "Réessayer l'envoi de IMG_2041.jpg" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongFrenchText: Story = {
  args: { name: longUploadName, status: 'failed', error: "Le serveur n'a pas pu enregistrer cette photo : la place manque sur le disque de la famille, prévenez l'administrateur." },
  play: async ({ canvasElement }) => {
    await expect(line(canvasElement, longUploadName)).toHaveTextContent('la place manque');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  args: { name: longUploadName, status: 'failed', error: 'Photo trop lourde' },
  play: async ({ canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: `Réessayer l'envoi de ${longUploadName}` });
    const box = retry.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.height).toBeGreaterThanOrEqual(36);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
