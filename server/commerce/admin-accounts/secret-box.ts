import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { CommerceContext } from '../context.js';

/**
 * Authenticator secrets are stored sealed (AES-256-GCM under a key derived from the server secret), so a
 * copy of the database alone cannot produce an account's codes. Sealed with the current secret; opened
 * with any of SESSION_SECRETS, so rotating the server secret keeps enrolled accounts working.
 */
const INFO = 'console-totp-secret';

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'storefront', INFO, 32));
}

export function sealSecret(ctx: Pick<CommerceContext, 'config'>, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(ctx.config.SESSION_SECRETS[0]!), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The plain secret, or null when no current or earlier server secret opens it. */
export function openSecret(ctx: Pick<CommerceContext, 'config'>, sealed: string): string | null {
  const [v, iv, body, tag] = sealed.split('.');
  if (v !== 'v1' || !iv || !body || !tag) return null;
  for (const secret of ctx.config.SESSION_SECRETS) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      // Not this secret: try the earlier ones.
    }
  }
  return null;
}
