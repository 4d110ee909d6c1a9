import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PhotoViewer, type ViewerPhoto } from '../src/components/PhotoViewer.tsx';
import { jpegDataUrl } from '../src/components/jpegDataUrl.ts';
import { phoneLandscapeViewport, phoneViewport } from '../.storybook/viewports.ts';
import { pinch, swipe, tap, touchScreen } from './support/touchScreen.tsx';
import { forestJpeg, portraitJpeg, seaJpeg, sunsetJpeg } from './support/sampleImages.ts';

const photos: ViewerPhoto[] = [
  { src: jpegDataUrl(seaJpeg), caption: 'La Pointe du Raz, au petit matin', addedBy: 'Zoé', original: '/media/albums/f/1.orig.jpg' },
  { src: jpegDataUrl(portraitJpeg), caption: 'none', addedBy: 'Paul' },
  { src: jpegDataUrl(sunsetJpeg), caption: 'Dernier coucher de soleil avant le retour, avec toute la famille réunie sur la plage' },
];

const meta = {
  title: 'Components/PhotoViewer',
  component: PhotoViewer,
  args: { open: true, title: 'Bretagne', photos, startIndex: 0, albumDownload: '/media/albums/f/album.zip', onClose: fn() },
} satisfies Meta<typeof PhotoViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const viewer = () => within(within(document.body).getByRole('dialog', { name: 'Bretagne' }));
const counter = () => viewer().getByRole('status');
const frameOf = (image: HTMLElement) => image.parentElement as HTMLElement;

