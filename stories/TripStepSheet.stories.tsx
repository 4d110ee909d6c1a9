import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { TripStepSheet } from '../src/components/TripStepSheet.tsx';
import { sampleTripGet } from '../src/testing/fakeTripApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';

const day3 = sampleTripGet(Date.UTC(2026, 7, 7, 12)).days[2]!;
// The Chamonix step of day 3: Marie's article, two photos and Paul's video.
const chamonix = {
  place: 'Chamonix, France',
  day: 3,
  articles: day3.articles.filter((article) => article.step === 'd3-chamonix'),
  media: day3.media.filter((item) => item.step === 'd3-chamonix'),
};

const meta = {
  title: 'Components/TripStepSheet',
  component: TripStepSheet,
  args: {
    step: chamonix,
    self: 'Marie',
    isAdmin: false,
    articleHref: (id: string) => `/app/article/${id}`,
    dayHref: (day: number) => `/app/voyage/jour/${day}`,
    onNavigate: fn(),
    onOpenMedia: fn(),
    onHidePlace: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof TripStepSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SidePanel: Story = {
  play: async ({ args }) => {
    const sheet = within(await screen.findByRole('dialog', { name: 'Étape : Chamonix, France' }));
    await expect(sheet.getByRole('link', { name: 'Voir tout le jour 3' })).toHaveAttribute('href', '/app/voyage/jour/3');
    await expect(sheet.getByRole('link', { name: 'Le Montenvers sous la pluie' })).toBeVisible();
    await expect(sheet.getAllByRole('button', { name: /^(Photo|Vidéo) de / })).toHaveLength(3);
    await userEvent.click(sheet.getByRole('button', { name: 'Photo de Paul' }));
    await expect(args.onOpenMedia).toHaveBeenCalledWith(expect.objectContaining({ id: 'p6' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Fermer l’étape' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const BottomSheetOnPhone: Story = {
  globals: phoneViewport,
  play: async ({ args }) => {
    const sheet = within(await screen.findByRole('dialog', { name: 'Étape : Chamonix, France' }));
    await userEvent.click(sheet.getByRole('link', { name: 'Voir tout le jour 3' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/voyage/jour/3');
  },
};

export const HideError: Story = {
  args: { hidingKey: 'photo:p5', hideError: 'Le serveur ne répond pas.' },
  play: async () => {
    const sheet = within(await screen.findByRole('dialog', { name: 'Étape : Chamonix, France' }));
    await expect(sheet.getByRole('alert')).toHaveTextContent('Le lieu n’a pas pu être masqué : Le serveur ne répond pas.');
    await expect(sheet.getByRole('button', { name: 'Actions : Photo de Marie' })).toBeDisabled();
  },
};

export const EmptyStep: Story = {
  args: { step: { place: 'Annecy, France', day: 4, articles: [], media: [] } },
  play: async () => {
    const sheet = within(await screen.findByRole('dialog', { name: 'Étape : Annecy, France' }));
    await expect(sheet.getByText('Rien à montrer pour cette étape.')).toBeVisible();
    await expect(sheet.queryByRole('list')).toBeNull();
  },
};

export const LongFrenchPlaceOnPhone: Story = {
  globals: phoneViewport,
  args: { isAdmin: true, step: { ...chamonix, place: 'Saint-Gervais-les-Bains-Le-Fayet, Auvergne-Rhône-Alpes, France' } },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: /^Étape : Saint-Gervais-les-Bains/ });
    await expect(within(sheet).getByRole('heading', { level: 2 }).getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};

export const Closed: Story = {
  args: { step: undefined },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
