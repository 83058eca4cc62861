import { describe, expect, it } from 'vitest';

describe('zod under our CSP', () => {
  it('never probes for eval: jitless is on before any schema loads', async () => {
    await import('./zodSetup');
    const { config } = await import('zod/mini');
    expect(config().jitless).toBe(true);
  });
});
