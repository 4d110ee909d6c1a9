import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlbumPhotoList } from '../src/components/AlbumPhotoList.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { sampleAlbums } from './support/sampleAlbums.ts';
import { forestJpeg, seaJpeg } from './support/sampleImages.ts';

const [bretagne] = sampleAlbums;
const photos = bretagne?.photos ?? [];

const meta = {
  title: 'Components/AlbumPhotoList',
  component: AlbumPhotoList,
  args: {
    albumName: 'Bretagne',
    photos,
    thumbnails: { [photos[0]?.image ?? '']: seaJpeg, [photos[2]?.image ?? '']: forestJpeg },
    onChangeCaption: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof AlbumPhotoList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewestFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByLabelText('Commentaire'))).toHaveLength(3);
    await expect(within(items[0] as HTMLElement).getByLabelText('Commentaire')).toHaveValue('Dernière photo envoyée');
    await expect(within(items[2] as HTMLElement).getByLabelText('Commentaire')).toHaveValue('Première photo envoyée');

    const middle = within(items[1] as HTMLElement);
    const field = middle.getByLabelText('Commentaire');
    await userEvent.clear(field);
    await userEvent.type(field, 'Le phare');
    await userEvent.click(middle.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onChangeCaption).toHaveBeenCalledWith(photos[1]?.image, 'Le phare');
  },
};

export const NoneShowsAsEmpty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const item = within(canvas.getAllByRole('listitem')[1] as HTMLElement);
    const field = item.getByLabelText('Commentaire');
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', 'Sans commentaire');
    await expect(canvas.queryByDisplayValue('none')).toBeNull();
    // Saved empty, the comment goes back as the server's "no comment".
    await userEvent.click(item.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onChangeCaption).toHaveBeenCalledWith(photos[1]?.image, 'none');

    const first = within(canvas.getAllByRole('listitem')[0] as HTMLElement);
    await userEvent.clear(first.getByLabelText('Commentaire'));
    await userEvent.type(first.getByLabelText('Commentaire'), '   ');
    await userEvent.click(first.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onChangeCaption).toHaveBeenLastCalledWith(photos[2]?.image, 'none');
  },
};

export const EnterSavesShiftEnterAddsALine: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const newest = within(canvas.getAllByRole('listitem')[0] as HTMLElement);
    const field = newest.getByLabelText('Commentaire');
    await userEvent.clear(field);
    await userEvent.type(field, 'Le phare{Shift>}{Enter}{/Shift}au loin');
    await expect(field).toHaveValue('Le phare\nau loin');
    await expect(args.onChangeCaption).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChangeCaption).toHaveBeenCalledOnce();
    await expect(args.onChangeCaption).toHaveBeenCalledWith(photos[2]?.image, 'Le phare\nau loin');
    // Enter sent the caption: it added no line, and the field keeps the focus.
    await expect(field).toHaveValue('Le phare\nau loin');
    await expect(field).toHaveFocus();
  },
};

export const LeavingTheFieldSaves: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    const field = within(items[0] as HTMLElement).getByLabelText('Commentaire');
    await userEvent.clear(field);
    await userEvent.type(field, 'Le port de Camaret');
    await userEvent.tab();
    await expect(args.onChangeCaption).toHaveBeenCalledOnce();
    await expect(args.onChangeCaption).toHaveBeenCalledWith(photos[2]?.image, 'Le port de Camaret');
    // A field left unchanged sends nothing.
    within(items[1] as HTMLElement).getByLabelText('Commentaire').focus();
    await userEvent.tab();
    await expect(args.onChangeCaption).toHaveBeenCalledOnce();
    // Clicking "Enregistrer" saves once, not once for the blur and again for the click.
    const second = within(items[1] as HTMLElement);
    await userEvent.type(second.getByLabelText('Commentaire'), 'Le phare');
    await userEvent.click(second.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onChangeCaption).toHaveBeenCalledTimes(2);
  },
};

