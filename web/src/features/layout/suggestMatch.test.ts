import { describe, expect, it } from 'vitest';
import { splitOnMatch } from './suggestMatch';

describe('splitOnMatch', () => {
  it('finds the prefix regardless of case, accents and width', () => {
    expect(splitOnMatch('Crème Brûlée Torch', 'creme')).toEqual(['', 'Crème', ' Brûlée Torch']);
    expect(splitOnMatch('Quiet Zephyrus Fan', 'zeph')).toEqual(['Quiet ', 'Zeph', 'yrus Fan']);
    expect(splitOnMatch('ＰＨＯＮＥ case', 'pho')).toEqual(['', 'ＰＨＯ', 'ＮＥ case']);
  });

  it('works without word spaces (Thai, Chinese) and leaves unmatched names whole', () => {
    expect(splitOnMatch('หูฟังไร้สาย', 'ไร้')).toEqual(['หูฟัง', 'ไร้', 'สาย']);
    expect(splitOnMatch('无线耳机 Pro', '耳机')).toEqual(['无线', '耳机', ' Pro']);
    // Thai vowel signs are letters of the word, never folded away: "หู" is not in "หนังสือ".
    expect(splitOnMatch('หนังสือ', 'หู')).toEqual(['หนังสือ', '', '']);
    expect(splitOnMatch('Plain Box', 'zeph')).toEqual(['Plain Box', '', '']);
    expect(splitOnMatch('Plain Box', '')).toEqual(['Plain Box', '', '']);
  });
});
