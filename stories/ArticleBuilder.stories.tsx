import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { EDIT_IMAGE_BUDGET, PUBLISH_IMAGE_BUDGET } from '../shared/articleLimits.ts';
import { ArticleBuilder } from '../src/components/ArticleBuilder.tsx';
import { draftFromArticle } from '../src/components/articleDraft.ts';
import { sampleImageSrc, textAndImages, withVideos } from './support/sampleArticles.ts';
import { familyVideos, readyVideo } from './support/sampleVideos.ts';
import { jpegFile } from './support/sampleFiles.ts';

const meta = {
  title: 'Components/ArticleBuilder',
  component: ArticleBuilder,
  args: { mode: 'publish', budgetBytes: PUBLISH_IMAGE_BUDGET, publishing: false, progress: 0, onPublish: fn(), onCancel: fn() },
} satisfies Meta<typeof ArticleBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real photo, or blank bytes of a given weight for the budget. */
// A heavy photo: a real JPEG padded to `bytes` (browsers ignore what follows its end), so its
// preview shows like a phone photo's would.
const photo = async (name: string, bytes?: number) => {
  const sample = jpegFile(name);
  if (bytes === undefined) return sample;
  return new File([await sample.arrayBuffer(), new Uint8Array(Math.max(0, bytes - sample.size))], name, { type: 'image/jpeg' });
};

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const selector = canvas.getByLabelText('Élément sélectionné') as HTMLSelectElement;
  const fileInput = canvas.getByLabelText('Choisir une image') as HTMLInputElement;
  const preview = within(canvas.getByRole('region', { name: 'Aperçu' }));
  return {
    canvas,
    selector,
    fileInput,
    preview,
    options: () => within(selector).getAllByRole('option').map((option) => option.textContent),
    click: (name: string) => userEvent.click(canvas.getByRole('button', { name })),
    /** What the photo chooser does once a photo is picked. */
    choose: async (file: File | Promise<File>) => userEvent.upload(fileInput, await file),
  };
}

const expectNoSidewaysScroll = () => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, options, selector, preview } = parts(canvasElement);
    await expect(options()).toEqual(['Titre', 'Bandeau']);
    await expect(selector.value).toBe('Titre');
    await expect(canvas.getByRole('button', { name: "Supprimer l'élément" })).toBeDisabled();
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Nouvel article']);
    // The preview's placeholder title is a heading under 'Aperçu', never a second h1.
    await expect(preview.getByRole('heading', { level: 3, name: "Titre de l'article" })).toHaveStyle({ fontStyle: 'italic' });
    await expect(preview.getByText('Bandeau')).toHaveStyle({ borderStyle: 'dashed' });
    await expect(canvas.getByText('Images : 0 Mo sur 100 Mo')).toBeInTheDocument();
  },
};

export const EachSelectionEditsItsField: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, selector, click, preview } = parts(canvasElement);
    await userEvent.type(canvas.getByLabelText('Titre'), 'Le lac');
    await userEvent.selectOptions(selector, 'Bandeau');
    await userEvent.type(canvas.getByLabelText('Bandeau'), 'Au soleil');
    await click('Ajouter un paragraphe');
    await userEvent.type(canvas.getByLabelText('Texte du paragraphe'), 'Bonjour à tous');
    await expect(preview.getByRole('heading', { name: 'Le lac' })).toHaveStyle({ fontStyle: 'normal' });
    await expect(preview.getByText('Au soleil')).toBeInTheDocument();
    await expect(preview.getByText('Bonjour à tous')).toBeInTheDocument();
    await userEvent.selectOptions(selector, 'Titre');
    await expect(canvas.getByLabelText('Titre')).toHaveValue('Le lac');
  },
};

export const ChosenPhotoGoesInAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, selector, options, click, choose, preview } = parts(canvasElement);
    await click('Ajouter un paragraphe');
    await click('Ajouter un paragraphe');
    await expect(options()).toEqual(['Titre', 'Bandeau', 'paragraphe 1', 'paragraphe 2']);
    await expect(selector.value).toBe('paragraphe 2');

    // Inserted after the selection and selected, with no second step.
    await userEvent.selectOptions(selector, 'paragraphe 1');
    await choose(photo('IMG_0001.jpg'));
    await expect(options()).toEqual(['Titre', 'Bandeau', 'paragraphe 1', 'image 3', 'paragraphe 2']);
    await expect(selector.value).toBe('image 3');
    await expect(canvas.getByText('Image choisie : IMG_0001.jpg')).toBeInTheDocument();
    const shown = preview.getByRole('img', { name: 'image 3' }) as HTMLImageElement;
    await waitFor(() => expect(shown.naturalWidth).toBeGreaterThan(0));
    await expect(canvas.queryByRole('alert')).toBeNull();

    // The same photo a second time is a second image.
    await choose(photo('IMG_0001.jpg'));
    await expect(options()).toEqual(['Titre', 'Bandeau', 'paragraphe 1', 'image 3', 'image 4', 'paragraphe 2']);
    await expect(preview.getAllByRole('img')).toHaveLength(2);

    await userEvent.selectOptions(selector, 'Bandeau');
    await click('Ajouter un paragraphe');
    await expect(options()).toEqual(['Titre', 'Bandeau', 'paragraphe 5', 'paragraphe 1', 'image 3', 'image 4', 'paragraphe 2']);

    await userEvent.selectOptions(selector, 'image 3');
    await click("Supprimer l'élément");
    await expect(options()).toEqual(['Titre', 'Bandeau', 'paragraphe 5', 'paragraphe 1', 'image 4', 'paragraphe 2']);
    await expect(selector.value).toBe('paragraphe 1');
    await expect(preview.getAllByRole('img')).toHaveLength(1);
  },
};

export const AddImageOpensTheChooser: Story = {
  play: async ({ canvasElement }) => {
    const { click, fileInput } = parts(canvasElement);
    // The chooser itself is the browser's: check that the button asks for it, no more.
    let opened = 0;
    fileInput.addEventListener('click', (event) => {
      opened += 1;
      event.preventDefault();
    });
    await click('Ajouter une image');
    await expect(opened).toBe(1);
    await expect(fileInput).toHaveAttribute('accept', 'image/png,image/gif,image/jpeg');
    await expect(fileInput).not.toBeVisible();
  },
};

