import { Stack, TextField } from '@mui/material';
import { articleLimits } from '../../shared/articleLimits.ts';
import { articleTexts } from '../texts/articleTexts.ts';
import type { ImageSource } from './ArticleBody.tsx';
import { ArticleElementSummary } from './ArticleElementSummary.tsx';
import { BANDEAU, editCaption, editSelected, selectedElement, TITLE, type Draft } from './articleDraft.ts';

export type ArticleSelectionEditorProps = {
  draft: Draft;
  /** The preview's images, by element content: the selected photo's small picture. */
  images: Readonly<Record<string, ImageSource>>;
  /** Issue 40: the selection whose field takes the keyboard as it appears (a new paragraph, a
   * part tapped in the preview); undefined when chosen with the selector. */
  focused?: string;
  onChange: (draft: Draft) => void;
};

const texts = articleTexts.builder;

/** What the builder edits of its selection: the title's, the bandeau's or a paragraph's text; a
 * photo's caption (issue 40) under its name; a video's name. */
export function ArticleSelectionEditor({ draft, images, focused, onChange }: ArticleSelectionEditorProps) {
  const selected = selectedElement(draft);
  const text =
    draft.selected === TITLE ? draft.title : draft.selected === BANDEAU ? draft.bandeau : selected?.type === 'text' ? selected.content : undefined;
  const label = draft.selected === TITLE ? texts.title : draft.selected === BANDEAU ? texts.bandeau : texts.paragraph;
  const paragraph = selected?.type === 'text';

  if (text !== undefined) {
    return (
      <TextField
        key={draft.selected}
        label={label}
        value={text}
        onChange={(event) => onChange(editSelected(draft, event.target.value))}
        multiline={paragraph}
        minRows={paragraph ? 4 : undefined}
        autoFocus={focused === draft.selected}
        fullWidth
      />
    );
  }
  if (selected?.type === 'video') return <ArticleElementSummary picture={selected.poster} label={texts.videoElement(selected.title ?? selected.name)} />;
  if (selected?.type !== 'image') return null;
  const image = images[selected.content];
  return (
    <Stack spacing={2}>
      <ArticleElementSummary
        picture={image?.status === 'ready' ? image.src : undefined}
        label={selected.file ? texts.chosenImage(selected.file.name) : texts.imageElement(selected.name)}
      />
      <TextField
        key={selected.name}
        label={texts.caption}
        value={selected.caption ?? ''}
        onChange={(event) => onChange(editCaption(draft, event.target.value))}
        slotProps={{ htmlInput: { maxLength: articleLimits.caption } }}
        fullWidth
      />
    </Stack>
  );
}
