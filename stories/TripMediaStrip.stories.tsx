import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { TripMediaStrip } from '../src/components/TripMediaStrip.tsx';
import { sampleTripGet } from '../src/testing/fakeTripApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';

// Day 3 of the sample trip: three photos (Marie, Marie, Paul) then Paul's video.
const day3 = sampleTripGet(Date.UTC(2026, 7, 7, 12)).days[2]!;

const meta = {
  title: 'Components/TripMediaStrip',
  component: TripMediaStrip,
  args: { media: day3.media, label: 'Photos et vidéos', self: 'Marie', isAdmin: false, onOpen: fn(), onHidePlace: fn() },
} satisfies Meta<typeof TripMediaStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnItemsOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const strip = within(within(canvasElement).getByRole('list', { name: 'Photos et vidéos' }));
    await expect(strip.getAllByRole('button', { name: /^(Photo|Vidéo) de / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Photo de Marie',
      'Photo de Marie',
      'Photo de Paul',
      'Vidéo de Paul',
    ]);
    // Marie may hide the place of her two photos, not of Paul's items.
    await expect(strip.getAllByRole('button', { name: 'Actions : Photo de Marie' })).toHaveLength(2);
    await expect(strip.queryByRole('button', { name: 'Actions : Photo de Paul' })).toBeNull();
    await userEvent.click(strip.getByRole('button', { name: 'Vidéo de Paul' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ kind: 'video', id: 'v2' }));
  },
};

export const AdminOnPhone: Story = {
  globals: phoneViewport,
  args: { self: 'Léa', isAdmin: true },
  play: async ({ canvasElement, args }) => {
    const strip = within(canvasElement);
    await expect(strip.getAllByRole('button', { name: /^Actions : / })).toHaveLength(4);
    await userEvent.click(strip.getByRole('button', { name: 'Actions : Vidéo de Paul' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Masquer le lieu' }));
    await expect(args.onHidePlace).toHaveBeenCalledWith('video', 'v2');
  },
};

export const Hiding: Story = {
  args: { hidingKey: 'photo:p4' },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('button', { name: 'Actions : Photo de Marie' });
    await expect(first).toBeDisabled();
    await expect(second).toBeEnabled();
  },
};

export const SignedOut: Story = {
  args: { self: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Actions : / })).toBeNull();
  },
};

export const Empty: Story = {
  args: { media: [] },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('list', { name: 'Photos et vidéos' })).queryAllByRole('listitem')).toHaveLength(0);
  },
};
