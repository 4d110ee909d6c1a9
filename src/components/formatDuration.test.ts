import { describe, expect, it } from 'vitest';
import { formatDuration, spokenDuration } from './formatDuration.ts';

describe('formatDuration', () => {
  it('shows mm:ss under an hour and h:mm:ss beyond, rounding down', () => {
    expect([formatDuration(0), formatDuration(7.9), formatDuration(83), formatDuration(3725)]).toEqual(['00:00', '00:07', '01:23', '1:02:05']);
  });

  it('says the length in French words', () => {
    expect([spokenDuration(1), spokenDuration(83), spokenDuration(120)]).toEqual(['1 seconde', '1 minute 23 secondes', '2 minutes']);
  });
});
