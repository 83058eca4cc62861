import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('hashes with a fresh salt in a self-describing scrypt format', async () => {
    const a = await hashPassword('Secret#123');
    const b = await hashPassword('Secret#123');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const h = await hashPassword('Secret#123');
    expect(await verifyPassword('Secret#123', h)).toBe(true);
    expect(await verifyPassword('Secret#124', h)).toBe(false);
    expect(await verifyPassword('', h)).toBe(false);
  });

  it('reads the cost parameters from the stored hash', async () => {
    const h = await hashPassword('Secret#123');
    const weaker = h.replace('scrypt$16384$', 'scrypt$1024$');
    // Same salt and key with other parameters is a different hash, so it must not verify.
    expect(await verifyPassword('Secret#123', weaker)).toBe(false);
  });

  it('answers false for malformed or absent hashes instead of throwing', async () => {
    for (const bad of [null, undefined, '', 'plain', 'scrypt$x$8$1$AAAA$BBBB', 'scrypt$3$8$1$AAAAAAAA$' + 'A'.repeat(44), 'bcrypt$1$2$3$4$5']) {
      expect(await verifyPassword('Secret#123', bad)).toBe(false);
    }
    expect(await verifyPassword('whatever', await dummyPasswordHash())).toBe(false);
  });
});
