import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TripNewsLine } from '../src/components/TripNewsLine.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = {
  title: 'Components/TripNewsLine',
  component: TripNewsLine,
  args: { place: 'Chamonix, France', when: 'il y a 2 h', href: '/app/voyage', onNavigate: fn() },
} satisfies Meta<typeof TripNewsLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Latest: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Dernières nouvelles : Chamonix, France · il y a 2 h' });
    await expect(link).toHaveAttribute('href', '/app/voyage');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/voyage');
  },
};

export const LongPlaceOnPhone: Story = {
  globals: phoneViewport,
  args: { place: 'Saint-Gervais-les-Bains-Le-Fayet, France', when: 'il y a 23 min' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('Dernières nouvelles : Saint-Gervais-les-Bains-Le-Fayet, France · il y a 23 min');
  },
};
