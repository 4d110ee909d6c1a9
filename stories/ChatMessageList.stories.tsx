import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button } from '@mui/material';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChatMessage } from '../shared/chatTypes.ts';
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
