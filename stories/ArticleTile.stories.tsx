import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArticleTile } from '../src/components/ArticleTile.tsx';
import { julyAfternoon, longFrench } from './support/sampleArticles.ts';

const meta = {
  title: 'Components/ArticleTile',
  component: ArticleTile,
  args: {
    id: 7,
    title: 'Le lac de Serre-Ponçon',
    bandeau: 'Une journée au bord de l’eau',
    writer: 'Marie',
    ts: julyAfternoon,
    onOpen: fn(),
  },
} satisfies Meta<typeof ArticleTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Le lac de Serre-Ponçon' })).toBeInTheDocument();
    await expect(canvas.getByText('par Marie')).toBeInTheDocument();
    await expect(canvas.getByText('14/07/2025')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onOpen).toHaveBeenCalledWith(7);
  },
};

export const LongFrenchText: Story = {
  args: { title: longFrench.content.title, bandeau: longFrench.content.bandeau, writer: longFrench.writer },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};
