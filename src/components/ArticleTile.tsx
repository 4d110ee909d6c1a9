import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { articleTexts } from '../texts/articleTexts.ts';
import { formatDay } from './formatDate.ts';

export type ArticleTileProps = {
  id: number;
  title: string;
  bandeau: string;
  writer: string;
  /** Epoch milliseconds. */
  ts: number;
  onOpen: (id: number) => void;
};

export function ArticleTile({ id, title, bandeau, writer, ts, onOpen }: ArticleTileProps) {
  return (
    <Card sx={{ border: 1, borderColor: 'divider' }}>
      <CardActionArea onClick={() => onOpen(id)} sx={{ height: '100%' }}>
        <CardContent>
          <Stack spacing={1} sx={{ overflowWrap: 'anywhere' }}>
            <Typography variant="h3" component="h2">
              {title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{bandeau}</Typography>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2">{articleTexts.feed.byWriter(writer)}</Typography>
              <Typography variant="body2" component="time" dateTime={new Date(ts).toISOString()}>
                {formatDay(ts)}
              </Typography>
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
