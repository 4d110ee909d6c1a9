import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QueuedStories } from '../src/components/QueuedStories.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = {
  title: 'Components/QueuedStories',
  component: QueuedStories,
  args: {
    stories: [
      { clientId: 'r1', title: 'Hors réseau au refuge', state: 'waiting' },
      { clientId: 'r2', title: 'La cascade du Rouget', state: 'waiting' },
    ],
    onRetry: fn(),
    onDiscard: fn(),
  },
} satisfies Meta<typeof QueuedStories>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: "En attente d'envoi" }));

export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const waiting = region(canvasElement);
    await expect(waiting.getByText('Ces récits partiront dès que le réseau revient.')).toBeVisible();
    await expect(waiting.getAllByRole('listitem')).toHaveLength(2);
    await expect(waiting.queryByRole('button')).toBeNull();
  },
};

/** Loading: the network is back and the first story is on its way. */
export const Sending: Story = {
  args: { stories: [{ clientId: 'r1', title: 'Hors réseau au refuge', state: 'sending' }] },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement).getByText('Envoi…')).toBeVisible();
  },
};

/** Nothing waits: nothing drawn. */
export const Empty: Story = {
  args: { stories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Refused: Story = {
  args: {
    stories: [
      { clientId: 'r1', title: 'Hors réseau au refuge', state: 'waiting' },
      { clientId: 'r2', title: 'La cascade du Rouget', state: 'refused', reason: "L'article doit avoir un titre" },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const waiting = region(canvasElement);
    await expect(waiting.getByRole('alert')).toHaveTextContent("Refusé : L'article doit avoir un titre");
    await userEvent.click(waiting.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledWith('r2');
    await userEvent.click(waiting.getByRole('button', { name: 'Abandonner' }));
    await expect(args.onDiscard).toHaveBeenCalledWith('r2');
  },
};
export const RefusedPhone: Story = { ...Refused, globals: phoneViewport };

const longTitle = 'Le grand tour des lacs et des glaciers de Haute-Savoie, avec les grands-parents et la tante Marie-Christine';
export const LongFrenchTextOnPhone: Story = {
  globals: phoneViewport,
  args: {
    stories: [
      { clientId: 'r1', title: longTitle, state: 'sending' },
      { clientId: 'r2', title: 'Anticonstitutionnellement-Saint-Jean-de-Maurienne', state: 'refused', reason: 'Une photo de ce récit a été refusée par le serveur : elle dépasse la taille permise pour un article.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const waiting = region(canvasElement);
    await expect(waiting.getByText(longTitle)).toBeVisible();
    for (const button of waiting.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(390);
    }
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
