import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EDIT_IMAGE_BUDGET, PUBLISH_IMAGE_BUDGET } from '../shared/articleTypes.ts';
import { ArticleBuilder } from '../src/components/ArticleBuilder.tsx';
import { draftFromArticle } from '../src/components/articleDraft.ts';
import { sampleImageB64 } from '../src/testing/fakeArticleApi.ts';
import { sampleImageSrc, textAndImages } from './support/sampleArticles.ts';

const meta = {
  title: 'Components/ArticleBuilder',
  component: ArticleBuilder,
  args: { mode: 'publish', budgetBytes: PUBLISH_IMAGE_BUDGET, publishing: false, progress: 0, onPublish: fn() },
} satisfies Meta<typeof ArticleBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const photo = (name: string, bytes?: number) =>
  new File([bytes === undefined ? Uint8Array.from(atob(sampleImageB64), (c) => c.charCodeAt(0)) : new Uint8Array(bytes)], name, {
    type: 'image/jpeg',
  });

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const selector = canvas.getByLabelText('Élément sélectionné') as HTMLSelectElement;
  return {
    canvas,
    selector,
    options: () => within(selector).getAllByRole('option').map((option) => option.textContent),
    click: (name: string) => userEvent.click(canvas.getByRole('button', { name })),
    choose: (file: File) => userEvent.upload(canvas.getByLabelText('Choisir une image'), file),
  };
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, options, selector } = parts(canvasElement);
    await expect(options()).toEqual(['Titre', 'Bandeau']);
    await expect(selector.value).toBe('Titre');
    await expect(canvas.getByRole('button', { name: "Supprimer l'élément" })).toBeDisabled();
    await expect(canvas.getByText("Titre de l'article")).toBeInTheDocument();
  },
};

export const EachSelectionEditsItsField: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, selector, click } = parts(canvasElement);
    await userEvent.type(canvas.getByLabelText('Titre'), 'Le lac');
    await userEvent.selectOptions(selector, 'Bandeau');
    await userEvent.type(canvas.getByLabelText('Bandeau'), 'Au soleil');
    await click('Ajouter un paragraphe');
    await userEvent.type(canvas.getByLabelText('Texte du paragraphe'), 'Bonjour à tous');
    const preview = within(canvas.getByRole('region', { name: 'Aperçu' }));
    await expect(preview.getByRole('heading', { name: 'Le lac' })).toBeInTheDocument();
    await expect(preview.getByText('Au soleil')).toBeInTheDocument();
    await expect(preview.getByText('Bonjour à tous')).toBeInTheDocument();
    await userEvent.selectOptions(selector, 'Titre');
    await expect(canvas.getByLabelText('Titre')).toHaveValue('Le lac');
  },
};

export const InsertsAfterSelectionAndDeletes: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, selector, options, click, choose } = parts(canvasElement);
    await click('Ajouter un paragraphe');
    await click('Ajouter un paragraphe');
    await expect(options()).toEqual(['Titre', 'Bandeau', 'paragraphe 1', 'paragraphe 2']);
    await expect(selector.value).toBe('paragraphe 2');

    await userEvent.selectOptions(selector, 'paragraphe 1');
    await choose(photo('IMG_0001.jpg'));
    await expect(canvas.getByText('Image choisie : IMG_0001.jpg')).toBeInTheDocument();
    await click('Ajouter une image');
    await expect(options()).toEqual(['Titre', 'Bandeau', 'paragraphe 1', 'image 3', 'paragraphe 2']);
    await expect(selector.value).toBe('image 3');
    await expect(within(canvas.getByRole('region', { name: 'Aperçu' })).getAllByRole('img')).toHaveLength(1);

    await userEvent.selectOptions(selector, 'Bandeau');
    await click('Ajouter un paragraphe');
    await expect(options()).toEqual(['Titre', 'Bandeau', 'paragraphe 4', 'paragraphe 1', 'image 3', 'paragraphe 2']);

    await userEvent.selectOptions(selector, 'image 3');
    await click("Supprimer l'élément");
    await expect(options()).toEqual(['Titre', 'Bandeau', 'paragraphe 4', 'paragraphe 1', 'paragraphe 2']);
    await expect(selector.value).toBe('paragraphe 1');
    await click('Ajouter un paragraphe');
    await expect(options()).toContain('paragraphe 5');
  },
};

