import { Box, Skeleton, Stack, Typography } from '@mui/material';
import type { ElementType } from '../../shared/articleTypes.ts';
import { articleTexts } from '../texts/articleTexts.ts';

export type ImageSource = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

export interface BodyElement {
  type: ElementType;
  name: string;
  content: string;
}

export type ArticleBodyProps = {
  title: string;
  bandeau: string;
  elements: readonly BodyElement[];
  /** Image sources by element content; a missing entry shows as loading. */
  images: Readonly<Record<string, ImageSource>>;
  /** Placeholders for empty fields (the live preview); the article view leaves them out. */
  placeholders?: boolean;
};

const texts = articleTexts.view;

function ArticleImage({ source, name }: { source: ImageSource | undefined; name: string }) {
  if (source?.status === 'ready') {
    return (
      <Box
        component="img"
        src={source.src}
        alt={name}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: '80vh', mx: 'auto', borderRadius: 1 }}
      />
    );
  }
  if (source?.status === 'error') {
    return (
      <Typography role="alert" sx={{ color: 'error.main' }}>
        {texts.imageError}
      </Typography>
    );
  }
  return <Skeleton variant="rectangular" height={240} aria-label={texts.imageLoading} />;
}

/** Title, bandeau and elements, as the article view and the live preview both show them. */
export function ArticleBody({ title, bandeau, elements, images, placeholders = false }: ArticleBodyProps) {
  const preview = articleTexts.preview;
  return (
    <Stack spacing={2} component="article" sx={{ overflowWrap: 'anywhere' }}>
      <Typography variant="h1" sx={{ color: title ? 'text.primary' : 'text.disabled' }}>
        {title || (placeholders ? preview.emptyTitle : '')}
      </Typography>
      <Typography variant="h3" component="p" sx={{ color: bandeau ? 'text.secondary' : 'text.disabled' }}>
        {bandeau || (placeholders ? preview.emptyBandeau : '')}
      </Typography>
      {elements.map((element) =>
        element.type === 'text' ? (
          <Typography key={element.name} sx={{ whiteSpace: 'pre-wrap', color: element.content ? 'text.primary' : 'text.disabled' }}>
            {element.content || (placeholders ? preview.emptyParagraph : '')}
          </Typography>
        ) : (
          <ArticleImage key={element.name} name={element.name} source={images[element.content]} />
        ),
      )}
    </Stack>
  );
}
