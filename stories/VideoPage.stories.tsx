import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ArticleComments } from '../src/components/ArticleComments.tsx';
import { VideoPage } from '../src/components/VideoPage.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { sampleComments } from './support/sampleArticles.ts';
import { failedVideo, longTitleVideo, processingVideo, readyVideo } from './support/sampleVideos.ts';

const meta = {
  title: 'Components/VideoPage',
  component: VideoPage,
  args: {
    backTo: '/app/lapintube',
    video: readyVideo,
    loadFailed: false,
    canManage: false,
    busy: false,
    onSave: fn(async () => true),
    onDelete: fn(),
  },
} satisfies Meta<typeof VideoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Relative: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Le lac au petit matin' })).toBeVisible();
    const video = canvasElement.querySelector('video');
    await expect(video).not.toBeNull();
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('playsinline');
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(video).toHaveAttribute('poster', readyVideo.poster);
    await expect(canvas.getByText(/Mamie filme depuis le ponton/)).toBeVisible();
    await expect(canvas.getByText('Ajoutée par Marie le 14/07/2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Modifier' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Supprimer' })).toBeNull();
  },
};

export const UploaderDeletes: Story = {
  args: { canManage: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer la vidéo « Le lac au petit matin » ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const UploaderEdits: Story = {
  args: { canManage: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier' }));
    const title = canvas.getByRole('textbox', { name: 'Titre' });
    await userEvent.clear(title);
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Donnez un titre à la vidéo.');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(title, 'Le lac de Serre-Ponçon');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledWith('Le lac de Serre-Ponçon', readyVideo.description);
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: 'Titre' })).toBeNull());
  },
};

export const EditRefused: Story = {
  args: { canManage: true, actionError: "Seuls le membre qui a ajouté cette vidéo et l'administrateur peuvent la modifier" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("L'opération n'a pas abouti. Seuls le membre");
  },
};

export const Processing: Story = {
  args: { video: processingVideo },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/en préparation \(42 %\)/)).toBeVisible();
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

export const Failed: Story = {
  args: { video: failedVideo, canManage: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('le fichier est illisible ou incomplet');
    await expect(canvas.getByRole('button', { name: 'Supprimer' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { video: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { video: undefined, loadFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Cette vidéo ne peut pas être chargée.');
  },
};

export const LongFrenchTitleOnPhone: Story = {
  args: { video: longTitleVideo, canManage: true },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The thread under the video: the articles' component, in the page's thread slot. */
export const WithThread: Story = {
  args: {
    thread: (
      <ArticleComments comments={sampleComments} reader="Paul" isAdmin={false} busy={false} onAdd={fn(async () => true)} onDelete={fn()} onDismissError={fn()} />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Commentaires' })).toBeVisible();
    await expect(canvas.getByText(`${sampleComments.length} commentaires`)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Votre commentaire' })).toBeVisible();
  },
};

/** A relative on a video still being prepared: no thread yet (the server refuses them until it is ready). */
export const ProcessingForRelative: Story = {
  args: {
    video: processingVideo,
    takesPart: false,
    thread: (
      <ArticleComments comments={[]} reader="Paul" isAdmin={false} busy={false} onAdd={fn(async () => true)} onDelete={fn()} onDismissError={fn()} />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Les commentaires et les réactions s’ouvriront quand la vidéo sera prête.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Votre commentaire' })).toBeNull();
  },
};
