import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageTitle, SITE_NAME_FALLBACK } from './page-title';

describe('page titles', () => {
  it('name the page, then the site', () => {
    expect(pageTitle('Phones', 'Market')).toBe('Phones | Market');
    expect(pageTitle('Phones', '  ')).toBe('Phones');
  });

  it('fall back to the name index.html carries, so a page reads the same before and after the takeover', () => {
    const html = readFileSync(new URL('../web/index.html', import.meta.url), 'utf8');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(SITE_NAME_FALLBACK);
  });
});