export const NoImageChosen: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, options, fileInput } = parts(canvasElement);
    // What Chromium fires when the chooser is closed without a photo.
    fireEvent(fileInput, new Event('cancel', { bubbles: true }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Pas d'image séléctionnée");
    await expect(options()).toEqual(['Titre', 'Bandeau']);
    await userEvent.click(within(alert).getByRole('button', { name: 'Fermer' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const BudgetExceeded: Story = {
  args: { mode: 'edit', budgetBytes: EDIT_IMAGE_BUDGET },
  play: async ({ canvasElement }) => {
    const { canvas, options, choose, preview } = parts(canvasElement);
    await choose(photo('grande.jpg', 15 * 1024 * 1024));
    await expect(options()).toEqual(['Titre', 'Bandeau', 'image 1']);
    await choose(photo('trop.jpg', 6 * 1024 * 1024));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Budget d'images dépassé : 19,5 Mo par article.");
    await expect(alert).toHaveTextContent('Cette image pèse 6 Mo et 15 Mo sont déjà utilisés.');
    // The selection is discarded: nothing was added.
    await expect(options()).toEqual(['Titre', 'Bandeau', 'image 1']);
    await expect(canvas.queryByText('Image choisie : trop.jpg')).toBeNull();
    await expect(canvas.getByText('Images : 15 Mo sur 19,5 Mo')).toBeInTheDocument();
    await expect(preview.queryAllByRole('img')).toHaveLength(1);
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
    await expect(args.onPublish).not.toHaveBeenCalled();
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
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Publishing: Story = {
  args: { publishing: true, progress: 0.42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Publication en cours...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: "Envoi de l'article" })).toHaveAttribute('aria-valuenow', '42');
  },
};

export const ServerRefused: Story = {
  args: { error: "Format d'image non accepté (png, gif ou jpeg uniquement)" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = canvas.getByRole('region', { name: "Actions de l'article" });
    // Beside Publier, so it is seen where the button was pressed.
    await expect(within(actions).getByRole('alert')).toHaveTextContent("Format d'image non accepté (png, gif ou jpeg uniquement)");
    await expect(within(actions).getByRole('button', { name: 'Publier' })).toBeEnabled();
  },
};

export const CancelEmptyLeavesAtOnce: Story = {
  play: async ({ args, canvasElement }) => {
    const { click } = parts(canvasElement);
    // An empty paragraph is nothing to lose.
    await click('Ajouter un paragraphe');
    await click('Annuler');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const CancelAsksBeforeDroppingTheDraft: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, click } = parts(canvasElement);
    await userEvent.type(canvas.getByLabelText('Titre'), 'Le lac');
    await click('Annuler');
    const dialog = await screen.findByRole('alertdialog', { name: 'Abandonner cet article ?' });
    await expect(dialog).toHaveAccessibleDescription(/ne sera pas publié/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Titre')).toHaveValue('Le lac');

    await click('Annuler');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Abandonner' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

const editorArgs = {
  mode: 'edit',
  budgetBytes: EDIT_IMAGE_BUDGET,
  initial: draftFromArticle(textAndImages),
  storedImages: { 'photo-lac': { status: 'ready', src: sampleImageSrc }, 'photo-ponton': { status: 'loading' } },
} as const;

export const Editor: Story = {
  args: editorArgs,
  play: async ({ args, canvasElement }) => {
    const { canvas, options, click, selector, preview } = parts(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(["Modifier l'article"]);
    await expect(options()).toEqual(['Titre', 'Bandeau', 'paragraphe 1', 'image 2', 'paragraphe 3', 'image 4']);
    await expect(canvas.getByLabelText('Titre')).toHaveValue('Le lac de Serre-Ponçon');
    await expect(preview.getByRole('progressbar', { name: "Chargement de l'image..." })).toBeInTheDocument();
    await userEvent.selectOptions(selector, 'image 2');
    await expect(canvas.getByText('Image : image 2')).toBeInTheDocument();
    await click('Publier à nouveau');
    await expect(args.onPublish).toHaveBeenCalledWith(
      expect.objectContaining({ files: [], structure: textAndImages.content.structure }),
    );
  },
};

export const EditorCancel: Story = {
  args: editorArgs,
  play: async ({ args, canvasElement }) => {
    const { canvas, click } = parts(canvasElement);
    // Unchanged: straight back.
    await click('Annuler');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);

    await userEvent.type(canvas.getByLabelText('Titre'), ' en été');
    await click('Annuler');
    const dialog = await screen.findByRole('alertdialog', { name: 'Abandonner les modifications ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abandonner' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const PhonePublisher: Story = {
  globals: phoneViewport,
  play: async ({ args, canvasElement }) => {
    const { canvas, selector, click, choose, preview } = parts(canvasElement);
    await expectNoSidewaysScroll();
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }

    await userEvent.type(canvas.getByLabelText('Titre'), 'Le lac de Serre-Ponçon, un dimanche de juillet');
    await userEvent.selectOptions(selector, 'Bandeau');
    await userEvent.type(canvas.getByLabelText('Bandeau'), 'Une journée au bord de l’eau');
    await click('Ajouter un paragraphe');
    await userEvent.click(canvas.getByLabelText('Texte du paragraphe'));
    await userEvent.paste('Nous sommes partis tôt, les enfants encore endormis. '.repeat(8));
    await choose(photo('IMG_2025.jpg'));
    const shown = preview.getByRole('img', { name: 'image 2' }) as HTMLImageElement;
    await waitFor(() => expect(shown.naturalWidth).toBeGreaterThan(0));
    await expect(shown.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSidewaysScroll();

    // The page is now taller than the phone, yet Publier stays on screen for the thumb.
    window.scrollTo(0, 0);
    await expect(document.documentElement.scrollHeight).toBeGreaterThan(window.innerHeight);
    const publish = canvas.getByRole('button', { name: 'Publier' });
    await waitFor(async () => {
      const box = publish.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    });
    await expect(publish.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(publish);
    await expect(args.onPublish).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Le lac de Serre-Ponçon, un dimanche de juillet', files: [expect.objectContaining({ content: 'image 2 - IMG_2025.jpg' })] }),
    );
  },
};

/** Issue 23: 'Insérer une vidéo' picks one of Lapintube's videos; it goes in after the selection,
 * plays in the preview, and can be removed like the others. */
export const InsertsAVideo: Story = {
  args: { videos: familyVideos, onOpenVideos: fn() },
  play: async ({ args, canvasElement }) => {
    const { canvas, selector, preview, options, click } = parts(canvasElement);
    await userEvent.type(canvas.getByLabelText('Titre'), 'Au ponton');
    await click('Ajouter un paragraphe');
    await click('Insérer une vidéo');
    await expect(args.onOpenVideos).toHaveBeenCalled();
    const picker = within(await screen.findByRole('dialog', { name: 'Insérer une vidéo de Lapintube' }));
    await userEvent.click(picker.getByRole('button', { name: /Le lac au petit matin/ }));
    // The rest of the page is hidden from assistive technology until the dialog has gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(options()).toEqual(['Titre', 'Bandeau', 'paragraphe 1', 'video 2']);
    await expect(selector).toHaveValue('video 2');
    await expect(canvas.getByText('Vidéo : Le lac au petit matin')).toBeVisible();
    await expect(preview.getByLabelText('Le lac au petit matin').tagName).toBe('VIDEO');

    await userEvent.selectOptions(selector, 'Bandeau');
    await userEvent.type(canvas.getByLabelText('Bandeau'), 'Les plongeons');
    await click('Publier');
    await expect(args.onPublish).toHaveBeenCalledWith({
      title: 'Au ponton',
      bandeau: 'Les plongeons',
      structure: [{ type: 'video', name: 'video 2', content: readyVideo.id }],
      files: [],
    });

    await userEvent.selectOptions(selector, 'video 2');
    await click("Supprimer l'élément");
    await expect(options()).toEqual(['Titre', 'Bandeau', 'paragraphe 1']);
  },
};

export const VideoPickerOnPhone: Story = {
  globals: phoneViewport,
  args: { videos: familyVideos, onOpenVideos: fn() },
  play: async ({ canvasElement }) => {
    const { click } = parts(canvasElement);
    await click('Insérer une vidéo');
    await expect(await screen.findByRole('dialog', { name: 'Insérer une vidéo de Lapintube' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

export const EditorKeepsADeletedVideo: Story = {
  args: { mode: 'edit', budgetBytes: EDIT_IMAGE_BUDGET, initial: draftFromArticle(withVideos) },
  play: async ({ canvasElement }) => {
    const { preview, options } = parts(canvasElement);
    await expect(options()).toEqual(['Titre', 'Bandeau', 'paragraphe 1', 'video 2', 'video 3', 'video 4']);
    await expect(preview.getByText('Cette vidéo a été supprimée')).toBeVisible();
    await expect(preview.getByText('En préparation 37 %')).toBeVisible();
  },
};

/** Issue 40: a tap on a part of the preview selects it, the dashed « Bandeau » placeholder
 * included, and its field takes the keyboard; the selected part is outlined. */
export const TapInThePreviewSelects: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, selector, preview, click } = parts(canvasElement);
    await userEvent.click(preview.getByText('Bandeau'));
    await expect(selector.value).toBe('Bandeau');
    await expect(canvas.getByLabelText('Bandeau')).toHaveFocus();
    await userEvent.keyboard('Une journée au bord de l’eau');
    await click('Ajouter un paragraphe');
    await userEvent.keyboard('Nous sommes partis tôt.');
    await userEvent.click(preview.getByRole('heading', { name: "Titre de l'article" }));
    await expect(selector.value).toBe('Titre');
    await expect(canvas.getByLabelText('Titre')).toHaveFocus();
    await userEvent.click(preview.getByText('Nous sommes partis tôt.'));
    await expect(selector.value).toBe('paragraphe 1');
    await expect(canvas.getByLabelText('Texte du paragraphe')).toHaveFocus();
    await expect(preview.getByText('Nous sommes partis tôt.').parentElement).toHaveAttribute('aria-current', 'true');
    await expect(preview.getByText('Une journée au bord de l’eau').parentElement).not.toHaveAttribute('aria-current');
  },
};

/** Issue 40: a new paragraph takes the keyboard at once: no tap in its field first. */
export const NewParagraphTakesTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, preview, click } = parts(canvasElement);
    await click('Ajouter un paragraphe');
    await expect(canvas.getByLabelText('Texte du paragraphe')).toHaveFocus();
    await userEvent.keyboard('Tapé sans toucher le champ');
    await expect(preview.getByText('Tapé sans toucher le champ')).toBeInTheDocument();
  },
};

/** Issue 40: « Monter l'élément » and « Descendre l'élément » move the selection among the
 * elements; the title and the bandeau stay on top. */
export const MovesTheSelectedElement: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, selector, options, preview, click, choose } = parts(canvasElement);
    const up = canvas.getByRole('button', { name: "Monter l'élément" });
    const down = canvas.getByRole('button', { name: "Descendre l'élément" });
    await expect(up).toBeDisabled();
    await expect(down).toBeDisabled();
    await click('Ajouter un paragraphe');
    await userEvent.keyboard('Premier');
    await choose(photo('IMG_0412.jpg'));
    await expect(options()).toEqual(['Titre', 'Bandeau', 'paragraphe 1', 'image 2']);
    await expect(down).toBeDisabled();
    await userEvent.click(up);
    await expect(options()).toEqual(['Titre', 'Bandeau', 'image 2', 'paragraphe 1']);
    await expect(selector.value).toBe('image 2');
    await expect(up).toBeDisabled();
    const shown = preview.getByRole('img', { name: 'image 2' });
    await expect(shown.compareDocumentPosition(preview.getByText('Premier')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(down);
    await expect(options()).toEqual(['Titre', 'Bandeau', 'paragraphe 1', 'image 2']);
    await userEvent.selectOptions(selector, 'Bandeau');
    await expect(up).toBeDisabled();
    await expect(down).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Bandeau'), 'Au soleil');
    await userEvent.selectOptions(selector, 'Titre');
    await userEvent.type(canvas.getByLabelText('Titre'), 'Le lac');
    await userEvent.selectOptions(selector, 'image 2');
    await userEvent.click(canvas.getByRole('button', { name: "Monter l'élément" }));
    await click('Publier');
    await expect(args.onPublish).toHaveBeenCalledWith(
      expect.objectContaining({
        structure: [
          { type: 'image', name: 'image 2', content: 'image 2 - IMG_0412.jpg' },
          { type: 'text', name: 'paragraphe 1', content: 'Premier' },
        ],
      }),
    );
  },
};

/** Issue 40: « Ajouter une image » takes several photos in one pick, each its own element, in the
 * order picked, the last one selected. */
export const PicksSeveralPhotosAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const { fileInput, options, preview, selector, canvas } = parts(canvasElement);
    await expect(fileInput).toHaveAttribute('multiple');
    await userEvent.upload(fileInput, [jpegFile('IMG_0412.jpg'), jpegFile('IMG_0413.jpg'), jpegFile('IMG_0414.jpg')]);
    await expect(options()).toEqual(['Titre', 'Bandeau', 'image 1', 'image 2', 'image 3']);
    await expect(selector.value).toBe('image 3');
    await expect(canvas.getByText('Image choisie : IMG_0414.jpg')).toBeInTheDocument();
    await expect(preview.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['image 1', 'image 2', 'image 3']);
  },
};

/** Issue 40: with the spec's alert, each part still missing is named. */
export const NamesWhatIsMissing: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, click } = parts(canvasElement);
    await click('Publier');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent("L'article doit avoir un titre, un bandeau et au moins un paragraphe ou une image");
    await expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ajoutez un titre',
      'Ajoutez un bandeau',
      'Ajoutez un paragraphe ou une image',
    ]);
    await userEvent.type(canvas.getByLabelText('Titre'), 'Le lac');
    await click('Ajouter un paragraphe');
    await userEvent.keyboard('Nous sommes partis tôt.');
    await click('Publier');
    await expect(within(canvas.getByRole('alert')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ajoutez un bandeau']);
  },
};

/** Issue 40: the same, on a phone, over the bar that stays at the bottom. */
export const NamesWhatIsMissingOnPhone: Story = {
  ...NamesWhatIsMissing,
  globals: phoneViewport,
};

/** Issue 40: a photo's optional caption, typed under it in the builder, shows under it in the
 * preview and is sent with its element. */
export const CaptionUnderAPhoto: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, preview, selector, click, choose } = parts(canvasElement);
    await userEvent.type(canvas.getByLabelText('Titre'), 'Le lac');
    await userEvent.selectOptions(selector, 'Bandeau');
    await userEvent.type(canvas.getByLabelText('Bandeau'), 'Au soleil');
    await choose(photo('IMG_0412.jpg'));
    await userEvent.type(canvas.getByLabelText('Légende de la photo (facultative)'), 'Le ponton au petit matin');
    const figure = preview.getByRole('figure');
    await expect(within(figure).getByRole('img', { name: 'image 1' })).toBeInTheDocument();
    await expect(within(figure).getByText('Le ponton au petit matin').tagName).toBe('FIGCAPTION');
    await waitFor(() => expect((within(figure).getByRole('img') as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await click('Publier');
    await expect(args.onPublish).toHaveBeenCalledWith(
      expect.objectContaining({ structure: [{ type: 'image', name: 'image 1', content: 'image 1 - IMG_0412.jpg', caption: 'Le ponton au petit matin' }] }),
    );
  },
};

/** Issue 40 on a phone: the tapped photo selected and outlined, its caption field, and the arrows
 * that move it, 44 px for the thumb. */
export const PhoneSelectsAPhotoByTap: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const { canvas, preview, selector, click, choose } = parts(canvasElement);
    await click('Ajouter un paragraphe');
    await userEvent.keyboard('Nous sommes partis tôt.');
    await choose(photo('IMG_0412.jpg'));
    await userEvent.type(canvas.getByLabelText('Légende de la photo (facultative)'), 'Le ponton');
    await userEvent.click(preview.getByText('Nous sommes partis tôt.'));
    await expect(selector.value).toBe('paragraphe 1');
    const shown = preview.getByRole('img', { name: 'image 2' }) as HTMLImageElement;
    await userEvent.click(shown);
    await expect(selector.value).toBe('image 2');
    await expect(canvas.getByLabelText('Légende de la photo (facultative)')).toHaveValue('Le ponton');
    for (const name of ["Monter l'élément", "Descendre l'élément"]) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await waitFor(() => expect(shown.naturalWidth).toBeGreaterThan(0));
    await expectNoSidewaysScroll();
  },
};
