import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SerialWriter } from './serialWriter';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('debounced, serialised quantity writes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('collapses changes inside 500 ms into one write of the last value', async () => {
    const write = vi.fn(() => Promise.resolve());
    const idle = vi.fn();
    const w = new SerialWriter<number>(write, 500, idle);
    w.push(2);
    await vi.advanceTimersByTimeAsync(300);
    w.push(3);
    await vi.advanceTimersByTimeAsync(300);
    w.push(4);
    expect(write).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(write.mock.calls).toEqual([[4]]);
    expect(idle).toHaveBeenCalledWith(null);
  });

  it('keeps one write in flight and sends the newest value after it', async () => {
    const pending: ReturnType<typeof deferred>[] = [];
    const write = vi.fn(() => {
      const d = deferred();
      pending.push(d);
      return d.promise;
    });
    const w = new SerialWriter<number>(write, 500);
    w.push(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(write).toHaveBeenCalledTimes(1);
    w.push(5);
    w.push(6);
    await vi.advanceTimersByTimeAsync(2000);
    // The first write has not answered: nothing else goes out.
    expect(write).toHaveBeenCalledTimes(1);
    pending[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(write.mock.calls).toEqual([[2], [6]]);
    pending[1]!.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(write).toHaveBeenCalledTimes(2);
    expect(w.busy).toBe(false);
  });

  it('reports a failed write when it goes idle', async () => {
    const err = new Error('stock');
    const idle = vi.fn();
    const w = new SerialWriter<number>(() => Promise.reject(err), 500, idle);
    w.push(9);
    await vi.advanceTimersByTimeAsync(500);
    expect(idle).toHaveBeenCalledWith(err);
  });
});
