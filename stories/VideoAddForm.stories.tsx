import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VideoAddForm } from '../src/components/VideoAddForm.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = {
  title: 'Components/VideoAddForm',
  component: VideoAddForm,
  args: { onAdd: fn(async () => true) },
} satisfies Meta<typeof VideoAddForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const clip = () => new File([new Uint8Array(64)], 'plage.mov', { type: 'video/quicktime' });
const picker = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Choisir la vidéo');

export const Validation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ajouter une vidéo' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer la vidéo' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Donnez un titre à la vidéo.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Titre' }), '  La plage  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer la vidéo' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choisissez la vidéo à envoyer.');
    await expect(args.onAdd).not.toHaveBeenCalled();
    await userEvent.upload(picker(canvasElement), clip());
    await expect(canvas.getByText('plage.mov')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description (facultative)' }), 'Marée basse');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer la vidéo' }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.objectContaining({ title: 'La plage', description: 'Marée basse' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Vidéo envoyée');
    await expect(canvas.getByRole('textbox', { name: 'Titre' })).toHaveValue('');
  },
};

export const Sending: Story = {
  args: { progress: 0.37 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Envoi : 37 %')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Envoi : 37 %' })).toHaveAttribute('aria-valuenow', '37');
    await expect(canvas.getByRole('textbox', { name: 'Titre' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: {
    error: "Ce fichier n'est pas une vidéo lisible (formats acceptés : MP4, MOV, WebM, 3GP, MKV en H.264, HEVC, VP8, VP9 ou AV1)",
    onAdd: fn(async () => false),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("La vidéo n'a pas pu être envoyée.Ce fichier n'est pas une vidéo lisible");
  },
};

export const OnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Envoyer la vidéo' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
