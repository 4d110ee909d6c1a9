import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchPanel } from '../src/components/SearchPanel.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { highlightsOf, sampleSearchItems } from '../src/testing/fakeSearchApi.ts';
import type { SearchResult } from '../shared/searchTypes.ts';

const found = (q: string, kinds?: readonly SearchResult['kind'][]): SearchResult[] =>
  sampleSearchItems
    .filter((item) => !kinds || kinds.includes(item.kind))
    .map((item) => ({ ...item, highlights: highlightsOf(item.snippet, q) }))
    .filter((item) => item.highlights.length > 0 || highlightsOf(item.title, q).length > 0);

const fromagerie = found('fromagerie', ['article', 'comment', 'photo']);

const meta = {
  title: 'Components/SearchPanel',
  component: SearchPanel,
  args: {
    open: true,
    fullScreen: false,
    query: 'fromagerie',
    status: 'done',
    results: fromagerie,
    answered: 'fromagerie',
    more: false,
    onQueryChange: fn(),
    onSearchNow: fn(),
    onOpenResult: fn(),
    onLoadMore: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// The panel is a dialog: it renders in a portal, outside the story's canvas.
const page = () => within(document.body);

export const Filled: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Recherche' });
    const field = within(dialog).getByRole('combobox', { name: 'Rechercher dans Lapin' });
    await expect(field).toHaveFocus();
    await expect(within(dialog).getByRole('group', { name: 'Articles (1)' })).toBeVisible();
    await expect(within(dialog).getByRole('group', { name: 'Commentaires (1)' })).toBeVisible();
    await expect(within(dialog).getByRole('group', { name: 'Photos (1)' })).toBeVisible();
    // The matched word is marked in each snippet.
    await expect([...dialog.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['fromagerie', 'fromagerie', 'fromagerie']);
    // Arrows walk the results in the order drawn, Enter opens the one reached.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const comment = within(dialog).getByRole('option', { name: /rue Sainte-Claire/ });
    await expect(comment).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', comment.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(dialog).getByRole('option', { name: /goûter un reblochon/ })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onOpenResult).toHaveBeenCalledWith(expect.objectContaining({ kind: 'article', url: '/app/article/16' }));
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await page().findByRole('dialog', { name: 'Recherche' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const TypingAsks: Story = {
  args: { query: '', status: 'idle', results: [], answered: '' },
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Recherche' });
    await expect(dialog).toHaveTextContent('Cherchez dans les articles, les commentaires, le chat, les photos, les vidéos et les lieux.');
    await userEvent.keyboard('c');
    await expect(args.onQueryChange).toHaveBeenCalledWith('c');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearchNow).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { query: 'chamo', status: 'loading', results: [], answered: '' },
  play: async () => {
    await expect(await page().findByRole('progressbar', { name: 'Recherche en cours…' })).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { query: 'raclette', status: 'done', results: [], answered: 'raclette' },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Recherche' });
    await expect(dialog).toHaveTextContent('Rien trouvé pour « raclette »');
    await expect(within(dialog).getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Failed: Story = {
  args: { status: 'error', results: [], error: 'Le serveur est indisponible' },
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Recherche' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('La recherche n’a pas abouti. Le serveur est indisponible');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onSearchNow).toHaveBeenCalledTimes(1);
  },
};

export const Offline: Story = {
  args: { status: 'offline', results: [], answered: '' },
  play: async () => {
    await expect(await page().findByRole('dialog', { name: 'Recherche' })).toHaveTextContent('Hors ligne : la recherche reviendra avec le réseau.');
  },
};

export const MorePages: Story = {
  args: { query: 'chamonix', answered: 'chamonix', results: found('chamonix'), more: true },
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Recherche' });
    await expect(within(dialog).getByRole('group', { name: 'Lieux (1+)' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Plus de résultats' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

const longText: SearchResult = {
  kind: 'article',
  id: '22',
  title: 'Jour 5 : la grande randonnée jusqu’au refuge du Lac Blanc, entre névés, bouquetins et orages de fin d’après-midi',
  snippet:
    '…nous avons marché sept heures durant, d’abord sous les mélèzes puis sur les dalles, et la randonnée s’est terminée au refuge où la gardienne nous a servi une soupe aux orties et une tarte aux myrtilles inoubliable…',
  highlights: [],
  author: 'Marie-Françoise de La Tour d’Auvergne',
  ts: Date.UTC(2026, 7, 6, 18),
  url: '/app/article/22',
};

export const LongFrenchText: Story = {
  args: { query: 'randonnée', answered: 'randonnée', results: [{ ...longText, highlights: highlightsOf(longText.snippet, 'randonnée') }] },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Recherche' });
    await expect(within(dialog).getByRole('option')).toHaveTextContent('Marie-Françoise de La Tour d’Auvergne');
    await expect(dialog.querySelector('mark')).toHaveTextContent('randonnée');
  },
};

export const FilledOnPhone: Story = {
  globals: phoneViewport,
  args: { fullScreen: true, query: 'chamo', answered: 'chamo', results: found('chamo') },
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Recherche' });
    await userEvent.click(within(dialog).getByRole('option', { name: /gardez-nous du fromage/ }));
    await expect(args.onOpenResult).toHaveBeenCalledWith(expect.objectContaining({ kind: 'message', url: '/app/lapinchat?message=1785830400000' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer la recherche' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const NoResultsOnPhone: Story = {
  globals: phoneViewport,
  args: { fullScreen: true, query: 'tartiflette au reblochon de savoie', status: 'done', results: [], answered: 'tartiflette au reblochon de savoie' },
  play: async () => {
    await expect(await page().findByRole('dialog')).toHaveTextContent('Rien trouvé pour « tartiflette au reblochon de savoie »');
  },
};

export const OfflineOnPhone: Story = {
  globals: phoneViewport,
  args: { fullScreen: true, status: 'offline', results: [], answered: '' },
  play: async () => {
    await expect(await page().findByRole('dialog')).toHaveTextContent('Hors ligne');
  },
};
