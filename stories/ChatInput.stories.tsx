import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatInput } from '../src/components/ChatInput.tsx';

const meta = {
  title: 'Components/ChatInput',
  component: ChatInput,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 560 }}>
        <Story />
      </Box>
    ),
  ],
  args: { sending: false, connected: true, onSend: fn(), onOffline: fn() },
} satisfies Meta<typeof ChatInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Votre message' });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const input = box(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'Votre message');
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const EnterSends: Story = {
  play: async ({ args, canvasElement }) => {
    const input = box(canvasElement);
    await userEvent.type(input, 'Bonjour la famille !{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('Bonjour la famille !');
    await expect(input).toHaveValue('');
  },
};

export const ShiftEnterAddsALine: Story = {
  play: async ({ args, canvasElement }) => {
    const input = box(canvasElement);
    await userEvent.type(input, 'Première ligne{Shift>}{Enter}{/Shift}Deuxième ligne');
    await expect(input).toHaveValue('Première ligne\nDeuxième ligne');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Première ligne\nDeuxième ligne');
  },
};

export const WhitespaceIsNotSent: Story = {
  play: async ({ args, canvasElement }) => {
    const input = box(canvasElement);
    await userEvent.type(input, '{Enter}');
    await userEvent.type(input, '   {Shift>}{Enter}{/Shift}  {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Envoi du message');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Offline: Story = {
  args: { connected: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Connexion au chat...');
    const input = box(canvasElement);
    await userEvent.type(input, 'Message écrit hors ligne{Enter}');
    // Nothing is sent without a connection: the screen is told, and the draft is kept for later.
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(args.onOffline).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('Message écrit hors ligne');
  },
};
