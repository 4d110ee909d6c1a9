import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '@mui/material';
import { SearchTrigger } from '../src/components/SearchTrigger.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = {
  title: 'Components/SearchTrigger',
  component: SearchTrigger,
  args: { compact: false, onOpen: fn() },
  // As in the top bar: white on the brown of the bar.
  decorators: [(Story) => <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', p: 1, display: 'inline-flex' }}>{Story()}</Box>],
} satisfies Meta<typeof SearchTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InTheBar: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Rechercher' });
    await expect(button).toHaveTextContent('Rechercher…');
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const IconOnPhone: Story = {
  globals: phoneViewport,
  args: { compact: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Rechercher' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};
