import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Participant } from '../shared/chatTypes.ts';
import { ParticipantsPanel } from '../src/components/ParticipantsPanel.tsx';

const family: Participant[] = [
  { username: 'Camille', color: '#f48fb1' },
  { username: 'Paul', color: '#81d4fa' },
  { username: 'Hélène', color: '#1a237e' },
  { username: 'Zoé', color: '#ffeb3b' },
];

const givenNames = ['Marie-Françoise', 'Jean-Baptiste', 'Éléonore', 'Anne-Sophie', 'Pierre-Emmanuel', 'Bérangère'];
const familyNames = ['de la Grande Garenne', 'du Terrier Fleuri', 'Lapérouse', 'de Montcarotte', 'Delaprairie'];
const colours = ['#e57373', '#64b5f6', '#81c784', '#ffb74d', '#ba68c8', '#4db6ac', '#fff176'];

const crowd: Participant[] = Array.from({ length: 30 }, (_, index) => ({
  username: `${givenNames[index % givenNames.length]} ${familyNames[index % familyNames.length]} ${index + 1}`,
  color: colours[index % colours.length]!,
}));

const meta = {
  title: 'Components/ParticipantsPanel',
  component: ParticipantsPanel,
  decorators: [
    (Story) => (
      <Box sx={{ height: 420, display: 'flex', border: 1, borderColor: 'divider' }}>
        <Story />
      </Box>
    ),
  ],
  args: { participants: family, open: true, onToggle: fn() },
} satisfies Meta<typeof ParticipantsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Participants:' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Camille', 'Paul', 'Hélène', 'Zoé']);
    // Each name is drawn in its own colour; the dark one is used as is.
    await expect(getComputedStyle(canvas.getByText('Hélène')).color).toBe('rgb(26, 35, 126)');
    // The light ones are darkened until they read at 4.5:1 on the white panel.
    for (const name of ['Camille', 'Paul', 'Zoé']) {
      await expect(getContrastRatio(getComputedStyle(canvas.getByText(name)).color, '#fff')).toBeGreaterThanOrEqual(4.5);
    }
    const toggle = canvas.getByRole('button', { name: 'Masquer les participants' });
    await expect(toggle).toHaveTextContent('<<');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Participants:' })).toBeNull();
    await expect(canvas.queryByText('Camille')).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Afficher les participants' });
    await expect(toggle).toHaveTextContent('>>');
    await expect(toggle.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const Nobody: Story = {
  args: { participants: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Personne en ligne')).toBeVisible();
  },
};

export const ManyWithLongNames: Story = {
  args: { participants: crowd },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(30);
    const panel = canvas.getByRole('complementary', { name: 'Participants' });
    await expect(panel.getBoundingClientRect().height).toBeLessThanOrEqual(422);
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    // The list scrolls inside the panel, and the keyboard can reach it to scroll it.
    const list = canvas.getByRole('list', { name: 'Participants:' });
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    list.focus();
    await expect(list).toHaveFocus();
  },
};
