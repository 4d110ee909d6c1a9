import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { ArticleElementButtons } from '../src/components/ArticleElementButtons.tsx';
import { jpegFile } from './support/sampleFiles.ts';

const meta = {
  title: 'Components/ArticleElementButtons',
  component: ArticleElementButtons,
  args: {
    fileInput: createRef<HTMLInputElement>(),
    canDelete: true,
    canMoveUp: true,
    canMoveDown: false,
    onMoveUp: fn(),
    onMoveDown: fn(),
    onAddParagraph: fn(),
    onAddVideo: fn(),
    onChooseFile: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ArticleElementButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each button calls back; the chosen image comes from the hidden file field the button opens. */
export const ElementSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un paragraphe' }));
    await expect(args.onAddParagraph).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Insérer une vidéo' }));
    await expect(args.onAddVideo).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: "Supprimer l'élément" }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    // Issue 40: the last element moves up, not down.
    await userEvent.click(canvas.getByRole('button', { name: "Monter l'élément" }));
    await expect(args.onMoveUp).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: "Descendre l'élément" })).toBeDisabled();
    const fileField = canvas.getByLabelText('Choisir une image') as HTMLInputElement;
    await expect(fileField).toHaveAttribute('accept', 'image/png,image/gif,image/jpeg');
    // Issue 40: several photos in one pick.
    await expect(fileField).toHaveAttribute('multiple');
    await userEvent.upload(fileField, [jpegFile('phare.jpg'), jpegFile('port.jpg')]);
    await expect(args.onChooseFile).toHaveBeenCalledOnce();
  },
};

/** Nothing selected: nothing to delete. */
export const NothingSelected: Story = {
  args: { canDelete: false, canMoveUp: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: "Supprimer l'élément" })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: "Monter l'élément" })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: "Descendre l'élément" })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Ajouter une image' })).toBeEnabled();
  },
};

/** A phone: the buttons share rows and fill them, all within the screen; the arrows that move the
 * selection (issue 40) are 44 px squares for the thumb. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(6);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(box.height).toBeGreaterThanOrEqual(36);
    }
    for (const name of ["Monter l'élément", "Descendre l'élément"]) {
      const box = within(canvasElement).getByRole('button', { name }).getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
