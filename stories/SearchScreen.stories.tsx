import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchScreen } from '../src/screens/SearchScreen.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeSearchApi, sampleSearchItems, type FakeSearchOptions } from '../src/testing/fakeSearchApi.ts';
import type { RootStore } from '../src/stores/RootStore.ts';
import type { SearchResult } from '../shared/searchTypes.ts';
import { withStores } from './support/withStores.tsx';

// The panel over the search store and a fake search API: the words typed go out (after the
// store's pause) and the answer is drawn.
const signedIn = ({ accounts }: RootStore) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true });
const withSearch = (options: FakeSearchOptions = {}) => withStores({ api: { search: fakeSearchApi(options) }, arrange: signedIn });

const meta = {
  title: 'Screens/SearchScreen',
  component: SearchScreen,
  args: { open: true, fullScreen: false, onClose: fn() },
  decorators: [withSearch()],
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The panel is a dialog: it renders in a portal, outside the story's canvas.
const page = () => within(document.body);
const typeInField = async (words: string) => {
  const dialog = await page().findByRole('dialog', { name: 'Recherche' });
  await userEvent.type(within(dialog).getByRole('combobox', { name: 'Rechercher dans Lapin' }), words);
  return dialog;
};

export const Empty: Story = {
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Recherche' });
    await expect(dialog).toHaveTextContent('Cherchez dans les articles, les commentaires, le chat, les photos, les vidéos et les lieux.');
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    const dialog = await typeInField('fromagerie');
    await expect(await within(dialog).findByRole('group', { name: 'Articles (1)' })).toBeVisible();
    await expect(within(dialog).getByRole('group', { name: 'Photos (1)' })).toBeVisible();
    await expect([...dialog.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['fromagerie', 'fromagerie', 'fromagerie']);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  decorators: [withSearch({ pending: true })],
  play: async () => {
    await typeInField('chamo');
    await expect(await page().findByRole('progressbar', { name: 'Recherche en cours…' })).toBeVisible();
  },
};

export const NothingFound: Story = {
  play: async () => {
    const dialog = await typeInField('raclette');
    await expect(await within(dialog).findByText('Rien trouvé pour « raclette »')).toBeVisible();
  },
};

export const Failed: Story = {
  decorators: [withSearch({ failWith: 'Le serveur est indisponible' })],
  play: async () => {
    const dialog = await typeInField('lac');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('La recherche n’a pas abouti. Le serveur est indisponible');
    await expect(within(dialog).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

const longStory: SearchResult = {
  kind: 'article',
  id: '22',
  title: 'Jour 5 : la grande randonnée jusqu’au refuge du Lac Blanc, entre névés, bouquetins et orages de fin d’après-midi',
  snippet:
    'Nous avons marché sept heures durant, d’abord sous les mélèzes puis sur les dalles, et la randonnée s’est terminée au refuge où la gardienne nous a servi une soupe aux orties et une tarte aux myrtilles inoubliable.',
  highlights: [],
  author: 'Marie-Françoise de La Tour d’Auvergne',
  ts: Date.UTC(2026, 7, 6, 18),
  url: '/app/article/22',
};

export const LongFrenchText: Story = {
  decorators: [withSearch({ items: [...sampleSearchItems, longStory] })],
  play: async () => {
    const dialog = await typeInField('randonnée');
    const option = await within(dialog).findByRole('option', { name: /Lac Blanc/ });
    await expect(option).toHaveTextContent('Marie-Françoise de La Tour d’Auvergne');
    await expect([...option.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['randonnée']);
  },
};

export const FilledOnPhone: Story = {
  globals: phoneViewport,
  args: { fullScreen: true },
  play: async ({ args }) => {
    const dialog = await typeInField('chamonix');
    await expect(await within(dialog).findByRole('group', { name: 'Lieux (1)' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer la recherche' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
