import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppNotice } from '../src/components/AppNotice.tsx';

const meta = {
  title: 'Components/AppNotice',
  component: AppNotice,
} satisfies Meta<typeof AppNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Lapinapp' })).toBeInTheDocument();
    await expect(canvas.getByText(/manque de mémoire/)).toBeInTheDocument();
    await expect(canvas.getByText(/début septembre/)).toBeInTheDocument();
    await expect(canvas.getByText(/mi-septembre/)).toBeInTheDocument();
  },
};
