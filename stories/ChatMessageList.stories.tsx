import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button } from '@mui/material';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import type { ChatLine, ChatMessage } from '../shared/chatTypes.ts';
import { ChatMessageList } from '../src/components/ChatMessageList.tsx';

// Local-time timestamps, one minute apart, so dates read the same in every time zone.
const at = (minute: number) => String(new Date(2025, 6, 14, 18, 0).getTime() + minute * 60_000);

const people = [
  { sender: 'Camille', color: '#f48fb1' },
  { sender: 'Paul', color: '#81d4fa' },
  { sender: 'Hélène', color: '#1a237e' },
  { sender: 'Zoé', color: '#a5d6a7' },
] as const;

const lines = [
  'Bonjour tout le monde !',
  'Vous êtes bien arrivés ?',
  'Oui, le terrier est magnifique.',
  'Photos ce soir dans les albums.',
  'Qui apporte les carottes demain ?',
];

const many: ChatMessage[] = Array.from({ length: 60 }, (_, index) => {
  const person = people[index % people.length]!;
  return index === 30
    ? { message: 'Zoé a rejoint le chat !', sender: 'lapin', ts: at(index) }
    : { message: `${lines[index % lines.length]} (${index + 1})`, ...person, ts: at(index) };
});

const meta = {
  title: 'Components/ChatMessageList',
  component: ChatMessageList,
  decorators: [
    (Story) => (
      <Box sx={{ height: 480, maxWidth: 640, display: 'flex', flexDirection: 'column', border: 1, borderColor: 'divider' }}>
        <Story />
      </Box>
    ),
  ],
  args: { messages: many.slice(0, 6), currentUser: 'Camille' },
} satisfies Meta<typeof ChatMessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

const isAtBottom = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight < 2;

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucun message pour le moment. Lancez la conversation !')).toBeInTheDocument();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

// Issue 25: the days seen from a fixed 'now', so the headings read the same whatever the date.
const now = new Date(2026, 10, 27, 9, 30).getTime();
const on = (year: number, month: number, day: number, hours: number, minutes: number) => String(new Date(year, month, day, hours, minutes).getTime());
const days: ChatMessage[] = [
  { message: 'Joyeux anniversaire Mamie !', sender: 'Paul', color: '#81d4fa', ts: on(2025, 10, 24, 19, 2) },
  { message: 'On pense fort à toi.', sender: 'Paul', color: '#81d4fa', ts: on(2025, 10, 24, 19, 3) },
  { message: 'Les photos du gâteau sont dans l’album.', sender: 'Hélène', color: '#1a237e', ts: on(2026, 10, 23, 8, 15) },
  { message: 'Qui vient dimanche ?', sender: 'Camille', color: '#f48fb1', ts: on(2026, 10, 26, 21, 40) },
  { message: 'Moi, avec les enfants.', sender: 'Paul', color: '#81d4fa', ts: on(2026, 10, 26, 21, 44) },
  { message: 'Parfait !', sender: 'Camille', color: '#f48fb1', ts: on(2026, 10, 27, 7, 58) },
  { message: 'J’apporte la tarte aux pommes.', sender: 'Camille', color: '#f48fb1', ts: on(2026, 10, 27, 8, 1) },
];

/** Issue 25: a heading per day, the time alone under each run of one sender, own messages on the right. */
export const DaysAndRuns: Story = {
  args: { messages: days, now },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['lundi 24 novembre 2025', 'lundi 23 novembre', 'Hier', "Aujourd'hui"]);
    // Paul's two messages of 2025 and Camille's two of today show one time each, under the last.
    await expect(canvas.queryByText('19:02')).toBeNull();
    await expect(canvas.getByText('19:03')).toBeVisible();
    await expect(canvas.queryByText('07:58')).toBeNull();
    await expect(canvas.getByText('08:01')).toBeVisible();
    await expect(canvasElement.querySelectorAll('time')).toHaveLength(5);
    // The spec's full date stays in every message's accessible name.
    await expect(canvas.getByRole('listitem', { name: 'Message de Camille, 27/11/2026 07:58' })).toBeInTheDocument();
    // Camille (the current user) on the right, the others on the left.
    const log = canvas.getByRole('log').getBoundingClientRect();
    const bubbleOf = (text: string) => canvas.getByText(text).parentElement!.getBoundingClientRect();
    await expect(bubbleOf('Parfait !').right).toBeGreaterThan(log.right - 40);
    await expect(bubbleOf('Moi, avec les enfants.').left).toBeLessThan(log.left + 40);
  },
};

