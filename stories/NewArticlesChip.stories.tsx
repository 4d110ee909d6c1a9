import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { NewArticlesChip } from '../src/components/NewArticlesChip.tsx';

const meta = {
  title: 'Components/NewArticlesChip',
  component: NewArticlesChip,
  parameters: { layout: 'fullscreen' },
  args: { count: 3, onShow: fn() },
  // The chip floats over the feed: give it a page to float over.
  decorators: [(Story) => <div style={{ minHeight: 200 }}><Story /></div>],
} satisfies Meta<typeof NewArticlesChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 nouveaux articles');
    await userEvent.click(canvas.getByRole('button', { name: '3 nouveaux articles' }));
    await expect(args.onShow).toHaveBeenCalledTimes(1);
  },
};

export const One: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '1 nouvel article' })).toBeVisible();
  },
};

export const Many: Story = {
  args: { count: 250 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '99+ nouveaux articles' })).toBeVisible();
  },
};

export const NothingNew: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const OnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '3 nouveaux articles' });
    const box = button.getBoundingClientRect();
    // Centred under the 56 px bar, thumb-sized.
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    await expect(box.top).toBeGreaterThanOrEqual(56);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};
