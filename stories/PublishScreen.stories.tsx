import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { PublishScreen } from '../src/screens/PublishScreen.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { fakeArticlesApi } from '../src/testing/fakeArticlesApi.ts';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { withStores } from './support/withStores.tsx';
import { jpegFile } from './support/sampleFiles.ts';

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

const signedIn = ({ accounts }: RootStore) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true });

async function writeArticle(canvasElement: HTMLElement) {
  const canvas = await fillArticle(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Publier' }));
  return canvas;
}

async function fillArticle(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Titre'), 'Le lac');
  await userEvent.selectOptions(canvas.getByLabelText('Élément sélectionné'), 'Bandeau');
  await userEvent.type(canvas.getByLabelText('Bandeau'), 'Au soleil');
  await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un paragraphe' }));
  await userEvent.type(canvas.getByLabelText('Texte du paragraphe'), 'Bonjour');
  return canvas;
}

export const PublishesAndGoesBack: Story = {
  decorators: [withStores({ arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Nouvel article']);
    const canvas = await writeArticle(canvasElement);
    await expect(await canvas.findByText('Fil des articles')).toBeInTheDocument();
  },
};

export const CancelEmptyGoesBackToFeed: Story = {
  decorators: [withStores({ arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(await canvas.findByText('Fil des articles')).toBeInTheDocument();
  },
};

export const CancelDraftAsksFirst: Story = {
  decorators: [withStores({ arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = await fillArticle(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Abandonner cet article ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByLabelText('Texte du paragraphe')).toHaveValue('Bonjour');

    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Abandonner' }));
    await expect(await canvas.findByText('Fil des articles')).toBeInTheDocument();
  },
};

export const PhonePublishesWithAPhoto: Story = {
  globals: phoneViewport,
  decorators: [withStores({ arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = await fillArticle(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Choisir une image'), jpegFile('IMG_2025.jpg'));
    const preview = within(canvas.getByRole('region', { name: 'Aperçu' }));
    const shown = preview.getByRole('img', { name: 'image 2' }) as HTMLImageElement;
    await waitFor(() => expect(shown.naturalWidth).toBeGreaterThan(0));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    window.scrollTo(0, 0);
    const publish = canvas.getByRole('button', { name: 'Publier' });
    await waitFor(async () => {
      const box = publish.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    });
    await userEvent.click(publish);
    await expect(await canvas.findByText('Fil des articles')).toBeInTheDocument();
  },
};

export const ServerRefuses: Story = {
  decorators: [
    withStores({ api: { articles: fakeArticlesApi([], { failWritesWith: "Format d'image non accepté (png, gif ou jpeg uniquement)" }) }, arrange: signedIn }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await writeArticle(canvasElement);
    await expect(await canvas.findByText(/Format d'image non accepté/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Publier' })).toBeEnabled();
  },
};

export const InProgress: Story = {
  decorators: [withStores({ api: { articles: fakeArticlesApi([], { delayMs: Infinity }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = await writeArticle(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Publication en cours...' })).toBeDisabled();
  },
};
