import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
