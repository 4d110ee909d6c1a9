import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { TripMapContext } from '../src/app/TripMapContext.tsx';
import { VoyageMapSlot, type EngineMapProps } from '../src/screens/VoyageMapSlot.tsx';
import { alpsLatest, alpsRoute, alpsSteps } from './support/sampleTrip.ts';
import { alpsLand } from './support/sampleLand.ts';

// The slot's steps always carry a thumbnail or null.
const steps = alpsSteps.map((step) => ({ ...step, thumbnailUrl: step.thumbnailUrl ?? null }));

const meta = {
  title: 'Screens/VoyageMapSlot',
  component: VoyageMapSlot,
  args: { route: alpsRoute, steps, latest: alpsLatest, onStepOpen: fn(), size: 'large' },
  decorators: [
    (Story, { args }) => (
      <Box sx={{ height: args.size === 'large' ? 360 : 240 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof VoyageMapSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

// Without TripMapContext (the screens' stories and tests), the slot shows the map's area.
export const AreaWithoutMap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Carte du voyage')).toBeVisible();
    await expect(canvasElement.querySelector('[data-map-slot="large"]')).toHaveAttribute('data-steps', '2');
  },
};

export const SmallAreaOnPhone: Story = {
  globals: phoneViewport,
  args: { size: 'small', steps: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carte du voyage')).toBeVisible();
    await expect(canvasElement.querySelector('[data-map-slot="small"]')).toHaveAttribute('data-steps', '0');
  },
};

/** A stand-in drawer: a button per step, and one that says MapLibre is idle, so the story checks what the slot hands the map without WebGL. */
function listMap({ steps, onStepOpen, onReady }: EngineMapProps) {
  return (
    <ul aria-label="Carte fournie">
      {steps.map((step) => (
        <li key={step.id}>
          <button type="button" onClick={() => onStepOpen(step.id)}>
            {step.label}
          </button>
        </li>
      ))}
      <li>
        <button type="button" onClick={onReady}>
          Carte prête
        </button>
      </li>
    </ul>
  );
}

/** trip/land could not be read: the provided map alone, at once. */
export const ProvidedMap: Story = {
  args: { land: null },
  decorators: [
    (Story) => (
      <TripMapContext.Provider value={listMap}>
        <Story />
      </TripMapContext.Provider>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const map = within(canvas.getByRole('list', { name: 'Carte fournie' }));
    await expect(canvas.queryByText('Carte du voyage')).toBeNull();
    await userEvent.click(map.getByRole('button', { name: 'Chamonix' }));
    await expect(args.onStepOpen).toHaveBeenCalledWith('chamonix');
  },
};

/** Voyage: the first map at once, the provided (MapLibre) map asked for once it is drawn, and the first map kept until that one is ready. */
export const FirstMapThenProvided: Story = {
  args: { land: alpsLand },
  decorators: [
    (Story) => (
      <TripMapContext.Provider value={listMap}>
        <Story />
      </TripMapContext.Provider>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slot = canvasElement.querySelector('[data-map-status]') as HTMLElement;
    await waitFor(() => expect(slot).toHaveAttribute('data-map-status', 'drawn'));
    await expect(slot.querySelector('[data-sketch-map="drawn"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Chamonix : 3 éléments' }));
    await expect(args.onStepOpen).toHaveBeenCalledWith('chamonix');
    // The provided map came once the first one was drawn; when it is ready, the first one goes.
    await userEvent.click(canvas.getByRole('button', { name: 'Carte prête' }));
    await waitFor(() => expect(slot.querySelector('[data-sketch-map]')).toBeNull());
    await expect(slot).toHaveAttribute('data-map-status', 'drawn');
    await expect(canvas.getByRole('list', { name: 'Carte fournie' })).toBeVisible();
  },
};
