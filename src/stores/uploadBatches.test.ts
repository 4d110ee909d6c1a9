import { describe, expect, it } from 'vitest';
import { nextBatch, progressPerPhoto } from './uploadBatches.ts';
import type { UploadLine, UploadStatus } from './uploadLine.ts';

const line = (id: string, status: UploadStatus, album = 'Noël'): UploadLine => ({ id, album, name: `${id}.jpg`, status, progress: 0 });
const nobodyAlone = () => false;

describe('nextBatch', () => {
  it('takes at most five ready photos of the album first in line', () => {
    const lines = [line('a', 'done'), ...['b', 'c', 'd', 'e', 'f', 'g'].map((id) => line(id, 'waiting')), line('h', 'waiting', 'Été')];
    expect(nextBatch(lines, nobodyAlone)?.map((item) => item.id)).toEqual(['b', 'c', 'd', 'e', 'f']);
  });

  it('waits for a full call while the album still has photos being prepared', () => {
    const lines = [line('a', 'waiting'), line('b', 'preparing')];
    expect(nextBatch(lines, nobodyAlone)).toBeUndefined();
    expect(nextBatch([line('a', 'waiting'), line('b', 'failed')], nobodyAlone)?.map((item) => item.id)).toEqual(['a']);
  });

  it('sends a photo of a refused call alone, and keeps it out of the others', () => {
    const lines = ['a', 'b', 'c'].map((id) => line(id, 'waiting'));
    expect(nextBatch(lines, (id) => id === 'b')?.map((item) => item.id)).toEqual(['b']);
    expect(nextBatch([line('a', 'waiting'), line('b', 'sending')], (id) => id === 'b')?.map((item) => item.id)).toEqual(['a']);
  });

  it('has nothing to send when no photo waits', () => {
    expect(nextBatch([line('a', 'sending'), line('b', 'done')], nobodyAlone)).toBeUndefined();
  });
});

describe('progressPerPhoto', () => {
  it('gives each photo its share of the body, in order', () => {
    expect(progressPerPhoto(0.5, [10, 10])).toEqual([1, 0]);
    expect(progressPerPhoto(0.75, [10, 10])).toEqual([1, 0.5]);
  });
});
