import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotAuthenticated } from '../src/components/NotAuthenticated.tsx';

const meta = {
  title: 'Components/NotAuthenticated',
  component: NotAuthenticated,
  parameters: { layout: 'fullscreen', route: '/app' },
} satisfies Meta<typeof NotAuthenticated>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "Vous n'avez pas montré patte blanche" })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: "S'authentifier" })).toHaveAttribute('href', '/');
  },
};
