import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { ViewerSlide } from '../src/components/ViewerSlide.tsx';
import { jpegDataUrl } from '../src/components/jpegDataUrl.ts';
import { portraitJpeg, seaJpeg } from './support/sampleImages.ts';

const longCaption =
  "Toute la famille réunie sur la plage de Saint-Guénolé pour l'anniversaire de Mamie Jeanne : les cousins ont construit un château de sable gigantesque, Oncle Louis a raté trois fois la photo, et le chien a fini par tout démolir avant le goûter.";

const meta = {
  title: 'Components/ViewerSlide',
  component: ViewerSlide,
  // The viewer's dark page, at the height of a screen: the slide fills it as in the dialog.
  decorators: [
    (Story) => (
      <Box sx={{ bgcolor: 'grey.900', color: 'common.white', height: 520 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    photo: { src: jpegDataUrl(seaJpeg), caption: 'La Pointe du Raz, au petit matin', addedBy: 'Zoé', original: '/media/albums/f/1.orig.jpg' },
    active: true,
    onPlayingChange: fn(),
    label: 'Image 1 sur 3',
    showCaption: true,
    showDetails: true,
    onToggleCaption: fn(),
    busy: false,
  },
} satisfies Meta<typeof ViewerSlide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A photo with its caption under it, who added it, the toggle and the original to download. */
export const Captioned: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Image 1 sur 3' })).toBeInTheDocument();
    await expect(canvas.getByRole('note')).toHaveTextContent('La Pointe du Raz, au petit matin');
    await expect(canvas.getByText('Ajoutée par Zoé')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Télécharger' })).toHaveAttribute('href', '/media/albums/f/1.orig.jpg');
    await userEvent.click(canvas.getByRole('button', { name: 'Masquer la description' }));
    await expect(args.onToggleCaption).toHaveBeenCalledOnce();
    // Not the reader's photo: nothing to change or delete.
    await expect(canvas.queryByRole('button', { name: 'Modifier la description' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Supprimer la photo' })).toBeNull();
  },
};

/** Folded away, the caption is still heard with the photo, and the button offers to show it. */
export const CaptionFolded: Story = {
  args: { showCaption: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Image 1 sur 3' })).toHaveAccessibleDescription('La Pointe du Raz, au petit matin');
    await expect(canvas.getByRole('note').getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('button', { name: 'Afficher la description' })).toBeInTheDocument();
  },
};

/** 'none' is no caption: no note, no toggle, and without an original nothing to download. */
export const WithoutCaption: Story = {
  args: { photo: { src: jpegDataUrl(portraitJpeg), caption: 'none', addedBy: 'Paul' }, label: 'Image 2 sur 3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Image 2 sur 3' })).toBeInTheDocument();
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /description/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Télécharger' })).toBeNull();
    await expect(canvas.getByText('Ajoutée par Paul')).toBeInTheDocument();
  },
};

/** A long French caption scrolls inside its share of the slide and leaves the photo its room. */
export const LongCaption: Story = {
  args: { photo: { src: jpegDataUrl(seaJpeg), caption: longCaption, addedBy: 'Marie-Christine de La Tour d’Auvergne' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent(longCaption);
    await expect(note.getBoundingClientRect().bottom).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().bottom);
    await expect(canvas.getByRole('img', { name: 'Image 1 sur 3' }).getBoundingClientRect().height).toBeGreaterThan(100);
  },
};

/** The reader's own photo: Enter saves the new caption, an emptied one is saved as 'none'. */
export const EditsItsCaption: Story = {
  args: { photo: { src: jpegDataUrl(seaJpeg), caption: 'La Pointe du Raz', addedBy: 'Marie', editable: true }, onChangeCaption: fn(), onDelete: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier la description' }));
    const field = canvas.getByRole('textbox', { name: 'Description' });
    await expect(field).toHaveValue('La Pointe du Raz');
    await userEvent.clear(field);
    await userEvent.type(field, 'La Pointe du Raz sous la brume{Enter}');
    await expect(args.onChangeCaption).toHaveBeenCalledWith('La Pointe du Raz sous la brume');
    await expect(canvas.queryByRole('textbox', { name: 'Description' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier la description' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Description' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onChangeCaption).toHaveBeenLastCalledWith('none');
  },
};

/** Deleting asks first; only the confirmation calls back. */
export const DeleteAsksFirst: Story = {
  args: { photo: { src: jpegDataUrl(seaJpeg), caption: 'La Pointe du Raz', addedBy: 'Marie', editable: true }, onChangeCaption: fn(), onDelete: fn() },
  play: async ({ canvasElement, args }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Supprimer la photo' });
    await userEvent.click(remove);
    const asked = await screen.findByRole('alertdialog', { name: "Supprimer cette photo de l'album ?" });
    await expect(asked).toHaveAccessibleDescription('Elle disparaîtra pour toute la famille. La suppression est définitive.');
    await userEvent.click(within(asked).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(remove);
    const confirm = await screen.findByRole('alertdialog', { name: "Supprimer cette photo de l'album ?" });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** A change under way: the reader's buttons wait. */
export const Busy: Story = {
  args: { photo: { src: jpegDataUrl(seaJpeg), caption: 'La Pointe du Raz', addedBy: 'Marie', editable: true }, busy: true, onChangeCaption: fn(), onDelete: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Modifier la description' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Supprimer la photo' })).toBeDisabled();
  },
};

/** A video Lapintube still prepares: its progress in place of the player, and a video's own deletion. */
export const VideoInPreparation: Story = {
  args: {
    photo: { src: jpegDataUrl(seaJpeg), caption: 'Les vagues à Étretat', addedBy: 'Marie', editable: true, video: { url: '/media/videos/2.mp4', duration: 0, status: 'processing', progress: 40 } },
    label: 'Vidéo 2 sur 3',
    onDelete: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('En préparation 40 %');
    await expect(canvas.getByRole('button', { name: 'Supprimer la vidéo' })).toBeEnabled();
  },
};

/** Full screen: only the photo and its caption, no details. */
export const FullScreen: Story = {
  args: { showDetails: false, photo: { src: jpegDataUrl(seaJpeg), caption: 'La Pointe du Raz', addedBy: 'Marie', editable: true }, onDelete: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('La Pointe du Raz');
    await expect(canvas.queryByText('Ajoutée par Marie')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A phone: every button of the bar is a 44 px target and the bar wraps inside the screen. */
export const Phone: Story = {
  globals: phoneViewport,
  args: { photo: { src: jpegDataUrl(seaJpeg), caption: longCaption, addedBy: 'Marie', original: '/media/albums/f/1.orig.jpg', editable: true }, onChangeCaption: fn(), onDelete: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const target of [...canvas.getAllByRole('button'), canvas.getByRole('link', { name: 'Télécharger' })]) {
      const box = target.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
