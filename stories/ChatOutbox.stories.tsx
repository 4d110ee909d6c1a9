import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { OutboxEntry } from '../shared/chatTypes.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { ChatOutbox } from '../src/components/ChatOutbox.tsx';

const waiting: OutboxEntry = { clientId: '0b6f3c2a-1e4d-4a5b-9c8d-7e6f5a4b3c2d', message: 'On passe le col, plus de réseau avant ce soir !', state: 'waiting' };
const next: OutboxEntry = { clientId: '1c7a4d3b-2f5e-4b6c-8d9e-0f1a2b3c4d5e', message: 'Photos en arrivant.', state: 'waiting' };
const refused: OutboxEntry = {
  clientId: '2d8b5e4c-3a6f-4c7d-9e0f-1a2b3c4d5e6f',
  message: 'Coucou, coucou, coucou !',
  state: 'refused',
  reason: 'Vous envoyez des messages trop vite, patientez un instant',
};
const longText: OutboxEntry = {
  clientId: '3e9c6f5d-4b7a-4d8e-0f1a-2b3c4d5e6f7a',
  message:
    "Nous sommes bien arrivés à Saint-Jean-Pied-de-Port après une journée interminable : le train de correspondance supprimé, l'autocar de remplacement parti sans nous, et finalement un taxi partagé avec une famille néerlandaise adorable.\nGros bisous à tous, on vous raconte tout demain !",
  state: 'refused',
  reason: "Le message n'a pas pu être enregistré",
};

const meta = {
  title: 'Components/ChatOutbox',
  component: ChatOutbox,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 640, border: 1, borderColor: 'divider' }}>
        <Story />
      </Box>
    ),
  ],
  args: { entries: [waiting, next], onRetry: fn(), onDiscard: fn() },
} satisfies Meta<typeof ChatOutbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Messages en attente' });
    const items = within(list).getAllByRole('listitem');
    // In the order typed, each with the clock and no button: they go by themselves.
    await expect(items.map((item) => item.textContent)).toEqual([
      "On passe le col, plus de réseau avant ce soir !En attente d'envoi",
      "Photos en arrivant.En attente d'envoi",
    ]);
    await expect(within(list).queryByRole('button')).toBeNull();
  },
};

/** Issue 38: the spec's « Serveur introuvable… » said quietly above what waits, not as an alarm. */
export const WaitingForTheServer: Story = {
  args: { note: 'Serveur introuvable, êtes vous connecté à internet ?' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole('status');
    await expect(note).toHaveTextContent('Serveur introuvable, êtes vous connecté à internet ?');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(within(canvas.getByRole('list', { name: 'Messages en attente' })).getAllByText("En attente d'envoi")).toHaveLength(2);
  },
};

export const Refused: Story = {
  args: { entries: [refused, waiting] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Non envoyé : Vous envoyez des messages trop vite, patientez un instant')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledWith(refused.clientId);
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDiscard).toHaveBeenCalledWith(refused.clientId);
  },
};

export const RefusedWithoutReason: Story = {
  args: { entries: [{ ...refused, reason: undefined }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Non envoyé')).toBeVisible();
  },
};

export const LongFrenchText: Story = {
  args: { entries: [longText, waiting] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Non envoyé : Le message n'a pas pu être enregistré")).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  args: { entries: [longText, waiting] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Réessayer', 'Supprimer']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toBeVisible();
      // Big enough for a finger on the phone.
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
