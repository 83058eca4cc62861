import { describe, expect, it } from 'vitest';
import { checkPostCode, postCodeExample, postCodeProblem, postCodeText, resolveCountry } from './postcode';

describe('post codes', () => {
  it.each([
    ['United Kingdom', 'SW1A 1AA'],
    ['Canada', 'K1A 0B1'],
    ['United States', '02139'],
    ['France', '75008'],
    ['Thailand', '10110'],
  ])('accepts a real %s code (%s) as typed, as text', (country, code) => {
    expect(checkPostCode(code, country)).toEqual({ ok: true, postCode: code });
  });

  it('recognises countries by name in the shop languages and by ISO code', () => {
    expect(resolveCountry('Royaume-Uni')).toBe('GB');
    expect(resolveCountry('泰国')).toBe('TH');
    expect(resolveCountry('uk')).toBe('GB');
    expect(resolveCountry('ca')).toBe('CA');
    expect(resolveCountry('Atlantis')).toBeUndefined();
  });

  it('refuses codes the country does not allow, naming the expected form', () => {
    expect(checkPostCode('SW1A', 'United Kingdom')).toMatchObject({ ok: false, example: 'SW1A 1AA' });
    expect(checkPostCode('2139', 'United States')).toMatchObject({ ok: false, example: '02139' });
    expect(checkPostCode('ABCDE', 'France')).toMatchObject({ ok: false, example: '75008' });
    expect(postCodeExample('Canada')).toBe('K1A 0B1');
    // Unknown countries get the general rule only.
    expect(checkPostCode('X-9 77', 'Atlantis').ok).toBe(true);
    expect(checkPostCode('<b>', 'Atlantis').ok).toBe(false);
  });

  it('says which codes an integer-minded upstream cannot hold', () => {
    expect(postCodeProblem('02139', 'United States', 'integer')).toEqual({ kind: 'integer' });
    expect(postCodeProblem('SW1A 1AA', 'United Kingdom', 'integer')).toEqual({ kind: 'integer' });
    expect(postCodeProblem('75008', 'France', 'integer')).toBeNull();
    expect(postCodeProblem('02139', 'United States', 'text')).toBeNull();
    expect(postCodeProblem(' ', 'France', 'text')).toEqual({ kind: 'empty' });
  });

  it('reads the wire forms: text, a number, 0 meaning none', () => {
    expect(postCodeText('02139')).toBe('02139');
    expect(postCodeText(75008)).toBe('75008');
    expect(postCodeText(0)).toBe('');
    expect(postCodeText('0')).toBe('');
    expect(postCodeText(null)).toBe('');
  });
});
