import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VideosIntro } from '../src/components/VideosIntro.tsx';

const meta = {
  title: 'Components/VideosIntro',
  component: VideosIntro,
} satisfies Meta<typeof VideosIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lapintube' })).toBeVisible();
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    await expect(canvas.getByText('Un espace permettant de streamer de la video...')).toBeVisible();
  },
};
