import { describe, expect, it } from 'vitest';
import { imageList } from './wire';

describe('imageList', () => {
  it('reads comma lists, JSON array strings and arrays', () => {
    expect(imageList('a.jpg,b.jpg')).toEqual(['a.jpg', 'b.jpg']);
    expect(imageList('["a.jpg","b.jpg"]')).toEqual(['a.jpg', 'b.jpg']);
    expect(imageList(['a.jpg', ''])).toEqual(['a.jpg']);
    expect(imageList('')).toEqual([]);
    // A bracketed list that is not valid JSON still reads as a list.
    expect(imageList('[a.jpg, "b.jpg"]')).toEqual(['a.jpg', 'b.jpg']);
  });

  it('reads the upstream banner form, JSON arrays of { sattDir }, and absolute URLs', () => {
    expect(imageList('[{"sattDir":"https://img.example.com/crmebimage/a.jpg"},{"sattDir":"/crmebimage/b.png"}]')).toEqual(['https://img.example.com/crmebimage/a.jpg', '/crmebimage/b.png']);
    expect(imageList([{ sattDir: 'crmebimage/c.jpg' }, { other: 1 }, 7])).toEqual(['crmebimage/c.jpg']);
  });

  it('never throws on a malformed list, and drops what cannot be a picture', () => {
    expect(imageList('[{"sattDir":')).toEqual([]);
    expect(imageList('{"oops": true}')).toEqual([]);
    expect(imageList(42)).toEqual([]);
    expect(imageList('javascript:alert(1),/ok.png')).toEqual(['/ok.png']);
  });
});

describe('imageList on fields an upstream sent malformed', () => {
  it('gives an empty list for a cut-short JSON array, an object, and text that holds no picture', () => {
    for (const bad of ['[{"sattDir":', '{"licence": true}', 'Ada Lovelace, 1 Private Road']) expect(imageList(bad), bad).toEqual([]);
  });
});
