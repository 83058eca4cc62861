import { describe, expect, it } from 'vitest';
import { jsonTooDeep, MAX_JSON_DEPTH } from './json-depth';

describe('JSON depth check before parsing', () => {
  it('passes contract-shaped bodies and refuses deep nesting', () => {
    expect(jsonTooDeep('{"orderDetails":[{"productId":1,"attrValueId":2}],"mark":"[[[[{{{{"}')).toBe(false);
    expect(jsonTooDeep('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep('['.repeat(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep(Buffer.from('{"a":' .repeat(100) + '1' + '}'.repeat(100)))).toBe(true);
    // Brackets inside strings, escaped quotes included, do not count.
    expect(jsonTooDeep(`{"s":"\\"${'['.repeat(100)}"}`)).toBe(false);
  });
});
