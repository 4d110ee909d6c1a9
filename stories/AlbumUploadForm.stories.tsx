import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlbumUploadForm } from '../src/components/AlbumUploadForm.tsx';
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

export const NoFolderYet: Story = { args: { folders: [], selectedFolder: undefined } };
