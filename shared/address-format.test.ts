import { describe, expect, it } from 'vitest';
import { addressSnapshot, formatAddress, orderAddressText, parseAddressSnapshot, phoneWithDial } from './address-format';

const london = { detail: '221B Baker Street', district: 'Marylebone', city: 'London', province: '', postCode: 'NW1 6XE', country: 'United Kingdom' };

describe('address format', () => {
  it('keeps every part in its place through the snapshot, empty ones too', () => {
    const text = addressSnapshot(london);
    expect(text).toBe('221B Baker Street\nMarylebone\nLondon\n\nNW1 6XE\nUnited Kingdom');
    expect(parseAddressSnapshot(text)).toEqual(london);
    // A line break typed into a part cannot shift the others.
    expect(parseAddressSnapshot(addressSnapshot({ ...london, detail: 'Flat 2\n221B Baker Street' }))).toEqual({ ...london, detail: 'Flat 2 221B Baker Street' });
  });

  it.each([
    ['en', '221B Baker Street, Marylebone, London, NW1 6XE, United Kingdom'],
    ['zh-CN', 'United Kingdom London Marylebone 221B Baker Street NW1 6XE'],
    ['fr', '221B Baker Street, Marylebone, NW1 6XE London, United Kingdom'],
    ['es', '221B Baker Street, Marylebone, NW1 6XE London, United Kingdom'],
    ['th', '221B Baker Street Marylebone London NW1 6XE United Kingdom'],
    ['lao', '221B Baker Street, Marylebone, London, NW1 6XE United Kingdom'],
  ])('writes the address in %s order', (lang, text) => {
    expect(orderAddressText(addressSnapshot(london), lang)).toBe(text);
  });

  it('writes each language its own way for its own country', () => {
    expect(formatAddress({ detail: '科技园路1号', district: '南山区', city: '深圳市', province: '广东省', postCode: '518000', country: '中国' }, 'zh-CN')).toBe('中国 广东省 深圳市 南山区 科技园路1号 518000');
    expect(formatAddress({ detail: '12 rue de Rivoli', district: '', city: 'Paris', province: '', postCode: '75001', country: 'France' }, 'fr')).toBe('12 rue de Rivoli, 75001 Paris, France');
    expect(formatAddress({ detail: '1 Main St', district: '', city: 'Springfield', province: 'IL', postCode: '62701', country: 'United States' }, 'en')).toBe('1 Main St, Springfield, IL 62701, United States');
    expect(formatAddress({ detail: '99 ถนนสุขุมวิท', district: 'คลองเตย', city: 'กรุงเทพมหานคร', province: '', postCode: '10110', country: 'ประเทศไทย' }, 'th')).toBe('99 ถนนสุขุมวิท คลองเตย กรุงเทพมหานคร 10110 ประเทศไทย');
  });

  it('shows any other text as it is', () => {
    expect(orderAddressText('UK 1 Road', 'zh-CN')).toBe('UK 1 Road');
    expect(parseAddressSnapshot('\n\n\n\n\n')).toBeNull();
  });

  it('puts the dial code before the phone', () => {
    expect(phoneWithDial('+44', '7700 900123')).toBe('+44 7700 900123');
    expect(phoneWithDial('44', '7700900123')).toBe('+44 7700900123');
    expect(phoneWithDial('', '7700900123')).toBe('7700900123');
    expect(phoneWithDial('+44', '+33 612345678')).toBe('+33 612345678');
    expect(phoneWithDial('+44', '')).toBe('');
  });
});
