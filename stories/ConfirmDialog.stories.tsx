import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from '../src/components/ConfirmDialog.tsx';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Supprimer le compte de Paul ?',
    message: 'Paul ne pourra plus se connecter. Cette action est définitive.',
    confirmLabel: 'Supprimer',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog renders in a portal, outside the story's canvas.
const page = () => within(document.body);

export const AsksBeforeDeleting: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('alertdialog', { name: 'Supprimer le compte de Paul ?' });
    await expect(dialog).toHaveAccessibleDescription('Paul ne pourra plus se connecter. Cette action est définitive.');
    // Cancel has the focus, so a stray Enter keeps the account.
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await page().findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const WithoutMessage: Story = {
  args: { title: "Supprimer l'image 3 de l'album Bretagne ?", message: undefined },
  play: async () => {
    const dialog = await page().findByRole('alertdialog', { name: "Supprimer l'image 3 de l'album Bretagne ?" });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const LongFrenchText: Story = {
  args: {
    title: 'Supprimer le compte de Marie-Antoinette de La Tour du Pin Gouvernet ?',
    message:
      "Marie-Antoinette ne pourra plus se connecter, ses sessions ouvertes sur tous ses appareils seront fermées et la discussion la déconnectera aussitôt. Ses articles restent en ligne. Cette action est définitive.",
  },
  play: async () => {
    const dialog = await page().findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeVisible();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(page().queryByRole('alertdialog')).toBeNull();
  },
};
