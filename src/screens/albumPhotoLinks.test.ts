import { describe, expect, it } from 'vitest';
import { albumZipUrl, thumbnailUrl, viewerPhotos } from './albumPhotoLinks.ts';

const folder = '0b0e8c1e-1111-4222-8333-444455556666';
const screen = `/media/albums/${folder}/00000000-0000-4000-8000-000000000001.screen.jpg`;

describe('album photo links', () => {
  it('gives the thumbnail beside a screen rendition, and keeps any other address', () => {
    expect(thumbnailUrl(screen)).toBe(`/media/albums/${folder}/00000000-0000-4000-8000-000000000001.thumb.jpg`);
    expect(thumbnailUrl('data:image/jpeg;base64,AAAA')).toBe('data:image/jpeg;base64,AAAA');
  });

  it("reads the album's zip from its photos' folder, and has none without a server address", () => {
    expect(albumZipUrl([{ image: screen, description: 'none' }])).toBe(`/media/albums/${folder}/album.zip`);
    expect(albumZipUrl([])).toBeUndefined();
    expect(albumZipUrl([{ image: 'data:image/jpeg;base64,AAAA', description: 'none' }])).toBeUndefined();
  });

  it('passes caption, adder and original to the viewer', () => {
    expect(viewerPhotos([{ image: screen, description: 'Le phare', addedBy: 'Zoé', original: '/o.jpg' }])).toEqual([
      { src: screen, caption: 'Le phare', addedBy: 'Zoé', original: '/o.jpg', editable: false },
    ]);
    const named = { image: screen, description: 'none', name: '00000000-0000-4000-8000-000000000001', addedBy: 'Zoé' };
    expect(viewerPhotos([named], (item) => item.addedBy === 'Zoé')[0]?.editable).toBe(true);
    // Without its name the photo cannot be named in a call.
    expect(viewerPhotos([{ ...named, name: undefined }], () => true)[0]?.editable).toBe(false);
  });

  it("gives a video item's thumbnail beside its poster, and its video with the live state when the device has newer news", () => {
    const id = '11111111-1111-4111-8111-111111111111';
    const item = {
      image: `/media/videos/${id}.poster.jpg`,
      description: 'none',
      name: id,
      kind: 'video' as const,
      video: `/media/videos/${id}.mp4`,
      duration: 42,
      status: 'processing' as const,
      progress: 10,
    };
    expect(thumbnailUrl(item.image)).toBe(`/media/videos/${id}.thumb.jpg`);
    expect(viewerPhotos([item])[0]?.video).toEqual({ url: item.video, duration: 42, status: 'processing', progress: 10 });
    expect(viewerPhotos([item], () => false, () => ({ status: 'processing', progress: 73 }))[0]?.video?.progress).toBe(73);
    expect(viewerPhotos([item], () => false, () => ({ status: 'ready', progress: 100 }))[0]?.video?.status).toBe('ready');
    expect(viewerPhotos([{ image: screen, description: 'none', kind: 'image' }])[0]?.video).toBeUndefined();
  });
});
