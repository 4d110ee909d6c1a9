import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AccountRow } from '../shared/accountTypes.ts';
import { UserStatusActions } from '../src/components/UserStatusActions.tsx';

const user = (access: number, pseudo = 'Camille'): AccountRow => ({ id: 21, pseudo, role: 'user', creation: 0, lastseen: null, access });

const meta = {
  title: 'Components/UserStatusActions',
  component: UserStatusActions,
  // The pseudo that describes each button, and the row the buttons share on a card.
  decorators: [
    (Story, { args }) => (
      <Box sx={{ maxWidth: 358 }}>
        <span id={args.pseudoId}>{args.user.pseudo}</span>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Story />
        </Box>
      </Box>
    ),
  ],
  args: { user: user(0), busy: false, pseudoId: 'pseudo-status', fill: false, onAction: fn(), isSelf: false },
} satisfies Meta<typeof UserStatusActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('button').map((button) => button.textContent);

export const Waiting: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(names(canvasElement)).toEqual(['Autoriser', 'Supprimer', 'Bannir']);
    const ban = within(canvasElement).getByRole('button', { name: 'Bannir' });
    await expect(ban).toHaveAccessibleDescription('Camille');
    await userEvent.click(ban);
    await expect(args.onAction).toHaveBeenCalledWith(args.user, 2);
  },
};

export const Granted: Story = {
  args: { user: user(1) },
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)).toEqual(['Supprimer', 'Bannir']);
  },
};

export const Banned: Story = {
  args: { user: user(2) },
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)).toEqual(['Autoriser', 'Supprimer']);
  },
};

export const Deleted: Story = {
  args: { user: user(3) },
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)).toEqual([]);
  },
};

export const BusyOnCard: Story = {
  args: { busy: true, fill: true },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    for (const button of buttons) {
      await expect(button).toBeDisabled();
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(96);
    }
  },
};

const longName = 'Marie Françoise Éléonore de la Grande Garenne du Terrier Fleuri';

export const LongFrenchText: Story = {
  args: { user: user(0, longName), fill: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Supprimer' })).toHaveAccessibleDescription(longName);
  },
};
