import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a page is made of, noted while it is made (page-store.ts): the time the oldest public answer it
 * read was stored, and whether it goes out without a part it normally has (a read that failed, or was
 * still under way when the page's budget ran out; a drawing that did not happen). A kept page is then
 * no fresher than its oldest answer, and a page made without all its parts is sent but never kept, so
 * one slow moment of the upstream is not shown to every visitor after it.
 */
interface Making {
  oldest: number;
  pending: number;
  short: boolean;
}

const making = new AsyncLocalStorage<Making>();

interface MadeOf<T> {
  value: T;
  /** When the oldest data read for it was stored (`now` if it read none). */
  oldest: number;
  /** Made with every part it normally has. */
  whole: boolean;
}

/** Runs `work`, noting what the reads made within it (and everything it awaits) return. */
export async function madeOf<T>(work: () => Promise<T>, now: number = Date.now()): Promise<MadeOf<T>> {
  const m: Making = { oldest: now, pending: 0, short: false };
  const value = await making.run(m, work);
  return { value, oldest: m.oldest, whole: !m.short && m.pending === 0 };
}

/** Notes a read of kept data for the page being made, if one is: its storage time, or its failure. */
export function noteRead<T>(read: Promise<T>, storedAt: (value: T) => number): Promise<T> {
  const m = making.getStore();
  if (!m) return read;
  m.pending++;
  return read.then(
    (value) => {
      m.pending--;
      m.oldest = Math.min(m.oldest, storedAt(value));
      return value;
    },
    (err: unknown) => {
      m.pending--;
      m.short = true;
      throw err;
    },
  );
}

/** Notes that the page being made, if one is, goes out without a part it normally has. */
export function noteShortfall(): void {
  const m = making.getStore();
  if (m) m.short = true;
}
