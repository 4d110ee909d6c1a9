import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TripDayView } from '../src/components/TripDayView.tsx';
import { sampleTripGet } from '../src/testing/fakeTripApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';

const { days } = sampleTripGet(Date.UTC(2026, 7, 7, 12));
const day3 = days[2]!;

const meta = {
  title: 'Components/TripDayView',
  component: TripDayView,
  args: {
    status: 'ready',
    day: day3,
    lastDay: 5,
    // The screen puts a small MapLibre map here; TripMap has its own stories.
    map: <Box sx={{ height: '100%', bgcolor: 'grey.200' }} />,
    self: 'Marie',
    isAdmin: false,
    tripHref: '/app/voyage',
    dayHref: (day: number) => `/app/voyage/jour/${day}`,
    articleHref: (id: string) => `/app/article/${id}`,
    onNavigate: fn(),
    onOpenMedia: fn(),
    onHidePlace: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TripDayView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Jour 3 · mardi 4 août · Annecy → Chamonix' })).toBeVisible();
    await expect(canvas.getByText('14 messages dans le chat')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Articles du jour' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Carte du jour 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Jour suivant (jour 4)' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/app/voyage/jour/4');
    await userEvent.click(canvas.getByRole('link', { name: 'Retour au voyage' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/app/voyage');
  },
};

export const CaptureOrder: Story = {
  // The server lists the media in any order; the day shows them as they were taken.
  args: { day: { ...day3, media: [...day3.media].reverse() } },
  play: async ({ canvasElement }) => {
    const strip = within(within(canvasElement).getByRole('list', { name: 'Photos et vidéos du jour' }));
    await expect(strip.getAllByRole('button', { name: /^(Photo|Vidéo) de / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Photo de Marie',
      'Photo de Marie',
      'Photo de Paul',
      'Vidéo de Paul',
    ]);
  },
};

export const SwipeOnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    // A swipe to the right goes to the day before.
    const touch = (clientX: number, clientY: number) => new Touch({ identifier: 1, target: title, clientX, clientY });
    title.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(40, 200)] }));
    title.dispatchEvent(new TouchEvent('touchend', { bubbles: true, changedTouches: [touch(200, 210)] }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/voyage/jour/2');
  },
};

export const FirstAndLastDay: Story = {
  args: { day: days[0]!, lastDay: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Pas de jour précédent' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Pas de jour suivant' })).toBeDisabled();
  },
};

export const EmptyDay: Story = {
  args: { day: days[3]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rien ce jour-là : ni article, ni photo, ni vidéo, ni message.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Carte du jour 4' })).toBeNull();
  },
};

export const HideError: Story = {
  args: { hidingKey: 'article:43', hideError: 'Le serveur ne répond pas.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Le lieu n’a pas pu être masqué : Le serveur ne répond pas.');
    await expect(canvas.getByRole('button', { name: 'Actions de l’article Le Montenvers sous la pluie' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', day: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement du voyage…' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'error', day: undefined, error: 'Le serveur ne répond pas.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Le voyage n’a pas pu être lu : Le serveur ne répond pas.');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoSuchDay: Story = {
  args: { day: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Retour au voyage' })).toBeVisible();
  },
};

export const LongFrenchPlacesOnPhone: Story = {
  globals: phoneViewport,
  args: {
    isAdmin: true,
    day: {
      ...day3,
      places: ['Saint-Gervais-les-Bains-Le-Fayet, France', 'Chamonix-Mont-Blanc, France'],
      articles: [{ ...day3.articles[0]!, title: 'Une journée entière à Saint-Gervais-les-Bains-Le-Fayet, avec les grands-parents, sous une pluie battante' }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: /^Jour 3 · mardi 4 août · Saint-Gervais/ });
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
