import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { AdminTripsSection } from '../src/screens/AdminTripsSection.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { sampleAdmin } from '../src/testing/fakeAccountsApi.ts';
import { fakeTripApi, sampleTrip } from '../src/testing/fakeTripApi.ts';
import { withStores } from './support/withStores.tsx';

const asAdmin = ({ accounts }: RootStore) => void Object.assign(accounts, { userInfo: sampleAdmin, userToken: true });
const iceland = { id: '5f0c2a1e-9b7d-4c3e-8a21-6d4e3f2b1a09', title: 'Islande 2025', start: '2025-07-10', end: '2025-07-24' };

const meta = {
  title: 'Screens/AdminTripsSection',
  component: AdminTripsSection,
  parameters: { route: '/app/admin' },
  // A fresh fake per mount: a story that saves a trip must not leave it in the next story's list.
  decorators: [(Story, context) => withStores({ api: { trip: fakeTripApi({ trips: [sampleTrip, iceland], zones: [{ lat: 45.9, lon: 6.13, radiusKm: 2 }] }) }, arrange: asAdmin })(Story, context)],
} satisfies Meta<typeof AdminTripsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Voyages' }));
    await expect(await list.findByText('Les Alpes en famille')).toBeVisible();
    await expect(list.getByText('Islande 2025')).toBeVisible();
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(await canvas.findByRole('group', { name: 'Zone 1' })).toBeVisible();
  },
};

export const CreateOnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nouveau voyage' }));
    const form = within(canvas.getByRole('form', { name: 'Nouveau voyage' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Titre' }), 'Japon 2027');
    await userEvent.type(form.getByLabelText('Début *'), '2027-04-01');
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    // Saved through the store, then read again: the new trip heads the list.
    await expect(await within(canvas.getByRole('list', { name: 'Voyages' })).findByText('Japon 2027')).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [withStores({ api: { trip: fakeTripApi({ trips: [] }) }, arrange: asAdmin })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aucun voyage pour l’instant.')).toBeVisible();
    await expect(await canvas.findByText('Aucune zone : tous les lieux peuvent être montrés.')).toBeVisible();
  },
};

export const CannotRead: Story = {
  decorators: [withStores({ api: { trip: fakeTripApi({ failWith: 'Le serveur est indisponible' }) }, arrange: asAdmin })],
  play: async ({ canvasElement }) => {
    const alerts = await within(canvasElement).findAllByRole('alert');
    await expect(alerts.some((alert) => /Le serveur est indisponible/.test(alert.textContent ?? ''))).toBe(true);
  },
};
