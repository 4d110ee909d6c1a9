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
    await expect(canvas.getByText(/Puis pique-nique/)).toBeInTheDocument();
  },
};

export const ImagesLoadingAndFailed: Story = {
  args: { images: { 'photo-ponton': { status: 'error' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Chargement de l'image...")).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent("L'image n'a pas pu être chargée");
  },
};

export const EmptyPreview: Story = {
  args: { title: '', bandeau: '', elements: [{ type: 'text', name: 'paragraphe 1', content: '' }], images: {}, placeholders: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Titre de l'article")).toBeInTheDocument();
    await expect(canvas.getByText('Paragraphe vide')).toBeInTheDocument();
  },
};
