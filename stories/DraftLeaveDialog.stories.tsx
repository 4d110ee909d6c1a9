import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { DraftLeaveDialog } from '../src/components/DraftLeaveDialog.tsx';

const meta = {
  title: 'Components/DraftLeaveDialog',
  component: DraftLeaveDialog,
  args: { open: true, onKeep: fn(), onThrowAway: fn(), onStay: fn() },
} satisfies Meta<typeof DraftLeaveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog renders in a portal, outside the story's canvas.
const page = () => within(document.body);

export const KeepIsTheDefault: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('alertdialog', { name: 'Garder le brouillon ?' });
    await expect(dialog).toHaveAccessibleDescription(/reste sur cet appareil/);
    // A stray Enter keeps the article.
    await expect(within(dialog).getByRole('button', { name: 'Garder' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onKeep).toHaveBeenCalledTimes(1);
    await expect(args.onThrowAway).not.toHaveBeenCalled();
  },
};

export const ThrowAwayOrStay: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jeter' }));
    await expect(args.onThrowAway).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await expect(args.onKeep).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async () => {
    const dialog = await page().findByRole('alertdialog');
    for (const button of within(dialog).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
