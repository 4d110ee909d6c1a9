import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SlideshowScreen } from '../src/screens/SlideshowScreen.tsx';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeAlbumsApi } from '../src/testing/fakeAlbumsApi.ts';
import { withStores } from './support/withStores.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { slidesWithDescriptions } from './support/sampleAlbums.ts';
import { processingVideo } from './support/sampleVideos.ts';
import { fakeVideosApi } from '../src/testing/fakeVideosApi.ts';
import type { RootStore } from '../src/stores/RootStore.ts';

const meta = {
  title: 'Screens/SlideshowScreen',
  component: SlideshowScreen,
  parameters: { route: '/app/lapingramviewer/Bretagne' },
  // The screen reads its album from the route, as the router gives it.
  render: () => (
    <Routes>
      <Route path="/app/lapingramviewer/:album" element={<SlideshowScreen />} />
    </Routes>
  ),
} satisfies Meta<typeof SlideshowScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = ({ accounts }: { accounts: { userInfo: unknown; userToken: boolean } }) =>
  void Object.assign(accounts, { userInfo: sampleUser, userToken: true });

const withBretagne = withStores({ api: { albums: fakeAlbumsApi({ slideshows: { Bretagne: slidesWithDescriptions } }) }, arrange: signedIn });

export const GridThenViewer: Story = {
  decorators: [withBretagne],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The album's name is the screen's only main heading.
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Bretagne']);
    await expect(canvas.getByRole('link', { name: 'Retour aux albums' })).toHaveAttribute('href', '/app/lapingram');
    const second = await canvas.findByRole('button', { name: 'Ouvrir la photo 2 sur 3' });
    await userEvent.click(second);
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Bretagne' }));
    await expect(await dialog.findByRole('img', { name: 'Image 2 sur 3' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(dialog.getByRole('note')).toHaveTextContent('La Pointe du Raz');
    // Escape closes it, and the focus goes back to the photo that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ouvrir la photo 2 sur 3' })).toHaveFocus());
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  decorators: [withBretagne],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ouvrir la photo 1 sur 3' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Bretagne' }));
    const image = await dialog.findByRole('img', { name: 'Image 1 sur 3' });
    const frame = image.getBoundingClientRect();
    for (const name of ['Image précédente', 'Image suivante']) {
      const box = dialog.getByRole('button', { name }).getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    }
    await expect(frame.bottom).toBeLessThanOrEqual(window.innerHeight);
    const counter = dialog.getByRole('status');
    await userEvent.click(dialog.getByRole('button', { name: 'Image suivante' }));
    await expect(counter).toHaveTextContent('2 / 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(counter).toHaveTextContent('3 / 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(counter).toHaveTextContent('1 / 3');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const ownPhotos = [
  { ...slidesWithDescriptions[0], name: '00000000-0000-4000-8000-000000000001', addedBy: 'Marie' },
  { ...slidesWithDescriptions[1], name: '00000000-0000-4000-8000-000000000002', addedBy: 'Paul' },
] as typeof slidesWithDescriptions;

/** Marie changes the caption of the photo she added, then deletes it; Paul's photo stays hers to look at. */
export const OwnPhotoChanged: Story = {
  decorators: [withStores({ api: { albums: fakeAlbumsApi({ slideshows: { Bretagne: ownPhotos } }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ouvrir la photo 1 sur 2' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Bretagne' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Modifier la description' }));
    await userEvent.clear(dialog.getByLabelText('Description'));
    await userEvent.type(dialog.getByLabelText('Description'), 'Marie au phare{Enter}');
    await waitFor(() => expect(dialog.getByRole('note')).toHaveTextContent('Marie au phare'));
    await expect(dialog.getByText('Ajoutée par Marie')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer la photo' }));
    await userEvent.click(within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    // One photo is left, Paul's, which Marie cannot change.
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('1 / 1'));
    await expect(dialog.getByText('Ajoutée par Paul')).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Modifier la description' })).toBeNull();
  },
};

/** A search result names a photo by its file: the viewer opens it at its place in the album. */
export const OpenedFromSearch: Story = {
  parameters: { route: `/app/lapingramviewer/Bretagne?image=${ownPhotos[1]!.name}` },
  decorators: [withStores({ api: { albums: fakeAlbumsApi({ slideshows: { Bretagne: ownPhotos } }) }, arrange: signedIn })],
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Bretagne' }));
    await expect(await dialog.findByRole('img', { name: 'Image 2 sur 2' })).toBeInTheDocument();
    await expect(dialog.getByText('Ajoutée par Paul')).toBeInTheDocument();
  },
};

/** A searched photo deleted since: the album opens on its grid. */
export const SearchedPhotoGone: Story = {
  parameters: { route: '/app/lapingramviewer/Bretagne?image=00000000-0000-4000-8000-000000000009' },
  decorators: [withStores({ api: { albums: fakeAlbumsApi({ slideshows: { Bretagne: ownPhotos } }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Ouvrir la photo 2 sur 2' })).toBeInTheDocument();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const Loading: Story = {
  decorators: [withStores({ api: { albums: fakeAlbumsApi({ pending: true }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Chargement...')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bretagne' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  decorators: [withStores({ api: { albums: fakeAlbumsApi({ slideshows: { Bretagne: [] } }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucune image trouvée')).toBeInTheDocument();
  },
};

export const UnknownAlbum: Story = {
  decorators: [withStores({ api: { albums: fakeAlbumsApi({ slideshows: {} }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Album introuvable');
    await expect(canvas.getByRole('link', { name: 'Retour aux albums' })).toBeInTheDocument();
  },
};

const preparingId = processingVideo.id;
let liveRoot: RootStore | undefined;
const withPreparingVideo = withStores({
  api: {
    albums: fakeAlbumsApi({
      slideshows: {
        Bretagne: [
          slidesWithDescriptions[0]!,
          {
            image: `/media/videos/${preparingId}.poster.jpg`,
            description: 'none',
            name: preparingId,
            kind: 'video',
            video: `/media/videos/${preparingId}.mp4`,
            duration: 0,
            status: 'processing',
            progress: 10,
            addedBy: 'Marie',
          },
        ],
      },
    }),
    videos: fakeVideosApi([processingVideo]),
  },
  arrange: (root) => {
    signedIn(root);
    liveRoot = root;
  },
});

/** A video of the album still being prepared: its tile follows Lapintube's live progress. */
export const VideoPreparingLive: Story = {
  globals: phoneViewport,
  decorators: [withPreparingVideo],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Read from Lapintube as the album opens (42 % there, 10 % in the album's list).
    await expect(await canvas.findByText('En préparation 42 %')).toBeVisible();
    liveRoot?.videos.applyProgress(preparingId, 64);
    await expect(await canvas.findByText('En préparation 64 %')).toBeVisible();
  },
};

/** Marie deletes her video from the album: it leaves Lapintube's list on her device too. */
export const VideoDeletedFromAlbum: Story = {
  decorators: [withPreparingVideo],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('En préparation 42 %');
    await expect(liveRoot?.videos.video(preparingId)).toBeDefined();
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir la photo 2 sur 2' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Bretagne' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Supprimer la vidéo' }));
    await userEvent.click(within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    // The photo alone is left (the viewer, open at the last item, closes with it).
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /Ouvrir la photo/ })).toHaveLength(1));
    await waitFor(() => expect(liveRoot?.videos.video(preparingId)).toBeUndefined());
  },
};
