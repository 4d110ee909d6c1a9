import { describe, expect, it } from 'vitest';
import { albumOriginalUrl, albumPhotoUrl, albumZipUrl, albumZipUrlOf, parseRenditionFileName, photoDownloadUrl, renditionFileName, tileLargeUrl, articlePhotoUrl } from './photoUrls.ts';

const name = '3f2a1b9c-1d2e-4f3a-8b4c-5d6e7f8a9b0c';
const folder = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('photo names and URLs', () => {
  it('names every rendition one way, the original in its own format', () => {
    expect(renditionFileName(name, 'thumb')).toBe(`${name}.thumb.jpg`);
    expect(renditionFileName(name, 'screen')).toBe(`${name}.screen.jpg`);
    expect(renditionFileName(name, 'original', 'jpeg')).toBe(`${name}.orig.jpg`);
    expect(renditionFileName(name, 'original', 'png')).toBe(`${name}.orig.png`);
    expect(renditionFileName(name, 'original', 'gif')).toBe(`${name}.orig.gif`);
  });

  it('reads back only the names it makes', () => {
    expect(parseRenditionFileName(`${name}.screen.jpg`)).toEqual({ name, rendition: 'screen', format: 'jpeg' });
    expect(parseRenditionFileName(`${name}.orig.gif`)).toEqual({ name, rendition: 'original', format: 'gif' });
    for (const file of [`${name}.orig.jpeg`, `${name}.screen.png`, `${name}.orig.`, `${name.toUpperCase()}.thumb.jpg`, `../${name}.thumb.jpg`, `${name}.thumb.jpg/`, 'album.zip']) {
      expect(parseRenditionFileName(file), file).toBeUndefined();
    }
  });

  it("gives an album's zip from any of its photo URLs", () => {
    expect(albumOriginalUrl(folder, name, 'png')).toBe(`/media/albums/${folder}/${name}.orig.png`);
    expect(photoDownloadUrl(albumOriginalUrl(folder, name, 'png'))).toBe(`/media/albums/${folder}/${name}.orig.png?download=1`);
    expect(albumZipUrlOf(albumPhotoUrl(folder, name, 'screen'))).toBe(albumZipUrl(folder));
    expect(albumZipUrlOf(albumOriginalUrl(folder, name, 'jpeg'))).toBe(`/media/albums/${folder}/album.zip`);
    expect(albumZipUrlOf(`/media/articles/${name}.screen.jpg`)).toBeUndefined();
    expect(albumZipUrlOf(`/media/albums/../${name}.screen.jpg`)).toBeUndefined();
  });

  it("finds a tile thumbnail's 1600 px picture: a photo's screen rendition, a video's poster", () => {
    expect(tileLargeUrl(articlePhotoUrl(name, 'thumb'))).toBe(articlePhotoUrl(name, 'screen'));
    expect(tileLargeUrl(albumPhotoUrl(folder, name, 'thumb'))).toBe(albumPhotoUrl(folder, name, 'screen'));
    expect(tileLargeUrl(`/media/videos/${name}.thumb.jpg`)).toBe(`/media/videos/${name}.poster.jpg`);
    expect(tileLargeUrl('data:image/jpeg;base64,AAAA')).toBeUndefined();
    expect(tileLargeUrl(articlePhotoUrl(name, 'screen'))).toBeUndefined();
  });
});
