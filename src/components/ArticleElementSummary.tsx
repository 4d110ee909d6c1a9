import { Box, Stack, Typography } from '@mui/material';

export type ArticleElementSummaryProps = {
  /** A small picture of it: the image's preview or the video's poster, once there is one. */
  picture?: string;
  label: string;
};

/** The selected video or image, by its name, beside a small picture of it; the preview shows it large. */
export function ArticleElementSummary({ picture, label }: ArticleElementSummaryProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
      {picture && <Box component="img" src={picture} alt="" sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />}
      <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{label}</Typography>
    </Stack>
  );
}
