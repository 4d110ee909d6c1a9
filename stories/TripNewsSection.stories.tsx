import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { phoneViewport } from '../.storybook/viewports.ts';
import { TripNewsSection } from '../src/screens/TripNewsSection.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeTripApi } from '../src/testing/fakeTripApi.ts';
import { withStores } from './support/withStores.tsx';

const asMember = ({ accounts }: RootStore) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true });

const meta = {
  title: 'Screens/TripNewsSection',
  component: TripNewsSection,
  parameters: { route: '/app' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/app" element={<Story />} />
        <Route path="/app/voyage" element={<p>Carte du voyage</p>} />
      </Routes>
    ),
    withStores({ api: { trip: fakeTripApi() }, arrange: asMember }),
  ],
} satisfies Meta<typeof TripNewsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Latest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const news = await canvas.findByRole('link', { name: 'Dernières nouvelles : Genève, Suisse · il y a 2 h' });
    await expect(news).toHaveAttribute('href', '/app/voyage');
  },
};

export const OpensTheMap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /^Dernières nouvelles : / }));
    await expect(await canvas.findByText('Carte du voyage')).toBeVisible();
  },
};

export const LatestOnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /^Dernières nouvelles : Genève, Suisse/ })).toBeVisible();
  },
};

const noTrip = fakeTripApi({ trip: null });
const failing = fakeTripApi({ failWith: 'Le serveur est indisponible' });

export const NoTrip: Story = {
  decorators: [withStores({ api: { trip: noTrip }, arrange: asMember })],
  play: async ({ canvasElement }) => {
    // Once the server has answered « no trip », the feed shows no line at all.
    await waitFor(() => expect(noTrip.calls).toContain('current'));
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Failed: Story = {
  // The feed shows nothing rather than an error for a line that is only a bonus.
  decorators: [withStores({ api: { trip: failing }, arrange: asMember })],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(failing.calls).toContain('current'));
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
