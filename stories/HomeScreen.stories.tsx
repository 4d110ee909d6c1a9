import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HomeScreen } from '../src/screens/HomeScreen.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { fakeArticlesApi, sampleArticles } from '../src/testing/fakeArticlesApi.ts';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { withStores } from './support/withStores.tsx';

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  parameters: { route: '/app' },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = ({ accounts }: RootStore) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true });

export const Feed: Story = {
  decorators: [withStores({ api: { articles: fakeArticlesApi(sampleArticles(16)) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Étape 16 : le lac' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Articles']);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(15);
    await userEvent.click(canvas.getByRole('button', { name: 'Charger les articles plus anciens' }));
    await expect(await canvas.findByRole('heading', { name: 'Étape 1 : le lac' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(16);
  },
};

export const FetchesOnlyNewerWhenArticlesArePresent: Story = {
  decorators: [
    withStores({
      api: { articles: fakeArticlesApi(sampleArticles(5)) },
      arrange: (store) => {
        signedIn(store);
        // As if restored from localStorage: articles 1 to 3 are known.
        Object.assign(store.articles, { articles: sampleArticles(3).reverse(), firstid: 3, lastid: 1 });
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Étape 5 : le lac' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Étape 5 : le lac',
      'Étape 4 : le lac',
      'Étape 3 : le lac',
      'Étape 2 : le lac',
      'Étape 1 : le lac',
    ]);
  },
};

export const Loading: Story = {
  decorators: [withStores({ api: { articles: fakeArticlesApi([], { delayMs: Infinity }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Articles' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  decorators: [withStores({ arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aucun article publié')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Publier un article' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  decorators: [withStores({ api: { articles: fakeArticlesApi([], { failWith: 'Le serveur est indisponible' }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Le serveur est indisponible');
    await expect(canvas.queryByText('Aucun article publié')).toBeNull();
  },
};
