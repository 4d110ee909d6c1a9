import { describe, expect, it } from 'vitest';
import { comparableText, confusableKeys, looksAlike, mainScriptOnly, skeleton } from './confusables.ts';

describe('confusable skeletons (Unicode TR39)', () => {
  it('map Cyrillic, Greek and Cherokee look-alikes to their Latin prototype', () => {
    expect(skeleton('Аlice')).toBe('Alice');
    expect(skeleton('Αlice')).toBe('Alice');
    expect(skeleton('Ꮮapin')).toBe('Lapin');
  });

  it('compare pseudos whatever their case', () => {
    expect(looksAlike('Alice', 'ALICE')).toBe(true);
    expect(looksAlike('Alice', 'AIice')).toBe(true);
    expect(looksAlike('Marie', 'Маrіе')).toBe(true);
    expect(confusableKeys('Alice')).toEqual(['alice']);
  });

  it('keep different names apart', () => {
    expect(looksAlike('Alice', 'Alicia')).toBe(false);
    expect(looksAlike('Léa', 'Léo')).toBe(false);
    expect(looksAlike('Paul', 'Pauline')).toBe(false);
    expect(looksAlike('Marie', 'Mario')).toBe(false);
    expect(looksAlike('Grand Mere', 'Grand Pere')).toBe(false);
    expect(looksAlike('Anne', 'Anna')).toBe(false);
    expect(looksAlike('Jose', 'Josette')).toBe(false);
    expect(looksAlike('Grand Mere', 'GrandMere')).toBe(false);
  });
});

describe('the comparison key of a pseudo', () => {
  // Issue 20: variants that were accepted beside "Grand Mere", "Alice" and "Jose".
  it.each([
    ['Grand Mère', 'Grand Mere', 'a grave accent'],
    ['Grand Mére', 'Grand Mere', 'an acute accent'],
    ['Grand Mer\u0065\u0323', 'Grand Mere', 'a dot below'],
    ['Grand M\u1d07re', 'Grand Mere', 'a small capital E'],
    ['Ｇｒａｎｄ Ｍｅｒｅ', 'Grand Mere', 'fullwidth letters'],
    ['Grand Me\u0640re', 'Grand Mere', 'a tatweel'],
    ['Grand Mere\u05d0', 'Grand Mere', 'a trailing Hebrew alef'],
    ['Grand Mere\u05d5', 'Grand Mere', 'a trailing Hebrew vav'],
    ['Grand Mere\u05d9', 'Grand Mere', 'a trailing Hebrew yod'],
    ['Grand  Mere', 'Grand Mere', 'two spaces'],
    ['Grand\u00a0Mere', 'Grand Mere', 'a no-break space'],
    ['GRAND MERE', 'Grand Mere', 'capitals'],
    ['Alíce', 'Alice', 'an accented i'],
    ['José', 'Jose', 'an accented e'],
    ['Zoé', 'ZOE', 'an accent and capitals'],
    ['Søren', 'Soren', 'a stroke'],
  ])('%j looks like %j (%s)', (variant, original) => {
    expect(looksAlike(variant, original)).toBe(true);
    expect(looksAlike(original, variant)).toBe(true);
  });

  it('folds compatibility forms, small capitals, accents, tatweel and spacing (case goes after the skeleton)', () => {
    expect(comparableText('Ｇｒａｎｄ  M\u1d07re\u0640 ')).toBe('Grand Mere');
    expect(comparableText('Zoe\u0301\u00a0Martin')).toBe('Zoe Martin');
  });

  it('keeps only the main script of a mixed name', () => {
    expect(mainScriptOnly('Grand Mere\u05d0')).toBe('Grand Mere');
    expect(mainScriptOnly('Алиса')).toBe('Алиса');
    // Japanese names mix Han, Hiragana and Katakana: one script for this purpose.
    expect(mainScriptOnly('山田はなこ')).toBe('山田はなこ');
  });
});
