import { describe, expect, it } from 'vitest';
import { correctable, similarity, trigrams } from './typo.js';
import { foldKeyword, keywordPieces, matchTier, wordsOf } from '../db/search-words.js';

/** pg_trgm's definition, reproduced so SQLite chooses the corrections PostgreSQL chooses. */
describe('trigram similarity', () => {
  it("pads a word as pg_trgm does and keeps each trigram once (show_trgm('abx'))", () => {
    expect([...trigrams('abx')].sort()).toEqual(['  a', ' ab', 'abx', 'bx '].sort());
    expect(trigrams('aaaa').size).toBe(4);
  });

  it("equals pg_trgm's similarity() on the figures PostgreSQL gives", () => {
    // select similarity('iphnoe','iphone') → 0.27272728; similarity('hedphones','headphones') → 0.61538464
    expect(similarity('iphnoe', 'iphone')).toBeCloseTo(0.27272728, 6);
    expect(similarity('hedphones', 'headphones')).toBeCloseTo(0.61538464, 6);
    expect(similarity('abx', 'abz')).toBeCloseTo(2 / 6, 10);
    expect(similarity('word', 'word')).toBe(1);
    expect(similarity('abc', 'xyz')).toBe(0);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(similarity('😀ab', '😀ab')).toBe(1);
    expect(trigrams('😀ab').size).toBe(4);
  });

  it('corrects words of spaced scripts only, from three characters on', () => {
    expect(correctable('iphnoe')).toBe(true);
    expect(correctable('наушник')).toBe(true);
    expect(correctable('ab')).toBe(false);
    expect(correctable('123')).toBe(false);
    expect(correctable('耳机蓝牙')).toBe(false);
    expect(correctable('หูฟังไร้สาย')).toBe(false);
  });
});

describe('the vocabulary words', () => {
  it('folds case and accents, splits on spaces and punctuation, keeps CJK and Thai runs whole and bounded', () => {
    expect(wordsOf('Crème Brûlée, KIT (Black) x')).toEqual(['creme', 'brulee', 'kit', 'black']);
    expect(wordsOf('หูฟังไร้สาย 无线耳机Pro')).toEqual(['หูฟังไร้สาย', '无线耳机pro']);
    expect(wordsOf('a'.repeat(40))).toEqual(['a'.repeat(32)]);
    expect(wordsOf('mug mug MUG')).toEqual(['mug']);
  });

  it('folds the keyword by width too', () => {
    expect(foldKeyword('ＨＥＤＰＨＯＮＥＳ')).toBe('hedphones');
    expect(keywordPieces('Wireles, hedphones!')).toEqual(['wireles', 'hedphones']);
  });
});

describe('the relevance tier of a name', () => {
  it('is 0 for the keyword itself, 1 for a start, 2 for a word start, 3 inside, 4 nowhere in the name', () => {
    expect(matchTier('Vörlick', 'vorlick')).toBe(0);
    expect(matchTier('Vorlick Lamp', 'vorlick')).toBe(1);
    expect(matchTier('Grand VÖRLICK Vase', 'vorlick')).toBe(2);
    expect(matchTier('Supervorlick Fan', 'vorlick')).toBe(3);
    expect(matchTier('Plain Box', 'vorlick')).toBe(4);
    expect(matchTier(null, 'vorlick')).toBe(4);
  });
});
