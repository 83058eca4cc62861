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
});
