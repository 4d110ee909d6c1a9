import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { VideoScreen } from '../src/screens/VideoScreen.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { sampleAdmin, sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeVideosApi } from '../src/testing/fakeVideosApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { familyVideos, readyVideo } from './support/sampleVideos.ts';
import { withStores } from './support/withStores.tsx';

const meta = {
  title: 'Screens/VideoScreen',
  component: VideoScreen,
  parameters: { route: `/app/lapintube/${readyVideo.id}` },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/app/lapintube/:id" element={<Story />} />
        <Route path="/app/lapintube" element={<p>Liste des vidéos</p>} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof VideoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const as = (user: typeof sampleUser) => ({ accounts }: RootStore) => void Object.assign(accounts, { userInfo: user, userToken: true });

export const Relative: Story = {
  decorators: [withStores({ api: { videos: fakeVideosApi(familyVideos) }, arrange: as({ ...sampleUser, firstName: 'Jacques' }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Le lac au petit matin' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Modifier' })).toBeNull();
  },
};

export const UploaderEdits: Story = {
  decorators: [withStores({ api: { videos: fakeVideosApi(familyVideos) }, arrange: as(sampleUser) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Modifier' }));
    const title = canvas.getByRole('textbox', { name: 'Titre' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Le lac de Serre-Ponçon');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Le lac de Serre-Ponçon' })).toBeVisible();
  },
};

export const UploaderDeletes: Story = {
  decorators: [withStores({ api: { videos: fakeVideosApi(familyVideos) }, arrange: as(sampleUser) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Supprimer' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await expect(await canvas.findByText('Liste des vidéos')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.MuiModal-root')).toBeNull());
  },
};

export const AdminOnPhone: Story = {
  globals: phoneViewport,
  decorators: [withStores({ api: { videos: fakeVideosApi(familyVideos) }, arrange: as(sampleAdmin) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Supprimer' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NotFound: Story = {
  parameters: { route: '/app/lapintube/99999999-9999-4999-8999-999999999999' },
  decorators: [withStores({ arrange: as(sampleUser) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Cette vidéo ne peut pas être chargée.');
  },
};

/** A relative comments under the video, then takes the comment back: the thread is the articles' one. */
export const RelativeComments: Story = {
  decorators: [withStores({ api: { videos: fakeVideosApi(familyVideos, { uploader: 'Jacques' }) }, arrange: as({ ...sampleUser, firstName: 'Jacques' }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Aucun commentaire pour l'instant. Dites ce que vous en pensez !")).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Votre commentaire' }), 'On entend les cailloux faire plouf !');
    await userEvent.click(canvas.getByRole('button', { name: 'Commenter' }));
    await expect(await canvas.findByText('On entend les cailloux faire plouf !')).toBeVisible();
    await expect(canvas.getByText('1 commentaire')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Votre commentaire' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer le commentaire de Jacques' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(canvas.queryByText('On entend les cailloux faire plouf !')).toBeNull());
    await waitFor(() => expect(document.querySelector('.MuiModal-root')).toBeNull());
  },
};
