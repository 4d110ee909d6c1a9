import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlbumPhotoGrid } from '../src/components/AlbumPhotoGrid.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { manyTiles } from './support/sampleAlbums.ts';

const thumbnails = manyTiles.map((tile) => tile.thumbnail);

const meta = {
  title: 'Components/AlbumPhotoGrid',
  component: AlbumPhotoGrid,
  args: { albumName: 'Bretagne', thumbnails, onOpen: fn() },
} satisfies Meta<typeof AlbumPhotoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(16);
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir la photo 16 sur 16' }));
    await expect(args.onOpen).toHaveBeenCalledWith(15);
    // Keyboard: Enter on a focused photo opens it too.
    canvas.getByRole('button', { name: 'Ouvrir la photo 1 sur 16' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenLastCalledWith(0);
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    const [first, , third, fourth] = buttons.map((button) => button.getBoundingClientRect());
    // Three columns: the fourth photo starts the second row.
    await expect(Math.round(third?.top ?? -1)).toBe(Math.round(first?.top ?? -2));
    await expect(fourth?.top).toBeGreaterThan(first?.bottom ?? 0);
    await expect(first?.width).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Single: Story = {
  args: { thumbnails: thumbnails.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ouvrir la photo 1 sur 1' })).toBeInTheDocument();
  },
};

// Albums by day (issue 39): photos that reached Lapin out of order, shown in the order they were
// taken under a heading per day; the ones whose file gave no time after, by arrival.
const hour = 3_600_000;
const aug4 = Date.UTC(2026, 7, 4, 8);
const byDay = [
  { takenAt: aug4 + 26 * hour, day: '2026-08-05' },
  { takenAt: aug4 + 2 * hour, day: '2026-08-04' },
  undefined,
  { takenAt: aug4, day: '2026-08-04' },
  { takenAt: aug4 + 25 * hour, day: '2026-08-05' },
  { takenAt: aug4 + 50 * hour, day: '2026-08-06' },
  undefined,
];

export const ByDay: Story = {
  args: { thumbnails: thumbnails.slice(0, byDay.length), captures: byDay, currentYear: 2026 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['mardi 4 août', 'mercredi 5 août', 'jeudi 6 août', 'Sans date']);
    // Each photo keeps its number in the album: the 4th, taken first, leads the 4 August.
    const tuesday = within(canvas.getByRole('list', { name: 'mardi 4 août' }));
    await expect(tuesday.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Ouvrir la photo 4 sur 7',
      'Ouvrir la photo 2 sur 7',
    ]);
    const undated = within(canvas.getByRole('list', { name: 'Sans date' }));
    await expect(undated.getAllByRole('button')).toHaveLength(2);
    await userEvent.click(tuesday.getByRole('button', { name: 'Ouvrir la photo 4 sur 7' }));
    await expect(args.onOpen).toHaveBeenCalledWith(3);
  },
};

export const ByDayOnPhone: Story = {
  ...ByDay,
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'jeudi 6 août' })).toBeVisible();
    await expect(canvas.getAllByRole('button')[0]!.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ByDayLongYearAgo: Story = {
  args: { thumbnails: thumbnails.slice(0, 3), captures: [{ takenAt: 1, day: '2019-12-31' }, { takenAt: 2, day: '2020-01-01' }, undefined], currentYear: 2026 },
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['mardi 31 décembre 2019', 'mercredi 1 janvier 2020', 'Sans date']);
  },
};
