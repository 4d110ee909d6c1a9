import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { SlideshowScreen } from '../src/screens/SlideshowScreen.tsx';
import { sampleUser } from '../src/testing/fakeApis.ts';
import { fakeMediaApi } from '../src/testing/fakeMediaApi.ts';
import { withStores } from './support/withStores.tsx';
import { slidesWithDescriptions } from './support/sampleAlbums.ts';

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

const signedIn = ({ auth }: { auth: { userInfo: unknown; userToken: boolean } }) =>
  void Object.assign(auth, { userInfo: sampleUser, userToken: true });

export const Slides: Story = {
  decorators: [withStores({ api: { media: fakeMediaApi({ slideshows: { Bretagne: slidesWithDescriptions } }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(await canvas.findByRole('img', { name: 'Image 1 sur 3' }));
    await expect(canvas.getByRole('note')).toHaveTextContent('La Pointe du Raz');
  },
};

export const Loading: Story = {
  decorators: [withStores({ api: { media: fakeMediaApi({ pending: true }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  decorators: [withStores({ api: { media: fakeMediaApi({ slideshows: { Bretagne: [] } }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucune image trouvée')).toBeInTheDocument();
  },
};
