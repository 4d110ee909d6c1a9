import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, within } from 'storybook/test';
import { EditorScreen } from '../src/screens/EditorScreen.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { fakeArticlesApi } from '../src/testing/fakeArticlesApi.ts';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { textAndImages } from './support/sampleArticles.ts';
import { withStores } from './support/withStores.tsx';
import { withLeaveGuard } from './support/withLeaveGuard.tsx';
import { memoryDrafts } from '../src/stores/draftsPersistence.ts';
import { draftFromArticle, editSelected } from '../src/components/articleDraft.ts';

const meta = {
  title: 'Screens/EditorScreen',
  component: EditorScreen,
  // The app's guarded history: leaving with changes asks "Garder le brouillon ?".
  parameters: { ownRouter: true },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/app/editor/:id" element={<Story />} />
        <Route path="/app" element={<p>Fil des articles</p>} />
        <Route path="/app/article/:id" element={<p>Article affiché</p>} />
      </Routes>
    ),
    withLeaveGuard('/app/editor/7'),
  ],
} satisfies Meta<typeof EditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = ({ accounts }: RootStore) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true });

export const PrefilledAndRepublished: Story = {
  decorators: [withStores({ api: { articles: fakeArticlesApi([textAndImages]) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Titre')).toHaveValue('Le lac de Serre-Ponçon');
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(["Modifier l'article"]);
    await expect(await within(canvas.getByRole('region', { name: 'Aperçu' })).findAllByRole('img')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Publier à nouveau' }));
    // Issue 40: an edit lands on the article, not on the feed.
    await expect(await canvas.findByText('Article affiché')).toBeInTheDocument();
  },
};

export const EditRefused: Story = {
  decorators: [
    withStores({
      api: { articles: fakeArticlesApi([textAndImages], { failWritesWith: "Seul l'auteur de l'article peut le modifier ou le supprimer" }) },
      arrange: signedIn,
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Publier à nouveau' }));
    await expect(await canvas.findByText(/Une erreur est survenue ! Seul l'auteur/)).toBeInTheDocument();
  },
};

export const CancelReturnsToTheArticle: Story = {
  decorators: [withStores({ api: { articles: fakeArticlesApi([textAndImages]) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Titre'), ' en été');
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Garder le brouillon ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jeter' }));
    await expect(await canvas.findByText('Article affiché')).toBeInTheDocument();
  },
};

export const OffersTheKeptChanges: Story = {
  decorators: [
    withStores({
      api: { articles: fakeArticlesApi([textAndImages]) },
      arrange: signedIn,
      ports: {
        drafts: memoryDrafts([
          { key: `edit:2:${textAndImages.id}`, owner: 2, savedAt: new Date(2025, 10, 14, 18, 30).getTime(), draft: editSelected(draftFromArticle(textAndImages), 'Le lac en été') },
        ]),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Reprendre le brouillon ?' })).toHaveTextContent('« Le lac en été »');
    await userEvent.click(canvas.getByRole('button', { name: 'Reprendre le brouillon' }));
    await expect(await canvas.findByLabelText('Titre')).toHaveValue('Le lac en été');
    await expect(await within(canvas.getByRole('region', { name: 'Aperçu' })).findAllByRole('img')).toHaveLength(2);
  },
};

export const CannotLoad: Story = {
  decorators: [withStores({ arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Probleme lors du chargement de l'article");
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent("Probleme lors du chargement de l'article");
  },
};
