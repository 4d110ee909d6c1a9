import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { ArticleBody } from '../src/components/ArticleBody.tsx';
import { sampleImageSrc, textAndImages } from './support/sampleArticles.ts';

const meta = {
  title: 'Components/ArticleBody',
  component: ArticleBody,
  args: {
    title: textAndImages.content.title,
    bandeau: textAndImages.content.bandeau,
    elements: textAndImages.content.structure,
    images: { 'photo-lac': { status: 'ready', src: sampleImageSrc }, 'photo-ponton': { status: 'ready', src: sampleImageSrc } },
  },
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextAndImages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Le lac de Serre-Ponçon' })).toBeInTheDocument();
    await expect(canvas.getByText(/Puis pique-nique/)).toBeInTheDocument();
  },
};

/** The server gives each photo's size: its place is kept before the bytes arrive (here a 4 × 3 px sample). */
export const PhotosKeepTheirPlace: Story = {
  globals: phoneViewport,
  args: {
    elements: [
      { type: 'image', name: 'Le lac', content: 'photo-lac', width: 3000, height: 2000 },
      { type: 'text', name: 'paragraphe 1', content: 'Le texte sous les photos ne bouge pas quand elles arrivent.' },
      { type: 'image', name: 'Le ponton', content: 'photo-ponton', width: 2000, height: 3000 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [landscape, portrait] = canvas.getAllByRole('img');
    const column = canvas.getByRole('article').getBoundingClientRect().width;
    const landscapeBox = landscape!.getBoundingClientRect();
    // As wide as the column allows (and 80 % of the screen's height), with the photo's
    // proportions, not the sample's 4 × 3 pixels.
    const expectedWidth = Math.min(column, 1600, window.innerHeight * 0.8 * 1.5);
    await expect(Math.abs(landscapeBox.width - expectedWidth)).toBeLessThanOrEqual(1);
    await expect(Math.abs(landscapeBox.height - (landscapeBox.width * 2) / 3)).toBeLessThanOrEqual(1);
    // A tall photo stops at 80 % of the screen's height, narrower, still in proportion.
    const portraitBox = portrait!.getBoundingClientRect();
    await expect(portraitBox.height).toBeLessThanOrEqual(window.innerHeight * 0.8 + 1);
    await expect(Math.abs(portraitBox.width - (portraitBox.height * 2) / 3)).toBeLessThanOrEqual(1);
  },
};

export const ImagesLoadingAndFailed: Story = {
  args: { images: { 'photo-ponton': { status: 'error' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: "Chargement de l'image..." })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent("L'image n'a pas pu être chargée");
  },
};

export const EmptyPreview: Story = {
  args: { title: '', bandeau: '', elements: [{ type: 'text', name: 'paragraphe 1', content: '' }], images: {}, variant: 'preview' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Inside the builder, whose own title is the h1.
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: "Titre de l'article" })).toBeInTheDocument();
    // Read as placeholders by their italics and dashed frame, at full contrast (axe checks it).
    for (const text of ["Titre de l'article", 'Bandeau', 'Paragraphe vide']) {
      await expect(canvas.getByText(text)).toHaveStyle({ fontStyle: 'italic', borderStyle: 'dashed' });
    }
  },
};
