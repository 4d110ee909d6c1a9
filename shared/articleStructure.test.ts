import { describe, expect, it } from 'vitest';
import { articleImageNames, parseArticleStructure } from './articleStructure.ts';

const stored = JSON.stringify([
  { type: 'text', name: 'Texte 1', content: 'Au lac' },
  { type: 'image', name: 'Image 2', content: '0b7c5a52-4f1e-4d8b-9a51-2d7c3f1e9b10', width: 800, height: 600 },
  { type: 'image', name: 'Image 3', content: 'c2f1d7a4-1b2c-4e5f-8a9b-0c1d2e3f4a5b' },
]);

describe('parseArticleStructure', () => {
  it('reads the stored elements in order, with their recorded sizes', () => {
    const structure = parseArticleStructure(stored);
    expect(structure.map((element) => element.type)).toEqual(['text', 'image', 'image']);
    expect(structure[1]).toMatchObject({ width: 800, height: 600 });
  });

  it('names the images in order, and none for a text-only article', () => {
    expect(articleImageNames(parseArticleStructure(stored))).toEqual(['0b7c5a52-4f1e-4d8b-9a51-2d7c3f1e9b10', 'c2f1d7a4-1b2c-4e5f-8a9b-0c1d2e3f4a5b']);
    expect(articleImageNames(parseArticleStructure('[{"type":"text","name":"Texte 1","content":"Bonjour"}]'))).toEqual([]);
  });

  it('refuses text that is not JSON, and JSON that is not a list', () => {
    expect(() => parseArticleStructure('{not json')).toThrow(SyntaxError);
    expect(() => parseArticleStructure('{"type":"text"}')).toThrow(TypeError);
    expect(() => parseArticleStructure('"texte"')).toThrow(TypeError);
  });
});
