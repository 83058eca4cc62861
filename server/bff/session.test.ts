import { describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_S, SessionSealer, sessionCookie } from './session';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

describe('SessionSealer', () => {
  it('round-trips a token and never shows it in the sealed value', () => {
    const s = new SessionSealer([A], '__Host-sid');
    const sealed = s.seal('tok-123456');
    expect(sealed).not.toContain('tok-123456');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('tok-123456');
    expect(s.open(sealed)).toBe('tok-123456');
  });

  it('uses a fresh IV: the same token seals differently each time', () => {
    const s = new SessionSealer([A], 'sid');
    expect(s.seal('t')).not.toBe(s.seal('t'));
  });

  it('opens cookies sealed with a previous key while keys rotate', () => {
    const old = new SessionSealer([A], 'sid').seal('tok');
    const rotated = new SessionSealer([B, A], 'sid');
    expect(rotated.open(old)).toBe('tok');
    expect(new SessionSealer([B], 'sid').open(old)).toBeNull();
    // New cookies are sealed with the current key only.
    expect(new SessionSealer([B], 'sid').open(rotated.seal('new'))).toBe('new');
  });

  it('rejects every single-byte tampering', () => {
    const s = new SessionSealer([A], 'sid');
    const buf = Buffer.from(s.seal('tok'), 'base64url');
    for (let i = 0; i < buf.length; i++) {
      const t = Buffer.from(buf);
      t[i] = t[i]! ^ 0x01;
      expect(s.open(t.toString('base64url'))).toBeNull();
    }
  });

  it('rejects a cookie moved to another cookie name (AAD)', () => {
    const sealed = new SessionSealer([A], 'sid').seal('tok');
    expect(new SessionSealer([A], '__Host-sid').open(sealed)).toBeNull();
  });

  it('rejects garbage, empty and oversized values', () => {
    const s = new SessionSealer([A], 'sid');
    for (const v of [undefined, '', 'x', '!!!', 'a'.repeat(9000)]) expect(s.open(v)).toBeNull();
  });

  it('rejects cookies older than the maximum age', () => {
    let now = Date.now();
    const s = new SessionSealer([A], 'sid', () => now);
    const sealed = s.seal('tok');
    now += (SESSION_MAX_AGE_S - 10) * 1000;
    expect(s.open(sealed)).toBe('tok');
    now += 20_000;
    expect(s.open(sealed)).toBeNull();
  });
});

describe('sessionCookie', () => {
  it('is __Host-sid and Secure by default, plain sid without Secure when COOKIE_SECURE=false', () => {
    expect(sessionCookie(true)).toEqual({ name: '__Host-sid', secure: true });
    expect(sessionCookie(false)).toEqual({ name: 'sid', secure: false });
  });
});