export const CaptionUnderThePhoto: Story = {
  play: async ({ args }) => {
    const first = await viewer().findByRole('img', { name: 'Image 1 sur 3' });
    // Shown by default, under the photo, with who added it and the original to download.
    const caption = viewer().getByRole('note');
    await expect(caption).toHaveTextContent('La Pointe du Raz, au petit matin');
    await expect(caption.getBoundingClientRect().top).toBeGreaterThanOrEqual(first.getBoundingClientRect().bottom - 1);
    await expect(viewer().getByText('Ajoutée par Zoé')).toBeInTheDocument();
    await expect(viewer().getByRole('link', { name: 'Télécharger' })).toHaveAttribute('href', '/media/albums/f/1.orig.jpg');
    await expect(viewer().getByRole('link', { name: "Télécharger l'album" })).toHaveAttribute('href', '/media/albums/f/album.zip');
    // A double-click on the photo hides and shows it (spec), as the button does.
    await userEvent.dblClick(first);
    await expect(viewer().getByRole('button', { name: 'Afficher la description' })).toBeInTheDocument();
    // Folded away, a screen reader still hears it with the photo.
    await expect(viewer().getByRole('note').getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await userEvent.dblClick(first);
    await expect(viewer().getByRole('button', { name: 'Masquer la description' })).toBeInTheDocument();
    await expect(viewer().getByRole('note').getBoundingClientRect().height).toBeGreaterThan(10);
    // The second photo says 'none': no caption, no toggle, and no original to download.
    await userEvent.keyboard('{ArrowRight}');
    await expect(counter()).toHaveTextContent('2 / 3');
    await expect(viewer().queryByRole('note')).toBeNull();
    await expect(viewer().queryByRole('button', { name: /description/ })).toBeNull();
    await expect(viewer().queryByRole('link', { name: 'Télécharger' })).toBeNull();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const KeyboardLoopsAndEscapeCloses: Story = {
  args: { startIndex: 2 },
  play: async ({ args }) => {
    await viewer().findByRole('img', { name: 'Image 3 sur 3' });
    await expect(counter()).toHaveTextContent('3 / 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(counter()).toHaveTextContent('1 / 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(counter()).toHaveTextContent('3 / 3');
    await userEvent.click(viewer().getByRole('button', { name: 'Image suivante' }));
    await expect(counter()).toHaveTextContent('1 / 3');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const FullScreenButton: Story = {
  play: async () => {
    const button = await viewer().findByRole('button', { name: 'Plein écran' });
    await userEvent.click(button);
    const exit = await viewer().findByRole('button', { name: 'Quitter le plein écran' });
    await expect(exit).toHaveAttribute('aria-pressed', 'true');
    // Full screen folds away everything but the photo and its caption.
    await expect(viewer().queryByText('Ajoutée par Zoé')).toBeNull();
    await userEvent.click(exit);
    await expect(await viewer().findByRole('button', { name: 'Plein écran' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(document.fullscreenElement).toBeNull());
  },
};

/** A phone: a double tap zooms where it lands and again goes back; two fingers zoom; zoomed, a
 * finger moves the photo instead of changing it. */
export const PhoneZoom: Story = {
  globals: phoneViewport,
  decorators: [touchScreen],
  play: async () => {
    const first = await viewer().findByRole('img', { name: 'Image 1 sur 3' });
    await expect(viewer().getByText(/Touchez deux fois la photo/)).toBeInTheDocument();
    const frame = frameOf(first);
    await tap(first, 2);
    await expect(frame).toHaveAttribute('data-zoom', '2.50');
    // The caption stays: a double tap zooms, it does not hide the caption.
    await expect(viewer().getByRole('note').getBoundingClientRect().height).toBeGreaterThan(10);
    await swipe(first, 300, 80);
    await expect(counter()).toHaveTextContent('1 / 3');
    // Moved within bounds: the photo still covers its frame.
    const box = frame.getBoundingClientRect();
    const photo = first.getBoundingClientRect();
    await expect(photo.left).toBeLessThanOrEqual(box.left + 1);
    await expect(photo.right).toBeGreaterThanOrEqual(box.right - 1);
    await tap(first, 2);
    await expect(frame).toHaveAttribute('data-zoom', '1.00');
    await pinch(first, 60, 180);
    await expect(Number(frame.getAttribute('data-zoom'))).toBeCloseTo(3, 1);
    await tap(first, 2);
    await expect(frame).toHaveAttribute('data-zoom', '1.00');
    // Unzoomed, a swipe changes the photo again.
    await swipe(first, 300, 80);
    await expect(counter()).toHaveTextContent('2 / 3');
    for (const button of viewer().getAllByRole('button')) {
      const target = button.getBoundingClientRect();
      await expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
      await expect(target.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/** A phone held sideways: the photo, its caption and the bar fit the 390 px high screen. */
export const PhoneLandscape: Story = {
  globals: phoneLandscapeViewport,
  decorators: [touchScreen],
  args: { photos: [{ ...photos[0], src: jpegDataUrl(forestJpeg) } as ViewerPhoto, ...photos.slice(1)] },
  play: async () => {
    const first = await viewer().findByRole('img', { name: 'Image 1 sur 3' });
    await waitFor(() => expect(first.getBoundingClientRect().height).toBeGreaterThan(100));
    await expect(window.innerHeight).toBe(390);
    const photo = first.getBoundingClientRect();
    await expect(photo.top).toBeGreaterThanOrEqual(0);
    await expect(photo.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(photo.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(viewer().getByRole('note').getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(viewer().getByRole('button', { name: 'Fermer' }).getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LongFrenchText: Story = {
  args: {
    title: 'Le grand voyage en famille le long de la côte atlantique, de Brest à Biarritz, été 2025',
    photos: [{ src: jpegDataUrl(sunsetJpeg), caption: 'Une très longue description de la photo, '.repeat(10).trim(), addedBy: 'Marie-Hélène de la Tour' }],
  },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    const image = await within(dialog).findByRole('img', { name: 'Image 1 sur 1' });
    await expect(image.getBoundingClientRect().height).toBeGreaterThan(200);
    await expect(within(dialog).getByText('Ajoutée par Marie-Hélène de la Tour')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Image suivante' })).toBeNull();
  },
};

/** The relative who added the photo changes its caption (Enter saves, Escape leaves the field and
 * not the viewer) and deletes it after saying yes. */
export const EditAndDeleteOwnPhoto: Story = {
  args: { photos: photos.map((photo, index) => ({ ...photo, editable: index === 0 })), onChangeCaption: fn(), onDelete: fn() },
  play: async ({ args }) => {
    await viewer().findByRole('img', { name: 'Image 1 sur 3' });
    await userEvent.click(viewer().getByRole('button', { name: 'Modifier la description' }));
    const field = viewer().getByLabelText('Description');
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(viewer().queryByLabelText('Description')).toBeNull();
    await userEvent.click(viewer().getByRole('button', { name: 'Modifier la description' }));
    await userEvent.clear(viewer().getByLabelText('Description'));
    await userEvent.type(viewer().getByLabelText('Description'), 'Le phare{Shift>}{Enter}{/Shift}au loin{Enter}');
    await expect(args.onChangeCaption).toHaveBeenCalledWith(0, 'Le phare\nau loin');

    await userEvent.click(viewer().getByRole('button', { name: 'Supprimer la photo' }));
    const confirm = within(await within(document.body).findByRole('alertdialog', { name: "Supprimer cette photo de l'album ?" }));
    await userEvent.click(confirm.getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledWith(0);
    // Another relative's photo offers neither.
    await userEvent.keyboard('{ArrowRight}');
    await expect(counter()).toHaveTextContent('2 / 3');
    await waitFor(() => expect(viewer().queryByRole('button', { name: 'Modifier la description' })).toBeNull());
  },
};

export const ChangeRefused: Story = {
  args: { photos: photos.map((photo) => ({ ...photo, editable: true })), error: 'Seule la personne qui a ajouté cette photo peut la modifier', onDelete: fn() },
  play: async () => {
    await expect(await viewer().findByRole('alert')).toHaveTextContent('Seule la personne qui a ajouté cette photo peut la modifier');
  },
};

/** Issue 38: on a phone the album's name reads whole, not « Voy… »; the download is an icon. */
export const PhoneAlbumTitle: Story = {
  globals: phoneViewport,
  args: { title: 'Voyage dans les Alpes' },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Voyage dans les Alpes' });
    const title = within(dialog).getByRole('heading', { name: 'Voyage dans les Alpes' });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(title.scrollHeight).toBeLessThanOrEqual(title.clientHeight + 1);
    const download = within(dialog).getByRole('link', { name: "Télécharger l'album" });
    await expect(download.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};
