import { describe, expect, it } from 'vitest';
import { albumZipFileName, attachmentDisposition, downloadFileName, fileLabel, zipEntryName } from './downloadNames.ts';

describe('download names', () => {
  it('keeps French names readable and drops what no file system or header takes', () => {
    expect(fileLabel('  Noël à Ménilmontant  ', 80, 'x')).toBe('Noël à Ménilmontant');
    expect(fileLabel('a/b\\c:d*e?f"g<h>i|j', 80, 'x')).toBe('a b c d e f g h i j');
    expect(fileLabel('..\u202ecod.exe\u0000\u200b..', 80, 'x')).toBe('cod.exe');
    expect(fileLabel('...', 80, 'repli')).toBe('repli');
    expect([...fileLabel('é'.repeat(200), 80, 'x')]).toHaveLength(80);
  });

  it('names a photo download after its album, and an album zip after the album', () => {
    expect(downloadFileName('Été 2026', '3f2a1b9c-0000-4000-8000-000000000000', 'png')).toBe('Été 2026 - 3f2a1b9c.png');
    expect(albumZipFileName('Vacances / Bretagne')).toBe('Vacances Bretagne.zip');
    expect(albumZipFileName('.')).toBe('album.zip');
  });

  it('numbers zip entries so they sort in album order and never collide, whatever the captions', () => {
    const names = ['Au lac', 'Au lac', 'none', '', '../../etc/passwd'].map((caption, index) => zipEntryName(index + 1, 5, caption === 'none' ? '' : caption, 'jpg'));
    expect(names).toEqual(['001 - Au lac.jpg', '002 - Au lac.jpg', '003.jpg', '004.jpg', '005 - etc passwd.jpg']);
    expect(zipEntryName(7, 12_000, 'Mer', 'gif')).toBe('00007 - Mer.gif');
  });

  it('writes an attachment header with an ASCII name and the UTF-8 one', () => {
    expect(attachmentDisposition('Été à Noirmoutier.zip')).toBe(
      `attachment; filename="Ete a Noirmoutier.zip"; filename*=UTF-8''%C3%89t%C3%A9%20%C3%A0%20Noirmoutier.zip`,
    );
    expect(attachmentDisposition("L'œuf (100%).jpg")).toBe(`attachment; filename="L'_uf (100_).jpg"; filename*=UTF-8''L%27%C5%93uf%20%28100%25%29.jpg`);
  });
});
