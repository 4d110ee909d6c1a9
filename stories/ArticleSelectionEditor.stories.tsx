import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArticleSelectionEditor } from '../src/components/ArticleSelectionEditor.tsx';
import { BANDEAU, draftFromArticle, select, type Draft } from '../src/components/articleDraft.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { longFrench, sampleImageSrc, textAndImages, withVideos } from './support/sampleArticles.ts';

const lake = draftFromArticle(textAndImages);

const meta = {
  title: 'Components/ArticleSelectionEditor',
  component: ArticleSelectionEditor,
  args: { draft: lake, images: { 'photo-lac': { status: 'ready', src: sampleImageSrc }, 'photo-ponton': { status: 'loading' } }, onChange: fn() },
  // The builder owns the draft; here a local state stands in for it so typing shows.
  render: function Render(args) {
    const [draft, setDraft] = useState<Draft>(args.draft);
    return (
      <ArticleSelectionEditor
        {...args}
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ArticleSelectionEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Title: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Titre' });
    await expect(field).toHaveValue('Le lac de Serre-Ponçon');
    await userEvent.type(field, ' en été');
    await expect(field).toHaveValue('Le lac de Serre-Ponçon en été');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Le lac de Serre-Ponçon en été' }));
  },
};

export const Bandeau: Story = {
  args: { draft: select(lake, BANDEAU) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Bandeau' })).toHaveValue('Une journée au bord de l’eau');
  },
};

export const ParagraphFocusedOnPhone: Story = {
  globals: phoneViewport,
  args: { draft: select(lake, 'paragraphe 3'), focused: 'paragraphe 3' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Texte du paragraphe' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('Les enfants ont nagé jusqu’au ponton.\nPuis pique-nique à l’ombre.');
  },
};

export const PhotoCaption: Story = {
  args: { draft: select(lake, 'image 2') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Image : image 2')).toBeVisible();
    const caption = canvas.getByRole('textbox', { name: 'Légende de la photo (facultative)' });
    await expect(caption).toHaveValue('');
    await userEvent.type(caption, 'Le ponton au soleil');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ elements: expect.arrayContaining([expect.objectContaining({ name: 'image 2', caption: 'Le ponton au soleil' })]) }),
    );
  },
};

export const PhotoStillLoading: Story = {
  args: { draft: select(lake, 'image 4') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Image : image 4')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Video: Story = {
  args: { draft: select(draftFromArticle(withVideos), 'video 2') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Vidéo : Le plongeon de Léon')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const LongFrenchTitleOnPhone: Story = {
  globals: phoneViewport,
  args: { draft: draftFromArticle(longFrench) },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Titre' });
    await expect(field).toHaveValue(longFrench.content.title);
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
