import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../src/api/httpClient.ts';
import { ComposerScreen } from '../src/screens/ComposerScreen.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { memoryStoryOutbox, type StoredStory } from '../src/stores/storyOutboxPersistence.ts';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeArticlesApi } from '../src/testing/fakeArticlesApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { jpegFile } from './support/sampleFiles.ts';
import { withStores, type StoresSetup } from './support/withStores.tsx';

const meta = {
  title: 'Screens/ComposerScreen',
  component: ComposerScreen,
  parameters: { route: '/app/raconter' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/app/raconter" element={<Story />} />
        <Route path="/app/raconter/:id" element={<Story />} />
        <Route path="/app/article/:id" element={<p>Page de l’article</p>} />
        <Route path="*" element={<p>Fil des articles</p>} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof ComposerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Marie signed in, and no composer draft left on this browser by another story. */
const signedIn = (root: RootStore) => {
  for (const key of Object.keys(localStorage)) if (key.startsWith('lapin-raconter:')) localStorage.removeItem(key);
  runInAction(() => Object.assign(root.accounts, { userInfo: sampleUser, userToken: true }));
};

/** Stores made afresh at each render (a story runs again for its screenshot), over the setup given. */
const freshStores = (setup: () => StoresSetup): Decorator => (Story, context) => withStores(setup())(Story, context);

/** An article server whose photo uploads answer as `photo` says: by default all the bytes are out,
 * and the server never answers (« Envoi… »). */
function articlesWith(photo: (count: number) => Promise<string> = () => new Promise<string>(() => undefined)) {
  const api = fakeArticlesApi();
  let count = 0;
  api.uploadPhoto = (_token, _photo, onProgress) => {
    onProgress?.(1);
    return photo(++count);
  };
  return api;
}
const fill = async (field: HTMLElement, value: string) => {
  await userEvent.click(field);
  await userEvent.paste(value);
};

const pick = async (canvasElement: HTMLElement, names: string[]) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"][multiple]')!;
  await userEvent.upload(input, names.map((name) => jpegFile(name)));
};
const photoList = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: 'Photos du récit' }));
const text = 'Nous avons pris le bateau de sept heures. Le lac était encore dans la brume.\n\nLe soir, fondue au refuge et coucher de soleil sur les Aravis.';

