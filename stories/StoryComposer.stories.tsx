import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryComposer } from '../src/components/StoryComposer.tsx';
import type { ComposerPhotoView } from '../src/components/StoryComposerPhotos.tsx';
import { jpegDataUrl } from '../src/components/jpegDataUrl.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { forestJpeg, seaJpeg, sunsetJpeg } from './support/sampleImages.ts';

const text = 'Nous avons pris le bateau de sept heures. Le lac était encore dans la brume.\n\nLe soir, fondue au refuge et coucher de soleil sur les Aravis.';

const sent: ComposerPhotoView[] = [
  { id: 'a', name: 'IMG_0411.jpg', preview: jpegDataUrl(seaJpeg), state: 'done', progress: 1 },
  { id: 'b', name: 'IMG_0412.jpg', preview: jpegDataUrl(forestJpeg), state: 'done', progress: 1 },
  { id: 'c', name: 'IMG_0413.jpg', preview: jpegDataUrl(sunsetJpeg), state: 'done', progress: 1 },
];
const uploading: ComposerPhotoView[] = [
  sent[0]!,
  { ...sent[1]!, state: 'uploading', progress: 0.4 },
  { ...sent[2]!, state: 'preparing', progress: 0 },
];
const oneFailed: ComposerPhotoView[] = [sent[0]!, { ...sent[1]!, state: 'failed', progress: 0, error: "Ce fichier n'est pas une photo." }, sent[2]!];

const meta = {
  title: 'Components/StoryComposer',
  component: StoryComposer,
  args: {
    mode: 'publish',
    title: '',
    text: '',
    bandeau: '',
    bandeauHint: '',
    photos: [],
    place: { choice: 'photos', photosKnowPlace: false },
    online: true,
    publishing: false,
    queued: [],
    draftKept: false,
    onTitleChange: fn(),
    onTextChange: fn(),
    onBandeauChange: fn(),
    onAddPhotos: fn(),
    onRemovePhoto: fn(),
    onRetryPhoto: fn(),
    onPlaceChange: fn(),
    onPublish: fn(),
    onAdvanced: fn(),
    onCancel: fn(),
    onDeleteDraft: fn(),
    onRetryStory: fn(),
    onDiscardStory: fn(),
  },
} satisfies Meta<typeof StoryComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

const writing = { title: 'Le lac dans la brume', text, bandeauHint: 'Nous avons pris le bateau de sept heures.', draftKept: true } as const;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Raconter' })).toBeInTheDocument();
    await expect(canvas.getByText('Une ligne vide commence un nouveau paragraphe.')).toBeInTheDocument();
    await expect(canvas.getByText("Lieu : Les photos ne disent pas où")).toBeInTheDocument();
    // Nothing written: « Publier » names what is missing and sends nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Publier' }));
    await expect(canvas.getByText('Ajoutez un titre')).toBeInTheDocument();
    await expect(canvas.getByText('Écrivez quelques mots ou ajoutez une photo')).toBeInTheDocument();
    await expect(args.onPublish).not.toHaveBeenCalled();
  },
};
export const EmptyPhone: Story = { ...Empty, globals: phoneViewport };

export const Writing: Story = {
  args: { ...writing },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Titre')).toHaveValue('Le lac dans la brume');
    await expect(canvas.getByText('Sinon : « Nous avons pris le bateau de sept heures. »')).toBeInTheDocument();
    await expect(canvas.getByText('Brouillon gardé sur cet appareil')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Titre'), '!');
    await expect(args.onTitleChange).toHaveBeenCalledWith('Le lac dans la brume!');
    await userEvent.click(canvas.getByRole('button', { name: 'Publier' }));
    await expect(args.onPublish).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Mise en page avancée' }));
    await expect(args.onAdvanced).toHaveBeenCalled();
  },
};
export const WritingPhone: Story = {
  ...Writing,
  globals: phoneViewport,
  play: async (context) => {
    await Writing.play?.(context);
    // Thumb-sized and inside the screen.
    for (const button of within(context.canvasElement).getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(390);
    }
  },
};

