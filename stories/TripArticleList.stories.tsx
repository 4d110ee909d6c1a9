import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { TripArticleList } from '../src/components/TripArticleList.tsx';
import { sampleTripGet } from '../src/testing/fakeTripApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';

// Day 3 of the sample trip: Paul's « La route des Aravis » and Marie's « Le Montenvers sous la pluie ».
const day3 = sampleTripGet(Date.UTC(2026, 7, 7, 12)).days[2]!;

const meta = {
  title: 'Components/TripArticleList',
  component: TripArticleList,
  args: {
    articles: day3.articles,
    label: 'Articles',
    self: 'Marie',
    isAdmin: false,
    articleHref: (id: string) => `/app/article/${id}`,
    onNavigate: fn(),
    onHidePlace: fn(),
  },
} satisfies Meta<typeof TripArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Articles' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByRole('link', { name: 'La route des Aravis' })).toHaveAttribute('href', '/app/article/42');
    await expect(list.getByText('Paul')).toBeVisible();
    // Only Marie's own article carries the « ⋮ ».
    await expect(list.queryByRole('button', { name: 'Actions de l’article La route des Aravis' })).toBeNull();
    await userEvent.click(list.getByRole('button', { name: 'Actions de l’article Le Montenvers sous la pluie' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Masquer le lieu' }));
    await expect(args.onHidePlace).toHaveBeenCalledWith('article', '43');
    await userEvent.click(list.getByRole('link', { name: 'La route des Aravis' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/article/42');
  },
};

export const Hiding: Story = {
  args: { hidingKey: 'article:43' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Actions de l’article Le Montenvers sous la pluie' })).toBeDisabled();
  },
};

export const LongFrenchTitlesOnPhone: Story = {
  globals: phoneViewport,
  args: {
    isAdmin: true,
    articles: [
      { ...day3.articles[0]!, title: 'Une journée entière à Saint-Gervais-les-Bains-Le-Fayet, avec les grands-parents, sous une pluie battante', author: 'Grand-mère Françoise' },
      day3.articles[1]!,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /^Une journée entière à Saint-Gervais/ });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(canvas.getAllByRole('button', { name: /^Actions de l’article / })).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { articles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('list', { name: 'Articles' })).queryAllByRole('listitem')).toHaveLength(0);
  },
};
