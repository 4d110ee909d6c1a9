import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { ArticleElementSummary } from '../src/components/ArticleElementSummary.tsx';
import { jpegDataUrl } from '../src/components/jpegDataUrl.ts';
import { forestJpeg, sunsetJpeg } from './support/sampleImages.ts';

const meta = {
  title: 'Components/ArticleElementSummary',
  component: ArticleElementSummary,
  args: { picture: jpegDataUrl(sunsetJpeg), label: 'Image choisie : coucher-de-soleil.jpg' },
} satisfies Meta<typeof ArticleElementSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chosen image: its name beside a small picture of it, which says nothing more to a screen reader. */
export const ChosenImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Image choisie : coucher-de-soleil.jpg')).toBeInTheDocument();
    await expect(canvas.getByRole('presentation')).toHaveAttribute('alt', '');
  },
};

/** A video of Lapintube, by its title, beside its poster. */
export const Video: Story = {
  args: { picture: jpegDataUrl(forestJpeg), label: 'Vidéo : Balade en forêt de Brocéliande' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Vidéo : Balade en forêt de Brocéliande')).toBeInTheDocument();
  },
};

/** A stored image whose preview has not come yet: the name alone. */
export const WithoutPicture: Story = {
  args: { picture: undefined, label: 'Image : 3f2a9c1e-phare-de-la-vieille.jpg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Image : 3f2a9c1e-phare-de-la-vieille.jpg')).toBeInTheDocument();
    await expect(canvas.queryByRole('presentation')).toBeNull();
  },
};

/** A phone and a long French name: the name wraps beside the picture, never past the screen. */
export const LongNameOnPhone: Story = {
  globals: phoneViewport,
  args: { label: 'Vidéo : Le grand pique-nique de la famille Le Goff-Delacroix au bord du lac de Guerlédan, été deux mille vingt-cinq' },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText(/Le grand pique-nique/);
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
