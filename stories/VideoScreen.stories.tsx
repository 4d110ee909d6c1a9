import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { VideoScreen } from '../src/screens/VideoScreen.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { sampleAdmin, sampleUser, userInfoOf } from '../src/testing/fakeAccountsApi.ts';
import { fakeReactionsApi } from '../src/testing/fakeReactionsApi.ts';
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
  decorators: [withStores({ api: { videos: fakeVideosApi(familyVideos) }, arrange: as(userInfoOf('Jacques')) })],
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
  decorators: [withStores({ api: { videos: fakeVideosApi(familyVideos, { uploader: 'Jacques' }) }, arrange: as(userInfoOf('Jacques')) })],
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

// Issue 25: a video's comments as the server sends them, each with its reactions; they go by
// `v<number>` (kind `comment`), apart from the articles' comments of the same numbers.
const laughs = [{ emoji: '😂', count: 2, mine: false, by: ['Marie', 'Paul'] }];
const commented = {
  ...readyVideo,
  comments: [
    { id: 1, writer: 'Paul', ts: Date.UTC(2026, 6, 14, 10, 0), text: 'On entend les cailloux faire plouf !', reactions: laughs },
    { id: 2, writer: 'Marie', ts: Date.UTC(2026, 6, 14, 10, 5), text: 'Léon en a lancé au moins cinquante.', reactions: [] },
  ],
};
const commentReactions = fakeReactionsApi({ self: 'Jacques', given: { 'comment:v1': laughs } });

/** Jacques adds his 😂 to the first comment and a ❤️ to the second, each under its own v-id. */
export const CommentReactions: Story = {
  decorators: [withStores({ api: { videos: fakeVideosApi([commented]), reactions: commentReactions }, arrange: as(userInfoOf('Jacques')) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('On entend les cailloux faire plouf !')).toBeVisible();
    // The video's bar, then one under each comment.
    const [, first, second] = canvas.getAllByRole('group', { name: 'Réactions' });
    await userEvent.click(within(first!).getByRole('button', { name: '😂 2' }));
    await expect(await within(first!).findByRole('button', { name: '😂 3, dont vous' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(second!).getByRole('button', { name: 'Réagir' }));
    const picker = await screen.findByRole('group', { name: 'Choisir une réaction' });
    await userEvent.click(within(picker).getByRole('button', { name: 'Réagir avec ❤️' }));
    await expect(await within(second!).findByRole('button', { name: '❤️ 1, dont vous' })).toBeVisible();
    await expect(commentReactions.calls.slice(-2)).toEqual(['comment v1 😂', 'comment v2 ❤️']);
    await waitFor(() => expect(document.querySelector('.MuiPopover-root')).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
