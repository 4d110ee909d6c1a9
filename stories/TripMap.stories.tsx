import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TripMap } from '../src/components/TripMap.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { alpsLatest, alpsRoute, alpsSteps, tripLatest, tripRoute, tripSteps } from './support/sampleTrip.ts';

const meta = {
  title: 'Components/TripMap',
  component: TripMap,
  args: { route: tripRoute, steps: tripSteps, latest: tripLatest, onStepOpen: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    // On a phone the map takes the top half and the list by day the rest (the Voyage screen). A
    // map taller than the world is at its widest cannot zoom out further: a trip round the world
    // then overflows the sides.
    (Story, { globals }) => (
      <Box sx={{ height: globals.viewport?.value === 'phone' ? 420 : 520 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TripMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * WebGL draws through SwiftShader in the headless Chromium of the tests: every tile, label and
 * line is in place once MapLibre says it is idle, which the map shows as data-map-engine="maplibre".
 */
async function drawn(canvasElement: HTMLElement) {
  const map = canvasElement.querySelector('.lapin-map') as HTMLElement;
  await waitFor(() => expect(map).toHaveAttribute('data-map-engine', 'maplibre'), { timeout: 20_000 });
  // The map's canvas fills the box the story gives it.
  const box = map.getBoundingClientRect();
  const drawing = map.querySelector('canvas')!.getBoundingClientRect();
  await expect([drawing.width, drawing.height]).toEqual([box.width, box.height]);
}

/** The element a finger on the middle of `element` lands on: the marker itself when it is in view. */
function hitAt(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
}

const alpsGroup = 'Annecy et Chamonix : 15 éléments, zoomer pour les séparer';
const fijiGroup = 'Suva et Taveuni : 9 éléments, zoomer pour les séparer';

export const WholeTripOnPhone: Story = {
  globals: phoneViewport,
  play: async ({ args, canvasElement }) => {
    await drawn(canvasElement);
    const canvas = within(canvasElement);
    // On a world view, towns a few pixels apart share one marker.
    for (const name of [alpsGroup, 'Reykjavik : 27 éléments', 'Tokyo : 41 éléments', fijiGroup]) {
      const step = canvas.getByRole('button', { name });
      const { width, height } = step.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
      await expect(step.contains(hitAt(step))).toBe(true);
    }
    await expect(canvas.getAllByRole('button', { name: /éléments/ })).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: 'Ils sont ici : Taveuni, Fidji' })).toBeInTheDocument();
    await expect(canvas.getByText(/© Natural Earth/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zoomer' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reykjavik : 27 éléments' }));
    await expect(args.onStepOpen).toHaveBeenCalledWith('reykjavik');
  },
};

export const WholeTripOnDesktop: Story = {
  play: async ({ args, canvasElement }) => {
    await drawn(canvasElement);
    const canvas = within(canvasElement);
    // Taveuni lies across the antimeridian from Suva: kept beside it, they share a marker, in view.
    const fiji = canvas.getByRole('button', { name: fijiGroup });
    await expect(fiji.contains(hitAt(fiji))).toBe(true);
    canvas.getByRole('button', { name: 'Tokyo : 41 éléments' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepOpen).toHaveBeenCalledWith('tokyo');
  },
};

export const GroupZoomsIn: Story = {
  play: async ({ args, canvasElement }) => {
    await drawn(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: alpsGroup }));
    // The group opens nothing itself: the map zooms in until its towns stand apart.
    await expect(args.onStepOpen).not.toHaveBeenCalled();
    const chamonix = await canvas.findByRole('button', { name: 'Chamonix : 3 éléments' }, { timeout: 10_000 });
    await expect(canvas.getByRole('button', { name: 'Annecy : 12 éléments' })).toBeInTheDocument();
    await drawn(canvasElement);
    await userEvent.click(chamonix);
    await expect(args.onStepOpen).toHaveBeenCalledWith('chamonix');
  },
};

export const AlpsOnPhone: Story = {
  globals: phoneViewport,
  args: { route: alpsRoute, steps: alpsSteps, latest: alpsLatest },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /éléments?$/ })).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: 'Ils sont ici : Chamonix, France' })).toBeInTheDocument();
  },
};

export const NoStepYet: Story = {
  args: { route: { paths: [], jumps: [] }, steps: [], latest: null },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(within(canvasElement).queryAllByRole('button', { name: /éléments?$/ })).toEqual([]);
  },
};
