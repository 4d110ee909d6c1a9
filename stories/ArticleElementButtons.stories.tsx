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
    const fileField = canvas.getByLabelText('Choisir une image') as HTMLInputElement;
    await expect(fileField).toHaveAttribute('accept', 'image/png,image/gif,image/jpeg');
    await userEvent.upload(fileField, jpegFile('phare.jpg'));
    await expect(args.onChooseFile).toHaveBeenCalledOnce();
  },
};

/** Nothing selected: nothing to delete. */
export const NothingSelected: Story = {
  args: { canDelete: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: "Supprimer l'élément" })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Ajouter une image' })).toBeEnabled();
  },
};

/** A phone: the buttons share rows and fill them, all within the screen. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(4);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(box.height).toBeGreaterThanOrEqual(36);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
