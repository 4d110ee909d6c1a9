import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { PublishScreen } from '../src/screens/PublishScreen.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { fakeArticleApi } from '../src/testing/fakeArticleApi.ts';
import { sampleUser } from '../src/testing/fakeApis.ts';
import { withStores } from './support/withStores.tsx';

const meta = {
  title: 'Screens/PublishScreen',
  component: PublishScreen,
  parameters: { route: '/app/publish' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/app/publish" element={<Story />} />
        <Route path="/app" element={<p>Fil des articles</p>} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof PublishScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = ({ auth }: RootStore) => void Object.assign(auth, { userInfo: sampleUser, userToken: true });

async function writeArticle(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Titre'), 'Le lac');
  await userEvent.selectOptions(canvas.getByLabelText('Élément sélectionné'), 'Bandeau');
  await userEvent.type(canvas.getByLabelText('Bandeau'), 'Au soleil');
  await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un paragraphe' }));
  await userEvent.type(canvas.getByLabelText('Texte du paragraphe'), 'Bonjour');
  await userEvent.click(canvas.getByRole('button', { name: 'Publier' }));
  return canvas;
}

export const PublishesAndGoesBack: Story = {
  decorators: [withStores({ arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = await writeArticle(canvasElement);
    await expect(await canvas.findByText('Fil des articles')).toBeInTheDocument();
  },
};

export const ServerRefuses: Story = {
  decorators: [
    withStores({ api: { article: fakeArticleApi([], { failWritesWith: "Format d'image non accepté (png, gif ou jpeg uniquement)" }) }, arrange: signedIn }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await writeArticle(canvasElement);
    await expect(await canvas.findByText(/Format d'image non accepté/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Publier' })).toBeEnabled();
  },
};

export const InProgress: Story = {
  decorators: [withStores({ api: { article: fakeArticleApi([], { delayMs: Infinity }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = await writeArticle(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Publication en cours...' })).toBeDisabled();
  },
};
