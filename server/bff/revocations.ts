import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Logged-out sessions. The session cookie carries the upstream token, so a copied cookie would work
 * until the upstream forgets the token, which it cannot do while it is down. Logging out therefore
 * records the token's hash here for the cookie's whole lifetime and every request checks it: the
 * cookie stops working at once, whatever the upstream's state. With Redis the record is shared by
 * every BFF replica and survives restarts; without it, it lives in this process (a single instance).
 * Only a hash is kept, never the token.
 */
export class Revocations {
  private readonly local = new Map<string, number>();

  constructor(
    private readonly ttlS: number,
    private readonly redis: Redis | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  private key(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  async revoke(token: string): Promise<void> {
    const k = this.key(token);
    const now = Date.now();
    this.local.set(k, now + this.ttlS * 1000);
    for (const [key, until] of this.local) {
      if (until > now) break;
      this.local.delete(key);
    }
    if (!this.redis) return;
    try {
      await this.redis.set(`sf:revoked:${k}`, '1', 'EX', this.ttlS);
    } catch (err) {
      this.log.error({ detail: err instanceof Error ? err.message : String(err) }, 'could not share a logout with the other replicas (Redis); it holds on this one');
    }
  }

  async isRevoked(token: string): Promise<boolean> {
    const k = this.key(token);
    const until = this.local.get(k);
    if (until !== undefined && until > Date.now()) return true;
    if (!this.redis) return false;
    try {
      return (await this.redis.exists(`sf:revoked:${k}`)) === 1;
    } catch {
      // Redis down: the local record still holds for logouts made here.
      return false;
    }
  }
}
