import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HomeZonesEditor } from '../src/components/HomeZonesEditor.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = {
  title: 'Components/HomeZonesEditor',
  component: HomeZonesEditor,
  args: { zones: [{ lat: 45.8992, lon: 6.1294, radiusKm: 1 }], saving: false, saved: false, onSave: fn() },
} satisfies Meta<typeof HomeZonesEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Zone 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une zone' }));
    const second = within(canvas.getByRole('group', { name: 'Zone 2' }));
    await userEvent.type(second.getByRole('textbox', { name: 'Latitude' }), '48,8566');
    await userEvent.type(second.getByRole('textbox', { name: 'Longitude' }), '2.3522');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer les zones' }));
    await expect(args.onSave).toHaveBeenCalledWith([
      { lat: 45.8992, lon: 6.1294, radiusKm: 1 },
      { lat: 48.8566, lon: 2.3522, radiusKm: 1 },
    ]);
  },
};

export const RefusesNonsenseOnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radius = canvas.getByRole('textbox', { name: 'Rayon (km)' });
    await userEvent.clear(radius);
    await userEvent.type(radius, '500');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer les zones' }));
    await expect(canvas.getByText(/Vérifiez les zones/)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Zones enregistrées.')).toBeVisible();
  },
};

export const NoZone: Story = {
  args: { zones: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucune zone : tous les lieux peuvent être montrés.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer les zones' }));
    await expect(args.onSave).toHaveBeenCalledWith([]);
  },
};
