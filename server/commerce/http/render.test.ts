import { describe, expect, it } from 'vitest';
import { splitList } from './render';

describe('stored lists in every form a client writes', () => {
  it('reads comma lists, JSON arrays of strings and of { sattDir }', () => {
    expect(splitList('/a.jpg, /b.jpg')).toEqual(['/a.jpg', '/b.jpg']);
    expect(splitList('["/a.jpg","/b.jpg"]')).toEqual(['/a.jpg', '/b.jpg']);
    expect(splitList('[{"sattDir":"/a.jpg"},{"sattDir":"/b.jpg"}]')).toEqual(['/a.jpg', '/b.jpg']);
    expect(splitList('[1,2]')).toEqual(['1', '2']);
    expect(splitList('')).toEqual([]);
    expect(splitList('["/a.jpg",')).toEqual(['/a.jpg']);
  });
});
