import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { TripDayScreen } from '../src/screens/TripDayScreen.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeTripApi } from '../src/testing/fakeTripApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { withStores } from './support/withStores.tsx';

const meta = {
  title: 'Screens/TripDayScreen',
  component: TripDayScreen,
  parameters: { route: '/app/voyage/jour/3' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/app/voyage/jour/:day" element={<Story />} />
        <Route path="/app/voyage" element={<p>Carte du voyage</p>} />
      </Routes>
    ),
    withStores({ api: { trip: fakeTripApi() }, arrange: ({ accounts }: RootStore) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true }) }),
  ],
} satisfies Meta<typeof TripDayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Day: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Jour 3 · mardi 4 août · Annecy → Chamonix' })).toBeVisible();
    await expect(canvas.getByText('14 messages dans le chat')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'La route des Aravis' })).toHaveAttribute('href', '/app/article/42');
    // Capture order, whatever order the server listed them in.
    const strip = within(canvas.getByRole('list', { name: 'Photos et vidéos du jour' }));
    await expect(strip.getAllByRole('button', { name: /^(Photo|Vidéo) de / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Photo de Marie',
      'Photo de Marie',
      'Photo de Paul',
      'Vidéo de Paul',
    ]);
    await expect(canvas.getByRole('region', { name: 'Carte du jour 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Jour suivant (jour 4)' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Jour 4 · mercredi 5 août' })).toBeVisible();
  },
};

export const DayOnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Jour 3 · mardi 4 août · Annecy → Chamonix' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Jour précédent (jour 2)' })).toBeEnabled();
  },
};

export const EmptyDay: Story = {
  parameters: { route: '/app/voyage/jour/4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Jour 4 · mercredi 5 août' })).toBeVisible();
    await expect(canvas.getByText('Rien ce jour-là : ni article, ni photo, ni vidéo, ni message.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Carte du jour 4' })).toBeNull();
  },
};

export const FirstDay: Story = {
  parameters: { route: '/app/voyage/jour/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Pas de jour précédent' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Actions : Photo de Marie' })).toBeVisible();
  },
};