export const Empty: Story = {
  decorators: [withStores({ arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Raconter' })).toBeVisible();
    await expect(canvas.getByLabelText('Titre')).toHaveValue('');
    await expect(canvas.queryByText('Brouillon gardé sur cet appareil')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Publier' }));
    await expect(canvas.getByText('Ajoutez un titre')).toBeVisible();
  },
};
export const EmptyPhone: Story = { ...Empty, globals: phoneViewport };

export const Writing: Story = {
  decorators: [withStores({ arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Titre'), 'Le lac dans la brume');
    await fill(canvas.getByLabelText('Le récit'), 'Nous avons pris le bateau de sept heures. Le lac était encore dans la brume.');
    await expect(canvas.getByText('Sinon : « Nous avons pris le bateau de sept heures. »')).toBeVisible();
    // Every change is kept on the device.
    await expect(canvas.getByText('Brouillon gardé sur cet appareil')).toBeVisible();
    await expect(Object.keys(localStorage).filter((key) => key.startsWith('lapin-raconter:'))).toHaveLength(1);
  },
};
export const WritingPhone: Story = { ...Writing, globals: phoneViewport };

export const PhotosUploading: Story = {
  decorators: [freshStores(() => ({ api: { articles: articlesWith() }, arrange: signedIn }))],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Raconter' });
    await pick(canvasElement, ['IMG_0411.jpg', 'IMG_0412.jpg', 'IMG_0413.jpg']);
    const photos = await photoList(canvasElement);
    // Each leaves once the last one's bytes are out, shown from its shrunk copy.
    await waitFor(() => expect(photos.getAllByRole('listitem', { name: /: Envoi…$/ })).toHaveLength(3), { timeout: 10_000 });
    await waitFor(() => expect(canvasElement.querySelectorAll('li img[src^="blob:"]')).toHaveLength(3), { timeout: 10_000 });
    await expect(within(canvasElement).getByText('3 photos')).toBeVisible();
  },
};
export const PhotosUploadingPhone: Story = { ...PhotosUploading, globals: phoneViewport };

export const OnePhotoFailed: Story = {
  decorators: [
    freshStores(() => ({
      api: { articles: articlesWith((count) => (count === 2 ? Promise.reject(new ApiError('Une photo dépasse 30 Mo', 413)) : Promise.resolve(`photo-${count}`))) },
      arrange: signedIn,
    })),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Raconter' });
    await pick(canvasElement, ['IMG_0411.jpg', 'IMG_0412.jpg']);
    const photos = await photoList(canvasElement);
    await expect(await photos.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Une photo dépasse 30 Mo');
    await waitFor(() => expect(photos.getByRole('listitem', { name: 'IMG_0411.jpg : Envoyée' })).toBeVisible(), { timeout: 10_000 });
    await expect(photos.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};
export const OnePhotoFailedPhone: Story = { ...OnePhotoFailed, globals: phoneViewport };

const queued: StoredStory = {
  kind: 'story',
  key: 'story:r1',
  clientId: 'r1',
  owner: sampleUser.id,
  title: 'Hors réseau au refuge',
  bandeau: 'Nous avons pris le bateau de sept heures.',
  paragraphs: ['Nous avons pris le bateau de sept heures.'],
  photos: [],
  queuedAt: 1,
  state: 'waiting',
};
const offlineDevice = () => ({ network: { isOnline: () => false, onOnline: () => () => undefined }, stories: memoryStoryOutbox([queued]) });
const offline = (root: RootStore) => {
  signedIn(root);
  root.offline.setOnline(false);
};

export const OfflineQueued: Story = {
  decorators: [withStores({ ports: offlineDevice, arrange: offline })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const waiting = within(await canvas.findByRole('region', { name: "En attente d'envoi" }));
    await expect(waiting.getByText('Hors réseau au refuge')).toBeVisible();
    await expect(canvas.getByText("Hors ligne : « Publier » garde le récit sur l'appareil, il partira tout seul.")).toBeVisible();
    await pick(canvasElement, ['IMG_0411.jpg']);
    // Offline, the photo waits, shown from the original the device keeps.
    const photos = await photoList(canvasElement);
    await expect(photos.getByRole('listitem', { name: "IMG_0411.jpg : En attente d'envoi" })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('li img[src^="blob:"]')).toHaveLength(1));
  },
};
export const OfflineQueuedPhone: Story = { ...OfflineQueued, globals: phoneViewport };

export const PublishRefused: Story = {
  decorators: [withStores({ api: { articles: fakeArticlesApi([], { failWritesWith: "L'article doit avoir un titre" }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Titre'), 'La cascade');
    await fill(canvas.getByLabelText('Le récit'), 'Un mot.');
    await userEvent.click(canvas.getByRole('button', { name: 'Publier' }));
    await expect(await canvas.findByText("Publication impossible : L'article doit avoir un titre")).toBeVisible();
    // The story is the outbox's, refused, with « Réessayer »: the form is empty again, asking nothing.
    await expect(within(canvas.getByRole('region', { name: "En attente d'envoi" })).getByText('La cascade')).toBeVisible();
    await expect(canvas.queryByText('Ajoutez un titre')).toBeNull();
  },
};
export const PublishRefusedPhone: Story = { ...PublishRefused, globals: phoneViewport };

/** Editing an article still on its way from the server. */
export const Loading: Story = {
  parameters: { route: '/app/raconter/5' },
  decorators: [withStores({ api: { articles: fakeArticlesApi([], { delayMs: Infinity }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement...' })).toBeVisible();
  },
};

export const CannotRead: Story = {
  parameters: { route: '/app/raconter/5' },
  decorators: [withStores({ api: { articles: fakeArticlesApi([], { failWith: 'Le serveur est indisponible' }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent("Probleme lors du chargement de l'article");
  },
};

const longTitle = 'Le grand tour des lacs et des glaciers de Haute-Savoie, avec les grands-parents et la tante Marie-Christine';
export const LongFrenchTextOnPhone: Story = {
  globals: phoneViewport,
  decorators: [withStores({ ports: offlineDevice, arrange: offline })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(await canvas.findByLabelText('Titre'), longTitle);
    await fill(canvas.getByLabelText('Le récit'), text);
    await pick(canvasElement, ['Randonnée-au-lac-de-Gaube-avec-les-grands-parents-et-les-cousins.jpg']);
    await expect(canvas.getByLabelText('Titre')).toHaveValue(longTitle);
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(390);
    }
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
