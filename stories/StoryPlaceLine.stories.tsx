import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { StoryPlaceLine } from '../src/components/StoryPlaceLine.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = {
  title: 'Components/StoryPlaceLine',
  component: StoryPlaceLine,
  args: { choice: 'photos', photosKnowPlace: true, onChange: fn() },
} satisfies Meta<typeof StoryPlaceLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: « Ma position actuelle » asked of the browser, « Changer » waits. */
export const Locating: Story = {
  args: { choice: 'here', locating: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lieu : Recherche de la position…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Changer' })).toBeDisabled();
  },
};

/** No photo says where it was taken. */
export const NoPlaceInPhotos: Story = {
  args: { photosKnowPlace: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Lieu : Les photos ne disent pas où')).toBeVisible();
  },
};

export const FromPhotos: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Lieu : D'après les photos")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Changer' }));
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: "D'après les photos" })).toHaveClass('Mui-selected');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Ma position actuelle' }));
    await expect(args.onChange).toHaveBeenCalledWith('here');
  },
};

export const Here: Story = {
  args: { choice: 'here' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Lieu : Ma position actuelle')).toBeVisible();
  },
};

/** The browser gave no position: the story leaves without a place, and says so. */
export const PositionNotFound: Story = {
  args: { choice: 'none', error: 'Position introuvable : le récit part sans lieu.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lieu : Sans lieu')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Position introuvable : le récit part sans lieu.');
  },
};
export const PositionNotFoundPhone: Story = { ...PositionNotFound, globals: phoneViewport };

export const LongFrenchTextOnPhone: Story = {
  globals: phoneViewport,
  args: {
    choice: 'none',
    error: "Position introuvable : le récit part sans lieu. Autorisez la localisation dans les réglages du navigateur, puis choisissez de nouveau « Ma position actuelle ».",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Autorisez la localisation/);
    const change = canvas.getByRole('button', { name: 'Changer' }).getBoundingClientRect();
    await expect(change.height).toBeGreaterThanOrEqual(44);
    await expect(change.right).toBeLessThanOrEqual(390);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
