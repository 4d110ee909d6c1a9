import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from '../src/components/Logo.tsx';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  args: { size: 64 },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('img', { name: 'Logo de Lapin : un lapin' });
    await expect(logo.getBoundingClientRect().width).toBe(64);
  },
};

export const Small: Story = {
  args: { size: 32 },
  play: async ({ canvasElement }) => {
    // The size the menus use: still a named image, drawn square at exactly the size asked.
    const logo = within(canvasElement).getByRole('img', { name: 'Logo de Lapin : un lapin' });
    const box = logo.getBoundingClientRect();
    await expect(box.width).toBe(32);
    await expect(box.height).toBe(32);
  },
};

export const Large: Story = {
  args: { size: 160 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img').getBoundingClientRect().width).toBe(160);
  },
};
