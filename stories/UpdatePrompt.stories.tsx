import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { UpdatePrompt } from '../src/components/UpdatePrompt.tsx';

const meta = {
  title: 'Components/UpdatePrompt',
  component: UpdatePrompt,
  parameters: { layout: 'fullscreen' },
  args: { waiting: true, onReload: fn() },
  // Fixed to the bottom of the screen; the transform makes this small page its screen.
  decorators: [(Story) => <div style={{ height: 160, transform: 'translateZ(0)' }}><Story /></div>],
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Nouvelle version disponible');
    await userEvent.click(canvas.getByRole('button', { name: 'Recharger' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const NoNewVersion: Story = {
  args: { waiting: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Recharger' })).toBeNull();
  },
};

export const OnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Recharger' });
    const box = button.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};
