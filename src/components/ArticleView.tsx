import { useState, type ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Divider, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Article } from '../../shared/articleTypes.ts';
import { articleTexts } from '../texts/articleTexts.ts';
import { ArticleBody, type ImageSource } from './ArticleBody.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { formatDayTime } from './formatDate.ts';
import { LoadingSpinner } from './LoadingSpinner.tsx';
import { PhotoViewer } from './PhotoViewer.tsx';

export type ArticleViewProps = {
  /** Where "Retour aux articles" leads: the feed. */
  backTo: string;
  /** Undefined while loading or when it could not be loaded. */
  article?: Article;
  loadFailed: boolean;
  images: Readonly<Record<string, ImageSource>>;
  /** The reader wrote it: shows Editer and Supprimer. */
  isWriter: boolean;
  /** An admin reading someone else's article: shows Supprimer (moderation), not Editer. */
  canModerate?: boolean;
  busy: boolean;
  /** Shown as an alert when an edit or a delete failed. */
  actionError?: string;
  onEdit: (id: number) => void;
  /** Called once the reader has confirmed. */
  onDelete: (id: number) => void;
  onDismissError: () => void;
  /** The comments under the article (ArticleComments), composed by the screen. */
  thread?: ReactNode;
  /** Issue 25: the reactions to the article (ReactionBar), composed by the screen. */
  reactionBar?: ReactNode;
};

const texts = articleTexts.view;

function WithBackLink({ backTo, children }: { backTo: string; children: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Link component={RouterLink} to={backTo} sx={{ alignSelf: 'flex-start', gap: 0.5 }}>
        <ArrowBackIcon fontSize="small" />
        {texts.back}
      </Link>
      {children}
    </Stack>
  );
}

export function ArticleView({
  backTo,
  article,
  loadFailed,
  images,
  isWriter,
  canModerate = false,
  busy,
  actionError,
  onEdit,
  onDelete,
  onDismissError,
  thread,
  reactionBar,
}: ArticleViewProps) {
  const [confirming, setConfirming] = useState(false);
  // The photo open in the viewer, over the article, by its element's content.
  const [openPhoto, setOpenPhoto] = useState<string | undefined>(undefined);

  if (!article) {
    return (
      <WithBackLink backTo={backTo}>
        {loadFailed ? (
          // The failure is the screen's only heading: a reader landing here learns at once why.
          <Box role="alert" sx={{ textAlign: 'center', py: 4 }}>
            <Typography variant="h3" component="h1" sx={{ color: 'error.main' }}>
              {texts.loadError}
            </Typography>
          </Box>
        ) : (
          <LoadingSpinner />
        )}
      </WithBackLink>
    );
  }

  // Every photo of the article that can be shown, in its order: the viewer moves through them all.
  const photos = article.content.structure.flatMap((element) => {
    const source = images[element.content];
    return element.type === 'image' && source?.status === 'ready' ? [{ content: element.content, src: source.src, caption: element.caption }] : [];
  });
  const openIndex = photos.findIndex((photo) => photo.content === openPhoto);

  const handleConfirm = () => {
    setConfirming(false);
    onDelete(article.id);
  };

  return (
    <WithBackLink backTo={backTo}>
      <Paper sx={{ p: { xs: 2, sm: 4 }, border: 1, borderColor: 'divider' }}>
        <Stack spacing={3}>
          {actionError && (
            <Alert severity="error" onClose={onDismissError} closeText={articleTexts.builder.close}>
              {actionError}
            </Alert>
          )}
          {/* The article itself: a long press anywhere on it opens the reactions (ReactionBar). */}
          <Stack spacing={3} data-reaction-item="">
            <ArticleBody
              title={article.content.title}
              bandeau={article.content.bandeau}
              elements={article.content.structure}
              images={images}
              onOpenImage={setOpenPhoto}
            />
            <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{texts.writtenBy(article.writer)}</Typography>
              <Typography component="time" dateTime={new Date(article.ts).toISOString()}>
                {formatDayTime(article.ts)}
              </Typography>
            </Stack>
            {reactionBar}
          </Stack>
          {(isWriter || canModerate) && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {isWriter && (
                <Button variant="contained" disabled={busy} onClick={() => onEdit(article.id)}>
                  {texts.edit}
                </Button>
              )}
              <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirming(true)}>
                {texts.delete}
              </Button>
            </Stack>
          )}
          <Divider />
          {thread}
        </Stack>
        {openIndex >= 0 && (
          <PhotoViewer
            open
            title={article.content.title}
            photos={photos.map((photo) => ({ src: photo.src, caption: photo.caption }))}
            startIndex={openIndex}
            onClose={() => setOpenPhoto(undefined)}
          />
        )}
        <ConfirmDialog
          open={confirming}
          title={texts.confirmDelete}
          message={isWriter ? undefined : texts.moderationNotice(article.writer)}
          confirmLabel={texts.confirm}
          onConfirm={handleConfirm}
          onCancel={() => setConfirming(false)}
        />
      </Paper>
    </WithBackLink>
  );
}
