import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, screen, waitFor } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { ArticleView } from '../src/components/ArticleView.tsx';
import { ArticleComments } from '../src/components/ArticleComments.tsx';
import { longFrench, sampleComments, sampleImageSrc, textAndImages, withVideos } from './support/sampleArticles.ts';

const meta = {
  title: 'Components/ArticleView',
  component: ArticleView,
  args: {
    backTo: '/app',
    article: textAndImages,
    loadFailed: false,
    images: { 'photo-lac': { status: 'ready', src: sampleImageSrc }, 'photo-ponton': { status: 'ready', src: sampleImageSrc } },
    isWriter: false,
    busy: false,
    onEdit: fn(),
    onDelete: fn(),
    onDismissError: fn(),
  },
} satisfies Meta<typeof ArticleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reader: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Le lac de Serre-Ponçon']);
    await expect(canvas.getAllByRole('button', { name: /^Agrandir la photo/ })).toHaveLength(2);
    const back = canvas.getByRole('link', { name: 'Retour aux articles' });
    await expect(back).toHaveAttribute('href', '/app');
    // First thing on the screen, before the title.
    await expect(back.compareDocumentPosition(canvas.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getByText('Écrit par Marie')).toBeInTheDocument();
    await expect(canvas.getByText('14/07/2025 16:05')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Editer' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Supprimer' })).toBeNull();
  },
};

/** A photo opens the photo viewer over the article, with all its photos; the keyboard does it all. */
export const PhotoOpensTheViewer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('button', { name: 'Agrandir la photo 2 sur 2' });
    second.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Le lac de Serre-Ponçon' }));
    await expect(await dialog.findByRole('img', { name: 'Image 2 sur 2' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('status')).toHaveTextContent('1 / 2');
    await expect(dialog.getByText('Les flèches du clavier changent de photo.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(second).toHaveFocus());
  },
};

const captioned = {
  ...textAndImages,
  content: {
    ...textAndImages.content,
    structure: textAndImages.content.structure.map((element) =>
      element.name === 'image 4' ? { ...element, caption: 'Le ponton, juste avant la baignade' } : element,
    ),
  },
};

/** Issue 40: a photo's caption shows under it in the article, and under it in the photo viewer. */
export const PhotoCaption: Story = {
  args: { article: captioned },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure');
    await expect(within(figure).getByText('Le ponton, juste avant la baignade').tagName).toBe('FIGCAPTION');
    await expect(within(figure).getByRole('button', { name: 'Agrandir la photo 2 sur 2' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('figure')).toHaveLength(1);
    await userEvent.click(within(figure).getByRole('button', { name: 'Agrandir la photo 2 sur 2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Le lac de Serre-Ponçon' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('2 / 2');
    await expect(await dialog.findByText('Le ponton, juste avant la baignade')).toBeVisible();
  },
};

/** The caption under its photo, on a phone. */
export const PhotoCaptionOnPhone: Story = {
  args: { article: captioned },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const caption = within(canvasElement).getByText('Le ponton, juste avant la baignade');
    await expect(caption.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Writer: Story = {
  args: { isWriter: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editer' }));
    await expect(args.onEdit).toHaveBeenCalledWith(7);

    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    await expect(await screen.findByText("Voulez vraiment effacer l'article ?")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByText("Voulez vraiment effacer l'article ?")).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Effacer' }));
    await expect(args.onDelete).toHaveBeenCalledWith(7);
    await waitFor(() => expect(screen.queryByText("Voulez vraiment effacer l'article ?")).toBeNull());
  },
};

export const DeleteFailed: Story = {
  args: { isWriter: true, actionError: 'Une erreur est survenue !' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Une erreur est survenue !');
    await userEvent.click(within(alert).getByRole('button', { name: 'Fermer' }));
    await expect(args.onDismissError).toHaveBeenCalledTimes(1);
  },
};

export const TextOnlyLongFrench: Story = {
  args: { article: longFrench, images: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Traversée des gorges du Verdon/);
    await expect(canvas.getByText('Écrit par Marie Françoise de la Grande Garenne')).toBeInTheDocument();
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    // The unbreakable word wraps inside the article instead of widening it.
    const article = canvas.getByRole('article');
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth + 1);
  },
};

export const PhoneWriter: Story = {
  globals: phoneViewport,
  args: { article: longFrench, images: {}, isWriter: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const back = canvas.getByRole('link', { name: 'Retour aux articles' });
    const backBox = back.getBoundingClientRect();
    await expect(backBox.height).toBeGreaterThanOrEqual(44);
    await expect(backBox.top).toBeGreaterThanOrEqual(0);
    for (const name of ['Editer', 'Supprimer']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

export const Loading: Story = {
  args: { article: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Retour aux articles' })).toHaveAttribute('href', '/app');
  },
};

export const LoadFailed: Story = {
  args: { article: undefined, loadFailed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("Probleme lors du chargement de l'article");
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent("Probleme lors du chargement de l'article");
    await expect(canvas.getByRole('link', { name: 'Retour aux articles' })).toHaveAttribute('href', '/app');
  },
};

export const WithThread: Story = {
  args: {
    article: { ...textAndImages, comments: sampleComments },
    thread: (
      <ArticleComments
        comments={sampleComments}
        reader="Paul"
        isAdmin={false}
        busy={false}
        onAdd={fn(async () => true)}
        onDelete={fn()}
        onDismissError={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thread = canvas.getByRole('region', { name: 'Commentaires' });
    // Under the article and its writer.
    await expect(canvas.getByText('Écrit par Marie').compareDocumentPosition(thread) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(within(thread).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const AdminModerates: Story = {
  args: { isWriter: false, canModerate: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Not theirs to edit: only the removal.
    await expect(canvas.queryByRole('button', { name: 'Editer' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Voulez vraiment effacer l'article ?" });
    await expect(dialog).toHaveTextContent('Cet article est de Marie : il disparaîtra pour toute la famille, avec ses photos et ses commentaires.');
    await userEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    await expect(args.onDelete).toHaveBeenCalledWith(7);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Issue 23: Lapintube's videos inside an article, ready, being prepared, and deleted since. */
export const WithVideos: Story = {
  args: { article: withVideos, images: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const player = canvas.getByLabelText('Le plongeon de Léon');
    await expect(player.tagName).toBe('VIDEO');
    await expect(player).toHaveAttribute('src', '/media/videos/11111111-1111-4111-8111-111111111111.mp4');
    await expect(player).toHaveAttribute('preload', 'metadata');
    await expect(canvas.getByText('En préparation 37 %')).toBeVisible();
    await expect(canvas.getByText('Cette vidéo a été supprimée')).toBeVisible();
  },
};

export const WithVideosOnPhone: Story = {
  globals: phoneViewport,
  args: { article: withVideos, images: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Le plongeon de Léon')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
