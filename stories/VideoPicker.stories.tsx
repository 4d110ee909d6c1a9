import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { VideoPicker } from '../src/components/VideoPicker.tsx';
import { familyVideos, failedVideo, longTitleVideo, processingVideo, readyVideo } from './support/sampleVideos.ts';

const meta = {
  title: 'Components/VideoPicker',
  component: VideoPicker,
  args: { open: true, videos: familyVideos, onPick: fn(), onClose: fn() },
} satisfies Meta<typeof VideoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Insérer une vidéo de Lapintube' }));

export const Filled: Story = {
  play: async ({ args }) => {
    const picker = await dialog();
    // A failed video cannot go into an article: it is not offered.
    await expect(picker.queryByText(failedVideo.title)).toBeNull();
    await expect(picker.getByRole('button', { name: /Anniversaire de Léon.*En préparation 42 %/ })).toBeVisible();
    await expect(picker.getByRole('button', { name: /Le lac au petit matin.*1 minute 23 secondes/ })).toBeVisible();
    await userEvent.click(picker.getByRole('button', { name: /Le lac au petit matin/ }));
    await expect(args.onPick).toHaveBeenCalledWith(readyVideo);
  },
};

export const ChosenByKeyboard: Story = {
  play: async ({ args }) => {
    const picker = await dialog();
    picker.getByRole('button', { name: /Anniversaire de Léon/ }).focus();
    await userEvent.tab();
    await expect(picker.getByRole('button', { name: /Le lac au petit matin/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(readyVideo);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { videos: undefined },
  play: async () => {
    await expect((await dialog()).getByRole('status', { name: 'Chargement des vidéos...' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { videos: [failedVideo] },
  play: async () => {
    await expect((await dialog()).getByText(/Aucune vidéo sur Lapintube pour l'instant/)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { videos: undefined, error: 'Network Error' },
  play: async () => {
    await expect((await dialog()).getByRole('alert')).toHaveTextContent("Les vidéos n'ont pas pu être chargées. Network Error");
  },
};

export const LongFrenchTitleOnPhone: Story = {
  globals: phoneViewport,
  args: { videos: [longTitleVideo, processingVideo, readyVideo] },
  play: async () => {
    const picker = await dialog();
    await expect(picker.getByText(longTitleVideo.title)).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Fermer' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
