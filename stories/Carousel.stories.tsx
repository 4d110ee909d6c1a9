import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from '../src/components/Carousel.tsx';

// The slideshow's carousel on its own, with plain coloured slides.
const colours = ['#1565c0', '#2e7d32', '#6d4c41'];

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: {
    count: 3,
    onShow: fn(),
    renderSlide: (index: number) => (
      <Box sx={{ height: 240, bgcolor: colours[index % colours.length], color: 'common.white', display: 'grid', placeItems: 'center', fontSize: 32 }}>
        Diapositive {index + 1}
      </Box>
    ),
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const counter = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

export const LoopsBothWays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(counter(canvasElement)).toHaveTextContent('1 / 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Image précédente' }));
    // Before the first comes the last: the carousel loops.
    await expect(counter(canvasElement)).toHaveTextContent('3 / 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Image suivante' }));
    await expect(counter(canvasElement)).toHaveTextContent('1 / 3');
    // Only the shown slide is in the accessibility tree.
    await waitFor(() => expect(canvas.getByText('Diapositive 1')).toBeVisible());
    await expect(canvas.getByText('Diapositive 2').closest('[aria-hidden]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const ArrowKeys: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(counter(canvasElement)).toHaveTextContent('3 / 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(counter(canvasElement)).toHaveTextContent('2 / 3');
    // Each slide reached is told (the viewer's address follows it); the first shown is not.
    await expect(args.onShow).toHaveBeenNthCalledWith(1, 1);
    await expect(args.onShow).toHaveBeenNthCalledWith(2, 2);
    await expect(args.onShow).toHaveBeenLastCalledWith(1);
    await expect(args.onShow).toHaveBeenCalledTimes(3);
  },
};

export const SingleSlide: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing to move to: no buttons, and the counter says so.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(counter(canvasElement)).toHaveTextContent('1 / 1');
  },
};
