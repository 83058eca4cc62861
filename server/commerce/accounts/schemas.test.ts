import { describe, expect, it } from 'vitest';
import { emailTarget, phoneTarget } from './codes.js';
import { countryCodeField, emailField, phoneField, userEdit } from '../../../shared/contract/user.js';
import { maskPhone } from './users.js';

describe('recipient targets', () => {
  it('normalises emails and phones to one stored form', () => {
    expect(emailTarget('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(phoneTarget('+44', '7700 900-123')).toBe('+447700900123');
    expect(phoneTarget('44', '7700900123')).toBe(phoneTarget('+44', '(7700) 900123'));
  });
});

describe('account field schemas', () => {
  it('accepts a country code with or without +, and numbers', () => {
    expect(countryCodeField.parse('+86')).toBe('86');
    expect(countryCodeField.parse('86')).toBe('86');
    expect(countryCodeField.parse(1)).toBe('1');
    for (const bad of ['', '+', '12345', '4a', '++44']) expect(countryCodeField.safeParse(bad).success).toBe(false);
  });

  it('keeps phone digits only, 4 to 15 of them', () => {
    expect(phoneField.parse(' 7700 900-123 ')).toBe('7700900123');
    expect(phoneField.parse(7700900123)).toBe('7700900123');
    for (const bad of ['', '123', 'abc1234', '1'.repeat(16), '+447700900123']) expect(phoneField.safeParse(bad).success).toBe(false);
  });

  it('lower-cases emails and refuses malformed ones', () => {
    expect(emailField.parse(' Ada@Example.com ')).toBe('ada@example.com');
    for (const bad of ['', 'ada', 'ada@', 'ada@example', 'a b@example.com']) expect(emailField.safeParse(bad).success).toBe(false);
  });

  it('limits the nickname and only takes safe avatar URLs', () => {
    expect(userEdit.safeParse({ nickname: 'x'.repeat(255) }).success).toBe(true);
    expect(userEdit.safeParse({ nickname: 'x'.repeat(256) }).success).toBe(false);
    for (const avatar of ['', '/crmebimage/user/20260101/a.png', 'crmebimage/a.png', 'https://cdn.example.com/a.png']) {
      expect(userEdit.safeParse({ nickname: 'A', avatar }).success, avatar).toBe(true);
    }
    for (const avatar of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '/crmebimage/../x', '//evil.example/a.png', 'https://x/"onerror=1']) {
      expect(userEdit.safeParse({ nickname: 'A', avatar }).success, avatar).toBe(false);
    }
  });
});

describe('maskPhone', () => {
  it('hides the middle digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('7700900123')).toBe('770****0123');
    expect(maskPhone('12345')).toBe('****2345');
  });
});
