import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { AdminBackupStatus } from '../src/components/AdminBackupStatus.tsx';

const HOUR_MS = 60 * 60_000;
// Local time, so the date reads the same in every time zone.
const lastNight = new Date(2026, 10, 23, 3, 15).getTime();

const meta = {
  title: 'Components/AdminBackupStatus',
  component: AdminBackupStatus,
} satisfies Meta<typeof AdminBackupStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Lecture de l’état des sauvegardes…' })).toBeInTheDocument();
  },
};

export const Off: Story = {
  args: { status: { enabled: false, intervalHours: 0, keep: 0, last: null, stale: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Sauvegardes' })).toBeInTheDocument();
    await expect(canvas.getByText(/Les sauvegardes automatiques sont désactivées/)).toBeVisible();
    await expect(canvas.getByText(/npm run backup/)).toBeVisible();
  },
};

export const Recent: Story = {
  args: { status: { enabled: true, intervalHours: 24, keep: 7, last: { at: lastNight, size: 13_002_342 }, stale: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Dernière sauvegarde : 23/11/2026 03:15 (12,4 Mo).')).toBeVisible();
    await expect(canvas.getByText('Une sauvegarde par jour, les 7 plus récentes sont gardées.')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Stale: Story = {
  args: { status: { enabled: true, intervalHours: 6, keep: 10, last: { at: lastNight - 40 * HOUR_MS, size: 980_000 }, stale: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Une sauvegarde toutes les 6 h, les 10 plus récentes sont gardées.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('plus de deux fois l’intervalle prévu');
  },
};

export const NeverYet: Story = {
  args: { status: { enabled: true, intervalHours: 24, keep: 7, last: null, stale: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucune sauvegarde réussie pour l’instant.')).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: 'Session invalide ou expirée, reconnectez-vous' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('L’état des sauvegardes n’a pas pu être lu : Session invalide');
  },
};

export const OnPhone: Story = {
  globals: phoneViewport,
  args: { status: { enabled: true, intervalHours: 24, keep: 7, last: { at: lastNight - 60 * HOUR_MS, size: 2_400_000_000 }, stale: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Dernière sauvegarde : 20/11/2026 15:15 (2,24 Go).')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
