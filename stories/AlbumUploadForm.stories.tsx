import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlbumUploadForm } from '../src/components/AlbumUploadForm.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { jpegFiles } from './support/sampleFiles.ts';

const meta = {
  title: 'Components/AlbumUploadForm',
  component: AlbumUploadForm,
  args: {
    folders: ['Bretagne', 'Alsace'],
    selectedFolder: 'Bretagne',
    upload: 'init',
    progress: 0,
    onSelectFolder: fn(),
    onUpload: fn(),
  },
} satisfies Meta<typeof AlbumUploadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Choisir des images');
const send = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Envoyer' }));

export const UploadsThreeImages: Story = {
  play: async ({ args, canvasElement }) => {
    const files = jpegFiles(3);
    await userEvent.upload(picker(canvasElement), files);
    await expect(within(canvasElement).getByText('3 images choisies')).toBeInTheDocument();
    await send(canvasElement);
    await expect(args.onUpload).toHaveBeenCalledWith(files);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const AlertSelectFilesFirst: Story = {
  play: async ({ args, canvasElement }) => {
    await send(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('select files first ?');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const AlertMaxFiveImages: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(picker(canvasElement), jpegFiles(6));
    await send(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('max 5 images');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const AlertPickAFolder: Story = {
  args: { selectedFolder: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(picker(canvasElement), jpegFiles(2));
    await send(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('pick a folder or create one');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const ChoosesAFolder: Story = {
  args: { selectedFolder: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Dossier' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Alsace' }));
    await expect(args.onSelectFolder).toHaveBeenCalledWith('Alsace');
  },
};

export const Uploading: Story = {
  args: { upload: 'start', progress: 0.42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Images uploading...')).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: "Progression de l'envoi" })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  },
};

export const Uploaded: Story = {
  args: { upload: 'done', progress: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Images uploaded');
  },
};

export const UploadFailed: Story = {
  args: { upload: 'error', uploadError: "Format d'image non accepté (png, gif ou jpeg uniquement)" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("Upload didn't work as planned");
  },
};

export const AlertWrongType: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = new File(['bonjour'], 'notes.txt', { type: 'text/plain' });
    // The picker's accept list is only a hint to the browser: the form checks the types itself.
    await userEvent.upload(picker(canvasElement), [jpegFiles(1)[0] as File, text], { applyAccept: false });
    await send(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Seules les images png, gif ou jpeg sont acceptées');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const PickerIsAButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A real button opens the file picker; the input it drives is labelled and out of the tab order.
    const button = canvas.getByRole('button', { name: 'Choisir des images' });
    const input = picker(canvasElement) as HTMLInputElement;
    await expect(input.type).toBe('file');
    await expect(input).toHaveAttribute('tabindex', '-1');
    await expect(button.contains(input)).toBe(false);
    let opened = false;
    input.addEventListener('click', (event) => {
      opened = true;
      // The test browser would otherwise open its file dialog.
      event.preventDefault();
    });
    await userEvent.click(button);
    await expect(opened).toBe(true);
  },
};

export const NoFolderYet: Story = {
  args: { folders: [], selectedFolder: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Dossier' }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Aucun dossier']);
    await userEvent.keyboard('{Escape}');
    // The menu leaves the page once its closing transition has run.
    await waitFor(() => expect(document.querySelector('.MuiPopover-root')).toBeNull());
    await userEvent.upload(picker(canvasElement), jpegFiles(1));
    await send(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('pick a folder or create one');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(picker(canvasElement), jpegFiles(7));
    await send(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('max 5 images');
    for (const control of [
      canvas.getByRole('combobox', { name: 'Dossier' }),
      canvas.getByRole('button', { name: 'Choisir des images' }),
      canvas.getByRole('button', { name: 'Envoyer' }),
    ]) {
      const box = control.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
