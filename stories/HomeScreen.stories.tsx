import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HomeScreen } from '../src/screens/HomeScreen.tsx';
import { TripNewsSection } from '../src/screens/TripNewsSection.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { fakeArticlesApi, sampleArticles } from '../src/testing/fakeArticlesApi.ts';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeAlbumsApi } from '../src/testing/fakeAlbumsApi.ts';
import { fakeTripApi } from '../src/testing/fakeTripApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
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

/** Issue 39: « Dernières nouvelles », read once the feed has answered, a link to the trip's map. */
export const TripNewsOnPhone: Story = {
  globals: phoneViewport,
  args: { news: <TripNewsSection /> },
  decorators: [withStores({ api: { articles: fakeArticlesApi(sampleArticles(3)), trip: fakeTripApi() }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const news = await canvas.findByRole('link', { name: 'Dernières nouvelles : Genève, Suisse · il y a 2 h' });
    await expect(news).toHaveAttribute('href', '/app/voyage');
    await expect(canvas.getByRole('heading', { name: 'Étape 3 : le lac' })).toBeInTheDocument();
  },
};

/** Issue 38: what members added to the albums, among the articles by time, each line a link. */
export const FeedWithAlbumLines: Story = {
  decorators: [
    withStores({
      api: {
        articles: fakeArticlesApi(sampleArticles(3)),
        albums: fakeAlbumsApi({
          additions: [
            { pseudo: 'Camille', album: 'Alpes', photos: 12, videos: 0, at: new Date(2025, 6, 2, 18, 0).getTime() },
            { pseudo: 'Paul', album: 'Bretagne', photos: 2, videos: 1, at: new Date(2025, 6, 1, 9, 0).getTime() },
          ],
        }),
      },
      arrange: signedIn,
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const camille = await canvas.findByRole('link', { name: 'Camille a ajouté 12 photos à « Alpes »' });
    await expect(camille).toHaveAttribute('href', '/app/lapingramviewer/Alpes');
    await expect(canvas.getByRole('link', { name: 'Paul a ajouté 2 photos et 1 vidéo à « Bretagne »' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent?.slice(0, 16))).toEqual([
      'Étape 3 : le lac',
      'Camille a ajouté',
      'Étape 2 : le lac',
      'Étape 1 : le lac',
      'Paul a ajouté 2 ',
    ]);
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
