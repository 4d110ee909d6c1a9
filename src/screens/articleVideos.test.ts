import { describe, expect, it } from 'vitest';
import type { Article } from '../../shared/articleTypes.ts';
import { sampleVideo } from '../testing/fakeVideosApi.ts';
import { preparingVideoIds, withVideosAsKnown } from './articleVideos.ts';

const article: Article = {
  id: 1,
  writer: 'Marie',
  ts: 0,
  comments: [],
  content: {
    title: 'Au lac',
    bandeau: 'Plongeons',
    structure: [
      { type: 'text', name: 'paragraphe 1', content: 'Regardez' },
      { type: 'video', name: 'video 2', content: 'v-1', title: 'Plongeon', status: 'processing', progress: 10, duration: 2, width: 320, height: 240 },
      { type: 'video', name: 'video 3', content: 'v-2', status: 'deleted' },
    ],
  },
};

describe('an article’s videos as the device knows them', () => {
  it('names the videos still being prepared, the ones the device follows live', () => {
    expect(preparingVideoIds(article)).toEqual(['v-1']);
    expect(preparingVideoIds(undefined)).toEqual([]);
  });

  it('shows a video as it is now once the device holds it, and leaves the rest as read', () => {
    const ready = sampleVideo({ id: 'v-1', title: 'Plongeon', width: 320, height: 240 });
    const shown = withVideosAsKnown(article, (id) => (id === 'v-1' ? ready : undefined));
    expect(shown.content.structure[1]).toEqual({ type: 'video', name: 'video 2', content: 'v-1', title: 'Plongeon', status: 'ready', progress: 100, duration: ready.duration, width: 320, height: 240, url: ready.url, poster: ready.poster });
    expect(shown.content.structure[0]).toBe(article.content.structure[0]);
    expect(shown.content.structure[2]).toBe(article.content.structure[2]);
    expect(withVideosAsKnown(article, () => undefined)).toBe(article);
  });
});
