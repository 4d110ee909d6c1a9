import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShareSheet, type ShareSheetFile } from '../src/components/ShareSheet.tsx';
import { jpegDataUrl } from '../src/components/jpegDataUrl.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { forestJpeg, seaJpeg, sunsetJpeg } from './support/sampleImages.ts';

const files: ShareSheetFile[] = [
  { id: '1', name: 'plage.jpg', kind: 'photo', preview: jpegDataUrl(seaJpeg) },
  { id: '2', name: 'forêt.jpg', kind: 'photo', preview: jpegDataUrl(forestJpeg) },
  { id: '3', name: 'coucher-de-soleil.jpg', kind: 'photo', preview: jpegDataUrl(sunsetJpeg) },
  { id: '4', name: 'vagues.mp4', kind: 'video', preview: '' },
];

const meta = {
  title: 'Components/ShareSheet',
  component: ShareSheet,
  args: {
    status: 'ready',
    files,
    destinations: ['album', 'chat'],
    albums: ['Voyage dans les Alpes', 'Noël chez Mamie'],
    onAddToAlbum: fn(),
    onSendToChat: fn(),
    onDiscard: fn(),
    onHome: fn(),
  },
} satisfies Meta<typeof ShareSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilesShown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Partager dans Lapin' })).toBeInTheDocument();
    await expect(canvas.getByText('3 photos et 1 vidéo')).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Fichiers partagés' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByRole('img', { name: 'plage.jpg' })).toBeInTheDocument();
    await expect(within(list).getByRole('img', { name: 'Vidéo vagues.mp4' })).toBeInTheDocument();
    await expect(canvas.getByText('Le chat ne prend que les photos : ajoutez les vidéos à un album.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer dans le chat' }));
    await expect(args.onSendToChat).toHaveBeenCalled();
  },
};

export const FilesShownPhone: Story = {
  globals: phoneViewport,
  play: async (context) => {
    await FilesShown.play?.(context);
    const canvas = within(context.canvasElement);
    // Thumb-sized choices, inside the screen.
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(390);
    }
  },
};

export const ChoosingAnAlbum: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter à un album' }));
    const choice = canvas.getByRole('combobox', { name: 'Choisissez un album' });
    await expect(choice).toHaveTextContent('Voyage dans les Alpes');
    await userEvent.click(choice);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Noël chez Mamie' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter à « Noël chez Mamie »' }));
    await expect(args.onAddToAlbum).toHaveBeenCalledWith('Noël chez Mamie');
  },
};

export const ChoosingAnAlbumPhone: Story = { ...ChoosingAnAlbum, globals: phoneViewport };

export const NoAlbumOpen: Story = {
  args: { albums: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter à un album' }));
    await expect(canvas.getByText(/Aucun album ne vous est ouvert/)).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

export const VideoOnly: Story = {
  args: { files: files.slice(3) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 vidéo')).toBeInTheDocument();
    // The chat takes photos only: the notice says where a video goes, and an album takes it.
    await expect(canvas.getByRole('button', { name: 'Envoyer dans le chat' })).toBeDisabled();
    await expect(canvas.getByText('Le chat ne prend que les photos : ajoutez les vidéos à un album.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter à un album' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter à « Voyage dans les Alpes »' }));
    await expect(args.onAddToAlbum).toHaveBeenCalledWith('Voyage dans les Alpes');
  },
};

export const VideoOnlyPhone: Story = { ...VideoOnly, globals: phoneViewport };

export const DiscardAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Abandonner ce partage' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Abandonner ce partage ?' });
    await expect(dialog).toHaveTextContent('Les 4 fichiers partagés seront retirés de Lapin sur cet appareil. Ils restent dans la galerie du téléphone.');
    // « Annuler » keeps the share: nothing is given up without the second tap.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDiscard).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Abandonner ce partage' }));
    await userEvent.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Abandonner' }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
  },
};

export const DiscardAsksFirstPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abandonner ce partage' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Abandonner ce partage ?' });
    for (const button of within(dialog).getAllByRole('button')) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Loading: Story = {
  args: { status: 'loading', files: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Lecture des fichiers partagés…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { files: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Aucun fichier partagé n'attend ici/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: "Retour à l'accueil" }));
    await expect(args.onHome).toHaveBeenCalled();
  },
};

export const EmptyPhone: Story = { ...Empty, globals: phoneViewport };

export const ReachedTheServer: Story = {
  args: {
    files: [],
    status: 'error',
    error: "Le partage n'a pas pu être reçu : ouvrez l'application Lapin une fois, puis partagez à nouveau depuis la galerie.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('ouvrez l\'application Lapin une fois');
    await expect(canvas.queryByText(/Aucun fichier partagé/)).toBeNull();
  },
};

export const ReachedTheServerPhone: Story = { ...ReachedTheServer, globals: phoneViewport };

const longAlbum = 'Le grand voyage en famille le long de la côte atlantique, de Brest à Biarritz, été 2025';

export const LongFrenchText: Story = {
  args: {
    files: [
      { id: '1', name: 'IMG_20250814_183245_portrait_de_la_famille_au_complet_devant_le_phare.jpg', kind: 'photo', preview: jpegDataUrl(seaJpeg) },
      { id: '2', name: 'VID_20250815_anniversaire_de_grand-mère_Germaine_quatre-vingt-dix_ans.mp4', kind: 'video', preview: '' },
    ],
    albums: [longAlbum, 'Noël chez Mamie'],
    notice: 'Au plus 5 photos par message : les autres vous attendent ici pour un prochain message.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter à un album' }));
    const add = canvas.getByRole('button', { name: `Ajouter à « ${longAlbum} »` });
    // The long album name wraps inside the page rather than pushing it sideways.
    await expect(add.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

export const LongFrenchTextPhone: Story = { ...LongFrenchText, globals: phoneViewport };

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ajouter à un album' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Abandonner ce partage' })).toBeDisabled();
  },
};
