import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { VoyageTripMap } from '../src/screens/VoyageTripMap.tsx';
import { alpsLatest, alpsRoute, alpsSteps } from './support/sampleTrip.ts';

// The slot's steps always carry a thumbnail or null.
const steps = alpsSteps.map((step) => ({ ...step, thumbnailUrl: step.thumbnailUrl ?? null }));

const meta = {
  title: 'Screens/VoyageTripMap',
  component: VoyageTripMap,
  args: { route: alpsRoute, steps, latest: alpsLatest, onStepOpen: fn(), size: 'large' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    // The slot's box on the Voyage page: the map fills its height.
    (Story, { args }) => (
      <Box sx={{ height: args.size === 'large' ? 360 : 240 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof VoyageTripMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As stories/TripMap.stories.tsx: the play ends once MapLibre is idle, so the baseline is the drawn map. */
async function drawn(canvasElement: HTMLElement) {
  const map = canvasElement.querySelector('.lapin-map') as HTMLElement;
  await waitFor(() => expect(map).toHaveAttribute('data-map-engine', 'maplibre'), { timeout: 20_000 });
  return map;
}

export const Large: Story = {
  play: async ({ canvasElement, args }) => {
    const map = await drawn(canvasElement);
    // The map fills the slot's height.
    await expect(map.getBoundingClientRect().height).toBe(360);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Ils sont ici : Chamonix, France' })).toBeInTheDocument();
    // A step opens its sheet; the map itself does not move, so the baseline stays the drawn map.
    const step = canvas.getAllByRole('button', { name: /éléments?/ })[0]!;
    await userEvent.click(step);
    await expect(args.onStepOpen).toHaveBeenCalledOnce();
    await expect(map).toHaveAttribute('data-map-engine', 'maplibre');
  },
};

export const SmallOnPhone: Story = {
  globals: phoneViewport,
  args: { size: 'small' },
  play: async ({ canvasElement }) => {
    const map = await drawn(canvasElement);
    await expect(map.getBoundingClientRect().height).toBe(240);
    await expect(within(canvasElement).getAllByRole('button', { name: /éléments?/ }).length).toBeGreaterThanOrEqual(1);
  },
};
