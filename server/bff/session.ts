import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session is the upstream token sealed with AES-256-GCM in an httpOnly cookie, so the BFF stays
 * stateless. Keys come from SESSION_SECRETS (current first); older keys still open cookies while
 * secrets rotate, and anything that fails authentication is simply no session.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 1;
/** Upper bound on a cookie's life; the upstream token itself slides for 24 h per use. */
export const SESSION_MAX_AGE_S = 30 * 24 * 3600;

const payloadSchema = z.object({ t: z.string().min(1).max(4096), iat: z.number().int() });

function deriveKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), 'storefront-bff-session-v1', 32));
}

export class SessionSealer {
  private readonly keys: Buffer[];

  constructor(
    secrets: string[],
    private readonly aad: string,
    private readonly now: () => number = Date.now,
  ) {
    if (secrets.length === 0) throw new Error('at least one session secret is required');
    this.keys = secrets.map(deriveKey);
  }

  seal(token: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys[0]!, iv);
    cipher.setAAD(Buffer.from(this.aad));
    const plain = Buffer.from(JSON.stringify({ t: token, iat: Math.floor(this.now() / 1000) }));
    const ct = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, ct, cipher.getAuthTag()]).toString('base64url');
  }

  /** The token, or null for a missing, foreign, tampered or expired cookie. */
  open(value: string | undefined): string | null {
    if (!value || value.length > 8192) return null;
    const buf = Buffer.from(value, 'base64url');
    if (buf.length < 1 + IV_BYTES + TAG_BYTES + 1 || buf[0] !== VERSION) return null;
    const iv = buf.subarray(1, 1 + IV_BYTES);
    const tag = buf.subarray(buf.length - TAG_BYTES);
    const ct = buf.subarray(1 + IV_BYTES, buf.length - TAG_BYTES);
    for (const key of this.keys) {
      try {
        const d = createDecipheriv('aes-256-gcm', key, iv);
        d.setAAD(Buffer.from(this.aad));
        d.setAuthTag(tag);
        const plain = Buffer.concat([d.update(ct), d.final()]).toString('utf8');
        const parsed = payloadSchema.safeParse(JSON.parse(plain));
        if (!parsed.success) return null;
        const age = Math.floor(this.now() / 1000) - parsed.data.iat;
        if (age < -60 || age > SESSION_MAX_AGE_S) return null;
        return parsed.data.t;
      } catch {
        // wrong key or tampered: try the next key
      }
    }
    return null;
  }
}

export interface SessionCookie {
  name: string;
  secure: boolean;
}

export function sessionCookie(secure: boolean): SessionCookie {
  // __Host- binds the cookie to this exact origin (Secure, Path=/, no Domain) – only possible over TLS.
  return secure ? { name: '__Host-sid', secure: true } : { name: 'sid', secure: false };
}

export function setSession(reply: FastifyReply, cookie: SessionCookie, sealed: string): void {
  reply.setCookie(cookie.name, sealed, {
    path: '/',
    httpOnly: true,
    secure: cookie.secure,
    sameSite: 'strict',
    maxAge: SESSION_MAX_AGE_S,
  });
}

export function clearSession(reply: FastifyReply, cookie: SessionCookie): void {
  reply.clearCookie(cookie.name, { path: '/', httpOnly: true, secure: cookie.secure, sameSite: 'strict' });
}

/** The session's upstream token, unless the cookie is missing, bad or was logged out. */
export async function readLiveSession(request: FastifyRequest, cookie: SessionCookie, sealer: SessionSealer, revocations: { isRevoked(token: string): Promise<boolean> }): Promise<string | null> {
  const token = sealer.open(request.cookies[cookie.name]);
  if (token === null) return null;
  return (await revocations.isRevoked(token)) ? null : token;
}