export const Saved: Story = {
  args: { savedImage: photos[2]?.image },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const newest = within(canvas.getAllByRole('listitem')[0] as HTMLElement);
    await expect(newest.getByRole('status')).toHaveTextContent('Enregistré');
    // Typed again, it is no longer what was saved.
    await userEvent.type(newest.getByLabelText('Commentaire'), ' !');
    await expect(newest.getByRole('status')).toHaveTextContent('');
  },
};

export const MembersSwitch: Story = {
  args: { membersCanAdd: true, onChangeMembersCanAdd: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Les membres peuvent ajouter des photos' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChangeMembersCanAdd).toHaveBeenCalledWith(false);
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const newest = within(canvas.getAllByRole('listitem')[0] as HTMLElement);

    await userEvent.click(newest.getByRole('button', { name: 'Supprimer' }));
    const dialog = await body.findByRole('alertdialog', { name: "Supprimer cette image de l'album Bretagne ?" });
    await expect(within(dialog).getByText(/définitive/)).toBeInTheDocument();
    // Cancel is the safe default: it has the focus, and keeps the image.
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(newest.getByRole('button', { name: 'Supprimer' }));
    const again = await body.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(photos[2]?.image);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** The question as the admin sees it on a phone, before answering. */
export const DeleteConfirmationPhone: Story = {
  globals: phoneViewport,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getAllByRole('listitem')[1] as HTMLElement).getByRole('button', { name: 'Supprimer' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: "Supprimer cette image de l'album Bretagne ?" });
    for (const name of ['Annuler', 'Supprimer']) {
      const box = within(dialog).getByRole('button', { name }).getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Busy: Story = {
  args: { busyImage: photos[1]?.image },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Supprimer' })).toBeDisabled();
    await expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Supprimer' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { albumName: 'Alsace', photos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune image dans ce dossier')).toBeInTheDocument();
  },
};

const longComment = 'Une très longue description de la photo, '.repeat(12).trim();

export const LongComment: Story = {
  args: {
    photos: [{ image: photos[0]?.image ?? '', comment: longComment }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Commentaire');
    await expect(field).toHaveValue(longComment);
    // The field wraps and grows to four lines at most (23 px each), then scrolls; it never
    // widens the item.
    const item = canvas.getByRole('listitem').getBoundingClientRect();
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(item.right);
    await expect(field.clientHeight).toBeGreaterThan(2 * 23);
    await expect(field.clientHeight).toBeLessThanOrEqual(4 * 23 + 1);
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of [...canvas.getAllByRole('button', { name: 'Enregistrer' }), ...canvas.getAllByRole('button', { name: 'Supprimer' })]) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Videos among the photos (issue 23): the admin sees each one's length, preparation or failure. */
export const WithVideos: Story = {
  globals: phoneViewport,
  args: {
    photos: [
      ...photos.slice(0, 1),
      { image: '11111111-1111-4111-8111-111111111111', comment: 'none', kind: 'video', video: '/media/videos/1.mp4', duration: 42, status: 'ready', progress: 100 },
      { image: '22222222-2222-4222-8222-222222222222', comment: 'none', kind: 'video', video: '/media/videos/2.mp4', duration: 0, status: 'processing', progress: 40 },
      { image: '33333333-3333-4333-8333-333333333333', comment: 'none', kind: 'video', video: '/media/videos/3.mp4', duration: 0, status: 'failed', progress: 0 },
    ],
    thumbnails: { [photos[0]?.image ?? '']: seaJpeg, '11111111-1111-4111-8111-111111111111': forestJpeg },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    // Newest first: the failed video, the one being prepared, the ready one, then the photo.
    await expect(within(items[0] as HTMLElement).getByText('Vidéo illisible')).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText('En préparation 40 %')).toBeVisible();
    await expect(within(items[2] as HTMLElement).getByText('Vidéo, 00:42')).toBeVisible();
    await expect(within(items[3] as HTMLElement).queryByText(/Vidéo/)).toBeNull();
  },
};
