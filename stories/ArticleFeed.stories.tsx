import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArticleFeed } from '../src/components/ArticleFeed.tsx';
import { sampleArticles } from '../src/testing/fakeArticleApi.ts';
import { longFrench } from './support/sampleArticles.ts';

const newestFirst = (count: number) => sampleArticles(count).reverse();

const meta = {
  title: 'Components/ArticleFeed',
  component: ArticleFeed,
  args: {
    articles: newestFirst(3),
    loading: false,
    loadingMore: false,
    onPublish: fn(),
    onOpen: fn(),
    onLoadMore: fn(),
  },
} satisfies Meta<typeof ArticleFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { articles: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await expect(canvas.queryByText('Aucun article publié')).toBeNull();
  },
};

export const Empty: Story = {
  args: { articles: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucun article publié')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Publier un article' }));
    await expect(args.onPublish).toHaveBeenCalled();
  },
};

export const FourteenArticles: Story = {
  args: { articles: newestFirst(14) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(14);
    await expect(canvas.queryByRole('button', { name: 'Charger les articles plus anciens' })).toBeNull();
  },
};

export const FifteenArticles: Story = {
  args: { articles: newestFirst(15) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(15);
    const more = canvas.getByRole('button', { name: 'Charger les articles plus anciens' });
    await expect(more).toHaveTextContent('...');
    await userEvent.click(more);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('heading', { name: 'Étape 15 : le lac' }));
    await expect(args.onOpen).toHaveBeenCalledWith(15);
  },
};

export const LoadingMore: Story = {
  args: { articles: newestFirst(15), loadingMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Charger les articles plus anciens' })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { articles: [], error: 'Session invalide ou expirée, reconnectez-vous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Session invalide ou expirée, reconnectez-vous');
    await expect(canvas.queryByText('Aucun article publié')).toBeNull();
  },
};

export const LongFrenchText: Story = {
  args: { articles: [longFrench, ...newestFirst(2)] },
};