// Issue 38: Camille opened the chat before anyone had written (lastts '0'): the presence lines
// keep '0' as their place, and `at` says when they happened.
const presence: ChatLine[] = [
  { message: 'Paul a rejoint le chat !', sender: 'lapin', ts: '0', at: Number(on(2026, 10, 27, 9, 5)) },
  { message: 'Hélène a rejoint le chat !', sender: 'lapin', ts: '0', at: Number(on(2026, 10, 27, 9, 7)) },
  { message: 'Bonjour ! Tout le monde est là ?', sender: 'Paul', color: '#81d4fa', ts: on(2026, 10, 27, 9, 10) },
  { message: 'Hélène a quitté le chat !', sender: 'lapin', ts: on(2026, 10, 27, 9, 10), at: Number(on(2026, 10, 27, 9, 12)) },
];

/** Issue 38: presence lines belong to the day they happened, not to 1 January 1970. */
export const PresenceBeforeTheFirstMessage: Story = {
  args: { messages: presence, now },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(["Aujourd'hui"]);
    await expect(canvas.queryByText(/1970/)).toBeNull();
    await expect(canvas.getByText('Paul a rejoint le chat !')).toBeVisible();
    await expect(canvas.getByText('Hélène a quitté le chat !')).toBeVisible();
  },
};

export const PhonePresenceBeforeTheFirstMessage: Story = {
  ...PresenceBeforeTheFirstMessage,
  globals: phoneViewport,
};

export const Many: Story = {
  args: { messages: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(60);
    const log = canvas.getByRole('log', { name: 'Messages du chat' });
    await waitFor(() => expect(isAtBottom(log)).toBe(true));
    await expect(canvas.getByText('Qui apporte les carottes demain ? (60)')).toBeVisible();
    // A keyboard reaches the history too: the log takes the focus, then the arrows scroll it.
    await userEvent.tab();
    await expect(log).toHaveFocus();
  },
};

export const StaysOnTheNewestWhenShorter: Story = {
  args: { messages: many },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    await waitFor(() => expect(isAtBottom(log)).toBe(true));
    // A phone keyboard opening halves the room left for the messages.
    (log.parentElement as HTMLElement).style.height = '240px';
    await waitFor(() => expect(log.clientHeight).toBeLessThan(260));
    await waitFor(() => expect(isAtBottom(log)).toBe(true));
    await expect(within(canvasElement).getByText('Qui apporte les carottes demain ? (60)')).toBeVisible();
  },
};

export const LongFrenchText: Story = {
  args: {
    messages: [
      { message: 'Hélène a rejoint le chat !', sender: 'lapin', ts: at(0) },
      {
        message:
          "Nous sommes enfin arrivés au terrier après une journée interminable : le train avait deux heures de retard, la correspondance était supprimée et il a fallu finir en car, sous une pluie battante, avec trois valises, deux enfants fatigués et un lapin en peluche introuvable.",
        ...people[2],
        ts: at(1),
      },
      { message: "Oh non ! Mais vous êtes bien installés maintenant ? Racontez-nous tout demain matin, après une bonne nuit de sommeil.", ...people[0], ts: at(2) },
      { message: 'Hélène a quitté le chat !', sender: 'lapin', ts: at(3) },
    ],
  },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    await expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
  },
};

export const MultiLine: Story = {
  args: {
    messages: [
      { message: 'Programme de demain :\n08:00 petit déjeuner\n10:00 balade au lac\n\n14:00 sieste obligatoire', ...people[1], ts: at(0) },
      { message: 'Parfait !\nJe prends le pique-nique.', ...people[0], ts: at(1) },
    ],
  },
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByText(/Programme de demain/);
    await expect(content.textContent).toContain('\n10:00 balade au lac\n');
    await expect(getComputedStyle(content).whiteSpace).toBe('pre-wrap');
  },
};

