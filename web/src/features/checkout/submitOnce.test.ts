import { describe, expect, it, vi } from 'vitest';
import { SubmitOnce } from './submitOnce';

describe('submit-once guard', () => {
  it('creates one order however often submit is pressed while it runs', async () => {
    let release!: (no: string) => void;
    const create = vi.fn(() => new Promise<string>((r) => (release = r)));
    const pay = vi.fn(async (no: string) => ({ paid: no }));
    const guard = new SubmitOnce();
    const first = guard.submit(create, pay);
    const second = guard.submit(create, pay);
    const third = guard.submit(create, pay);
    expect(guard.isRunning).toBe(true);
    release('M1');
    expect(await first).toEqual({ paid: 'M1' });
    expect(await second).toBeNull();
    expect(await third).toBeNull();
    expect(create).toHaveBeenCalledTimes(1);
    expect(pay).toHaveBeenCalledTimes(1);
  });

  it('keeps the created order so a retry after a failed payment pays the same order', async () => {
    const create = vi.fn(async () => 'M2');
    const pay = vi.fn().mockRejectedValueOnce(new Error('balance short')).mockResolvedValueOnce('ok');
    const guard = new SubmitOnce();
    await expect(guard.submit(create, pay)).rejects.toThrow('balance short');
    expect(guard.createdOrderNo).toBe('M2');
    expect(guard.isRunning).toBe(false);
    expect(await guard.submit(create, pay)).toBe('ok');
    expect(create).toHaveBeenCalledTimes(1);
    expect(pay.mock.calls).toEqual([['M2'], ['M2']]);
  });

  it('lets a failed creation be retried', async () => {
    const create = vi.fn().mockRejectedValueOnce(new Error('expired')).mockResolvedValueOnce('M3');
    const pay = vi.fn(async () => 'ok');
    const guard = new SubmitOnce();
    await expect(guard.submit(create, pay)).rejects.toThrow('expired');
    expect(guard.createdOrderNo).toBeNull();
    expect(await guard.submit(create, pay)).toBe('ok');
    expect(create).toHaveBeenCalledTimes(2);
  });
});
