import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { PublishScreen } from '../src/screens/PublishScreen.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { fakeArticlesApi } from '../src/testing/fakeArticlesApi.ts';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { withStores } from './support/withStores.tsx';
import { withLeaveGuard } from './support/withLeaveGuard.tsx';
import { jpegFile } from './support/sampleFiles.ts';
import { memoryDrafts } from '../src/stores/draftsPersistence.ts';
import { editSelected, emptyDraft, insertImage, select } from '../src/components/articleDraft.ts';

const meta = {
  title: 'Screens/PublishScreen',
  component: PublishScreen,
  // The app's guarded history: leaving with a draft asks "Garder le brouillon ?".
  parameters: { ownRouter: true },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/app/publish" element={<Story />} />
        <Route path="/app" element={<p>Fil des articles</p>} />
      </Routes>
    ),
    withLeaveGuard('/app/publish'),
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

export const LeavingAsksToKeepTheDraft: Story = {
  decorators: [withStores({ arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = await fillArticle(canvasElement);
    await expect(await canvas.findByText('Brouillon gardé sur cet appareil')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await screen.findByRole('alertdialog', { name: 'Garder le brouillon ?' });
    // Escape stays on the article.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByLabelText('Texte du paragraphe')).toHaveValue('Bonjour');

    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Garder' }));
    await expect(await canvas.findByText('Fil des articles')).toBeInTheDocument();
  },
};

// Marie (sampleUser, account 2) left an article with a photo on this device.
function keptDraft(title: string) {
  const typed = editSelected(select(editSelected(emptyDraft, title), 'Bandeau'), 'Au soleil');
  return memoryDrafts([{ key: 'publish:2', owner: 2, savedAt: new Date(2025, 10, 14, 18, 30).getTime(), draft: insertImage(typed, jpegFile('lac.jpg')) }]);
}

export const OffersTheKeptDraft: Story = {
  decorators: [withStores({ arrange: signedIn, ports: { drafts: keptDraft('Le lac') } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('region', { name: 'Reprendre le brouillon ?' });
    await expect(offer).toHaveTextContent('« Le lac », enregistré sur cet appareil le 14/11/2025 18:30.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reprendre le brouillon' }));
    await expect(await canvas.findByText('Image choisie : lac.jpg')).toBeInTheDocument();
    const shown = within(canvas.getByRole('region', { name: 'Aperçu' })).getByRole('img', { name: 'image 1' }) as HTMLImageElement;
    await waitFor(() => expect(shown.naturalWidth).toBeGreaterThan(0));

    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer le brouillon' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Supprimer le brouillon ?' })).getByRole('button', { name: 'Supprimer' }));
    await expect(await canvas.findByLabelText('Titre')).toHaveValue('');
    await expect(canvas.queryByText('Brouillon gardé sur cet appareil')).toBeNull();
  },
};

export const PhoneOffersTheKeptDraft: Story = {
  globals: phoneViewport,
  decorators: [
    withStores({ arrange: signedIn, ports: { drafts: keptDraft('Notre grande traversée des Pyrénées à pied, de Hendaye à Banyuls-sur-Mer, avec les enfants') } }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Reprendre le brouillon ?' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Recommencer' }));
    await expect(await canvas.findByLabelText('Titre')).toHaveValue('');
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
