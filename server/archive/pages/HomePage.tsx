import { product } from '../../../shared/product.ts';
import { exportTexts as texts, frenchDay } from '../archiveTexts.ts';
import { ArchivePage } from './ArchivePage.tsx';

export interface ArchiveCounts {
  articles: number;
  albums: number;
  photos: number;
  messages: number;
  videos: number;
}

export interface HomePageProps {
  now: Date;
  counts: ArchiveCounts;
}

export function HomePage({ now, counts }: HomePageProps) {
  return (
    <ArchivePage title={texts.home} root="">
      <h1>{product.title}</h1>
      <p>{texts.homeIntro(frenchDay(now.getTime()))}</p>
      <p>{texts.counts(counts.articles, counts.albums, counts.photos, counts.messages, counts.videos)}</p>
    </ArchivePage>
  );
}
