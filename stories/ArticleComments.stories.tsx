import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { ArticleComments } from '../src/components/ArticleComments.tsx';
import { sampleComments } from './support/sampleArticles.ts';

const meta = {
  title: 'Components/ArticleComments',
  component: ArticleComments,
  args: {
    comments: sampleComments,
    reader: 'Paul',
    isAdmin: false,
    busy: false,
    onAdd: fn(async () => true),
    onDelete: fn(),
    onDismissError: fn(),
  },
} satisfies Meta<typeof ArticleComments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Commentaires' })).toBeInTheDocument();
    await expect(canvas.queryByText('Aucun commentaire', { exact: true })).toBeNull();
    await expect(canvas.getByText("Aucun commentaire pour l'instant. Dites ce que vous en pensez !")).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
    // Nothing to send yet.
    await expect(canvas.getByRole('button', { name: 'Commenter' })).toBeDisabled();
  },
};

export const Many: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 commentaires')).toBeInTheDocument();
    const items = canvas.getAllByRole('listitem');
    // Oldest first, with writer and date.
    await expect(items.map((item) => within(item).getByText(/^(Paul|Marie)$/).textContent)).toEqual(['Paul', 'Marie', 'Paul']);
    await expect(within(items[0] as HTMLElement).getByText('14/07/2025 18:20')).toBeInTheDocument();
    // Line breaks stay, as lines.
    const withBreak = within(items[1] as HTMLElement).getByText(/^Avec plaisir\./);
    await expect(withBreak.textContent).toBe('Avec plaisir.\nOn prendra le bateau cette fois.');
    await expect(getComputedStyle(withBreak).whiteSpace).toBe('pre-wrap');
    // Paul may delete his own two, not Marie's.
    await expect(canvas.getAllByRole('button', { name: 'Supprimer le commentaire de Paul' })).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Supprimer le commentaire de Marie' })).toBeNull();
  },
};

export const OwnCommentDeleted: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [ownFirst] = canvas.getAllByRole('button', { name: 'Supprimer le commentaire de Paul' });
    await userEvent.click(ownFirst as HTMLElement);
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer ce commentaire ?' });
    await expect(within(dialog).getByText('Il disparaîtra pour toute la famille.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(ownFirst as HTMLElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledWith(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const AdminMayDeleteAny: Story = {
  args: { reader: 'Grand Lapin', isAdmin: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Supprimer le commentaire de / })).toHaveLength(3);
  },
};

export const Sends: Story = {
  args: { comments: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByLabelText('Votre commentaire');
    await userEvent.type(box, 'Quelle belle journée !{Enter}À bientôt');
    await userEvent.click(canvas.getByRole('button', { name: 'Commenter' }));
    await expect(args.onAdd).toHaveBeenCalledWith('Quelle belle journée !\nÀ bientôt');
    // Kept by the server: the box is empty for the next one.
    await waitFor(() => expect(box).toHaveValue(''));
  },
};

export const Sending: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Envoi…' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { error: 'Trop de commentaires à la suite : attendez une minute avant le prochain', onAdd: fn(async () => false) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Trop de commentaires à la suite');
    const box = canvas.getByLabelText('Votre commentaire');
    await userEvent.type(box, 'Encore un');
    await userEvent.click(canvas.getByRole('button', { name: 'Commenter' }));
    await expect(args.onAdd).toHaveBeenCalledWith('Encore un');
    // Refused: what was typed stays, to send again later.
    await expect(box).toHaveValue('Encore un');
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer' }));
    await expect(args.onDismissError).toHaveBeenCalled();
  },
};

export const NearTheLimit: Story = {
  args: { comments: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByLabelText('Votre commentaire');
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(1990));
    await expect(canvas.getByText('Encore 10 caractères')).toBeInTheDocument();
    await userEvent.paste('b'.repeat(15));
    await expect(canvas.getByText('5 caractères de trop')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Commenter' })).toBeDisabled();
  },
};

export const LongFrenchText: Story = {
  args: {
    comments: [
      {
        id: 1,
        writer: 'Marie Françoise de la Grande Garenne',
        ts: new Date(2025, 6, 14, 18, 20).getTime(),
        text: "Quelle journée extraordinaire, nous en parlerons encore longtemps : la traversée du lac au lever du soleil, le pique-nique sous les pins, les enfants qui refusaient de sortir de l'eau et le retour en chantant dans la voiture jusqu'à la maison. Anticonstitutionnellementextraordinairementinoubliable !",
      },
    ],
    reader: 'Marie Françoise de la Grande Garenne',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByRole('listitem');
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

export const OnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Commenter' });
    const box = canvas.getByLabelText('Votre commentaire');
    // Full width under the box, thumb-sized.
    await expect(Math.abs(send.getBoundingClientRect().width - (box.closest('.MuiFormControl-root') as HTMLElement).getBoundingClientRect().width)).toBeLessThan(2);
    await expect(send.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    for (const button of canvas.getAllByRole('button', { name: /^Supprimer le commentaire/ })) {
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Issue 24: comments written without network wait under the thread; a refused one says why. */
export const WaitingToBeSent: Story = {
  globals: phoneViewport,
  args: {
    onRetry: fn(),
    onDiscard: fn(),
    pending: [
      { clientId: '2d8b5e4c-3a6f-4c7d-9e0f-1a2b3c4d5e6f', message: 'Écrit dans le train, sans réseau : on arrive vers 19 h !', state: 'waiting' },
      {
        clientId: '3e9c6f5d-4b7a-4d8e-8f1a-2b3c4d5e6f7a',
        message: 'Et encore un',
        state: 'refused',
        reason: 'Trop de commentaires à la suite : attendez une minute avant le prochain',
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pending = canvas.getByRole('list', { name: 'Commentaires en attente' });
    await expect(within(pending).getByText("En attente d'envoi")).toBeInTheDocument();
    await expect(within(pending).getByText('Non envoyé : Trop de commentaires à la suite : attendez une minute avant le prochain')).toBeInTheDocument();
    // Set apart from the thread: the thread still counts only what the server has.
    await expect(canvas.getByText('3 commentaires')).toBeInTheDocument();
    await userEvent.click(within(pending).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledWith('3e9c6f5d-4b7a-4d8e-8f1a-2b3c4d5e6f7a');
    await userEvent.click(within(pending).getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDiscard).toHaveBeenCalledWith('3e9c6f5d-4b7a-4d8e-8f1a-2b3c4d5e6f7a');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
