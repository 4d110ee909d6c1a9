import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MentionSuggestions } from '../src/components/MentionSuggestions.tsx';

const meta = {
  title: 'Components/MentionSuggestions',
  component: MentionSuggestions,
  // The list opens above the text box it belongs to.
  decorators: [
    (Story) => (
      <Box sx={{ position: 'relative', mt: 30, maxWidth: 360, height: 56, border: 1, borderColor: 'divider' }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    id: 'mentions',
    options: [
      { id: 2, pseudo: 'Camille' },
      { id: 3, pseudo: 'Jean-Pierre' },
      { id: 4, pseudo: 'Zoé' },
    ],
    activeIndex: 1,
    onPick: fn(),
  },
} satisfies Meta<typeof MentionSuggestions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The arrows' choice is selected; a tap picks one. */
export const Offered: Story = {
  play: async ({ args, canvasElement }) => {
    const list = within(within(canvasElement).getByRole('listbox', { name: 'Mentionner' }));
    await expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual(['@Camille', '@Jean-Pierre', '@Zoé']);
    await expect(list.getByRole('option', { name: '@Jean-Pierre' })).toHaveAttribute('aria-selected', 'true');
    await expect(list.getByRole('option', { name: '@Zoé' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(list.getByRole('option', { name: '@Zoé' }));
    await expect(args.onPick).toHaveBeenCalledWith({ id: 4, pseudo: 'Zoé' });
  },
};

/** A long pseudo wraps inside the list instead of widening it. */
export const LongPseudo: Story = {
  args: { options: [{ id: 5, pseudo: 'Marie-Thérèse de la Tour du Pin Gouvernet' }], activeIndex: 0 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('listbox', { name: 'Mentionner' });
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
