import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Button } from '@mui/material';
import { articleTexts } from '../texts/articleTexts.ts';

export type NewArticlesChipProps = {
  /** Articles that arrived above while the relative was reading further down. */
  count: number;
  /** Back to the top, where they are. */
  onShow: () => void;
};

/** Floats under the menu bar while new articles wait at the top of the feed. */
export function NewArticlesChip({ count, onShow }: NewArticlesChipProps) {
  if (count <= 0) return null;
  return (
    <Box
      // Announced once as it appears, without moving the reader's focus.
      role="status"
      sx={{ position: 'fixed', top: { xs: 64, md: 72 }, left: 0, right: 0, display: 'flex', justifyContent: 'center', zIndex: 'appBar', pointerEvents: 'none' }}
    >
      <Button
        variant="contained"
        color="secondary"
        startIcon={<ArrowUpwardIcon />}
        onClick={onShow}
        sx={{ pointerEvents: 'auto', borderRadius: 6, px: 2.5, boxShadow: 4 }}
      >
        {articleTexts.feed.newArticles(count)}
      </Button>
    </Box>
  );
}
