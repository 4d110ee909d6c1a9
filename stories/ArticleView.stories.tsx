import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, screen, waitFor } from 'storybook/test';
import { ArticleView } from '../src/components/ArticleView.tsx';
import { longFrench, sampleImageSrc, textAndImages } from './support/sampleArticles.ts';

const meta = {
  title: 'Components/ArticleView',
  component: ArticleView,
  args: {
    article: textAndImages,
    loadFailed: false,
    images: { 'photo-lac': { status: 'ready', src: sampleImageSrc }, 'photo-ponton': { status: 'ready', src: sampleImageSrc } },
    isWriter: false,
    busy: false,
    onEdit: fn(),
    onDelete: fn(),
    onDismissError: fn(),
  },
} satisfies Meta<typeof ArticleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reader: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Le lac de Serre-Ponçon' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await expect(canvas.getByText('Écrit par Marie')).toBeInTheDocument();
    await expect(canvas.getByText('14/07/2025 16:05')).toBeInTheDocument();
    await expect(canvas.getByText('Les commentaires seront bientôt possibles.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Editer' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Supprimer' })).toBeNull();
  },
};

export const Writer: Story = {
  args: { isWriter: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editer' }));
    await expect(args.onEdit).toHaveBeenCalledWith(7);

    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    await expect(await screen.findByText("Voulez vraiment effacer l'article ?")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByText("Voulez vraiment effacer l'article ?")).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Effacer' }));
    await expect(args.onDelete).toHaveBeenCalledWith(7);
    await waitFor(() => expect(screen.queryByText("Voulez vraiment effacer l'article ?")).toBeNull());
  },
};

export const DeleteFailed: Story = {
  args: { isWriter: true, actionError: 'Une erreur est survenue !' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Une erreur est survenue !');
  },
};

export const TextOnlyLongFrench: Story = {
  args: { article: longFrench, images: {} },
};

export const Loading: Story = {
  args: { article: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { article: undefined, loadFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("Probleme lors du chargement de l'article");
  },
};