export const NoImageChosen: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, options, click } = parts(canvasElement);
    await click('Ajouter une image');
    await expect(canvas.getByRole('alert')).toHaveTextContent("Pas d'image séléctionnée");
    await expect(options()).toEqual(['Titre', 'Bandeau']);
  },
};

export const BudgetExceeded: Story = {
  args: { mode: 'edit', budgetBytes: EDIT_IMAGE_BUDGET },
  play: async ({ canvasElement }) => {
    const { canvas, options, click, choose } = parts(canvasElement);
    await choose(photo('grande.jpg', 15 * 1024 * 1024));
    await click('Ajouter une image');
    await choose(photo('trop.jpg', 6 * 1024 * 1024));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent("Budget d'images dépassé : 19,5 Mo par article.");
    await expect(alert).toHaveTextContent('Cette image pèse 6 Mo et 15 Mo sont déjà utilisés.');
    await expect(canvas.queryByText('Image choisie : trop.jpg')).toBeNull();
    await click('Ajouter une image');
    await expect(canvas.getByRole('alert')).toHaveTextContent("Pas d'image séléctionnée");
    await expect(options()).toEqual(['Titre', 'Bandeau', 'image 1']);
  },
};

export const PublishNeedsTitleBandeauAndElement: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, selector, click } = parts(canvasElement);
    await userEvent.type(canvas.getByLabelText('Titre'), 'Le lac');
    await click('Publier');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "L'article doit avoir un titre, un bandeau et au moins un paragraphe ou une image",
    );
    await userEvent.selectOptions(selector, 'Bandeau');
    await userEvent.type(canvas.getByLabelText('Bandeau'), 'Au soleil');
    await click('Ajouter un paragraphe');
    await click('Ajouter un paragraphe');
    await userEvent.type(canvas.getByLabelText('Texte du paragraphe'), 'Seul paragraphe rempli');
    await click('Publier');
    await expect(args.onPublish).toHaveBeenCalledWith({
      title: 'Le lac',
      bandeau: 'Au soleil',
      structure: [{ type: 'text', name: 'paragraphe 2', content: 'Seul paragraphe rempli' }],
      files: [],
    });
  },
};

export const Publishing: Story = {
  args: { publishing: true, progress: 0.42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Publication en cours...' })).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: "Envoi de l'article" })).toHaveAttribute('aria-valuenow', '42');
  },
};

export const ServerRefused: Story = {
  args: { error: "Format d'image non accepté (png, gif ou jpeg uniquement)" },
};

export const Editor: Story = {
  args: {
    mode: 'edit',
    budgetBytes: EDIT_IMAGE_BUDGET,
    initial: draftFromArticle(textAndImages),
    storedImages: { 'photo-lac': { status: 'ready', src: sampleImageSrc }, 'photo-ponton': { status: 'loading' } },
  },
  play: async ({ args, canvasElement }) => {
    const { canvas, options, click } = parts(canvasElement);
    await expect(canvas.getByRole('heading', { name: "Modifier l'article" })).toBeInTheDocument();
    await expect(options()).toEqual(['Titre', 'Bandeau', 'paragraphe 1', 'image 2', 'paragraphe 3', 'image 4']);
    await expect(canvas.getByLabelText('Titre')).toHaveValue('Le lac de Serre-Ponçon');
    await click('Publier à nouveau');
    await expect(args.onPublish).toHaveBeenCalledWith(
      expect.objectContaining({ files: [], structure: textAndImages.content.structure }),
    );
  },
};
