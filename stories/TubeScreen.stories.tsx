import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TubeScreen } from '../src/screens/TubeScreen.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = { title: 'Screens/TubeScreen', component: TubeScreen, parameters: { route: '/app/lapintube' } } satisfies Meta<typeof TubeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lapintube' })).toBeVisible();
    await expect(canvas.getByText('Un espace permettant de streamer de la video...')).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const text = canvas.getByText('Un espace permettant de streamer de la video...').getBoundingClientRect();
    await expect(text.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lapintube' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(text.top);
  },
};
