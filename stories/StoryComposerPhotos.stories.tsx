import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryComposerPhotos } from '../src/components/StoryComposerPhotos.tsx';
import type { ComposerPhotoView } from '../src/components/StoryComposerPhotos.tsx';
import { jpegDataUrl } from '../src/components/jpegDataUrl.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { forestJpeg, seaJpeg, sunsetJpeg } from './support/sampleImages.ts';

const sent: ComposerPhotoView[] = [
  { id: 'a', name: 'IMG_0411.jpg', preview: jpegDataUrl(seaJpeg), state: 'done', progress: 1 },
  { id: 'b', name: 'IMG_0412.jpg', preview: jpegDataUrl(forestJpeg), state: 'done', progress: 1 },
  { id: 'c', name: 'IMG_0413.jpg', preview: jpegDataUrl(sunsetJpeg), state: 'done', progress: 1 },
];

const meta = {
  title: 'Components/StoryComposerPhotos',
  component: StoryComposerPhotos,
  args: { photos: sent, onRemove: fn(), onRetry: fn() },
} satisfies Meta<typeof StoryComposerPhotos>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: 'Photos du récit' });

/** Loading: the photos just picked, the first being shrunk (no thumbnail yet), the others waiting their turn. */
export const Preparing: Story = {
  args: {
    photos: [
      { id: 'a', name: 'IMG_0411.jpg', state: 'preparing', progress: 0 },
      { id: 'b', name: 'IMG_0412.jpg', state: 'waiting', progress: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    const photos = within(list(canvasElement));
    await expect(photos.getByRole('listitem', { name: 'IMG_0411.jpg : Préparation…' })).toBeVisible();
    await expect(photos.getByRole('listitem', { name: "IMG_0412.jpg : En attente d'envoi" })).toBeVisible();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
  },
};

/** No photo: nothing drawn at all (the composer's « Ajouter des photos » stays alone). */
export const Empty: Story = {
  args: { photos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const photos = within(list(canvasElement));
    await expect(photos.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'IMG_0411.jpg : Envoyée',
      'IMG_0412.jpg : Envoyée',
      'IMG_0413.jpg : Envoyée',
    ]);
    await userEvent.click(photos.getByRole('button', { name: 'Retirer IMG_0412.jpg' }));
    await expect(args.onRemove).toHaveBeenCalledWith('b');
  },
};

/** Two photos travel at once; the third is shrunk meanwhile; one of the article's already stored. */
export const Uploading: Story = {
  args: {
    photos: [
      { id: 'stored', name: 'lac.jpg', preview: jpegDataUrl(seaJpeg), state: 'stored', progress: 1 },
      { ...sent[1]!, state: 'uploading', progress: 0.6 },
      { ...sent[2]!, state: 'uploading', progress: 0.1 },
    ],
  },
  play: async ({ canvasElement }) => {
    const photos = within(list(canvasElement));
    await expect(photos.getByRole('listitem', { name: 'lac.jpg : Déjà dans le récit' })).toBeVisible();
    await expect(photos.getAllByText('Envoi…')).toHaveLength(2);
  },
};

export const OneFailed: Story = {
  args: { photos: [sent[0]!, { ...sent[1]!, state: 'failed', progress: 0, error: 'Une photo dépasse 30 Mo' }, sent[2]!] },
  play: async ({ canvasElement, args }) => {
    const photos = within(list(canvasElement));
    await expect(photos.getByRole('alert')).toHaveTextContent('Une photo dépasse 30 Mo');
    await userEvent.click(photos.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledWith('b');
  },
};
export const OneFailedPhone: Story = { ...OneFailed, globals: phoneViewport };

const longName = 'Randonnée-au-lac-de-Gaube-avec-les-grands-parents-et-les-cousins-de-Toulouse.jpg';
export const LongFrenchTextOnPhone: Story = {
  globals: phoneViewport,
  args: {
    photos: [
      { ...sent[0]!, name: longName },
      { ...sent[1]!, state: 'failed', progress: 0, error: "Le serveur n'a pas pu lire cette photo : elle est peut-être abîmée ou dans un format que Lapin ne connaît pas." },
    ],
  },
  play: async ({ canvasElement }) => {
    const photos = within(list(canvasElement));
    await expect(photos.getByRole('listitem', { name: `${longName} : Envoyée` })).toBeVisible();
    // The long refusal wraps inside its tile, and every button stays thumb-sized on the screen.
    for (const button of photos.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(36);
      await expect(box.right).toBeLessThanOrEqual(390);
    }
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
