import { describe, expect, it } from 'vitest';
import { closestWord, similarity, trigrams } from './trigrams.ts';

const vocabulary = (entries: [string, number][]) =>
  entries.map(([word, frequency]) => ({ word, frequency, grams: trigrams(word) }));

describe('trigram similarity as pg_trgm computes it', () => {
  it("when pg_trgm's documented examples are computed, then the figures are its own", () => {
    // https://www.postgresql.org/docs/current/pgtrgm.html: show_trgm('word') and similarity('word', 'two words').
    expect([...trigrams('word')].sort()).toEqual(['  w', ' wo', 'ord', 'rd ', 'wor'].sort());
    expect(similarity(trigrams('word'), trigrams('two words'))).toBeCloseTo(0.36363637, 7);
  });

  it('when a misspelt word is looked up, then the most alike known word wins, the more frequent among equals', () => {
    const words = vocabulary([
      ['samsung', 50],
      ['galaxy', 40],
      ['bat', 5],
      ['bag', 1],
      ['cat', 5],
    ]);
    expect(closestWord(words, 'samsng')).toBe('samsung');
    expect(closestWord(words, 'galxy')).toBe('galaxy');
    // 'baq' is as like 'bag' as 'bat' (two trigrams shared of six): the more frequent wins.
    expect(closestWord(words, 'baq')).toBe('bat');
    expect(closestWord(words, 'zzzzzz')).toBeNull();
  });
});
