import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchResultList } from '../src/components/SearchResultList.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { highlightsOf, sampleSearchItems } from '../src/testing/fakeSearchApi.ts';
import type { SearchResult } from '../shared/searchTypes.ts';

// The list alone: loading, failures and « nothing found » are the panel's (SearchPanel.stories.tsx);
// here, what a page of results draws.
const marked = (q: string, items: readonly SearchResult[] = sampleSearchItems): SearchResult[] =>
  items.map((item) => ({ ...item, highlights: highlightsOf(item.snippet, q) }));

const meta = {
  title: 'Components/SearchResultList',
  component: SearchResultList,
  args: {
    results: marked('fromagerie'),
    more: false,
    id: 'resultats',
    optionId: (result: SearchResult) => `resultat-${result.kind}-${result.id}`,
    onOpen: fn(),
    label: 'Résultats pour « fromagerie »',
  },
} satisfies Meta<typeof SearchResultList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('listbox', { name: 'Résultats pour « fromagerie »' });
    // One group a kind, in the contract's order, each named with its count.
    const groups = within(list).getAllByRole('group');
    await expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toEqual([
      'resultats-article',
      'resultats-comment',
      'resultats-message',
      'resultats-photo',
      'resultats-video',
      'resultats-place',
    ]);
    await expect(within(list).getByRole('group', { name: 'Messages du chat (1)' })).toBeVisible();
    await expect([...list.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['fromagerie', 'fromagerie', 'fromagerie']);
    await expect(within(list).getByRole('option', { name: /goûter un reblochon/ })).toHaveTextContent('Camille · ');
    await userEvent.click(within(list).getByRole('option', { name: /rue Sainte-Claire/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ kind: 'comment', id: '41' }));
  },
};

export const Empty: Story = {
  args: { results: [], label: 'Résultats pour « raclette »' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('listbox', { name: 'Résultats pour « raclette »' });
    await expect(within(list).queryAllByRole('option')).toHaveLength(0);
  },
};

export const ActiveOption: Story = {
  args: { activeKey: 'message-1785830400000' },
  play: async ({ canvasElement }) => {
    const options = within(canvasElement).getAllByRole('option');
    await expect(options.filter((option) => option.getAttribute('aria-selected') === 'true').map((option) => option.id)).toEqual(['resultat-message-1785830400000']);
  },
};

export const MorePages: Story = {
  args: { results: marked('chamonix', sampleSearchItems.filter((item) => item.kind === 'place' || item.kind === 'message')), more: true, label: 'Résultats pour « chamonix »' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('listbox');
    // More pages wait: a count is « at least ».
    await expect(within(list).getByRole('group', { name: 'Lieux (1+)' })).toBeVisible();
    await expect(within(list).getByRole('group', { name: 'Messages du chat (1+)' })).toBeVisible();
  },
};

const longResult: SearchResult = {
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
  args: { results: marked('randonnée', [longResult]), label: 'Résultats pour « randonnée »' },
  play: async ({ canvasElement }) => {
    const option = within(canvasElement).getByRole('option');
    await expect(option).toHaveTextContent('Marie-Françoise de La Tour d’Auvergne');
    await expect([...option.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['randonnée']);
    // Long words wrap inside the box, never past it.
    await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth);
  },
};

export const OnPhone: Story = {
  globals: phoneViewport,
  args: { results: marked('chamo'), label: 'Résultats pour « chamo »' },
  play: async ({ canvasElement, args }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(canvasElement).getByRole('option', { name: /gardez-nous du fromage/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ kind: 'message', url: '/app/lapinchat?message=1785830400000' }));
  },
};
