import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Typography } from '@mui/material';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Reaction } from '../shared/reactionTypes.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { ReactionBar } from '../src/components/ReactionBar.tsx';

const some: Reaction[] = [
  { emoji: '❤️', count: 3, mine: false, by: ['Paul', 'Léa', 'Mamie Jeanne'] },
  { emoji: '😂', count: 1, mine: false, by: ['Hugo'] },
];
const mine: Reaction[] = [
  { emoji: '❤️', count: 3, mine: true, by: ['Paul', 'Léa', 'Camille'] },
  { emoji: '👍', count: 2, mine: false, by: ['Hugo', 'Tante Berthe'] },
];
const cousins = ['Jean-Baptiste-Emmanuel', 'Marie-Charlotte', 'Tante Berthe de Montmorency', 'Grand-Père Lucien', 'Anne-Sophie', 'Cousin Maximilien', 'Hélène', 'Zoé'];
const many: Reaction[] = [
  { emoji: '❤️', count: 12, mine: true, by: [...cousins, 'Paul', 'Léa', 'Hugo', 'Camille'] },
  { emoji: '😂', count: 4, mine: false, by: cousins.slice(0, 4) },
  { emoji: '😮', count: 1, mine: false, by: ['Zoé'] },
  { emoji: '😢', count: 2, mine: false, by: ['Hélène', 'Anne-Sophie'] },
  { emoji: '👏', count: 27, mine: true, by: [...cousins, ...cousins, ...cousins, 'Camille', 'Paul', 'Léa'] },
  { emoji: '👍', count: 6, mine: false, by: cousins.slice(2) },
];

const meta = {
  title: 'Components/ReactionBar',
  component: ReactionBar,
  decorators: [
    (Story) => (
      <Box component="article" sx={{ maxWidth: 520, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Typography sx={{ mb: 1 }}>Premier bain de mer de la saison pour Zoé !</Typography>
        <Story />
      </Box>
    ),
  ],
  args: { reactions: some, onToggle: fn(), longPressOn: 'article' },
} satisfies Meta<typeof ReactionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const None: Story = {
  args: { reactions: [] },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('group', { name: 'Réactions' });
    // Only the way to react: no counts, nobody to list.
    await expect(within(bar).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Réagir']);
  },
};

export const Some: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: '❤️ 3' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: '😂 1' })).toBeVisible();
    // A tap on a count adds the reader's own.
    await userEvent.click(heart);
    await expect(args.onToggle).toHaveBeenCalledWith('❤️');
  },
};

export const Mine: Story = {
  args: { reactions: mine },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const own = canvas.getByRole('button', { name: '❤️ 3, dont vous' });
    await expect(own).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '👍 2' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(own);
    await expect(args.onToggle).toHaveBeenCalledWith('❤️');
  },
};

export const OpenPicker: Story = {
  args: { reactions: mine },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réagir' }));
    const picker = await screen.findByRole('group', { name: 'Choisir une réaction' });
    const choices = within(picker).getAllByRole('button');
    await expect(choices.map((choice) => choice.getAttribute('aria-label'))).toEqual([
      'Réagir avec ❤️',
      'Réagir avec 😂',
      'Réagir avec 😮',
      'Réagir avec 😢',
      'Réagir avec 👏',
      'Réagir avec 👍',
    ]);
    // The reader's own stands out, and the keyboard starts on the first.
    await expect(choices[0]).toHaveAttribute('aria-pressed', 'true');
    await expect(choices[1]).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(choices[0]).toHaveFocus());
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onToggle).toHaveBeenCalledWith('😂');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Choisir une réaction' })).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réagir' }));
    await screen.findByRole('group', { name: 'Choisir une réaction' });
  },
};

export const WhoReacted: Story = {
  args: { reactions: many },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Voir qui a réagi' }));
    const who = await screen.findByRole('dialog', { name: 'Qui a réagi' });
    const lines = within(who).getAllByRole('listitem');
    await expect(lines).toHaveLength(6);
    await expect(lines[2]).toHaveTextContent('😮 Zoé');
    await expect(lines[0]).toHaveTextContent('❤️ Jean-Baptiste-Emmanuel, Marie-Charlotte, Tante Berthe de Montmorency');
  },
};

export const LongPressOnPhone: Story = {
  args: { reactions: many, longPressMs: 300, error: "Votre réaction n'a pas pu être enregistrée. Réessayez." },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("Votre réaction n'a pas pu être enregistrée. Réessayez.");
    // A finger on a phone gets 44 px targets.
    const heart = canvas.getByRole('button', { name: '❤️ 12, dont vous' });
    await expect(heart.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // A finger held on the item's text opens the six, without the browser's menu.
    const text = canvas.getByText('Premier bain de mer de la saison pour Zoé !');
    fireEvent.pointerDown(text, { pointerType: 'touch', clientX: 20, clientY: 20 });
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    text.dispatchEvent(menu);
    await expect(menu.defaultPrevented).toBe(true);
    await screen.findByRole('group', { name: 'Choisir une réaction' });
    fireEvent.pointerUp(text, { pointerType: 'touch' });
  },
};

export const QuietInTheChat: Story = {
  args: { reactions: [], quiet: true },
  play: async ({ args, canvasElement }) => {
    const react = within(canvasElement).getByRole('button', { name: 'Réagir' });
    const bar = within(canvasElement).getByRole('group', { name: 'Réactions' });
    // No room taken under a message nobody reacted to, yet reachable from the keyboard.
    await expect(bar.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(react).toHaveFocus();
    await expect(bar.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
    await userEvent.keyboard('{Enter}');
    const picker = await screen.findByRole('group', { name: 'Choisir une réaction' });
    await userEvent.click(within(picker).getByRole('button', { name: 'Réagir avec 👍' }));
    await expect(args.onToggle).toHaveBeenCalledWith('👍');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Issue 38: with a mouse the buttons are 44 px and say what they do, not bare 32 px icons. */
export const NamedOnDesktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const react = canvas.getByRole('button', { name: 'Réagir' });
    const who = canvas.getByRole('button', { name: 'Voir qui a réagi' });
    await expect(react).toHaveTextContent('Réagir');
    await expect(who).toHaveTextContent('Qui a réagi');
    for (const button of [react, who, canvas.getByRole('button', { name: '❤️ 3' })]) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
