import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AccountRow } from '../shared/accountTypes.ts';
import { UserRoleAction } from '../src/components/UserRoleAction.tsx';

const user = (role: string, access: number, pseudo = 'Paul'): AccountRow => ({ id: 31, pseudo, role, creation: 0, lastseen: null, access });

const meta = {
  title: 'Components/UserRoleAction',
  component: UserRoleAction,
  decorators: [
    (Story, { args }) => (
      <Box sx={{ maxWidth: 358, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <span id={args.pseudoId}>{args.user.pseudo}</span>
        <Story />
      </Box>
    ),
  ],
  args: { user: user('user', 1), busy: false, pseudoId: 'pseudo-role', fill: false, onSetRole: fn() },
} satisfies Meta<typeof UserRoleAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PromoteGranted: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Nommer administrateur' });
    await expect(button).toHaveAccessibleDescription('Paul');
    await userEvent.click(button);
    await expect(args.onSetRole).toHaveBeenCalledWith(31, 'admin');
  },
};

export const DemoteAdmin: Story = {
  args: { user: user('admin', 2) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: "Retirer le rôle d'administrateur" }));
    await expect(args.onSetRole).toHaveBeenCalledWith(31, 'user');
  },
};

export const NothingForWaiting: Story = {
  args: { user: user('user', 0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const NothingForDeletedAdmin: Story = {
  args: { user: user('admin', 3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Nommer administrateur' })).toBeDisabled();
  },
};

const longName = 'Marie Françoise Éléonore de la Grande Garenne du Terrier Fleuri';

export const LongFrenchText: Story = {
  args: { user: user('admin', 1, longName), fill: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: "Retirer le rôle d'administrateur" });
    await expect(button).toHaveAccessibleDescription(longName);
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(358);
  },
};
