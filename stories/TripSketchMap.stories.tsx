import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { TripSketchMap } from '../src/components/TripSketchMap.tsx';
import { europeLand, europeRoute, europeSteps } from './support/sampleLand.ts';

// Voyage's first map (issue 39): the land trip/land drew, the route and the steps, without WebGL.
const latest = { lat: 47.4979, lon: 19.0402, label: 'Budapest, Hongrie' };

const meta = {
  title: 'Components/TripSketchMap',
  component: TripSketchMap,
  args: { land: europeLand, route: europeRoute, steps: europeSteps, latest, onStepOpen: fn(), onDrawn: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    // Voyage's map box: 360 px high on a phone, 480 on a computer.
    (Story, { globals }) => (
      <Box sx={{ height: globals.viewport?.value === 'phone' ? 360 : 480 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TripSketchMap>;

export default meta;
type Story = StoryObj<typeof meta>;

async function drawn(canvasElement: HTMLElement) {
  const map = canvasElement.querySelector('[data-sketch-map]') as HTMLElement;
  await waitFor(() => expect(map).toHaveAttribute('data-sketch-map', 'drawn'));
  // Land, and the route over it.
  await expect(map.querySelectorAll('path[fill="#f3efe4"]').length).toBeGreaterThan(5);
  await expect(map.querySelectorAll('path[fill="none"]').length).toBe(1);
  return map;
}

/** Every marker a 44 px target, whole inside the map. */
async function expectTargets(map: HTMLElement, names: string[]) {
  const canvas = within(map);
  const box = map.getBoundingClientRect();
  for (const name of names) {
    const marker = canvas.getByRole('button', { name }).getBoundingClientRect();
    await expect(Math.min(marker.width, marker.height)).toBeGreaterThanOrEqual(44);
    await expect(marker.left >= box.left && marker.right <= box.right && marker.top >= box.top && marker.bottom <= box.bottom).toBe(true);
  }
}

const stepNames = ['Annecy : 12 éléments', 'Zurich : 4 éléments', 'Innsbruck : 9 éléments', 'Vienne : 21 éléments', 'Budapest : 6 éléments'];

export const FilledOnDesktop: Story = {
  play: async ({ canvasElement, args }) => {
    const map = await drawn(canvasElement);
    await expect(args.onDrawn).toHaveBeenCalled();
    await expectTargets(map, stepNames);
    const canvas = within(map);
    await expect(canvas.getByRole('img', { name: 'Ils sont ici : Budapest, Hongrie' })).toBeVisible();
    await expect(canvas.getByText('© Natural Earth · © GeoNames')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Vienne : 21 éléments' }));
    await expect(args.onStepOpen).toHaveBeenCalledWith('vienne');
  },
};

export const FilledOnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement, args }) => {
    const map = await drawn(canvasElement);
    await expect(map.getBoundingClientRect().width).toBe(390);
    await expectTargets(map, stepNames);
    await userEvent.click(within(map).getByRole('button', { name: 'Annecy : 12 éléments' }));
    await expect(args.onStepOpen).toHaveBeenCalledWith('annecy');
  },
};

// Genève lies 13 km from Annecy: one marker on this scale, which lists both, each opening its sheet.
const longName = 'Saint-Julien-en-Genevois, à la frontière, chez les cousins de la grand-mère';
export const GroupWithLongNamesOnPhone: Story = {
  globals: phoneViewport,
  args: { steps: [{ id: 'geneve', lat: 46.2044, lon: 6.1432, label: longName, count: 2, thumbnailUrl: null }, ...europeSteps] },
  play: async ({ canvasElement, args }) => {
    const map = await drawn(canvasElement);
    const group = within(map).getByRole('button', { name: `${longName} et Annecy : 14 éléments, choisir une étape` });
    await expectTargets(map, [group.getAttribute('aria-label')!]);
    await userEvent.click(group);
    const menu = within(document.body).getByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([`${longName} : 2 éléments`, 'Annecy : 12 éléments']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: `${longName} : 2 éléments` }));
    await expect(args.onStepOpen).toHaveBeenCalledWith('geneve');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

export const Loading: Story = {
  args: { land: undefined },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement de la carte…');
    await expect(canvasElement.querySelector('[data-sketch-map]')).toHaveAttribute('data-sketch-map', 'loading');
    await expect(args.onDrawn).not.toHaveBeenCalled();
  },
};

export const NoStepYetOnPhone: Story = {
  globals: phoneViewport,
  args: { land: { frame: null, countries: [] }, route: { paths: [], jumps: [] }, steps: [], latest: null },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent("Aucune étape sur la carte pour l'instant.");
    await expect(canvasElement.querySelector('[data-sketch-map]')).toHaveAttribute('data-sketch-map', 'empty');
    await expect(args.onDrawn).not.toHaveBeenCalled();
  },
};
