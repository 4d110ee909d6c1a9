import { useState } from 'react';
import { Alert, Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import type { Article } from '../../shared/articleTypes.ts';
import { articleTexts } from '../texts/articleTexts.ts';
import { ArticleBody, type ImageSource } from './ArticleBody.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { formatDayTime } from './formatDate.ts';
import { LoadingSpinner } from './LoadingSpinner.tsx';

export type ArticleViewProps = {
  /** Undefined while loading or when it could not be loaded. */
  article?: Article;
  loadFailed: boolean;
  images: Readonly<Record<string, ImageSource>>;
  /** The reader wrote it: shows Editer and Supprimer. */
  isWriter: boolean;
  busy: boolean;
  /** Shown as an alert when an edit or a delete failed. */
  actionError?: string;
  onEdit: (id: number) => void;
  /** Called once the reader has confirmed. */
  onDelete: (id: number) => void;
  onDismissError: () => void;
};

const texts = articleTexts.view;

export function ArticleView({ article, loadFailed, images, isWriter, busy, actionError, onEdit, onDelete, onDismissError }: ArticleViewProps) {
  const [confirming, setConfirming] = useState(false);

  if (!article) {
    return loadFailed ? (
      <Typography role="alert" sx={{ color: 'error.main', textAlign: 'center', py: 4 }}>
        {texts.loadError}
      </Typography>
    ) : (
      <LoadingSpinner />
    );
  }

  const handleConfirm = () => {
    setConfirming(false);
    onDelete(article.id);
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, border: 1, borderColor: 'divider' }}>
      <Stack spacing={3}>
        {actionError && (
          <Alert severity="error" onClose={onDismissError}>
            {actionError}
          </Alert>
        )}
        <ArticleBody
          title={article.content.title}
          bandeau={article.content.bandeau}
          elements={article.content.structure}
          images={images}
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{texts.writtenBy(article.writer)}</Typography>
          <Typography component="time" dateTime={new Date(article.ts).toISOString()}>
            {formatDayTime(article.ts)}
          </Typography>
        </Stack>
        {isWriter && (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={busy} onClick={() => onEdit(article.id)}>
              {texts.edit}
            </Button>
            <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirming(true)}>
              {texts.delete}
            </Button>
          </Stack>
        )}
        <Divider />
        <Box component="section" aria-label={texts.comments}>
          <Typography variant="h3" component="h2" gutterBottom>
            {texts.comments}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{texts.commentsSoon}</Typography>
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={texts.confirmDelete}
        confirmLabel={texts.confirm}
        onConfirm={handleConfirm}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
