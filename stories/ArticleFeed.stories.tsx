import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { ArticleFeed } from '../src/components/ArticleFeed.tsx';
import { sampleArticles } from '../src/testing/fakeArticlesApi.ts';
import { longFrench } from './support/sampleArticles.ts';

const newestFirst = (count: number) => sampleArticles(count).reverse();

// Issue 38: lines of what members added to the albums, among sampleArticles(3) (1–3 July 2025, 12:30).
const additions = [
  { pseudo: 'Paul', album: 'Bretagne', photos: 2, videos: 1, at: new Date(2025, 6, 3, 20, 0).getTime() },
  { pseudo: 'Camille', album: 'Alpes', photos: 12, videos: 0, at: new Date(2025, 6, 2, 18, 0).getTime() },
  { pseudo: 'Léa', album: 'Anniversaire de Mamie', photos: 0, videos: 1, at: new Date(2025, 6, 1, 9, 15).getTime() },
];
const albumLines = (lines = additions) => ({ additions: lines, href: (album: string) => `/app/lapingramviewer/${encodeURIComponent(album)}`, onOpen: fn() });

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

export const WithAlbumLines: Story = {
  args: { albumLines: albumLines() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    // Interleaved by time: Paul's line first, Camille's between the 3 and 2 July articles, Léa's last.
    await expect(items.map((item) => item.textContent?.slice(0, 16))).toEqual([
      'Paul a ajouté 2 ',
      'Étape 3 : le lac',
      'Camille a ajouté',
      'Étape 2 : le lac',
      'Étape 1 : le lac',
      'Léa a ajouté 1 v',
    ]);
    await expect(canvas.getByRole('link', { name: 'Paul a ajouté 2 photos et 1 vidéo à « Bretagne »' })).toHaveAttribute('href', '/app/lapingramviewer/Bretagne');
    await userEvent.click(canvas.getByRole('link', { name: 'Camille a ajouté 12 photos à « Alpes »' }));
    await expect(args.albumLines?.onOpen).toHaveBeenCalledWith('Alpes');
  },
};

export const AlbumLinesWithoutArticles: Story = {
  args: { articles: [], albumLines: albumLines([{ pseudo: 'Camille', album: 'Alpes', photos: 1, videos: 0, at: new Date(2025, 6, 2, 18, 0).getTime() }]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Camille a ajouté 1 photo à « Alpes »' })).toBeVisible();
    await expect(canvas.queryByText('Aucun article publié')).toBeNull();
  },
};

export const PhoneAlbumLines: Story = {
  globals: phoneViewport,
  args: {
    albumLines: albumLines([
      { pseudo: 'Marie-Christine', album: 'Vacances en Haute-Savoie chez les cousins de Chamonix', photos: 37, videos: 4, at: new Date(2025, 6, 3, 20, 0).getTime() },
      ...additions.slice(1),
    ]),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const link = canvas.getByRole('link', { name: 'Marie-Christine a ajouté 37 photos et 4 vidéos à « Vacances en Haute-Savoie chez les cousins de Chamonix »' });
    const line = link.closest('li') as HTMLElement;
    const box = line.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    // A tap anywhere on the line opens the album, its time included.
    const time = line.querySelector('time') as HTMLElement;
    const at = time.getBoundingClientRect();
    await expect(document.elementFromPoint(at.left + 4, at.top + at.height / 2)).toBe(link);
    await userEvent.click(link);
    await expect(args.albumLines?.onOpen).toHaveBeenCalledWith('Vacances en Haute-Savoie chez les cousins de Chamonix');
  },
};
