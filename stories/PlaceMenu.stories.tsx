import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PlaceMenu } from '../src/components/PlaceMenu.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = {
  title: 'Components/PlaceMenu',
  component: PlaceMenu,
  args: { label: 'Actions : Photo de Marie', busy: false, onHidePlace: fn() },
} satisfies Meta<typeof PlaceMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Actions : Photo de Marie' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpenOnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions : Photo de Marie' }));
    const item = await screen.findByRole('menuitem', { name: 'Masquer le lieu' });
    await expect(item).toBeVisible();
    await userEvent.click(item);
    await expect(args.onHidePlace).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Actions : Photo de Marie' })).toBeDisabled();
  },
};

export const LongFrenchLabel: Story = {
  globals: phoneViewport,
  args: { label: 'Actions de l’article Une journée entière à Saint-Gervais-les-Bains-Le-Fayet avec les grands-parents' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Actions de l’article Une journée entière/ })).toBeVisible();
  },
};
