// The package ships no types; only the one call Lapin makes is declared.
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowballFactory: { newStemmer(language: 'french'): Stemmer };
  export default snowballFactory;
}
