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

export const InvisibleCharacters: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(picker(canvasElement), clip());
    // A title pasted with a right-to-left override, which shows another title than the one sent.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Titre' }));
    await userEvent.paste('La plage \u202evom.exe');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer la vidéo' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Le titre de la vidéo contient des caractères invisibles non permis');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Titre' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Titre' }), 'La plage');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Description (facultative)' }));
    await userEvent.paste('Marée\u0007 basse');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer la vidéo' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('La description de la vidéo contient des caractères invisibles non permis');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

const MB = 1024 * 1024;
const sending = { progress: 0.37, sentBytes: 0.37 * 48 * MB, totalBytes: 48 * MB, onCancel: fn() };

export const Sending: Story = {
  args: sending,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Envoi : 37 %')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Envoi : 37 %' })).toHaveAttribute('aria-valuenow', '37');
    await expect(canvas.getByText('17,8 Mo sur 48 Mo')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Titre' })).toBeDisabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: "Annuler l'envoi" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const WaitingForTheNetwork: Story = {
  args: { ...sending, progress: 0.52, sentBytes: 0.52 * 48 * MB, waiting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("Connexion perdue : l'envoi reprendra tout seul dès le retour du réseau");
    await expect(canvas.getByText('Envoi : 52 %')).toBeVisible();
    await expect(canvas.getByRole('button', { name: "Annuler l'envoi" })).toBeEnabled();
  },
};

export const ResumedAfterAReload: Story = {
  args: { ...sending, progress: 0.68, sentBytes: 0.68 * 48 * MB, resumedAt: 0.625 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent("Envoi repris là où il s'était arrêté (62 % déjà reçus).");
    await expect(canvas.getByText('Envoi : 68 %')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { cancelled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Envoi annulé. Ce qui était déjà parti sera effacé du serveur.');
    await expect(canvas.queryByRole('button', { name: "Annuler l'envoi" })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Envoyer la vidéo' })).toBeEnabled();
  },
};

const longTitle = 'Les vacances de la Toussaint chez Papi et Mamie à Saint-Jean-de-Luz, avec les cousins, le chien et la tempête du mardi soir';

// On a phone, where a long title and a camera's file name have the least room.
export const LongFrenchTitle: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Titre' }), longTitle);
    await userEvent.upload(picker(canvasElement), new File([new Uint8Array(64)], 'VID_20261102_183502_vacances_toussaint_saint_jean_de_luz_cousins.mov', { type: 'video/quicktime' }));
    await expect(canvas.getByRole('textbox', { name: 'Titre' })).toHaveValue(longTitle);
    await expect(canvas.getByText('VID_20261102_183502_vacances_toussaint_saint_jean_de_luz_cousins.mov')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const WaitingOnPhone: Story = {
  globals: phoneViewport,
  args: { ...sending, progress: 0.81, sentBytes: 0.81 * 312 * MB, totalBytes: 312 * MB, waiting: true, resumedAt: 0.4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('252,7 Mo sur 312 Mo')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Connexion perdue');
    await expect(canvas.getByRole('status')).toHaveTextContent('40 % déjà reçus');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: "Annuler l'envoi" }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
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
