import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { ChatMessageActions } from '../src/components/ChatMessageActions.tsx';

const meta = {
  title: 'Components/ChatMessageActions',
  component: ChatMessageActions,
  // The actions sit in a message's bubble; with a mouse they wait for it to be hovered.
  decorators: [
    (Story) => (
      <Box data-message-bubble sx={{ display: 'inline-flex', p: 1, border: 1, borderColor: 'divider', borderRadius: 2 }}>
        Bonne nuit à tous !
        <Story />
      </Box>
    ),
  ],
  args: { sender: 'Camille', onReply: fn(), onDelete: fn() },
} satisfies Meta<typeof ChatMessageActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin's view of someone's message: answer it, or remove it from the message's menu (issue 38). */
export const ReplyAndDelete: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Répondre à Camille' }));
    await expect(args.onReply).toHaveBeenCalledOnce();
    // No delete button beside « Répondre »: the deletion waits in the menu.
    await expect(canvas.queryByRole('button', { name: /^Supprimer/ })).toBeNull();
    const menuButton = canvas.getByRole('button', { name: 'Actions du message de Camille' });
    await expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(menuButton);
    const menu = await screen.findByRole('menu');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Supprimer le message' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** The menu works from the keyboard: it opens on its first item, and Escape gives the focus back. */
export const MenuFromTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const menuButton = within(canvasElement).getByRole('button', { name: 'Actions du message de Camille' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Supprimer le message' });
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** A relative's view of someone else's message: answering only. */
export const ReplyOnly: Story = {
  args: { onDelete: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Répondre à Camille' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Actions du message de Camille' })).toBeNull();
  },
};

/** On a phone both are always there, each a 44 px target; the deletion is not one of them. */
export const OnAPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The test browser has a mouse, which hides them until the message is hovered; a phone does not.
    await userEvent.hover(canvasElement.querySelector('[data-message-bubble]')!);
    for (const name of ['Répondre à Camille', 'Actions du message de Camille']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.queryByRole('button', { name: /^Supprimer/ })).toBeNull();
  },
};
