import type { Meta, StoryObj } from '@storybook/react-vite';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../src/api/httpClient.ts';
import { useStores } from '../src/app/StoresContext.tsx';
import { CommentThread } from '../src/screens/CommentThread.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { userInfoOf } from '../src/testing/fakeAccountsApi.ts';
import { fakeVideosApi } from '../src/testing/fakeVideosApi.ts';
import { sampleComments } from './support/sampleArticles.ts';
import { readyVideo } from './support/sampleVideos.ts';
import { withStores } from './support/withStores.tsx';

/** A video's thread as VideoScreen shows it: the comments kept in the video, written through videoComments. */
const VideoThread = observer(function VideoThread() {
  const { videos, videoComments } = useStores();
  useEffect(() => void videos.load(), [videos]);
  const video = videos.video(readyVideo.id);
  return video ? <CommentThread store={videoComments} id={video.id} comments={video.comments} /> : null;
});

const meta = {
  title: 'Screens/CommentThread',
  component: VideoThread,
} satisfies Meta<typeof VideoThread>;

export default meta;
type Story = StoryObj<typeof meta>;

const as = (pseudo: string) => ({ accounts }: RootStore) => void Object.assign(accounts, { userInfo: userInfoOf(pseudo), userToken: true });

export const Empty: Story = {
  decorators: [withStores({ api: { videos: fakeVideosApi([readyVideo]) }, arrange: as('Paul') })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Aucun commentaire pour l'instant. Dites ce que vous en pensez !")).toBeVisible();
  },
};

export const ReaderAddsToAFilledThread: Story = {
  decorators: [withStores({ api: { videos: fakeVideosApi([{ ...readyVideo, comments: sampleComments }], { uploader: 'Paul' }) }, arrange: as('Paul') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`${sampleComments.length} commentaires`)).toBeVisible();
    // Paul may delete his own comments only.
    await expect(canvas.getAllByRole('button', { name: 'Supprimer le commentaire de Paul' }).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'Supprimer le commentaire de Marie' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Votre commentaire' }), 'Et la prochaine fois, en bateau !');
    await userEvent.click(canvas.getByRole('button', { name: 'Commenter' }));
    await expect(await canvas.findByText('Et la prochaine fois, en bateau !')).toBeVisible();
    await expect(canvas.getByText(`${sampleComments.length + 1} commentaires`)).toBeVisible();
  },
};

const tooMany = 'Trop de commentaires à la suite : attendez une minute avant le prochain';
const refusals = { count: 0 };

/** Issue 24: a refused comment leaves the box for the outbox under the thread, with its reason. */
export const RefusedCommentRetriedThenDropped: Story = {
  decorators: [
    withStores({
      api: {
        videos: fakeVideosApi([readyVideo]),
        videoComments: {
          comment: () => {
            refusals.count += 1;
            return Promise.reject(new ApiError(tooMany, 429));
          },
          uncomment: () => Promise.resolve(),
        },
      },
      arrange: as('Paul'),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Votre commentaire' }), 'Encore un !');
    await userEvent.click(canvas.getByRole('button', { name: 'Commenter' }));
    const pending = await canvas.findByRole('list', { name: 'Commentaires en attente' });
    await expect(await within(pending).findByText(`Non envoyé : ${tooMany}`)).toBeVisible();
    // The box empties once the store has taken the comment, which may be a render after the
    // outbox shows it (a slow machine once caught the text still there).
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Votre commentaire' })).toHaveValue(''));
    const before = refusals.count;
    await userEvent.click(within(pending).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(refusals.count).toBe(before + 1));
    await expect(await within(pending).findByText(`Non envoyé : ${tooMany}`)).toBeVisible();
    await userEvent.click(within(pending).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Commentaires en attente' })).toBeNull());
  },
};
