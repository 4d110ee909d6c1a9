import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ChatMessage, Participant } from '../shared/chatTypes.ts';
import { ChatLayout } from '../src/components/ChatLayout.tsx';

// Local-time timestamps, so dates read the same in every time zone.
const at = (hours: number, minutes: number) => String(new Date(2025, 6, 14, hours, minutes).getTime());

const participants: Participant[] = [
  { username: 'Camille', color: '#f48fb1' },
  { username: 'Paul', color: '#81d4fa' },
  { username: 'Hélène', color: '#1a237e' },
];

const messages: ChatMessage[] = [
  { message: 'Paul a rejoint le chat !', sender: 'lapin', ts: at(18, 0) },
  { message: 'Bonjour tout le monde !', sender: 'Paul', color: '#81d4fa', ts: at(18, 1) },
  { message: 'Coucou Paul ! Vous êtes bien arrivés ?', sender: 'Camille', color: '#f48fb1', ts: at(18, 3) },
  { message: 'Hélène a rejoint le chat !', sender: 'lapin', ts: at(18, 4) },
  {
    message: "Oui, après une journée interminable : deux heures de retard et une correspondance supprimée.\nMais le terrier est magnifique !",
    sender: 'Hélène',
    color: '#1a237e',
    ts: at(18, 6),
  },
  { message: 'Photos ce soir dans les albums.', sender: 'Paul', color: '#81d4fa', ts: at(18, 9) },
];

const meta = {
  title: 'Components/ChatLayout',
  component: ChatLayout,
  decorators: [
    (Story) => (
      <Box sx={{ height: 560 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    messages,
    participants,
    currentUser: 'Camille',
    participantsOpen: true,
    sending: false,
    connected: true,
    onToggleParticipants: fn(),
    onSend: fn(),
    onOffline: fn(),
  },
} satisfies Meta<typeof ChatLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Votre message' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(canvas.getByRole('heading', { name: 'Participants:' })).toBeVisible();
    await expect(canvas.getByText('Paul a rejoint le chat !')).toBeVisible();
    await expect(canvas.queryByText('lapin:')).toBeNull();

    await userEvent.type(input, 'À demain !{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('À demain !');
    await userEvent.click(canvas.getByRole('button', { name: 'Masquer les participants' }));
    await expect(args.onToggleParticipants).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { messages: [], participants: [{ username: 'Camille', color: '#f48fb1' }], participantsOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucun message pour le moment. Lancez la conversation !')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Afficher les participants' })).toBeVisible();
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
  args: { connected: false, participantsOpen: false },
};

export const PhoneWidth: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ width: 360, height: 560 }}>
        <Story />
      </Box>
    ),
  ],
  args: { participantsOpen: false },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    await expect(log.getBoundingClientRect().width).toBeGreaterThan(260);
    await expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
  },
};
