import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** An admin's view of someone's message: answer it, or remove it. */
export const ReplyAndDelete: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Répondre à Camille' }));
    await expect(args.onReply).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer le message de Camille' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** A relative's view of someone else's message: answering only. */
export const ReplyOnly: Story = {
  args: { onDelete: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Répondre à Camille' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Supprimer le message de Camille' })).toBeNull();
  },
};

/** On a phone both are always there, each a 44 px target. */
export const OnAPhone: Story = {
  args: { quietDelete: true },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Répondre à Camille', 'Supprimer le message de Camille']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};
