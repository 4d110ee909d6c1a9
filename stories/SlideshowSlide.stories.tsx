import { jpegDataUrl } from '../src/components/jpegDataUrl.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SlideshowSlide } from '../src/components/SlideshowSlide.tsx';
import { portraitJpeg, seaJpeg } from './support/sampleImages.ts';

const meta = {
  title: 'Components/SlideshowSlide',
  component: SlideshowSlide,
  args: { image: jpegDataUrl(seaJpeg), description: 'La Pointe du Raz, au petit matin', label: 'Image 1 sur 3' },
} satisfies Meta<typeof SlideshowSlide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DoubleClickTogglesTheDescription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'Image 1 sur 3' });
    await expect(canvas.queryByRole('note')).toBeNull();
    await userEvent.dblClick(image);
    await expect(canvas.getByRole('note')).toHaveTextContent('La Pointe du Raz, au petit matin');
    await userEvent.dblClick(image);
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

export const DescriptionShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'Image 1 sur 3' });
    // Screen readers hear the description with the image, whether it is shown or not.
    await expect(image).toHaveAccessibleDescription('La Pointe du Raz, au petit matin');
    await userEvent.dblClick(image);
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent('La Pointe du Raz, au petit matin');
    await expect(note).toBeVisible();
    // The overlay sits over the image, inside the slide.
    const slide = (image.parentElement as HTMLElement).getBoundingClientRect();
    const box = note.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(slide.bottom);
    await expect(box.left).toBeGreaterThanOrEqual(slide.left);
    await userEvent.dblClick(image);
    await expect(canvas.queryByRole('note')).toBeNull();
    await userEvent.dblClick(image);
    await expect(canvas.getByRole('note')).toBeVisible();
  },
};

export const DoubleTapTogglesTheDescription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'Image 1 sur 3' });
    const box = image.getBoundingClientRect();
    const coords = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    const tap = { keys: '[TouchA]', target: image, coords };
    // One tap alone does nothing, nor does a second one far from it.
    await userEvent.pointer([{ ...tap, coords: { clientX: box.left + 8, clientY: box.top + 8 } }]);
    await expect(canvas.queryByRole('note')).toBeNull();
    // Two quick taps at the same place, in one gesture so they stay within the double-tap delay.
    await userEvent.pointer([tap, tap]);
    await expect(canvas.getByRole('note')).toHaveTextContent('La Pointe du Raz, au petit matin');
    await userEvent.pointer([tap, tap]);
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

export const NoneMeansNoOverlay: Story = {
  args: { description: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(canvas.getByRole('img'));
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(canvas.getByRole('img')).not.toHaveAccessibleDescription();
    await expect(canvas.queryByText('none')).toBeNull();
  },
};

export const LongFrenchDescription: Story = {
  args: {
    image: jpegDataUrl(portraitJpeg),
    label: 'Image 2 sur 3',
    description:
      "Grand-mère devant la chapelle de Notre-Dame-de-la-Clarté, après une montée interminable sous un soleil de plomb ; les enfants avaient promis de porter le pique-nique, évidemment personne ne l'a fait.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(canvas.getByRole('img'));
    await expect(canvas.getByRole('note')).toHaveTextContent(/Notre-Dame-de-la-Clarté/);
  },
};