export const PhotosUploading: Story = {
  args: { ...writing, photos: uploading, place: { choice: 'photos', photosKnowPlace: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Photos du récit' });
    await expect(within(list).getByRole('listitem', { name: 'IMG_0412.jpg : Envoi…' })).toBeInTheDocument();
    await expect(within(list).getByRole('listitem', { name: 'IMG_0413.jpg : Préparation…' })).toBeInTheDocument();
    await expect(canvas.getByText('3 photos')).toBeInTheDocument();
    await expect(canvas.getByText("Lieu : D'après les photos")).toBeInTheDocument();
    await expect(canvas.getByText('Les photos finissent de partir : le récit les attend.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer IMG_0413.jpg' }));
    await expect(args.onRemovePhoto).toHaveBeenCalledWith('c');
    await userEvent.click(canvas.getByRole('button', { name: 'Changer' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Sans lieu' }));
    await expect(args.onPlaceChange).toHaveBeenCalledWith('none');
  },
};
export const PhotosUploadingPhone: Story = { ...PhotosUploading, globals: phoneViewport };

export const OnePhotoFailed: Story = {
  args: { ...writing, photos: oneFailed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("Ce fichier n'est pas une photo.");
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetryPhoto).toHaveBeenCalledWith('b');
  },
};
export const OnePhotoFailedPhone: Story = { ...OnePhotoFailed, globals: phoneViewport };

export const OfflineQueued: Story = {
  args: {
    online: false,
    photos: [{ ...sent[0]!, state: 'waiting', progress: 0 }],
    queued: [
      { clientId: 'r1', title: 'Hors réseau au refuge', state: 'waiting' },
      { clientId: 'r2', title: 'La cascade du Rouget', state: 'refused', reason: "L'article doit avoir un titre" },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const waiting = canvas.getByRole('region', { name: "En attente d'envoi" });
    await expect(within(waiting).getByText('Hors réseau au refuge')).toBeInTheDocument();
    await expect(canvas.getByText("Hors ligne : « Publier » garde le récit sur l'appareil, il partira tout seul.")).toBeInTheDocument();
    await expect(canvas.getByRole('listitem', { name: "IMG_0411.jpg : En attente d'envoi" })).toBeInTheDocument();
    await userEvent.click(within(waiting).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetryStory).toHaveBeenCalledWith('r2');
    await userEvent.click(within(waiting).getByRole('button', { name: 'Abandonner' }));
    await expect(args.onDiscardStory).toHaveBeenCalledWith('r2');
  },
};
export const OfflineQueuedPhone: Story = { ...OfflineQueued, globals: phoneViewport };

export const PublishError: Story = {
  args: { ...writing, photos: sent, error: 'Publication impossible : Le serveur ne répond pas' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Publication impossible : Le serveur ne répond pas')).toBeInTheDocument();
  },
};
export const PublishErrorPhone: Story = { ...PublishError, globals: phoneViewport };

export const Publishing: Story = {
  args: { ...writing, photos: sent, publishing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Publication…' })).toBeDisabled();
  },
};

export const EditingAStory: Story = {
  args: { ...writing, mode: 'edit', draftKept: false, photos: sent.map((photo) => ({ ...photo, state: 'stored' as const })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Modifier le récit' })).toBeInTheDocument();
    await expect(canvas.getAllByText('Déjà dans le récit')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onPublish).toHaveBeenCalled();
  },
};
export const EditingAStoryPhone: Story = { ...EditingAStory, globals: phoneViewport };

export const DeletingTheDraft: Story = {
  args: { ...writing },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Supprimer le brouillon' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Supprimer le brouillon ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDeleteDraft).toHaveBeenCalled();
  },
};

const long = 'Une très longue journée de marche entre les alpages et les lacs, racontée sans se presser';
export const LongFrenchText: Story = {
  args: {
    title: `${long} et sans oublier personne`,
    text: `${long}.\n\n${long}, encore et encore, jusqu'au refuge de la Pointe-Percée où l'on dort serrés.`,
    bandeauHint: `${long}.`,
    photos: oneFailed.map((photo) => ({ ...photo, name: `${photo.name.replace('.jpg', '')}-une-photo-au-nom-interminable-prise-au-sommet.jpg` })),
    queued: [{ clientId: 'r3', title: `${long} (envoyée hier soir)`, state: 'sending' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`${long} (envoyée hier soir)`)).toBeInTheDocument();
  },
};
export const LongFrenchTextPhone: Story = { ...LongFrenchText, globals: phoneViewport };
