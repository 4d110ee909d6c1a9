import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { TripAdminPanel } from '../src/components/TripAdminPanel.tsx';
import { sampleTrip } from '../src/testing/fakeTripApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';

const iceland = { id: '5e0a1b2c-3d4e-4f50-8a6b-7c8d9e0f1a2b', title: 'Islande 2025', start: '2025-07-10', end: '2025-07-24' };

const meta = {
  title: 'Components/TripAdminPanel',
  component: TripAdminPanel,
  args: { trips: [sampleTrip, iceland], loading: false, saving: false, onSave: fn(async () => true), onDelete: fn() },
} satisfies Meta<typeof TripAdminPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trips: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Voyages' }));
    await expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Les Alpes en famille2 août 2026 → en cours', 'Islande 202510 juillet 2025 → 24 juillet 2025']);
  },
};

export const CreateWhileTravelling: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nouveau voyage' }));
    const form = within(canvas.getByRole('form', { name: 'Nouveau voyage' }));
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    await expect(form.getByText('Donnez un titre au voyage.')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: 'Titre' }), 'Japon 2027');
    await userEvent.type(form.getByLabelText('Début *'), '2027-04-01');
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledWith({ title: 'Japon 2027', start: '2027-04-01', end: '' });
  },
};

export const ServerRefusal: Story = {
  args: { saveError: 'Ces dates chevauchent le voyage « Les Alpes en famille ».', onSave: fn(async () => false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier Islande 2025' }));
    await expect(canvas.getByRole('form', { name: 'Modifier le voyage' })).toBeVisible();
    await expect(canvas.getByText('Ces dates chevauchent le voyage « Les Alpes en famille ».')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Titre' })).toHaveValue('Islande 2025');
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Supprimer Islande 2025' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Supprimer le voyage Islande 2025\u00a0?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledWith(iceland.id);
  },
};

export const NoTripYet: Story = {
  args: { trips: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucun voyage pour l’instant.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { trips: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement des voyages…' })).toBeVisible();
  },
};
