import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { BookDialog, type BookDialogProps, type BookShown } from '../src/components/BookDialog.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const sample: BookShown = {
  format: 'A5',
  progress: 0,
  date: '3 août',
  href: '/media/books/5f0c2a9e-8b1d-4c3e-a7f6-1e2d3c4b5a69.pdf',
  fileName: 'Les Alpes en famille.pdf',
};

const meta = {
  title: 'Components/BookDialog',
  component: BookDialog,
  args: {
    open: true,
    tripTitle: 'Les Alpes en famille',
    dayCount: 12,
    view: 'choose',
    choice: { format: 'A5', allDays: true, from: 1, to: 12, chatPhotos: false, bleed: false },
    rangeInvalid: false,
    creating: false,
    onChange: fn(),
    onCreate: fn(),
    onNewBook: fn(),
    onKeep: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof BookDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog renders in a portal, outside the story's canvas.
const dialog = async (trip = 'Les Alpes en famille') => within(await within(document.body).findByRole('dialog', { name: `Le livre du voyage : ${trip}` }));
const noSideways = () => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

export const NoBookYet: Story = {
  play: async ({ args }) => {
    const box = await dialog();
    await expect(box.getByRole('radio', { name: 'A5 portrait' })).toBeChecked();
    await expect(box.getByRole('radio', { name: 'Tous les jours (1 à 12)' })).toBeChecked();
    await expect(box.getByRole('checkbox', { name: 'Avec les photos du chat' })).not.toBeChecked();
    await expect(box.getByRole('checkbox', { name: 'Fonds perdus et traits de coupe, pour un imprimeur' })).toHaveAccessibleDescription(
      '3 mm de plus autour de chaque page, à couper après l’impression.',
    );
    // Nothing to replace: no warning, no « Garder le livre actuel ».
    await expect(box.queryByText(/remplacera/)).not.toBeInTheDocument();
    await expect(box.queryByRole('button', { name: 'Garder le livre actuel' })).not.toBeInTheDocument();
    await userEvent.click(box.getByRole('button', { name: 'Créer le livre' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

export const NoBookYetOnPhone: Story = {
  globals: phoneViewport,
  play: async () => {
    const box = await dialog();
    // Full screen on a phone: the whole width, nothing sideways, buttons a thumb can hit.
    await expect(within(document.body).getByRole('dialog').getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(box.getByRole('button', { name: 'Créer le livre' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await noSideways();
  },
};

export const Choosing: Story = {
  play: async ({ args }) => {
    const box = await dialog();
    await userEvent.click(box.getByRole('radio', { name: 'A4 portrait' }));
    await expect(args.onChange).toHaveBeenCalledWith({ format: 'A4' });
    await userEvent.click(box.getByRole('radio', { name: 'Quelques jours' }));
    await expect(args.onChange).toHaveBeenCalledWith({ allDays: false });
    await userEvent.click(box.getByRole('checkbox', { name: 'Avec les photos du chat' }));
    await expect(args.onChange).toHaveBeenCalledWith({ chatPhotos: true });
    await userEvent.click(box.getByRole('checkbox', { name: 'Fonds perdus et traits de coupe, pour un imprimeur' }));
    await expect(args.onChange).toHaveBeenCalledWith({ bleed: true });
  },
};

/** The form holds its choice here, as the store does in the app, so typing shows. */
function WithChoice(args: BookDialogProps) {
  const [choice, setChoice] = useState(args.choice);
  return (
    <BookDialog
      {...args}
      choice={choice}
      onChange={(change) => {
        args.onChange(change);
        setChoice((previous) => ({ ...previous, ...change }));
      }}
    />
  );
}

export const ARange: Story = {
  args: { choice: { format: 'A4', allDays: false, from: 3, to: 5, chatPhotos: true, bleed: true } },
  render: WithChoice,
  play: async ({ args }) => {
    const box = await dialog();
    await expect(box.getByRole('spinbutton', { name: 'Du jour' })).toHaveValue(3);
    await expect(box.getByRole('spinbutton', { name: 'au jour' })).toHaveValue(5);
    await userEvent.clear(box.getByRole('spinbutton', { name: 'au jour' }));
    await userEvent.type(box.getByRole('spinbutton', { name: 'au jour' }), '8');
    await expect(args.onChange).toHaveBeenLastCalledWith({ to: 8 });
    await expect(box.getByRole('button', { name: 'Créer le livre' })).toBeEnabled();
  },
};

export const ARangeOutOfTheTrip: Story = {
  args: { choice: { format: 'A5', allDays: false, from: 9, to: 4, chatPhotos: false, bleed: false }, rangeInvalid: true },
  play: async () => {
    const box = await dialog();
    await expect(box.getByRole('alert')).toHaveTextContent('Choisissez des jours entre 1 et 12, le premier avant le dernier.');
    await expect(box.getByRole('button', { name: 'Créer le livre' })).toBeDisabled();
  },
};

export const ReplacingTheBook: Story = {
  args: { book: { ...sample, pages: 212, bytes: 480 * 1024 * 1024 } },
  play: async ({ args }) => {
    const box = await dialog();
    await expect(box.getByText('Un nouveau livre remplacera celui du 3 août : un seul livre à la fois par voyage.')).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: 'Garder le livre actuel' }));
    await expect(args.onKeep).toHaveBeenCalledTimes(1);
  },
};

export const Requesting: Story = {
  args: { creating: true },
  play: async () => {
    const box = await dialog();
    await expect(box.getByRole('button', { name: 'Demande en cours…' })).toBeDisabled();
    await expect(box.getByRole('radio', { name: 'A4 portrait' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { createError: 'Il reste trop peu de place sur le serveur pour faire le livre.' },
  play: async () => {
    const box = await dialog();
    await expect(box.getByText('Le livre n’a pas pu être demandé : Il reste trop peu de place sur le serveur pour faire le livre.')).toBeVisible();
  },
};

export const Queued: Story = {
  args: { view: 'queued', book: sample },
  play: async () => {
    const box = await dialog();
    await expect(box.getByRole('status')).toHaveTextContent('En attente : le livre sera fait après ceux en cours.');
    await expect(box.getByRole('progressbar', { name: 'Avancement du livre' })).not.toHaveAttribute('aria-valuenow');
    await expect(box.getByText('Vous pouvez fermer : le livre continue de se faire sur le serveur.')).toBeVisible();
    await expect(box.queryByRole('button', { name: 'Créer le livre' })).not.toBeInTheDocument();
  },
};

export const Making: Story = {
  args: { view: 'making', book: { ...sample, progress: 42.4 } },
  play: async () => {
    const box = await dialog();
    await expect(box.getByRole('status')).toHaveTextContent('Création du livre : 42 %');
    await expect(box.getByRole('progressbar', { name: 'Avancement du livre' })).toHaveAttribute('aria-valuenow', '42');
  },
};

export const MakingOnPhone: Story = { ...Making, globals: phoneViewport };

export const Ready: Story = {
  args: { view: 'ready', book: { ...sample, progress: 100, pages: 212, bytes: 480 * 1024 * 1024 } },
  play: async ({ args }) => {
    const box = await dialog();
    await expect(box.getByRole('status')).toHaveTextContent('Livre A5 du 3 août, prêt à imprimer.');
    const link = box.getByRole('link', { name: 'Télécharger le livre (PDF, 212 pages, 480 Mo)' });
    await expect(link).toHaveAttribute('href', '/media/books/5f0c2a9e-8b1d-4c3e-a7f6-1e2d3c4b5a69.pdf');
    await expect(link).toHaveAttribute('download', 'Les Alpes en famille.pdf');
    await userEvent.click(box.getByRole('button', { name: 'Créer un nouveau livre' }));
    await expect(args.onNewBook).toHaveBeenCalledTimes(1);
    await userEvent.click(box.getByRole('button', { name: 'Fermer' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ReadyOnPhone: Story = {
  ...Ready,
  globals: phoneViewport,
  play: async (context) => {
    await Ready.play?.(context);
    await noSideways();
  },
};

export const Failed: Story = {
  args: { view: 'failed', book: { ...sample, progress: 37, message: 'Il reste trop peu de place sur le serveur pour finir le livre.' } },
  play: async ({ args }) => {
    const box = await dialog();
    await expect(box.getByText('Le livre n’a pas pu être fait : Il reste trop peu de place sur le serveur pour finir le livre.')).toBeVisible();
    await expect(box.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(box.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Offline: Story = {
  args: { view: 'offline', book: { ...sample, progress: 100, pages: 212, bytes: 480 * 1024 * 1024 } },
  play: async () => {
    const box = await dialog();
    await expect(box.getByRole('status')).toHaveTextContent('Hors ligne : le livre se fait sur le serveur de la famille.');
    await expect(box.queryByRole('button', { name: 'Créer le livre' })).not.toBeInTheDocument();
    await expect(box.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { view: 'loading' },
  play: async () => {
    await expect((await dialog()).getByRole('progressbar', { name: 'Lecture du livre…' })).toBeVisible();
  },
};

export const Unreadable: Story = {
  args: { view: 'error', error: 'Le serveur est indisponible' },
  play: async ({ args }) => {
    const box = await dialog();
    await expect(box.getByText('Le livre n’a pas pu être lu : Le serveur est indisponible')).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const longTitle = 'Le grand tour de Bretagne et de Normandie chez les cousins de Saint-Pierre-Quiberon, avec les randonnées du Mont-Saint-Michel';

export const LongFrenchTitleOnPhone: Story = {
  globals: phoneViewport,
  args: {
    tripTitle: longTitle,
    view: 'ready',
    book: { ...sample, format: 'A4', progress: 100, pages: 1, bytes: 850 * 1024, fileName: `${longTitle}.pdf`, date: '28 décembre' },
  },
  play: async () => {
    const box = await dialog(longTitle);
    const title = within(document.body).getByRole('heading', { name: /Saint-Pierre-Quiberon/ });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth + 1);
    await expect(box.getByRole('link', { name: 'Télécharger le livre (PDF, 1 page, 850 Ko)' })).toBeVisible();
    await noSideways();
  },
};
