import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MentionText } from '../src/components/MentionText.tsx';

const meta = {
  title: 'Components/MentionText',
  component: MentionText,
} satisfies Meta<typeof MentionText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No mention: the text as it is. */
export const Plain: Story = {
  args: { text: 'Bonne nuit à tous !' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('mark')).toBeNull();
    await expect(within(canvasElement).getByText('Bonne nuit à tous !')).toBeVisible();
  },
};

/** Each mention stands out; the reader's own more strongly. */
export const MentionsAndTheReaders: Story = {
  args: {
    text: '@Camille et @Jean-Pierre, vous prenez le pain ? @Camillette non.',
    mentions: [
      { id: 2, pseudo: 'Camille' },
      { id: 3, pseudo: 'Jean-Pierre' },
    ],
    reader: 'Camille',
  },
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('mark')];
    await expect(marks.map((mark) => [mark.textContent, mark.dataset.mention])).toEqual([
      ['@Camille', 'mine'],
      ['@Jean-Pierre', 'other'],
    ]);
  },
};
