import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserActionButton } from '../src/components/UserActionButton.tsx';

const meta = {
  title: 'Components/UserActionButton',
  component: UserActionButton,
  decorators: [
    (Story, { args }) => (
      <Box sx={{ maxWidth: 358, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <span id={args.pseudoId}>Paul</span>
        <Story />
      </Box>
    ),
  ],
  args: { busy: false, pseudoId: 'pseudo-action', onClick: fn(), children: 'Code de réinitialisation' },
} satisfies Meta<typeof UserActionButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Code de réinitialisation' });
    await expect(button).toHaveAccessibleDescription('Paul');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Coloured: Story = {
  args: { color: 'error', children: 'Supprimer' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Supprimer' })).toHaveClass('MuiButton-colorError');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Code de réinitialisation' });
    await expect(button).toBeDisabled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongFrenchTextFillingTheRow: Story = {
  args: { children: "Retirer le rôle d'administrateur de la famille", sx: { flex: '1 1 auto' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: "Retirer le rôle d'administrateur de la famille" });
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(358);
  },
};
