import { describe, expect, it } from 'vitest';
import { foldWord, hasNoWords, indexTerms, matchedSpans, parseSearchQuery, searchSnippet, stemWord, textWords } from './searchText.ts';

const stemsOf = (text: string) => indexTerms([text]).stems;
const foldedOf = (text: string) => indexTerms([text]).folded;

describe('French search text', () => {
  it('folds case, accents and ligatures', () => {
    expect(foldWord('Église')).toBe('eglise');
    expect(foldWord('ŒUF')).toBe('oeuf');
    expect(foldWord('Cæcilia')).toBe('caecilia');
    expect(foldWord('Noël')).toBe('noel');
    // A decomposed accent (NFD as typed on some keyboards) folds the same.
    expect(foldWord('e\u0301glise')).toBe('eglise');
  });

  it('drops elided articles with either apostrophe, and keeps words that only look like one', () => {
    expect(foldedOf("l'église d’Annecy, qu'il jusqu'à lorsqu'on puisqu'elle n'est s'il c'est m'a t'as j'ai")).toEqual([
      'eglise', 'annecy', 'il', 'a', 'on', 'elle', 'est', 'il', 'est', 'a', 'as', 'ai',
    ]);
    expect(foldedOf("aujourd'hui")).toEqual(['aujourd', 'hui']);
    // A lone letter not followed by a word is a word.
    expect(foldedOf("vitamine d' ")).toEqual(['vitamine', 'd']);
  });

  it('stems with Snowball French after folding, so accents typed or not give one stem', () => {
    expect(stemWord('fromagerie')).toBe('fromager');
    expect(stemsOf('randonnées')).toEqual(stemsOf('randonnee'));
    expect(stemsOf('Randonnée')).toEqual(stemsOf('randonnees'));
    expect(stemsOf('églises')).toEqual(stemsOf('eglise'));
    expect(stemsOf('gâteaux')).toEqual(stemsOf('gateau'));
  });

  it('keeps each word where it was written', () => {
    const text = "Vu l'Église, puis Chamonix !";
    expect(textWords(text).map(({ start, end }) => text.slice(start, end))).toEqual(['Vu', 'Église', 'puis', 'Chamonix']);
  });
});

describe('search query', () => {
  it('reads words, the last one a prefix', () => {
    const query = parseSearchQuery("Randonnées à l'église chamo");
    expect(query.words.map((word) => word.folded)).toEqual(['randonnees', 'a', 'eglise']);
    expect(query.prefix?.folded).toBe('chamo');
    expect(query.phrases).toEqual([]);
    expect(query.author).toBeNull();
  });

  it('reads quoted phrases, closed or still being typed, and de:', () => {
    const query = parseSearchQuery('"Le Lac d\'Annecy" de:Camille "premier jour');
    expect(query.phrases).toEqual([['le', 'lac', 'annecy'], ['premier', 'jour']]);
    expect(query.author).toBe('camille');
    expect(query.prefix).toBeNull();
    expect(parseSearchQuery('de:"Jean  Paul" fromage').author).toBe('jean paul');
    expect(parseSearchQuery('DE:Émile').author).toBe('emile');
  });

  it('reads a one-letter last word as a word, not a prefix', () => {
    const query = parseSearchQuery('lac a');
    expect(query.prefix).toBeNull();
    expect(query.words.map((word) => word.folded)).toEqual(['lac', 'a']);
  });

  it('knows a query with no words', () => {
    expect(hasNoWords(parseSearchQuery('?! …'))).toBe(true);
    expect(hasNoWords(parseSearchQuery('de:Camille'))).toBe(true);
    expect(hasNoWords(parseSearchQuery('""'))).toBe(true);
    expect(hasNoWords(parseSearchQuery('oeuf'))).toBe(false);
  });
});

describe('highlights and snippets', () => {
  const spansText = (text: string, q: string) => matchedSpans(text, parseSearchQuery(q)).map(([start, end]) => text.slice(start, end));

  it('marks stems, the prefix and phrases', () => {
    expect(spansText("Les randonnées vers l'Église de Chamonix", 'randonnee eglise chamo')).toEqual(['randonnées', 'Église', 'Chamonix']);
    expect(spansText('Un œuf, deux Œufs', 'oeuf ')).toEqual(['œuf', 'Œufs']);
    expect(spansText('le lac bleu, le lac vert', '"lac vert"')).toEqual(['lac', 'vert']);
    expect(spansText('le lac bleu', '"lac vert"')).toEqual([]);
  });

  it('cuts a long text around the first match, on word boundaries, with offsets into the snippet', () => {
    const text = `${'Une longue journée de marche. '.repeat(20)}Puis la fromagerie du village.\nEt le retour.`;
    const { snippet, highlights } = searchSnippet(text, parseSearchQuery('fromagerie'), 120);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(122);
    expect(highlights).toHaveLength(1);
    const [start, end] = highlights[0] ?? [0, 0];
    expect(snippet.slice(start, end)).toBe('fromagerie');
    expect(snippet).not.toContain('\n');
  });

  it('gives the beginning of a short text whole', () => {
    const { snippet, highlights } = searchSnippet('La fromagerie de Beaufort', parseSearchQuery('beaufort'));
    expect(snippet).toBe('La fromagerie de Beaufort');
    expect(highlights).toEqual([[17, 25]]);
  });
});

it('leaves out of the index a word too long for anyone to search (PostgreSQL refuses lexemes past 2,047 bytes)', () => {
  expect(foldedOf(`Paul ${'é'.repeat(3900)} arrive`)).toEqual(['paul', 'arrive']);
  expect(foldedOf(`${'a'.repeat(100)} b`)).toEqual(['a'.repeat(100), 'b']);
});
