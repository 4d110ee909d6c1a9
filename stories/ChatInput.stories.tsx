import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { ChatInput } from '../src/components/ChatInput.tsx';
import { jpegDataUrl } from '../src/components/jpegDataUrl.ts';
import { seaJpeg } from './support/sampleImages.ts';

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
  args: { sending: false, connected: true, onSend: fn() },
} satisfies Meta<typeof ChatInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Votre message' });
const sendButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Envoyer' });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const input = box(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'Votre message');
    await waitFor(() => expect(input).toHaveFocus());
    await expect(sendButton(canvasElement)).toBeEnabled();
    await expect(input).toHaveAccessibleDescription('Entrée pour envoyer, Maj+Entrée pour aller à la ligne');
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
    await userEvent.click(sendButton(canvasElement));
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(input).toHaveFocus();
  },
};

export const EnvoyerSendsAndKeepsTheFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const input = box(canvasElement);
    await userEvent.type(input, '  On arrive à 18 h  ');
    await userEvent.click(sendButton(canvasElement));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('On arrive à 18 h');
    await expect(input).toHaveValue('');
    // The box keeps the focus, so a phone keeps its keyboard up for the next message.
    await expect(input).toHaveFocus();

    // From the keyboard too: Tab to the button, Space, and the focus is back in the box.
    await userEvent.type(input, 'Et on apporte le dessert');
    await userEvent.tab();
    await expect(sendButton(canvasElement)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSend).toHaveBeenLastCalledWith('Et on apporte le dessert');
    await expect(input).toHaveFocus();
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Envoi du message');
    await expect(canvas.getByText('Envoi du message')).toBeVisible();
    // The box gives way to the text but stays in place for the phone keyboard.
    await expect(box(canvasElement)).not.toBeVisible();
    await expect(sendButton(canvasElement)).toBeDisabled();
  },
};

export const Offline: Story = {
  args: { connected: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Connexion au chat...');
    const input = box(canvasElement);
    await userEvent.type(input, 'Message écrit hors ligne{Enter}');
    // Issue 24: offline too the message leaves the box, for the outbox that sends it once back online.
    await expect(args.onSend).toHaveBeenCalledWith('Message écrit hors ligne');
    await expect(input).toHaveValue('');
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ args, canvasElement }) => {
    const input = box(canvasElement);
    const button = sendButton(canvasElement);
    const { width, height, right } = button.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(44);
    await expect(height).toBeGreaterThanOrEqual(44);
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
    // The box keeps most of the width beside the button.
    await expect(input.getBoundingClientRect().width).toBeGreaterThan(180);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.type(input, 'Envoyé du téléphone');
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledWith('Envoyé du téléphone');
  },
};

/** Issue 25: with photos joined, "Joindre une photo" sits beside the box, the photos above it, and
 * photos alone (an empty box) are sent; the box is cleared once the upload went through. */
export const WithPhotos: Story = {
  args: {
    onSend: fn(async () => true),
    photos: {
      photos: [{ key: 'photo-1', src: jpegDataUrl(seaJpeg) }],
      onPick: fn(),
      onRemove: fn(),
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Joindre une photo' })).toBeEnabled();
    await expect(canvas.getByRole('list', { name: 'Photos à envoyer' })).toBeVisible();
    const input = box(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('');
    await userEvent.type(input, 'La plage{Enter}');
    await expect(args.onSend).toHaveBeenLastCalledWith('La plage');
    await waitFor(() => expect(input).toHaveValue(''));
  },
};

/**
 * Issue 25: answering Paul, the box says so above it with his first line and a way back; `@`
 * offers the others (arrows, Enter or Tab, Escape; a tap), and a send carries the accounts the
 * text still names. Left with the list open.
 */
export const ReplyingAndMentioning: Story = {
  // Room above the box, where the list opens (in the chat, over the messages).
  decorators: [
    (Story) => (
      <Box sx={{ pt: '160px' }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    replyingTo: { message: 'Qui apporte les carottes demain ?\nEt le pain ?', sender: 'Paul', ts: '1752508800000', color: '#81d4fa' },
    onCancelReply: fn(),
    mentionable: [
      { id: 7, pseudo: 'Paul' },
      { id: 9, pseudo: 'Pauline' },
      { id: 3, pseudo: 'Hélène' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const reply = canvas.getByRole('group', { name: 'Réponse à Paul' });
    await expect(within(reply).getByText('Qui apporte les carottes demain ?')).toBeVisible();
    await expect(within(reply).queryByText(/Et le pain/)).toBeNull();
    await userEvent.click(within(reply).getByRole('button', { name: 'Annuler la réponse' }));
    await expect(args.onCancelReply).toHaveBeenCalledTimes(1);

    const input = box(canvasElement);
    await userEvent.type(input, 'Moi ! @pau');
    const list = canvas.getByRole('listbox', { name: 'Mentionner' });
    await expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['@Paul', '@Pauline']);
    await expect(input).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: '@Paul' }).id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(list).getByRole('option', { name: '@Pauline' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.type(input, 'l');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Moi ! @Paul ');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(input, 'et @h');
    await userEvent.click(canvas.getByRole('option', { name: '@Hélène' }));
    await expect(input).toHaveValue('Moi ! @Paul et @Hélène ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Moi ! @Paul et @Hélène', [
      { id: 7, pseudo: 'Paul' },
      { id: 3, pseudo: 'Hélène' },
    ]);
    await expect(input).toHaveValue('');

    await userEvent.type(input, '@');
    await expect(within(canvas.getByRole('listbox', { name: 'Mentionner' })).getAllByRole('option')).toHaveLength(3);
  },
};
