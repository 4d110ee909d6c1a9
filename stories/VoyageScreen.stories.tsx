import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { VoyageScreen } from '../src/screens/VoyageScreen.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { sampleAdmin, sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeTripApi, sampleTripGet, sampleTripMap } from '../src/testing/fakeTripApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { withStores } from './support/withStores.tsx';

const meta = {
  title: 'Screens/VoyageScreen',
  component: VoyageScreen,
  parameters: { route: '/app/voyage' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/app/voyage" element={<Story />} />
        <Route path="/app/voyage/jour/:day" element={<p>Page du jour</p>} />
        <Route path="*" element={<p>Visionneuse</p>} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof VoyageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const as = (user: typeof sampleUser) => ({ accounts }: RootStore) => void Object.assign(accounts, { userInfo: user, userToken: true });

export const FakeTripOnDesktop: Story = {
  decorators: [withStores({ api: { trip: fakeTripApi() }, arrange: as(sampleUser) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Les Alpes en famille' })).toBeVisible();
    await expect(canvas.getByText(/^5 jours · 2 pays · 2\s430 km$/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ils sont ici' })).toBeVisible();
    await expect(canvas.getByText(/Genève, Suisse ·/)).toHaveTextContent('Genève, Suisse · il y a 2 h');
    await expect(canvas.getByRole('region', { name: 'Carte du voyage' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Jour 3 · mardi 4 août · Annecy → Chamonix' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Jour 3 · mardi 4 août · Annecy → Chamonix' })).toHaveAttribute('href', '/app/voyage/jour/3');
    await expect(canvas.getByText('Rien ce jour-là : ni article, ni photo, ni vidéo, ni message.')).toBeVisible();
  },
};

export const FakeTripOnPhone: Story = { ...FakeTripOnDesktop, globals: phoneViewport };

export const StepSheet: Story = {
  decorators: [withStores({ api: { trip: fakeTripApi() }, arrange: as(sampleUser) })],
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Chamonix : 4 éléments' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Étape : Chamonix, France' }));
    await expect(sheet.getByRole('link', { name: 'Le Montenvers sous la pluie' })).toHaveAttribute('href', '/app/article/43');
    await expect(sheet.getAllByRole('button', { name: /^(Photo|Vidéo) de / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Photo de Marie',
      'Photo de Paul',
      'Vidéo de Paul',
    ]);
    // Marie may hide her own photo's place and her article's, not Paul's.
    await expect(sheet.getByRole('button', { name: 'Actions : Photo de Marie' })).toBeVisible();
    await expect(sheet.queryByRole('button', { name: 'Actions : Photo de Paul' })).toBeNull();
    await expect(sheet.getByRole('button', { name: 'Fermer l’étape' })).toBeVisible();
  },
};

export const PhotoOpensTheViewer: Story = {
  decorators: [withStores({ api: { trip: fakeTripApi() }, arrange: as(sampleUser) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Annecy : 4 éléments' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Photo de Marie' }));
    await expect(await canvas.findByText('Visionneuse')).toBeVisible();
  },
};

export const AdminHidesAPlace: Story = {
  decorators: [withStores({ api: { trip: fakeTripApi() }, arrange: as(sampleAdmin) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Chamonix : 4 éléments' }));
    const sheet = within(await screen.findByRole('dialog'));
    await userEvent.click(sheet.getByRole('button', { name: 'Actions : Photo de Marie' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Masquer le lieu' }));
    await waitFor(() => expect(sheet.getByRole('button', { name: 'Actions : Photo de Marie' })).toBeEnabled());
  },
};

export const NoTripYet: Story = {
  decorators: [withStores({ api: { trip: fakeTripApi({ trip: null }) }, arrange: as(sampleUser) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Aucun voyage pour l’instant' })).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withStores({ api: { trip: fakeTripApi({ hang: true }) }, arrange: as(sampleUser) })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement du voyage…' })).toBeVisible();
  },
};

export const CannotRead: Story = {
  decorators: [withStores({ api: { trip: fakeTripApi({ failWith: 'Le serveur est indisponible' }) }, arrange: as(sampleUser) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Le voyage n’a pas pu être lu : Le serveur est indisponible')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

const longTitle = 'Le grand tour des lacs et des glaciers de Haute-Savoie, avec les grands-parents et la tante Marie-Christine';
export const LongFrenchTextOnPhone: Story = {
  globals: phoneViewport,
  decorators: [
    withStores({
      api: {
        trip: fakeTripApi({
          trip: { ...sampleTripGet().trip, title: longTitle },
          get: (now) => {
            const reply = sampleTripGet(now);
            return {
              ...reply,
              trip: { ...reply.trip, title: longTitle },
              latest: reply.latest && { ...reply.latest, name: 'Saint-Gervais-les-Bains-Le-Fayet', country: 'France' },
              days: reply.days.map((day) => (day.day === 3 ? { ...day, places: ['Annecy-le-Vieux, France', 'Saint-Gervais-les-Bains, France', 'Chamonix-Mont-Blanc, France'] } : day)),
            };
          },
          map: (now) => ({ ...sampleTripMap(now), figures: { days: 128, countries: 14, distanceKm: 23_456.7 } }),
        }),
      },
      arrange: as(sampleUser),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: longTitle })).toBeVisible();
    await expect(canvas.getByText(/^128 jours · 14 pays · 23\s457 km$/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Jour 3 · mardi 4 août · Annecy-le-Vieux → Saint-Gervais-les-Bains → Chamonix-Mont-Blanc' })).toBeVisible();
  },
};
