import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { VideoList } from '../src/components/VideoList.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { familyVideos } from './support/sampleVideos.ts';

const meta = {
  title: 'Components/VideoList',
  component: VideoList,
  args: { videos: familyVideos, loading: false, onOpen: fn() },
} satisfies Meta<typeof VideoList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(titles).toEqual(['Les vidéos de la famille', ...familyVideos.map((video) => video.title)]);
  },
};

export const Empty: Story = {
  args: { videos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Aucune vidéo pour l'instant. Ajoutez la première !")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { videos: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement des vidéos...' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { videos: [], error: 'Network Error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Les vidéos ne peuvent pas être chargées pour le moment. Network Error');
    await expect(canvas.queryByText("Aucune vidéo pour l'instant. Ajoutez la première !")).toBeNull();
  },
};

export const OnPhone: Story = {
  globals: phoneViewport,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
