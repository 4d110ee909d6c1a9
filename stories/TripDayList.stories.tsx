import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TripDayList } from '../src/components/TripDayList.tsx';
import { sampleTripGet, sampleTripMap } from '../src/testing/fakeTripApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';

const now = Date.UTC(2026, 7, 7, 12);
const { days } = sampleTripGet(now);
const { steps } = sampleTripMap(now);

const meta = {
  title: 'Components/TripDayList',
  component: TripDayList,
  args: { days, steps, dayHref: (day: number) => `/app/voyage/jour/${day}`, onNavigate: fn(), onOpenStep: fn() },
} satisfies Meta<typeof TripDayList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const day3 = canvas.getByRole('link', { name: 'Jour 3 · mardi 4 août · Annecy → Chamonix' });
    await expect(day3).toHaveAttribute('href', '/app/voyage/jour/3');
    await expect(canvas.getByText('2 articles · 3 photos · 1 vidéo · 14 messages dans le chat')).toBeVisible();
    // Day 4 has nothing: it says so rather than showing an empty line.
    await expect(canvas.getByText('Rien ce jour-là : ni article, ni photo, ni vidéo, ni message.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Chamonix : 4 éléments' }));
    await expect(args.onOpenStep).toHaveBeenCalledWith('d3-chamonix');
    await userEvent.click(day3);
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/voyage/jour/3');
  },
};

export const FilledOnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /^Jour \d/ })).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Genève : 1 élément' })).toBeVisible();
  },
};

export const WithoutSteps: Story = {
  args: { steps: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /^Jour \d/ })).toHaveLength(5);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongFrenchPlacesOnPhone: Story = {
  globals: phoneViewport,
  args: {
    days: [{ ...days[2]!, places: ['Saint-Gervais-les-Bains-Le-Fayet, France', 'Chamonix-Mont-Blanc, France', 'Martigny-Combe, Suisse'] }],
    steps: [{ id: 'long', day: 3, name: 'Saint-Gervais-les-Bains-Le-Fayet', count: 12 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /^Jour 3 · mardi 4 août · Saint-Gervais/ });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(canvas.getByRole('button', { name: 'Saint-Gervais-les-Bains-Le-Fayet : 12 éléments' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { days: [], steps: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toBeEmptyDOMElement();
  },
};
