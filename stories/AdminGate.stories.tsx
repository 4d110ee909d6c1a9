import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from '@mui/material';
import { expect, within } from 'storybook/test';
import { AdminGate } from '../src/components/AdminGate.tsx';

const meta = {
  title: 'Components/AdminGate',
  component: AdminGate,
  args: { status: 'checking', children: <Typography>Panneau d’administration</Typography> },
} satisfies Meta<typeof AdminGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Chargement...' })).toBeInTheDocument();
    await expect(canvas.queryByText('Panneau d’administration')).toBeNull();
  },
};

export const Admin: Story = {
  args: { status: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Panneau d’administration')).toBeInTheDocument();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByText('NOT ADMIN')).toBeNull();
  },
};

export const Denied: Story = {
  args: { status: 'denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('NOT ADMIN');
    await expect(canvas.queryByText('Panneau d’administration')).toBeNull();
  },
};
