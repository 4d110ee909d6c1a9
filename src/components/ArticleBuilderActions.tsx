import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { articleTexts } from '../texts/articleTexts.ts';
import { commonTexts } from '../texts/commonTexts.ts';

export type ArticleBuilderActionsProps = {
  mode: 'publish' | 'edit';
  /** A warning about the last change (an image too large), until dismissed. */
  alert?: string;
  /** Issue 40: lines under the alert, each naming one thing to do. */
  alertDetails?: readonly string[];
  onDismissAlert: () => void;
  error?: string;
  /** A draft is saved on this device: "Supprimer le brouillon" is offered. */
  offerDraftDelete: boolean;
  /** Asks to delete the draft (the builder confirms first). */
  onDeleteDraft: () => void;
  publishing: boolean;
  /** Fraction of the upload sent, 0 to 1. */
  progress: number;
  onCancel: () => void;
  onPublish: () => void;
};

const texts = articleTexts.builder;

/** The builder's bar of alerts, the draft's deletion, the upload's progress, Annuler and Publier. */
export function ArticleBuilderActions({ mode, alert, alertDetails = [], onDismissAlert, error, offerDraftDelete, onDeleteDraft, publishing, progress, onCancel, onPublish }: ArticleBuilderActionsProps) {
  // Stuck to the bottom of the screen, so the thumb finds Publier and the alerts are seen wherever
  // the page is scrolled.
  return (
    <Paper
      component="section"
      aria-label={texts.actions}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        p: 1.5,
        pb: 'calc(12px + env(safe-area-inset-bottom))',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Stack spacing={1.5}>
        {alert && (
          <Alert severity="warning" onClose={onDismissAlert} closeText={texts.close}>
            {alert}
            {alertDetails.length > 0 && (
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {alertDetails.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {offerDraftDelete && (
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {articleTexts.drafts.savedHere}
            </Typography>
            <Button size="small" color="error" disabled={publishing} onClick={onDeleteDraft}>
              {articleTexts.drafts.delete}
            </Button>
          </Stack>
        )}
        {publishing && <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={texts.uploadProgress} />}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" disabled={publishing} onClick={onCancel} sx={{ flex: { xs: 1, md: '0 0 auto' } }}>
            {commonTexts.cancel}
          </Button>
          <Button variant="contained" size="large" disabled={publishing} onClick={onPublish} sx={{ flex: { xs: 2, md: '0 0 auto' } }}>
            {publishing ? texts.publishing : mode === 'publish' ? texts.publish : texts.republish}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
