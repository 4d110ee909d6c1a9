import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadQueue } from '../src/components/UploadQueue.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { everyUploadState, longUploadName, samplePreview, twoHundredUploads } from './support/sampleUploads.ts';

const meta = {
  title: 'Components/UploadQueue',
  component: UploadQueue,
  args: { lines: everyUploadState, onRetry: fn(), onClearFinished: fn() },
} satisfies Meta<typeof UploadQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

const queue = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: "Photos en cours d'envoi" });

export const EveryState: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(queue(canvasElement)).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText("2 sur 6 dans l'album")).toBeInTheDocument();
    // A thumbnail per prepared photo, left out of what a screen reader reads (the name says it).
    await expect(queue(canvasElement).querySelectorAll('img[alt=""]')).toHaveLength(5);
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: "Réessayer l'envoi de IMG_2044.jpg" }));
    await expect(args.onRetry).toHaveBeenCalledWith('4');
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer les photos envoyées' }));
    await expect(args.onClearFinished).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune photo en attente. Choisissez jusqu’à 200 photos d’un coup.')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Offline: Story = {
  args: { lines: everyUploadState.map((line) => (line.status === 'sending' ? { ...line, status: 'waiting' } : line)), notice: "Pas de réseau : l'envoi reprendra tout seul au retour de la connexion." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Pas de réseau');
  },
};

export const TwoHundredPhotos: Story = {
  args: { lines: twoHundredUploads },
  play: async ({ canvasElement }) => {
    await expect(within(queue(canvasElement)).getAllByRole('listitem')).toHaveLength(200);
    await expect(queue(canvasElement).querySelectorAll('img')).toHaveLength(200);
    await expect(within(canvasElement).getByText("60 sur 200 dans l'album")).toBeInTheDocument();
  },
};

export const LongFrenchText: Story = {
  args: { lines: [{ id: '1', name: longUploadName, status: 'sending', progress: 0.07, preview: samplePreview(3) }, ...everyUploadState.slice(3, 4)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem', { name: longUploadName })).toHaveTextContent('Envoi 7 %');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await expect(within(queue(canvasElement)).getAllByRole('listitem')).toHaveLength(6);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
