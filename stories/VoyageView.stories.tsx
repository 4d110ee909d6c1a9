import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VoyageView } from '../src/components/VoyageView.tsx';
import { sampleTripGet, sampleTripMap } from '../src/testing/fakeTripApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';

const now = Date.UTC(2026, 7, 7, 12);
const get = sampleTripGet(now);
const map = sampleTripMap(now);

const meta = {
  title: 'Components/VoyageView',
  component: VoyageView,
  args: {
    status: 'ready',
    trip: get.trip,
    figures: map.figures,
    latest: { place: 'Genève, Suisse', when: 'il y a 2 h', at: now - 2 * 3_600_000 },
    // The screen puts the real MapLibre map here (VoyageTripMap has its own stories).
    map: <Box sx={{ height: '100%', bgcolor: 'grey.200' }} />,
    days: get.days,
    steps: map.steps,
    dayHref: (day: number) => `/app/voyage/jour/${day}`,
    onNavigate: fn(),
    onOpenStep: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof VoyageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Les Alpes en famille' })).toBeVisible();
    await expect(canvas.getByText('5 jours · 2 pays · 2 430 km')).toBeVisible();
    const latest = within(canvas.getByRole('region', { name: 'Ils sont ici' }));
    await expect(latest.getByText(/Genève, Suisse/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Carte du voyage' })).toBeVisible();
    await userEvent.click(within(canvas.getByRole('region', { name: 'Jour après jour' })).getByRole('button', { name: 'Annecy : 4 éléments' }));
    await expect(args.onOpenStep).toHaveBeenCalledWith('d1-annecy');
  },
};

export const FilledOnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Les Alpes en famille' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Jour 3 · mardi 4 août · Annecy → Chamonix' })).toBeVisible();
  },
};

export const NoPositionYet: Story = {
  args: { latest: null, figures: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucune position connue pour l’instant.')).toBeVisible();
    await expect(canvas.queryByText(/ km$/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement du voyage…' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'error', error: 'Le serveur ne répond pas.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Le voyage n’a pas pu être lu : Le serveur ne répond pas.');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoTrip: Story = {
  args: { status: 'none', trip: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aucun voyage pour l’instant' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Carte du voyage' })).toBeNull();
  },
};

export const LongFrenchTitleOnPhone: Story = {
  globals: phoneViewport,
  args: {
    trip: { ...get.trip, title: 'Le grand tour des Alpes franco-suisses en camping-car avec les cousins de Saint-Gervais-les-Bains', end: '2026-08-20' },
    latest: { place: 'Saint-Gervais-les-Bains-Le-Fayet, France', when: 'il y a 23 min', at: now - 23 * 60_000 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: /^Le grand tour des Alpes/ });
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(canvas.getByText(/^Du .* au /)).toBeVisible();
  },
};

/** Issue 39: the map first; the days, ten times its size on the wire, are still being read. */
export const MapBeforeDaysOnPhone: Story = {
  globals: phoneViewport,
  args: { days: [], daysLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Carte du voyage' })).toBeVisible();
    const days = within(canvas.getByRole('region', { name: 'Jour après jour' }));
    await expect(days.getByRole('progressbar', { name: 'Chargement du voyage…' })).toBeVisible();
  },
};
