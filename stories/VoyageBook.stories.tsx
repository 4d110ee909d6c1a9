import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { VoyageScreen } from '../src/screens/VoyageScreen.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeBookApi, sampleBook } from '../src/testing/fakeBookApi.ts';
import { fakeLive } from '../src/testing/fakeLive.ts';
import { fakeTripApi, sampleTrip } from '../src/testing/fakeTripApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { withStores } from './support/withStores.tsx';

// Issue 42: « Le livre du voyage » from Voyage, over the book's store (its dialog loads lazily).
// Apart from VoyageScreen.stories.tsx, which the trip's own work changes.

const meta = {
  title: 'Screens/VoyageBook',
  component: VoyageScreen,
  parameters: { route: '/app/voyage' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/app/voyage" element={<Story />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof VoyageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const live = fakeLive();
const signedIn = (root: RootStore) => {
  Object.assign(root.accounts, { userInfo: sampleUser, userToken: true });
  root.live.start();
};
const trip = sampleTrip.id;
const dialog = async () => within(await screen.findByRole('dialog', { name: 'Le livre du voyage : Les Alpes en famille' }));

export const FromVoyageToTheLinkOnPhone: Story = {
  globals: phoneViewport,
  decorators: [withStores({ api: { trip: fakeTripApi(), book: fakeBookApi(), live: live.connector }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Le livre du voyage' }));
    const box = await dialog();
    await expect(await box.findByRole('radio', { name: /^Tous les jours \(1 à \d+\)$/ })).toBeChecked();
    await userEvent.click(box.getByRole('radio', { name: 'A4 portrait' }));
    await userEvent.click(box.getByRole('button', { name: 'Créer le livre' }));
    await expect(await box.findByRole('status')).toHaveTextContent('En attente');

    const id = '00000000-0000-4000-8000-000000000001';
    live.server.bookprogress({ id, trip, progress: 57 });
    await waitFor(() => expect(box.getByRole('status')).toHaveTextContent('Création du livre : 57 %'));
    live.server.bookready({ id, trip, pages: 48, bytes: 37_958_451 });
    const link = await box.findByRole('link', { name: 'Télécharger le livre (PDF, 48 pages, 36,2 Mo)' });
    await expect(link).toHaveAttribute('href', `/media/books/${id}.pdf`);
    await expect(link).toHaveAttribute('download', 'Les Alpes en famille.pdf');
  },
};

export const TheBookAlreadyMade: Story = {
  decorators: [withStores({ api: { trip: fakeTripApi(), book: fakeBookApi({ book: sampleBook() }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Le livre du voyage' }));
    const box = await dialog();
    await expect(await box.findByRole('link', { name: 'Télécharger le livre (PDF, 212 pages, 480 Mo)' })).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: 'Créer un nouveau livre' }));
    await expect(box.getByText('Un nouveau livre remplacera celui du 3 août : un seul livre à la fois par voyage.')).toBeVisible();
  },
};
