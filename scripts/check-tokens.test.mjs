import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkTree, coloursIn, scanCss, scanTsx } from './check-tokens.mjs';

describe('check-tokens', () => {
  it('finds hex, colour functions and named colours in declarations, with their lines', () => {
    const css = [
      '.a {', // 1
      '  color: #fff;', // 2
      '  background: linear-gradient(90deg, var(--color-primary), rgb(233 51 35 / 0.5));', // 3
      '  border: 1px solid red;', // 4
      '}', // 5
      '@media (min-width: 600px) {', // 6
      '  .b { outline-color: hsl(0 0% 0%); }', // 7
      '}',
    ].join('\n');
    expect(scanCss(css)).toEqual([
      { line: 2, literal: '#fff' },
      { line: 3, literal: 'rgb(233 51 35 / 0.5)' },
      { line: 4, literal: 'red' },
      { line: 7, literal: 'hsl(0 0% 0%)' },
    ]);
  });

  it('passes tokens, allowed keywords, comments, selectors and look-alike words', () => {
    const css = [
      '/* the old #e93323 red is gone */',
      '.srOnly, #main > .white-card:hover {',
      '  color: var(--color-text);',
      '  background: transparent;',
      '  border-color: currentColor;',
      '  fill: inherit;',
      '  white-space: nowrap;',
      "  font-family: 'Snow', system-ui;",
      '  background-image: url(/img/red.png);',
      '  --gap: var(--space-2);',
      '  grid-template-areas: "tan olive";',
      '}',
    ].join('\n');
    expect(scanCss(css)).toEqual([]);
    expect(coloursIn('var(--color-white)')).toEqual([]);
  });

  it('finds colours in inline styles and SVG colour attributes of components, not elsewhere', () => {
    const tsx = [
      'const a = <div style={{ color: "#333", marginTop: 4 }} />;', // 1
      "const b = <path fill='#1877f2' d='M0 0' />;", // 2
      "const c = { colorPrimary: 'rgb(1 2 3)' };", // 3
      'const d = <path fill="var(--color-brand-facebook)" />;', // 4
      "const e = <a href='#top' title='red alert' />;", // 5
      "const f = <div style={{ background: 'white' }} />;", // 6
    ].join('\n');
    expect(scanTsx(tsx)).toEqual([
      { line: 1, literal: '#333' },
      { line: 2, literal: '#1877f2' },
      { line: 3, literal: 'rgb(1 2 3)' },
      { line: 6, literal: 'white' },
    ]);
  });

  it('reports file:line across a tree and exempts only styles/tokens.css', () => {
    const root = mkdtempSync(join(tmpdir(), 'tokens-'));
    try {
      mkdirSync(join(root, 'styles'));
      mkdirSync(join(root, 'features'));
      writeFileSync(join(root, 'styles', 'tokens.css'), ':root { --color-primary: #e93323; }');
      writeFileSync(join(root, 'styles', 'global.css'), 'body { color: var(--color-text); }');
      writeFileSync(join(root, 'features', 'Card.module.css'), '.card {\n  padding: 0;\n  background: #fafafa;\n}');
      writeFileSync(join(root, 'features', 'Card.tsx'), 'export const C = () => <b style={{ color: "black" }} />;');
      expect(checkTree(root)).toEqual([
        'features/Card.module.css:3: colour literal #fafafa (use a token from web/src/styles/tokens.css)',
        'features/Card.tsx:1: colour literal black (use a token from web/src/styles/tokens.css)',
      ]);
      writeFileSync(join(root, 'features', 'Card.module.css'), '.card { background: var(--color-surface); }');
      writeFileSync(join(root, 'features', 'Card.tsx'), 'export const C = () => <b />;');
      expect(checkTree(root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
