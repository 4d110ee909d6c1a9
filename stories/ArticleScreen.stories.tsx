import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ArticleScreen } from '../src/screens/ArticleScreen.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { fakeArticlesApi } from '../src/testing/fakeArticlesApi.ts';
import { userInfoOf } from '../src/testing/fakeAccountsApi.ts';
import { sampleComments, textAndImages, withVideos } from './support/sampleArticles.ts';
import { fakeReactionsApi } from '../src/testing/fakeReactionsApi.ts';
import { fakeVideosApi, sampleVideo } from '../src/testing/fakeVideosApi.ts';
import { withStores } from './support/withStores.tsx';

const meta = {
  title: 'Screens/ArticleScreen',
  component: ArticleScreen,
  parameters: { route: '/app/article/7' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/app/article/:id" element={<Story />} />
        <Route path="/app" element={<p>Fil des articles</p>} />
        <Route path="/app/editor/:id" element={<p>Éditeur</p>} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof ArticleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const as = (pseudo: string) => ({ accounts }: RootStore) =>
  void Object.assign(accounts, { userInfo: userInfoOf(pseudo), userToken: true });

export const Reader: Story = {
  decorators: [withStores({ api: { articles: fakeArticlesApi([textAndImages]) }, arrange: as('Paul') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Le lac de Serre-Ponçon' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Agrandir la photo/ })).toHaveLength(2));
    await expect(canvas.queryByRole('button', { name: 'Editer' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Retour aux articles' }));
    await expect(await canvas.findByText('Fil des articles')).toBeInTheDocument();
  },
};

export const WriterDeletes: Story = {
  decorators: [withStores({ api: { articles: fakeArticlesApi([textAndImages]) }, arrange: as('Marie') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Supprimer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Effacer' }));
    await expect(await canvas.findByText('Fil des articles')).toBeInTheDocument();
  },
};

export const DeleteFails: Story = {
  // The server cannot be reached: the device's copy stays on screen, and the delete fails.
  decorators: [withStores({ api: { articles: fakeArticlesApi([textAndImages], { failWith: 'Network Error' }) }, arrange: (store) => {
    as('Marie')(store);
    store.articles.articles = [textAndImages];
  } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Supprimer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Effacer' }));
    // The photos cannot load either: their own alerts sit beside this one.
    await expect((await canvas.findByText('Une erreur est survenue !')).closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Le lac de Serre-Ponçon' })).toBeInTheDocument();
  },
};

export const CannotLoad: Story = {
  decorators: [withStores({ arrange: as('Paul') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Probleme lors du chargement de l'article");
    await userEvent.click(canvas.getByRole('link', { name: 'Retour aux articles' }));
    await expect(await canvas.findByText('Fil des articles')).toBeInTheDocument();
  },
};

export const WriterEdits: Story = {
  decorators: [withStores({ api: { articles: fakeArticlesApi([textAndImages]) }, arrange: as('Marie') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Editer' }));
    await expect(await canvas.findByText('Éditeur')).toBeInTheDocument();
  },
};

/** Issue 23: a video still being prepared when the article was read is read again on its own (and
 * then followed live): ready meanwhile, it plays without the article being read again. */
export const VideoReadyMeanwhile: Story = {
  parameters: { route: `/app/article/${withVideos.id}` },
  decorators: [
    withStores({
      api: {
        articles: fakeArticlesApi([withVideos]),
        videos: fakeVideosApi([sampleVideo({ id: '22222222-2222-4222-8222-222222222222', title: 'Le goûter', width: 1280, height: 720 })]),
      },
      arrange: as('Paul'),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Le goûter').tagName).toBe('VIDEO'));
    await expect(canvas.queryByText(/En préparation/)).toBeNull();
    await expect(canvas.getByLabelText('Le plongeon de Léon').tagName).toBe('VIDEO');
    await expect(canvas.getByText('Cette vidéo a été supprimée')).toBeVisible();
  },
};

// Issue 25: the article and its comments as the server sends them once reactions exist.
const articleHearts = [{ emoji: '❤️', count: 2, mine: false, by: ['Paul', 'Léa'] }];
const commentLaugh = [{ emoji: '😂', count: 1, mine: true, by: ['Hugo'] }];
const reacted = { ...textAndImages, reactions: articleHearts, comments: [{ ...sampleComments[0]!, reactions: commentLaugh }, sampleComments[1]!] };

export const Reactions: Story = {
  decorators: [withStores({ api: { articles: fakeArticlesApi([{ ...reacted, id: 7 }]), reactions: fakeReactionsApi({ self: 'Hugo', given: { 'article:7': articleHearts, 'comment:1': commentLaugh } }) }, arrange: as('Hugo') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [article, firstComment, secondComment] = await canvas.findAllByRole('group', { name: 'Réactions' });
    // The reader's ❤️ shows at once, counted with the others'.
    await userEvent.click(within(article!).getByRole('button', { name: '❤️ 2' }));
    await expect(await within(article!).findByRole('button', { name: '❤️ 3, dont vous' })).toHaveAttribute('aria-pressed', 'true');
    // Each comment has its own: taking back one's 😂 leaves nobody, so the emoji goes.
    await userEvent.click(within(firstComment!).getByRole('button', { name: '😂 1, dont vous' }));
    await waitFor(() => expect(within(firstComment!).queryByRole('button', { name: /😂/ })).toBeNull());
    await expect(within(secondComment!).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Réagir']);
  },
};
