import { describe, expect, it } from 'vitest';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { call, fixtureStaticDir } from './harness';
import { FIRST_SCREEN_ELEMENT_ID } from '../../../shared/first-screen';

/**
 * The BFF keeps one answer per language (docs/api-extensions.md "Catalogue texts in the shopper's language"):
 * the SPA names the page's language on every read (`languageCode`), so the public cache, its early answers by
 * address and the first screen written into a page never hand one language's catalogue texts to another.
 */

interface Node {
  name: string;
  childList?: Node[] | null;
}
const topNames = (tree: Node[]) => tree.map((n) => n.name);

/** The first screen's category tree, as the page carries it to the SPA; null when the page left it out. */
function treeIn(html: string): string[] | null {
  const m = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  if (!m) return null;
  const state = JSON.parse(m[1]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  const tree = state.queries.find((q) => JSON.stringify(q.queryKey).includes('categor'));
  return tree ? topNames(tree.state.data as Node[]) : null;
}

describe('catalogue texts through the BFF, one answer per language', () => {
  const { bff } = commerceBehindBff({ commerce: { seed: 'always' }, bff: { STATIC_DIR: fixtureStaticDir() } });

  const tree = async (languageCode?: string) => {
    const res = await call(bff.url, `/api/front/product/category${languageCode ? `?languageCode=${languageCode}` : ''}`);
    expect(res.status).toBe(200);
    return { names: topNames(res.json() as Node[]), cache: res.headers['x-cache'] };
  };

  it('answers the category tree of each language from its own cache entry', async () => {
    const en = await tree();
    expect(en.names).toContain('Electronics');
    const th = await tree('th');
    expect(th.names).toContain('อิเล็กทรอนิกส์');
    const fr = await tree('fr');
    expect(fr.names).toContain('Électronique');
    // Repeats are answered from the cache (the early answer by address included), each in its own language.
    for (let i = 0; i < 2; i += 1) {
      const again = await tree('th');
      expect(again.cache).toBe('hit');
      expect(again.names).toEqual(th.names);
      expect((await tree('fr')).names).toEqual(fr.names);
      expect((await tree()).names).toEqual(en.names);
    }
  });

  /** A page's first-screen tree. A busy machine may take longer than a page waits for its data, which the page
   * then leaves to the SPA; the answer is cached meanwhile, so a repeat carries it. */
  const firstScreenTree = async (path: string, headers: Record<string, string> = {}): Promise<string[]> => {
    for (let i = 0; i < 5; i += 1) {
      const tree = treeIn((await call(bff.url, path, { csrf: false, headers })).text);
      if (tree) return tree;
    }
    throw new Error(`${path}: the first screen never held the category tree`);
  };

  it('writes the page language\'s catalogue texts into each page\'s first screen', async () => {
    const th = await firstScreenTree('/th');
    expect(th).toContain('อิเล็กทรอนิกส์');
    const en = await firstScreenTree('/');
    expect(en).toContain('Electronics');
    expect(en).not.toContain('อิเล็กทรอนิกส์');
    const zh = await firstScreenTree('/zh-CN/categories?id=1');
    expect(zh).toContain('电子产品');
    // A plain address follows the language the shopper chose earlier (its cookie), as the SPA does.
    const es = await firstScreenTree('/', { cookie: 'locale=es' });
    expect(es).toContain('Electrónica');
    // The category page's title names the category in the page's language.
    expect((await call(bff.url, '/fr/categories?id=1', { csrf: false })).text).toMatch(/<title>Électronique \|/);
  });
});
