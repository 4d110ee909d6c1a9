import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AccountRow } from '../shared/accountTypes.ts';
import { UserResetCodeAction } from '../src/components/UserResetCodeAction.tsx';

const user = (access: number, pseudo = 'Hélène'): AccountRow => ({ id: 41, pseudo, role: 'user', creation: 0, lastseen: null, access });

const meta = {
  title: 'Components/UserResetCodeAction',
  component: UserResetCodeAction,
  decorators: [
    (Story, { args }) => (
      <Box sx={{ maxWidth: 358, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <span id={args.pseudoId}>{args.user.pseudo}</span>
        <Box sx={{ display: 'flex' }}>
          <Story />
        </Box>
      </Box>
    ),
  ],
  args: { user: user(2), busy: false, pseudoId: 'pseudo-reset', fill: false, onResetCode: fn() },
} satisfies Meta<typeof UserResetCodeAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banned: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Code de réinitialisation' });
    await expect(button).toHaveAccessibleDescription('Hélène');
    await userEvent.click(button);
    await expect(args.onResetCode).toHaveBeenCalledWith(41);
  },
};

export const NothingForDeleted: Story = {
  args: { user: user(3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Code de réinitialisation' })).toBeDisabled();
  },
};

const longName = 'Marie Françoise Éléonore de la Grande Garenne du Terrier Fleuri';

export const LongFrenchTextOnCard: Story = {
  args: { user: user(0, longName), fill: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Code de réinitialisation' });
    await expect(button).toHaveAccessibleDescription(longName);
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};
