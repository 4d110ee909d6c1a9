import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import type { AccountRow } from '../shared/accountTypes.ts';
import { UserCard } from '../src/components/UserCard.tsx';

const at = (month: number, day: number, hours: number, minutes: number) =>
  new Date(2025, month - 1, day, hours, minutes).getTime();

const waiting: AccountRow = { id: 11, pseudo: 'Camille', role: 'user', creation: at(7, 2, 9, 5), lastseen: null, access: 0 };
const grantedAdmin: AccountRow = { id: 12, pseudo: 'Paul', role: 'admin', creation: at(6, 1, 14, 30), lastseen: at(7, 14, 21, 7), access: 1 };
const banned: AccountRow = { id: 13, pseudo: 'Hélène', role: 'user', creation: at(6, 20, 8, 0), lastseen: at(7, 1, 18, 45), access: 2 };
const deleted: AccountRow = { id: 14, pseudo: 'Zoé', role: 'user', creation: at(6, 21, 10, 10), lastseen: at(6, 22, 11, 11), access: 3 };

const meta = {
  title: 'Components/UserCard',
  component: UserCard,
  globals: phoneViewport,
  // A card is an item of the admin's list of users.
  decorators: [
    (Story) => (
      <Box component="ul" aria-label="Utilisateurs" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <Story />
      </Box>
    ),
  ],
  args: { user: waiting, busy: false, pseudoId: 'pseudo-card', onAction: fn(), onResetCode: fn(), onSetRole: fn(), isSelf: false },
} satisfies Meta<typeof UserCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttonNames = (canvasElement: HTMLElement) =>
  within(canvasElement).queryAllByRole('button').map((button) => button.textContent);

export const Waiting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Camille' })).toHaveAttribute('id', 'pseudo-card');
    await expect(canvas.getByText('-')).toBeVisible();
    await expect(buttonNames(canvasElement)).toEqual(['Autoriser', 'Supprimer', 'Bannir', 'Code de réinitialisation']);
    await userEvent.click(canvas.getByRole('button', { name: 'Autoriser' }));
    await expect(args.onAction).toHaveBeenCalledWith(waiting, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Code de réinitialisation' }));
    await expect(args.onResetCode).toHaveBeenCalledWith(11);
  },
};

/** The signed-in admin's own card: no Bannir or Supprimer, which the server would refuse. */
export const OwnAccount: Story = {
  args: { user: grantedAdmin, isSelf: true },
  play: async ({ canvasElement }) => {
    await expect(buttonNames(canvasElement)).toEqual(['Code de réinitialisation', "Retirer le rôle d'administrateur"]);
  },
};

export const GrantedAdmin: Story = {
  args: { user: grantedAdmin },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(buttonNames(canvasElement)).toEqual(['Supprimer', 'Bannir', 'Code de réinitialisation', "Retirer le rôle d'administrateur"]);
    await expect(canvas.getByRole('button', { name: 'Bannir' })).toHaveAccessibleDescription('Paul');
    await userEvent.click(canvas.getByRole('button', { name: "Retirer le rôle d'administrateur" }));
    await expect(args.onSetRole).toHaveBeenCalledWith(12, 'user');
  },
};

export const Banned: Story = {
  args: { user: banned },
  play: async ({ canvasElement }) => {
    await expect(buttonNames(canvasElement)).toEqual(['Autoriser', 'Supprimer', 'Code de réinitialisation']);
  },
};

export const Deleted: Story = {
  args: { user: deleted },
  play: async ({ canvasElement }) => {
    await expect(buttonNames(canvasElement)).toEqual([]);
    await expect(within(canvasElement).getByText('Supprimé')).toBeVisible();
  },
};

export const Busy: Story = {
  args: { user: banned, busy: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

const longName = 'Marie Françoise Éléonore de la Grande Garenne du Terrier Fleuri';

export const LongFrenchText: Story = {
  args: { user: { ...grantedAdmin, role: 'user', pseudo: longName } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: longName })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(canvas.getByRole('button', { name: 'Nommer administrateur' })).toBeVisible();
  },
};
