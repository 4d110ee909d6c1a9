import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VideosScreen } from '../src/screens/VideosScreen.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeVideosApi } from '../src/testing/fakeVideosApi.ts';
import { fakeLive } from '../src/testing/fakeLive.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { familyVideos, processingVideo } from './support/sampleVideos.ts';
import { withStores } from './support/withStores.tsx';

const meta = {
  title: 'Screens/VideosScreen',
  component: VideosScreen,
  parameters: { route: '/app/lapintube' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/app/lapintube" element={<Story />} />
        <Route path="/app/lapintube/:id" element={<p>Page de la vidéo</p>} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof VideosScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = ({ accounts }: RootStore) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true });

export const Filled: Story = {
  decorators: [withStores({ api: { videos: fakeVideosApi(familyVideos) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lapintube' })).toBeVisible();
    await expect(canvas.getByText('Un espace permettant de streamer de la video...')).toBeVisible();
    // Issue 38: the list comes first; the form opens from « Ajouter une vidéo ».
    await expect(await canvas.findByText('Préparation : 42 %')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Ajouter une vidéo' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une vidéo' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ajouter une vidéo' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Le lac au petit matin' }));
    await expect(await canvas.findByText('Page de la vidéo')).toBeInTheDocument();
  },
};

const live = fakeLive();

export const LiveProgress: Story = {
  decorators: [withStores({ api: { videos: fakeVideosApi([processingVideo]), live: live.connector }, arrange: (store) => {
    signedIn(store);
    store.live.start();
  } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Préparation : 42 %')).toBeVisible();
    live.server.videoprogress(processingVideo.id, 87);
    await expect(await canvas.findByText('Préparation : 87 %')).toBeVisible();
    live.server.videofailed(processingVideo.id, "La vidéo n'a pas pu être préparée : le fichier est illisible ou incomplet");
    await expect(await canvas.findByText('Préparation impossible')).toBeVisible();
  },
};

export const AddsAVideo: Story = {
  decorators: [withStores({ api: { videos: fakeVideosApi([]) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Aucune vidéo pour l'instant. Ajoutez la première !")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une vidéo' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Titre' }), 'La plage');
    await userEvent.upload(canvas.getByLabelText('Choisir la vidéo'), new File([new Uint8Array(64)], 'plage.mp4', { type: 'video/mp4' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer la vidéo' }));
    await expect(await canvas.findByRole('button', { name: 'La plage' })).toBeVisible();
    await expect(canvas.getByText('Préparation : 0 %')).toBeVisible();
  },
};

export const Refused: Story = {
  decorators: [withStores({ api: { videos: fakeVideosApi([], { uploadFailWith: 'Vidéo trop lourde (2048 Mo au maximum)' }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une vidéo' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Titre' }), 'Le film entier');
    await userEvent.upload(canvas.getByLabelText('Choisir la vidéo'), new File([new Uint8Array(64)], 'film.mov', { type: 'video/quicktime' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer la vidéo' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Vidéo trop lourde (2048 Mo au maximum)'));
  },
};

export const CancelsAStalledUpload: Story = {
  decorators: [withStores({ api: { videos: fakeVideosApi([], { uploadStallsHalfWay: true }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une vidéo' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Titre' }), "Le ferry pour l'île d'Yeu");
    await userEvent.upload(canvas.getByLabelText('Choisir la vidéo'), new File([new Uint8Array(2048)], 'ferry.mp4', { type: 'video/mp4' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer la vidéo' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Connexion perdue');
    await expect(canvas.getByText('Envoi : 50 %')).toBeVisible();
    await expect(canvas.getByText('1 Ko sur 2 Ko')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: "Annuler l'envoi" }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Envoi annulé');
    await expect(canvas.queryByText('Envoi : 50 %')).toBeNull();
    // The form keeps what was typed, to send again.
    await expect(canvas.getByRole('textbox', { name: 'Titre' })).toHaveValue("Le ferry pour l'île d'Yeu");
  },
};

export const Empty: Story = {
  decorators: [withStores({ arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Aucune vidéo pour l'instant. Ajoutez la première !")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  decorators: [withStores({ api: { videos: fakeVideosApi([], { failWith: 'Network Error' }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Les vidéos ne peuvent pas être chargées/)).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: phoneViewport,
  decorators: [withStores({ api: { videos: fakeVideosApi(familyVideos) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Préparation : 42 %')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const text = canvas.getByText('Un espace permettant de streamer de la video...').getBoundingClientRect();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lapintube' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(text.top);
    // Issue 38: the first video starts within the first screen (844 px), under the header and
    // the list's title, and every title is a 44 px tap target.
    const first = canvas.getAllByRole('listitem')[0]!.getBoundingClientRect();
    await expect(first.top - canvasElement.getBoundingClientRect().top).toBeLessThanOrEqual(300);
    for (const title of within(canvas.getByRole('list')).getAllByRole('button')) await expect(title.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Issue 38: on a phone the form opens above the list from « Ajouter une vidéo ». */
export const OnPhoneAdding: Story = {
  globals: phoneViewport,
  decorators: [withStores({ api: { videos: fakeVideosApi(familyVideos) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Préparation : 42 %')).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Ajouter une vidéo' });
    await userEvent.click(add);
    await expect(add).toHaveAttribute('aria-expanded', 'true');
    const form = canvas.getByRole('region', { name: 'Ajouter une vidéo' });
    await expect(add).toHaveAttribute('aria-controls', form.id);
    await expect(canvas.getByRole('textbox', { name: 'Titre' })).toBeVisible();
    await expect(form.getBoundingClientRect().bottom).toBeLessThanOrEqual(canvas.getAllByRole('listitem')[0]!.getBoundingClientRect().top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
