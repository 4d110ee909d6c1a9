import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ChatMessage, Participant } from '../shared/chatTypes.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
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
    outbox: [],
    onRetry: fn(),
    onDiscard: fn(),
  },
} satisfies Meta<typeof ChatLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const noSidewaysScroll = () => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Votre message' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(canvas.getByRole('heading', { name: 'Participants:' })).toBeVisible();
    await expect(canvas.getByText('Paul a rejoint le chat !')).toBeVisible();
    await expect(canvas.queryByText('lapin:')).toBeNull();
    // On a wide screen the panel sits beside the messages, not over them.
    const panel = canvas.getByRole('complementary', { name: 'Participants' });
    const log = canvas.getByRole('log', { name: 'Messages du chat' });
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(log.getBoundingClientRect().left + 1);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();

    await userEvent.type(input, 'À demain !{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('À demain !');
    await userEvent.type(input, 'Bonne nuit');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(args.onSend).toHaveBeenLastCalledWith('Bonne nuit');
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
    await expect(canvas.getByRole('textbox', { name: 'Votre message' })).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  },
};

export const WithOutbox: Story = {
  args: {
    connected: false,
    participantsOpen: false,
    outbox: [
      { clientId: '0b6f3c2a-1e4d-4a5b-9c8d-7e6f5a4b3c2d', message: 'On passe le col, à ce soir !', state: 'waiting' },
      { clientId: '2d8b5e4c-3a6f-4c7d-9e0f-1a2b3c4d5e6f', message: 'Coucou !', state: 'refused', reason: 'Le message est vide' },
    ],
  },
  globals: phoneViewport,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Under the list, set apart from it: the spec's list holds confirmed messages only.
    const outbox = canvas.getByRole('list', { name: 'Messages en attente' });
    await expect(within(canvas.getByRole('log', { name: 'Messages du chat' })).queryByText('On passe le col, à ce soir !')).toBeNull();
    await expect(within(outbox).getByText("En attente d'envoi")).toBeVisible();
    await userEvent.click(within(outbox).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledWith('2d8b5e4c-3a6f-4c7d-9e0f-1a2b3c4d5e6f');
    await noSidewaysScroll();
  },
};

export const Offline: Story = {
  args: { connected: false, participantsOpen: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Connexion au chat...');
    const input = canvas.getByRole('textbox', { name: 'Votre message' });
    await userEvent.type(input, 'Vous me lisez ?');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    // Issue 24: the message goes to the outbox, and the box is cleared as the spec says.
    await expect(args.onSend).toHaveBeenCalledWith('Vous me lisez ?');
    await expect(input).toHaveValue('');
  },
};

const phoneFrame: Decorator[] = [
  (Story) => (
    <Box sx={{ height: 600 }}>
      <Story />
    </Box>
  ),
];

export const PhoneParticipantsClosed: Story = {
  globals: phoneViewport,
  decorators: phoneFrame,
  args: { participantsOpen: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: 'Messages du chat' });
    // Issue 25: no strip beside the messages on a phone; the header's button says how many are there.
    await expect(log.getBoundingClientRect().width).toBeGreaterThan(340);
    await expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
    await expect(canvas.queryByRole('heading', { name: 'Participants:' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Afficher les participants' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: '3 en ligne' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle.getBoundingClientRect().bottom).toBeLessThanOrEqual(log.getBoundingClientRect().top + 1);
    await expect(toggle.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const send = canvas.getByRole('button', { name: 'Envoyer' });
    await expect(send.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await noSidewaysScroll();
    await userEvent.click(toggle);
    await expect(args.onToggleParticipants).toHaveBeenCalledTimes(1);
  },
};

export const PhoneParticipantsDrawer: Story = {
  globals: phoneViewport,
  decorators: phoneFrame,
  args: { participantsOpen: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await canvas.findByRole('dialog', { name: 'Participants' });
    await expect(within(drawer).getByRole('heading', { name: 'Participants:' })).toBeVisible();
    await expect(within(drawer).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Camille', 'Paul', 'Hélène']);
    // The drawer lies over the messages (they keep their width underneath) and inside the chat.
    const layout = drawer.closest('.MuiModal-root')!.parentElement!;
    const box = drawer.getBoundingClientRect();
    const frame = layout.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(frame.left);
    await expect(box.top).toBeGreaterThanOrEqual(frame.top);
    await expect(box.bottom).toBeLessThanOrEqual(frame.bottom + 1);
    await expect(box.width).toBeLessThan(frame.width);
    const log = canvasElement.querySelector<HTMLElement>('[role="log"]')!;
    await expect(log.getBoundingClientRect().width).toBeGreaterThan(280);
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toSatisfy((hit: Element) => drawer.contains(hit));
    await noSidewaysScroll();

    // '<<', Escape and a tap beside the drawer all close it.
    const hide = within(drawer).getByRole('button', { name: 'Masquer les participants' });
    await expect(hide).toHaveTextContent('<<');
    await expect(hide.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(hide);
    await expect(args.onToggleParticipants).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onToggleParticipants).toHaveBeenCalledTimes(2);
    const shade = layout.querySelector<HTMLElement>('.MuiBackdrop-root')!;
    await userEvent.click(shade);
    await expect(args.onToggleParticipants).toHaveBeenCalledTimes(3);
  },
};

export const AdminCanDeleteMessages: Story = {
  args: { onDeleteMessage: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const log = within(canvas.getByRole('log'));
    // One control per message of a person; the chat's own notices have none. Issue 38: the
    // deletion is in the message's menu, not a button beside « Répondre ».
    await expect(log.getAllByRole('button', { name: /^Actions du message de / })).toHaveLength(4);
    await expect(log.queryByRole('button', { name: 'Actions du message de lapin' })).toBeNull();
    await expect(log.queryByRole('button', { name: /^Supprimer/ })).toBeNull();
    await userEvent.click(log.getByRole('button', { name: 'Actions du message de Hélène' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Supprimer le message' }));
    await expect(args.onDeleteMessage).toHaveBeenCalledWith(messages[4]);
  },
};

export const AdminCanDeleteOnPhone: Story = {
  globals: phoneViewport,
  decorators: phoneFrame,
  args: { onDeleteMessage: fn(), participantsOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button', { name: /^Actions du message de / })) {
      // The test browser has a mouse, which hides them until their message is hovered; a phone does not.
      await userEvent.hover(button.closest<HTMLElement>('[data-message-bubble]')!);
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await noSidewaysScroll();
  },
};
