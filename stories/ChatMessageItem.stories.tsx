import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, within } from 'storybook/test';
import { ChatMessageItem } from '../src/components/ChatMessageItem.tsx';
import { ChatMessageReactions } from '../src/components/chatMessageReactions.ts';
import { ReactionBar } from '../src/components/ReactionBar.tsx';

// Local time, so the date reads the same in every time zone.
const ts = String(new Date(2025, 6, 14, 20, 5).getTime());

const meta = {
  title: 'Components/ChatMessageItem',
  component: ChatMessageItem,
  decorators: [
    (Story) => (
      <ul style={{ margin: 0, padding: 0, maxWidth: 520 }}>
        <Story />
      </ul>
    ),
  ],
  args: { message: { message: 'Bonjour tout le monde !', sender: 'Paul', ts, color: '#81d4fa' }, own: false },
} satisfies Meta<typeof ChatMessageItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Other: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paul:')).toBeInTheDocument();
    await expect(canvas.getByText('Bonjour tout le monde !')).toBeInTheDocument();
    await expect(canvas.getByText('14/07/2025 20:05')).toBeInTheDocument();
  },
};

export const Own: Story = {
  args: { message: { message: 'On arrive demain matin.', sender: 'Camille', ts }, own: true },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByText('Camille:').closest('.MuiChip-root') as HTMLElement;
    await expect(getComputedStyle(chip).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

export const System: Story = {
  args: { message: { message: 'Hélène a rejoint le chat !', sender: 'lapin', ts } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hélène a rejoint le chat !')).toBeInTheDocument();
    // System messages show only their content: no badge, no date.
    await expect(canvas.queryByText('lapin:')).toBeNull();
    await expect(canvasElement.querySelector('.MuiChip-root')).toBeNull();
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};

export const MultiLine: Story = {
  args: {
    message: { message: 'Liste pour demain :\n- le pain\n- les carottes\n\n- la crème solaire', sender: 'Zoé', ts, color: '#a5d6a7' },
  },
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByText(/Liste pour demain/);
    await expect(getComputedStyle(content).whiteSpace).toBe('pre-wrap');
    await expect(content.getBoundingClientRect().height).toBeGreaterThan(80);
  },
};

export const LongFrenchText: Story = {
  args: {
    message: {
      message:
        "Nous sommes enfin arrivés au terrier après une journée interminable : le train avait deux heures de retard, la correspondance était supprimée et il a fallu finir en car. Anticonstitutionnellementmaisvraimentsansaucunespace, les enfants ont dormi tout le trajet !",
      sender: 'Jean-Baptiste',
      ts,
      color: '#ce93d8',
    },
  },
  play: async ({ canvasElement }) => {
    const item = canvasElement.querySelector('li') as HTMLElement;
    // Long words wrap instead of widening the list.
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

const onToggle = fn();

/** Issue 25: the chat screen puts a reaction bar under each message, as the last thing in it. */
export const WithReactions: Story = {
  args: {
    message: { message: 'Zoé a perdu sa première dent !', sender: 'Paul', ts, color: '#81d4fa', reactions: [{ emoji: '😮', count: 2, mine: true, by: ['Camille', 'Léa'] }] },
  },
  decorators: [
    (Story, { args }) => (
      <ChatMessageReactions value={(message) => <ReactionBar reactions={message.reactions ?? []} onToggle={onToggle} longPressOn="li" longPressMs={200} quiet />}>
        <Story args={args} />
      </ChatMessageReactions>
    ),
  ],
  play: async ({ canvasElement }) => {
    const item = canvasElement.querySelector('li') as HTMLElement;
    const bar = within(item).getByRole('group', { name: 'Réactions' });
    await expect(item.lastElementChild).toBe(bar);
    await expect(within(bar).getByRole('button', { name: '😮 2, dont vous' })).toHaveAttribute('aria-pressed', 'true');
    // A finger held on the message itself opens the six.
    fireEvent.pointerDown(within(item).getByText('Zoé a perdu sa première dent !'), { pointerType: 'touch' });
    await screen.findByRole('group', { name: 'Choisir une réaction' });
  },
};
