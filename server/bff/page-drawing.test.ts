import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { madeOf } from './made-of';
import { MAX_DRAWINGS_IN_LINE, PageDrawing } from './page-drawing';

/**
 * A static directory with a drawing module beside it (`../web-ssr/entry-server.js`), as the build
 * lays them out; `source` is the module's text. Its calls are counted on globalThis.
 */
function withModule(source: string): string {
  const base = mkdtempSync(join(tmpdir(), 'drawing-'));
  mkdirSync(join(base, 'web'));
  mkdirSync(join(base, 'web-ssr'));
  writeFileSync(join(base, 'web-ssr', 'entry-server.js'), source);
  return join(base, 'web');
}

const COUNTING = `
globalThis.__draws = globalThis.__draws ?? 0;
export async function drawPage({ url, lang, firstScreen }) {
  globalThis.__draws++;
  await new Promise((r) => setTimeout(r, 5));
  if (url.includes('fail')) throw new Error('broken page');
  if (url.includes('redirect')) return null;
  return { html: '<p>' + lang + ' ' + url + ' ' + firstScreen + '</p>' };
}`;

const draws = () => (globalThis as { __draws?: number }).__draws ?? 0;

describe('PageDrawing', () => {
  it('draws with the module beside the static directory', async () => {
    const d = new PageDrawing(withModule(COUNTING));
    expect(await d.draw('/fr', 'fr', '{"q":1}', 'v1')).toEqual({ html: '<p>fr /fr {"q":1}</p>' });
    expect(await d.draw('/redirect', 'en', '{}', 'v1')).toBeNull();
  });

  it('reuses a drawing for the same address, language and answers, and shares one being drawn', async () => {
    const d = new PageDrawing(withModule(COUNTING));
    const before = draws();
    const [a, b] = await Promise.all([d.draw('/', 'en', '{}', 'v1'), d.draw('/', 'en', '{}', 'v1')]);
    expect(a).toEqual(b);
    expect(draws() - before).toBe(1);
    await d.draw('/', 'en', '{}', 'v1');
    expect(draws() - before).toBe(1);
    // Fresher answers, another language or another address: drawn again.
    await d.draw('/', 'en', '{}', 'v2');
    await d.draw('/', 'de', '{}', 'v2');
    await d.draw('/?page=2', 'en', '{}', 'v2');
    expect(draws() - before).toBe(4);
  });

  it('does not keep a failed drawing', async () => {
    const d = new PageDrawing(withModule(COUNTING));
    const before = draws();
    await expect(d.draw('/fail', 'en', '{}', 'v1')).rejects.toThrow('broken page');
    await expect(d.draw('/fail', 'en', '{}', 'v1')).rejects.toThrow('broken page');
    expect(draws() - before).toBe(2);
  });

  it('refuses what is not a drawing', async () => {
    const d = new PageDrawing(withModule('export async function drawPage() { return { html: 42 }; }'));
    await expect(d.draw('/', 'en', '{}', 'v1')).rejects.toThrow();
  });

  it('draws nothing without the module, or with a broken one', async () => {
    const none = new PageDrawing(mkdtempSync(join(tmpdir(), 'no-drawing-')));
    expect(await none.draw('/', 'en', '{}', 'v1')).toBeNull();
    const broken = new PageDrawing(withModule('this is not javascript ('));
    expect(await broken.draw('/', 'en', '{}', 'v1')).toBeNull();
    const wrong = new PageDrawing(withModule('export const somethingElse = 1;'));
    expect(await wrong.draw('/', 'en', '{}', 'v1')).toBeNull();
  });

  it('sends pages out undrawn rather than queue more drawings than it allows', async () => {
    const d = new PageDrawing(withModule(COUNTING));
    const burst = Array.from({ length: MAX_DRAWINGS_IN_LINE + 3 }, (_, i) => d.draw(`/?page=${i}`, 'en', '{}', 'v1'));
    const drawn = await Promise.all(burst);
    expect(drawn.filter((x) => x !== null)).toHaveLength(MAX_DRAWINGS_IN_LINE);
    expect(drawn.slice(MAX_DRAWINGS_IN_LINE).every((x) => x === null)).toBe(true);
    // Once the line is short again, pages are drawn again; one being drawn is shared, not counted twice.
    const again = await Promise.all([d.draw('/?page=99', 'en', '{}', 'v1'), d.draw('/?page=99', 'en', '{}', 'v1')]);
    expect(again.every((x) => x !== null)).toBe(true);
  });

  it('marks a page left undrawn or whose drawing failed as one not to keep (made-of.ts)', async () => {
    const d = new PageDrawing(withModule(COUNTING));
    const drawnPage = await madeOf(() => d.draw('/?kept=1', 'en', '{}', 'v1'));
    expect(drawnPage.whole).toBe(true);
    const failed = await madeOf(() => d.draw('/fail', 'en', '{}', 'v1').catch(() => null));
    expect(failed.whole).toBe(false);
    const pages = await Promise.all(Array.from({ length: MAX_DRAWINGS_IN_LINE + 1 }, (_, i) => madeOf(() => d.draw(`/?line=${i}`, 'en', '{}', 'v1'))));
    expect(pages.map((p) => p.whole)).toEqual([...Array<boolean>(MAX_DRAWINGS_IN_LINE).fill(true), false]);
  });
});

