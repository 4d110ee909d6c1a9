import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { ArticleBuilderActions } from '../src/components/ArticleBuilderActions.tsx';

const meta = {
  title: 'Components/ArticleBuilderActions',
  component: ArticleBuilderActions,
  args: {
    mode: 'publish',
    onDismissAlert: fn(),
    offerDraftDelete: false,
    onDeleteDraft: fn(),
    publishing: false,
    progress: 0,
    onCancel: fn(),
    onPublish: fn(),
  },
} satisfies Meta<typeof ArticleBuilderActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: "Actions de l'article" }));

/** A new article: Annuler and Publier, nothing else. */
export const Publisher: Story = {
  play: async ({ canvasElement, args }) => {
    const actions = bar(canvasElement);
    await userEvent.click(actions.getByRole('button', { name: 'Publier' }));
    await expect(args.onPublish).toHaveBeenCalledOnce();
    await userEvent.click(actions.getByRole('button', { name: 'Annuler' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(actions.queryByRole('alert')).toBeNull();
    await expect(actions.queryByRole('button', { name: 'Supprimer le brouillon' })).toBeNull();
  },
};

/** Editing a published article: it is published again. */
export const Editor: Story = {
  args: { mode: 'edit' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(bar(canvasElement).getByRole('button', { name: 'Publier à nouveau' }));
    await expect(args.onPublish).toHaveBeenCalledOnce();
  },
};

/** A draft kept on this device can be deleted from the bar. */
export const DraftKept: Story = {
  args: { offerDraftDelete: true },
  play: async ({ canvasElement, args }) => {
    const actions = bar(canvasElement);
    await expect(actions.getByText('Brouillon gardé sur cet appareil')).toBeInTheDocument();
    await userEvent.click(actions.getByRole('button', { name: 'Supprimer le brouillon' }));
    await expect(args.onDeleteDraft).toHaveBeenCalledOnce();
  },
};

/** A warning about the last change stays until dismissed; the server's refusal shows beside it. */
export const AlertAndError: Story = {
  args: {
    alert: "Budget d'images dépassé : 5 Mo par article. Cette image pèse 3,2 Mo et 4,1 Mo sont déjà utilisés.",
    error: "L'article doit avoir un titre, un bandeau et au moins un paragraphe ou une image",
  },
  play: async ({ canvasElement, args }) => {
    const actions = bar(canvasElement);
    await expect(actions.getByText(/Budget d'images dépassé/)).toBeInTheDocument();
    await expect(actions.getByText(/L'article doit avoir un titre/)).toBeInTheDocument();
    await userEvent.click(actions.getByRole('button', { name: 'Fermer' }));
    await expect(args.onDismissAlert).toHaveBeenCalledOnce();
  },
};

/** Publishing: the upload's progress shows and every button waits. */
export const Publishing: Story = {
  args: { publishing: true, progress: 0.42, offerDraftDelete: true },
  play: async ({ canvasElement }) => {
    const actions = bar(canvasElement);
    await expect(actions.getByRole('progressbar', { name: "Envoi de l'article" })).toHaveAttribute('aria-valuenow', '42');
    await expect(actions.getByRole('button', { name: 'Publication en cours...' })).toBeDisabled();
    await expect(actions.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await expect(actions.getByRole('button', { name: 'Supprimer le brouillon' })).toBeDisabled();
  },
};

/** A phone: Publier takes the larger share of the row, both within the screen and 44 px high at least. */
export const Phone: Story = {
  globals: phoneViewport,
  args: { offerDraftDelete: true, alert: "Cette image est trop lourde pour l'article : choisissez-en une plus légère." },
  play: async ({ canvasElement }) => {
    const actions = bar(canvasElement);
    const publish = actions.getByRole('button', { name: 'Publier' }).getBoundingClientRect();
    const cancel = actions.getByRole('button', { name: 'Annuler' }).getBoundingClientRect();
    await expect(publish.width).toBeGreaterThan(cancel.width);
    await expect(publish.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(Math.min(publish.height, cancel.height)).toBeGreaterThanOrEqual(36);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