function GrowingList({ currentUser }: { currentUser: string }) {
  const [messages, setMessages] = useState(many.slice(0, 40));
  const handleAdd = () =>
    setMessages((current) => [...current, { message: 'Nouveau message tout en bas', sender: 'Paul', ts: at(current.length), color: '#81d4fa' }]);
  return (
    <>
      <ChatMessageList messages={messages} currentUser={currentUser} />
      <Button onClick={handleAdd}>Ajouter un message</Button>
    </>
  );
}

export const ScrollsToNewMessage: Story = {
  render: (args) => <GrowingList currentUser={args.currentUser} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log');
    await waitFor(() => expect(isAtBottom(log)).toBe(true));
    log.scrollTop = 0;
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un message' }));
    await waitFor(() => expect(isAtBottom(log)).toBe(true), { timeout: 3000 });
    await expect(canvas.getByText('Nouveau message tout en bas')).toBeVisible();
  },
};

const thread: ChatMessage[] = [
  { message: 'Qui apporte les carottes demain ?\nEt le pain ?', sender: 'Paul', ts: at(1), color: '#81d4fa' },
  { message: 'Moi ! @Camille prend le pain ?', sender: 'Zoé', ts: at(2), color: '#a5d6a7', replyTo: at(1), mentions: [{ id: 3, pseudo: 'Camille' }] },
  { message: 'Oui, avec @Paul.', sender: 'Camille', ts: at(3), color: '#f48fb1', replyTo: at(2), mentions: [{ id: 7, pseudo: 'Paul' }] },
  { message: 'Je parlais de ça', sender: 'Hélène', ts: at(4), color: '#1a237e', replyTo: at(0) },
];

/**
 * Issue 25: replies quote what they answer (a tap leads there, highlighted for a moment), a reply
 * to a deleted message says so, a mention of the reader stands out more than another's, and each
 * message offers "Répondre" (with a mouse, on hovering it), the reader's own "Supprimer".
 */
export const RepliesAndMentions: Story = {
  args: { messages: thread, currentUser: 'Camille', onReplyMessage: fn(), onDeleteOwnMessage: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const item = (sender: string) => canvas.getByRole('listitem', { name: new RegExp(`^Message de ${sender},`) });
    const zoe = item('Zoé');
    await expect(within(zoe).getByText('Qui apporte les carottes demain ?')).toBeVisible();
    await expect(within(item('Hélène')).getByText('Message supprimé')).toBeVisible();
    await expect(within(item('Hélène')).queryByRole('button', { name: /^Aller au message/ })).toBeNull();

    // Camille reads: the mention of her is the strong one.
    await expect(within(zoe).getByText('@Camille')).toHaveAttribute('data-mention', 'mine');
    await expect(within(item('Camille')).getByText('@Paul')).toHaveAttribute('data-mention', 'other');

    await userEvent.click(within(zoe).getByRole('button', { name: /^Aller au message auquel ceci répond/ }));
    const paulBubble = item('Paul').firstElementChild as HTMLElement;
    await waitFor(() => expect(getComputedStyle(paulBubble).boxShadow).not.toBe('none'));
    await waitFor(() => expect(getComputedStyle(paulBubble).boxShadow).toBe('none'), { timeout: 4000 });

    await userEvent.hover(zoe.firstElementChild as HTMLElement);
    await userEvent.click(within(zoe).getByRole('button', { name: 'Répondre à Zoé' }));
    await expect(args.onReplyMessage).toHaveBeenCalledWith(thread[1]);
    await expect(within(zoe).queryByRole('button', { name: /^Actions du message/ })).toBeNull();
    await userEvent.click(within(item('Camille')).getByRole('button', { name: 'Actions du message de Camille' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Supprimer le message' }));
    await expect(args.onDeleteOwnMessage).toHaveBeenCalledWith(thread[2]);
    await userEvent.unhover(zoe.firstElementChild as HTMLElement);
  },
};
