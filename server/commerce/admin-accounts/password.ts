import { randomBytes, scrypt as scryptCb } from 'node:crypto';
import { verifyPassword } from '../accounts/password.js';

/**
 * Console passwords are hashed with a higher scrypt cost than shoppers' (a console account reaches a
 * shop's goods, orders and money, and signs in far less often). The hash is the shoppers' self-describing
 * `scrypt$N$r$p$salt$hash` text, so the one verifier reads either cost from the hash itself.
 */
const N = 1 << 15;
const R = 8;
const P = 1;
const KEY_LEN = 32;
const SALT_LEN = 16;

export function hashAdminPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LEN);
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, KEY_LEN, { N, r: R, p: P, maxmem: 256 * N * R + 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$')),
    );
  });
}

export const verifyAdminPassword = verifyPassword;

/** A real hash at the console cost: checking against it when the account does not exist takes the same time. */
let dummy: Promise<string> | null = null;
export function dummyAdminHash(): Promise<string> {
  dummy ??= hashAdminPassword(randomBytes(16).toString('hex'));
  return dummy;
}
