import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ElementType } from '../../shared/articleTypes.ts';
import { articleTexts } from '../texts/articleTexts.ts';
import { ArticleVideo } from './ArticleVideo.tsx';
import { BANDEAU, TITLE, type VideoShown } from './articleDraft.ts';

export type ImageSource = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

/** Photos: `width` and `height` are the upright size of the original, when the server recorded it.
 * Videos: what the player needs, as the server read it (issue 23). */
export interface BodyElement extends VideoShown {
  type: ElementType;
  name: string;
  content: string;
  /** Image elements (issue 40): the line shown under the photo. */
  caption?: string;
}

/** The screen rendition's long side (server/photos/photoRenditions.ts): photos are never shown larger. */
const SCREEN_LONG_SIDE = 1600;

/**
 * With its proportions known, a photo takes its place before it arrives, so the text under it
 * does not jump as the reader scrolls: as wide as the column allows, at most 80 % of the screen's
 * height and at most the rendition's own width.
 */
function reservedBox(width: number | undefined, height: number | undefined) {
  if (width === undefined || height === undefined) return { maxWidth: '100%', maxHeight: '80vh' };
  const shownWidth = Math.round(width * Math.min(1, SCREEN_LONG_SIDE / Math.max(width, height)));
  return { width: `min(100%, ${shownWidth}px, calc(80vh * ${width} / ${height}))`, height: 'auto', aspectRatio: `${width} / ${height}` };
}

export type ArticleBodyProps = {
  title: string;
  bandeau: string;
  elements: readonly BodyElement[];
  /** Image sources by element content; a missing entry shows as loading. */
  images: Readonly<Record<string, ImageSource>>;
  /**
   * 'article': the article view, whose h1 is the article's title.
   * 'preview': the builder's live preview, under the builder's own h1 and the 'Aperçu' h2; empty
   * fields show placeholders.
   */
  variant?: 'article' | 'preview';
  /** A photo tapped, by its element's content: the article view opens it in the photo viewer. */
  onOpenImage?: (content: string) => void;
  /** The preview (issue 40): what the builder has selected ('Titre', 'Bandeau' or an element's
   * name), outlined, and a tap on a part selects it. */
  selected?: string;
  onSelect?: (name: string) => void;
};

const texts = articleTexts.view;

// Placeholders read as such by their italics and dashed frame, not by a faint colour: the text
// keeps 4.5:1 so it can still be read.
const placeholderSx = {
  color: 'text.secondary',
  fontStyle: 'italic',
  border: '1px dashed',
  borderColor: 'text.secondary',
  borderRadius: 1,
  px: 1,
} as const;

type ArticleImageProps = {
  source: ImageSource | undefined;
  name: string;
  width?: number;
  height?: number;
  /** The photo opens bigger (the photo viewer); its accessible name says so. */
  open?: { label: string; onOpen: () => void };
};

function ArticleImage({ source, name, width, height, open }: ArticleImageProps) {
  const [failed, setFailed] = useState(false);
  if (source?.status === 'ready' && !failed) {
    // The photo itself is the button, so it keeps the size and place it has in the text.
    const opening = open && {
      role: 'button',
      tabIndex: 0,
      'aria-label': open.label,
      onClick: open.onOpen,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        open.onOpen();
      },
    };
    return (
      <Box
        component="img"
        src={source.src}
        alt={name}
        // Photos further down load as the reader scrolls to them.
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        {...opening}
        sx={{ display: 'block', mx: 'auto', borderRadius: 1, ...reservedBox(width, height), ...(open && { cursor: 'zoom-in' }) }}
      />
    );
  }
  if (source?.status === 'error' || failed) {
    return (
      <Typography role="alert" sx={{ color: 'error.main' }}>
        {texts.imageError}
      </Typography>
    );
  }
  return <Skeleton variant="rectangular" height={240} role="progressbar" aria-label={texts.imageLoading} />;
}

type SelectableProps = { name: string; selected?: string; onSelect?: (name: string) => void; children: ReactNode };

/** A part of the preview a tap selects. The builder's selector stays the keyboard's way to it, so
 * the part keeps its own role (a heading stays a heading) instead of becoming a button. */
function Selectable({ name, selected, onSelect, children }: SelectableProps) {
  if (!onSelect) return children;
  const current = name === selected;
  return (
    <Box
      aria-current={current || undefined}
      onClick={() => onSelect(name)}
      sx={{ cursor: 'pointer', borderRadius: 1, outline: current ? '2px solid' : 'none', outlineColor: 'primary.main', outlineOffset: 4 }}
    >
      {children}
    </Box>
  );
}

function Captioned({ caption, children }: { caption?: string; children: ReactNode }) {
  if (!caption) return children;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      {children}
      <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', mt: 1 }}>
        {caption}
      </Typography>
    </Box>
  );
}

/** Title, bandeau and elements, as the article view and the live preview both show them. */
export function ArticleBody({ title, bandeau, elements, images, variant = 'article', onOpenImage, selected, onSelect }: ArticleBodyProps) {
  const photos = elements.filter((element) => element.type === 'image');
  const preview = articleTexts.preview;
  const placeholders = variant === 'preview';
  const shown = (value: string, placeholder: string) => value || (placeholders ? placeholder : '');
  const placeholderWhen = (value: string) => (placeholders && !value ? placeholderSx : undefined);
  return (
    <Stack spacing={2} component="article" sx={{ overflowWrap: 'anywhere' }}>
      <Selectable name={TITLE} selected={selected} onSelect={onSelect}>
        <Typography variant="h1" component={placeholders ? 'h3' : 'h1'} sx={placeholderWhen(title)}>
          {shown(title, preview.emptyTitle)}
        </Typography>
      </Selectable>
      <Selectable name={BANDEAU} selected={selected} onSelect={onSelect}>
        <Typography variant="h3" component="p" sx={placeholderWhen(bandeau) ?? { color: 'text.secondary' }}>
          {shown(bandeau, preview.emptyBandeau)}
        </Typography>
      </Selectable>
      {elements.map((element) => (
        <Selectable key={element.name} name={element.name} selected={selected} onSelect={onSelect}>
          {element.type === 'video' ? (
            <ArticleVideo {...element} />
          ) : element.type === 'text' ? (
            <Typography sx={{ whiteSpace: 'pre-wrap', ...placeholderWhen(element.content) }}>{shown(element.content, preview.emptyParagraph)}</Typography>
          ) : (
            <Captioned caption={element.caption}>
              <ArticleImage
                name={element.name}
                source={images[element.content]}
                width={element.width}
                height={element.height}
                open={
                  onOpenImage && {
                    label: texts.openPhoto(photos.indexOf(element) + 1, photos.length),
                    onOpen: () => onOpenImage(element.content),
                  }
                }
              />
            </Captioned>
          )}
        </Selectable>
      ))}
    </Stack>
  );
}
