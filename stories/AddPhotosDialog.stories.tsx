import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddPhotosDialog } from '../src/components/AddPhotosDialog.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { jpegFiles } from './support/sampleFiles.ts';
import { everyUploadState, samplePreview, twoHundredUploads } from './support/sampleUploads.ts';

const meta = {
  title: 'Components/AddPhotosDialog',
  component: AddPhotosDialog,
  args: {
    open: true,
    album: 'Vacances en Bretagne',
    originalQuality: false,
    lines: [],
    onOriginalQuality: fn(),
    onPick: fn(),
    onRetry: fn(),
    onClearFinished: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AddPhotosDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog renders in a portal, outside the story's canvas.
const dialog = () => within(document.body).findByRole('dialog', { name: 'Ajouter des photos à Vacances en Bretagne' });

export const Empty: Story = {
  play: async ({ args }) => {
    const box = within(await dialog());
    await expect(box.getByText(/Choisissez jusqu’à 200 photos/)).toBeInTheDocument();
    const files = jpegFiles(3);
    await userEvent.upload(box.getByLabelText('Choisir des photos ou des vidéos'), files);
    await expect(args.onPick).toHaveBeenCalledWith(files);
    await userEvent.click(box.getByRole('button', { name: 'Fermer' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Sending: Story = {
  args: { lines: everyUploadState },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole('listitem', { name: 'IMG_2043.jpg' })).toHaveTextContent('Envoi 42 %');
    await expect(box.getByText(/l'envoi continue, même après un rechargement/)).toBeInTheDocument();
  },
};

export const ChoosesTheAlbum: Story = {
  args: { albums: ['Vacances en Bretagne', 'Noël chez mamie'], onSelectAlbum: fn() },
  play: async ({ args }) => {
    const box = within(await dialog());
    await userEvent.click(box.getByRole('combobox', { name: 'Album' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Noël chez mamie' }));
    await expect(args.onSelectAlbum).toHaveBeenCalledWith('Noël chez mamie');
  },
};

export const TooManyPicked: Story = {
  args: { pickError: '240 photos choisies : 200 au plus à la fois.' },
  play: async () => {
    await expect(within(await dialog()).getByText('240 photos choisies : 200 au plus à la fois.')).toBeInTheDocument();
  },
};

export const LongFrenchText: Story = {
  args: { album: 'Les grandes vacances de l’été chez les cousins de Saint-Pierre-de-Chartreuse, avec les randonnées', lines: everyUploadState },
  play: async () => {
    const title = await within(document.body).findByRole('heading', { name: /Saint-Pierre-de-Chartreuse/ });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth + 1);
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  args: { lines: twoHundredUploads },
  play: async () => {
    const box = await dialog();
    // Full screen on a phone: the whole width, nothing sideways.
    await expect(box.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(within(box).getAllByRole('listitem')).toHaveLength(200);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Issue 38: on a phone, a clip picked with the photos goes through the resumable upload; a cut
 * makes the queue say it waits. */
export const PhoneWithVideo: Story = {
  globals: phoneViewport,
  args: {
    album: 'Alpes',
    notice: "Pas de réseau : l'envoi reprendra tout seul au retour de la connexion.",
    lines: [
      { id: 'p1', name: 'IMG_3101.jpg', status: 'done', progress: 1, preview: samplePreview(1) },
      { id: 'v1', name: 'Descente à ski.mp4', kind: 'video', status: 'sending', progress: 0.37 },
      { id: 'p2', name: 'IMG_3102.jpg', status: 'waiting', progress: 0, preview: samplePreview(2) },
    ],
  },
  play: async () => {
    const box = within(await within(document.body).findByRole('dialog', { name: 'Ajouter des photos à Alpes' }));
    await expect(box.getByRole('listitem', { name: 'Descente à ski.mp4' })).toHaveTextContent('Envoi 37 %');
    await expect(box.getByRole('status')).toHaveTextContent('Pas de réseau');
    await expect(box.getByRole('button', { name: 'Choisir des photos ou des vidéos' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
