import { describe, expect, it } from 'vitest';
import type { Article } from '../../shared/articleTypes.ts';
import { isComposerShaped } from '../components/composerShape.ts';
import { composerMissing, paragraphsOf } from '../components/storyText.ts';
import { builderDraftOf, composerBandeau, composerEdit, composerFromArticle, placeField } from './storyComposerModel.ts';

const article = (structure: Article['content']['structure'], bandeau = 'Nous avons pris le bateau.'): Article => ({
  id: 7,
  writer: 'Marie',
  ts: 1,
  content: { title: 'Le lac', bandeau, structure },
  comments: [],
});

describe('the composer’s story', () => {
  it('makes a paragraph of each block between blank lines, spaces and Windows line ends included', () => {
    expect(paragraphsOf('Un.\r\n\r\nDeux,\nsuite.\n  \n\n Trois. ')).toEqual(['Un.', 'Deux,\nsuite.', 'Trois.']);
    expect(paragraphsOf(' \n\n ')).toEqual([]);
  });

  it('names what is missing: a title, and words or a photo', () => {
    expect(composerMissing(' ', '', 0)).toEqual(['title', 'content']);
    expect(composerMissing('Le lac', '', 1)).toEqual([]);
  });

  it('takes the bandeau written, else the first sentence, else the title', () => {
    expect(composerBandeau('Le lac', 'Nous avons pris le bateau. Puis le car.', '')).toBe('Nous avons pris le bateau.');
    expect(composerBandeau('Le lac', 'Nous avons pris le bateau.', ' À la fraîche ')).toBe('À la fraîche');
    expect(composerBandeau('Le lac', '', '')).toBe('Le lac');
  });

  it('sends the photos’ position, the one chosen, none, or nothing to say', () => {
    expect(placeField({ kind: 'photos' }, { lat: 45.9, lon: 6.1 })).toBe('{"lat":45.9,"lon":6.1}');
    expect(placeField({ kind: 'photos' }, undefined)).toBeUndefined();
    expect(placeField({ kind: 'here', lat: 1, lon: 2 }, { lat: 45.9, lon: 6.1 })).toBe('{"lat":1,"lon":2}');
    expect(placeField({ kind: 'none' }, { lat: 45.9, lon: 6.1 })).toBe('none');
  });

  it('opens again only a story of paragraphs then photos', () => {
    const text = { type: 'text' as const, name: 'paragraphe 1', content: 'Nous avons pris le bateau.' };
    const photo = { type: 'image' as const, name: 'photo 2', content: 'a.jpg' };
    expect(isComposerShaped(article([text, photo]))).toBe(true);
    expect(isComposerShaped(article([photo, text]))).toBe(false);
    expect(isComposerShaped(article([text, { ...photo, caption: 'Le lac' }]))).toBe(false);
    expect(isComposerShaped(article([text, { type: 'video', name: 'video 2', content: 'v1' }]))).toBe(false);
  });

  it('reads a stored story back, keeping a bandeau only when it is not the first sentence', () => {
    const stored = article([
      { type: 'text', name: 'paragraphe 1', content: 'Nous avons pris le bateau.' },
      { type: 'text', name: 'paragraphe 2', content: 'Le soir, fondue.' },
      { type: 'image', name: 'photo 3', content: 'a.jpg', url: '/media/articles/a.screen.jpg' },
    ]);
    expect(composerFromArticle(stored)).toEqual({ title: 'Le lac', text: 'Nous avons pris le bateau.\n\nLe soir, fondue.', bandeau: '', stored: [{ name: 'a.jpg', url: '/media/articles/a.screen.jpg' }] });
    expect(composerFromArticle({ ...stored, content: { ...stored.content, bandeau: 'Au lac' } }).bandeau).toBe('Au lac');
  });

  it('edits with the spec’s structure: paragraphs, stored photos by name, new ones by their ids', () => {
    const edit = composerEdit({ title: ' Le lac ', text: 'Un.\n\nDeux.', bandeau: '', stored: [{ name: 'a.jpg', url: '' }], uploaded: ['b'], place: 'none' });
    expect(edit).toEqual({
      title: 'Le lac',
      bandeau: 'Un.',
      structure: [
        { type: 'text', name: 'paragraphe 1', content: 'Un.' },
        { type: 'text', name: 'paragraphe 2', content: 'Deux.' },
        { type: 'image', name: 'photo 1', content: 'a.jpg' },
        { type: 'image', name: 'photo 2', content: 'b', photo: true },
      ],
      files: [],
      place: 'none',
    });
  });

  it('hands the builder the story as written, photos as files', () => {
    const file = new File(['x'], 'IMG_1.jpg', { type: 'image/jpeg' });
    const draft = builderDraftOf({ title: 'Le lac', text: 'Un.\n\nDeux.', bandeau: '', stored: [], files: [file] });
    expect(draft).toMatchObject({ title: 'Le lac', bandeau: 'Un.', selected: 'Titre', counter: 4 });
    expect(draft.elements.map(({ type, name, content }) => [type, name, content])).toEqual([
      ['text', 'paragraphe 1', 'Un.'],
      ['text', 'paragraphe 2', 'Deux.'],
      ['image', 'image 3', 'image 3 - IMG_1.jpg'],
    ]);
    expect(draft.elements[2]?.file).toBe(file);
  });
});
