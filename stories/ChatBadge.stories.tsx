import type { Meta, StoryObj } from '@storybook/react-vite';
import { getContrastRatio } from '@mui/material/styles';
import { expect, within } from 'storybook/test';
import { ChatBadge } from '../src/components/ChatBadge.tsx';

const meta = {
  title: 'Components/ChatBadge',
  component: ChatBadge,
  args: { sender: 'Paul', color: '#81d4fa', own: false },
} satisfies Meta<typeof ChatBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const styleOf = (element: HTMLElement) => getComputedStyle(element.closest('.MuiChip-root') as HTMLElement);

export const Other: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Paul:');
    await expect(styleOf(badge).backgroundColor).toBe('rgb(129, 212, 250)');
    // A light background gets dark text.
    await expect(styleOf(badge).color).toBe('rgba(0, 0, 0, 0.87)');
  },
};

export const MidToneColour: Story = {
  args: { sender: 'Léon', color: '#f44336' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Léon:');
    // Neither white nor the usual dark grey reaches 4.5:1 on this red: pure black does.
    await expect(styleOf(badge).color).toBe('rgb(0, 0, 0)');
    await expect(getContrastRatio(styleOf(badge).color, styleOf(badge).backgroundColor)).toBeGreaterThanOrEqual(4.5);
  },
};

export const Own: Story = {
  args: { sender: 'Camille', own: true },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Camille:');
    await expect(styleOf(badge).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

export const DarkColour: Story = {
  args: { sender: 'Hélène', color: '#1a237e' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Hélène:');
    await expect(styleOf(badge).color).toBe('rgb(255, 255, 255)');
  },
};

export const WithoutColour: Story = {
  args: { sender: 'Zoé', color: undefined },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Zoé:');
    // No colour from the server: the theme's light grey, with dark text.
    await expect(styleOf(badge).backgroundColor).toBe('rgb(224, 224, 224)');
    await expect(styleOf(badge).color).toBe('rgba(0, 0, 0, 0.87)');
  },
};

export const SystemLikeLongName: Story = {
  args: { sender: 'Marie-Françoise Éléonore de la Grande Garenne du Terrier Fleuri', color: '#ffcc80' },
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByText(/Grande Garenne/).closest('.MuiChip-root') as HTMLElement;
    // The long name wraps inside the badge instead of overflowing its column.
    await expect(chip.getBoundingClientRect().width).toBeLessThanOrEqual(240);
  },
};
