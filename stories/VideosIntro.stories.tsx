import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { VideosIntro } from '../src/components/VideosIntro.tsx';

const meta = {
  title: 'Components/VideosIntro',
  component: VideosIntro,
  args: { adding: false, formId: 'video-add-form', onToggleAdd: fn() },
} satisfies Meta<typeof VideosIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lapintube' })).toBeVisible();
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    await expect(canvas.getByText('Un espace permettant de streamer de la video...')).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Ajouter une vidéo' });
    await expect(add).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(add);
    await expect(args.onToggleAdd).toHaveBeenCalledOnce();
  },
};

export const Adding: Story = {
  args: { adding: true },
  // The form the button names; the screen puts the real one there.
  decorators: [
    (Story) => (
      <>
        <Story />
        <section id="video-add-form" aria-label="Ajouter une vidéo" />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ajouter une vidéo' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Issue 38: on a phone the header is a few lines, so the videos come right after it. */
export const OnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('heading', { level: 1, name: 'Lapintube' }).closest('header')!.getBoundingClientRect();
    await expect(header.height).toBeLessThanOrEqual(160);
    await expect(canvas.getByRole('button', { name: 'Ajouter une vidéo' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
