import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { ArticleFeed } from '../src/components/ArticleFeed.tsx';
import { sampleArticles } from '../src/testing/fakeArticlesApi.ts';
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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Articles' })).toBeInTheDocument();
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
    await userEvent.click(canvas.getByRole('button', { name: 'Étape 15 : le lac' }));
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Articles']);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const [tile] = canvas.getAllByRole('listitem') as [HTMLElement];
    await expect(within(tile).getByText('par Marie Françoise de la Grande Garenne')).toBeInTheDocument();
    await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth + 1);
    await userEvent.click(canvas.getByRole('button', { name: /^Traversée des gorges du Verdon/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(8);
  },
};

export const PhoneTiles: Story = {
  globals: phoneViewport,
  args: { articles: [{ ...longFrench, id: 100 }, ...newestFirst(15)] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const publish = canvas.getByRole('button', { name: 'Publier un article' }).getBoundingClientRect();
    await expect(publish.height).toBeGreaterThanOrEqual(44);
    await expect(publish.right).toBeLessThanOrEqual(window.innerWidth);
    // A tap anywhere on a tile opens it: the whole card is the target.
    const tile = canvas.getAllByRole('listitem')[1] as HTMLElement;
    const box = tile.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const open = within(tile).getByRole('button', { name: 'Étape 15 : le lac' });
    const byline = within(tile).getByText('par Marie').getBoundingClientRect();
    await expect(document.elementFromPoint(byline.left + 4, byline.top + byline.height / 2)).toBe(open);
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledWith(15);
    const more = canvas.getByRole('button', { name: 'Charger les articles plus anciens' }).getBoundingClientRect();
    await expect(more.height).toBeGreaterThanOrEqual(44);
    await expect(more.width).toBeGreaterThanOrEqual(44);
  },
};
