import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { ArticleVideo } from '../src/components/ArticleVideo.tsx';
import { sampleImageSrc } from './support/sampleArticles.ts';

const meta = {
  title: 'Components/ArticleVideo',
  component: ArticleVideo,
  args: {
    name: 'video 2',
    title: 'Le plongeon de Léon',
    status: 'ready',
    progress: 100,
    duration: 12,
    width: 1280,
    height: 720,
    url: '/media/videos/11111111-1111-4111-8111-111111111111.mp4',
    poster: sampleImageSrc,
  },
} satisfies Meta<typeof ArticleVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).not.toBeNull();
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('playsinline');
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(video).toHaveAttribute('poster', sampleImageSrc);
    await expect(video).toHaveAccessibleName('Le plongeon de Léon');
    // Its place is kept before the metadata arrives: the full width, at the video's proportions.
    const box = video!.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 1280 / 720)).toBeLessThan(0.02);
  },
};

export const PortraitOnPhone: Story = {
  globals: phoneViewport,
  args: { width: 720, height: 1280 },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('video')!.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 720 / 1280)).toBeLessThan(0.02);
    await expect(box.height).toBeLessThanOrEqual(window.innerHeight * 0.8 + 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Processing: Story = {
  args: { status: 'processing', progress: 37, url: undefined, poster: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('En préparation 37 %')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'En préparation 37 %' })).toHaveAttribute('aria-valuenow', '37');
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

export const LongFrenchTitleProcessing: Story = {
  globals: phoneViewport,
  args: {
    status: 'processing',
    progress: 5,
    url: undefined,
    poster: undefined,
    title: "La grande traversée à vélo de la Loire, de Nevers jusqu'à Saint-Nazaire, avec les cousins et l'incroyable pique-nique sous l'orage",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('En préparation 5 %')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Deleted: Story = {
  args: { status: 'deleted', title: undefined, url: undefined, poster: undefined, width: undefined, height: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('Cette vidéo a été supprimée');
  },
};

export const Failed: Story = {
  args: { status: 'failed', url: undefined, poster: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent("Cette vidéo n'a pas pu être préparée");
  },
};
