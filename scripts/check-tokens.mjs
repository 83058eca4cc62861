#!/usr/bin/env node
// Every colour of the SPA comes from web/src/styles/tokens.css, so a brand or contrast change is one
// edit there. This check fails, naming file:line, on any colour literal elsewhere: hex, the colour
// functions and the CSS named colours in *.css declarations, and colour strings in *.tsx style objects
// and SVG colour attributes. Plain Node, no dependencies: it runs first in `npm run verify`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// CSS Color Module 4 named colours (transparent, currentColor and the CSS-wide keywords are allowed).
const NAMED = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
    'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray ' +
    'darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue ' +
    'firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew ' +
    'hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue ' +
    'mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred ' +
    'midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
    'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple ' +
    'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
    'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white ' +
    'whitesmoke yellow yellowgreen'
  ).split(' '),
);

const HEX = /#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})(?![0-9a-zA-Z_-])/g;
const FUNC = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)/gi;
const WORD = /[a-zA-Z][a-zA-Z-]*/g;

/** Colour literals in one value (a CSS declaration's value or a string in a component). */
export function coloursIn(value) {
  // Names inside var(--…), url(…) and quoted strings are not colours (a font called "Snow" is not white).
  const plain = value
    .replace(/var\(\s*--[\w-]+/g, 'var(')
    .replace(/url\([^)]*\)/gi, 'url()')
    .replace(/'[^']*'|"[^"]*"/g, "''");
  const found = [];
  for (const m of plain.matchAll(HEX)) found.push(m[0]);
  for (const m of plain.matchAll(FUNC)) found.push(m[0]);
  for (const m of plain.matchAll(WORD)) {
    const before = plain[m.index - 1];
    // Skip parts of longer identifiers (white-space, --color-red) and function names.
    if (before === '-' || before === '.' || plain[m.index + m[0].length] === '(') continue;
    if (NAMED.has(m[0].toLowerCase())) found.push(m[0]);
  }
  return found;
}

/** Colour literals in a stylesheet, with their 1-based line numbers; comments are ignored. */
export function scanCss(text) {
  const findings = [];
  // Blank out comments but keep their newlines, so line numbers stay true.
  const src = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  let buf = '';
  let bufStart = 0;
  const flush = (end) => {
    const colon = buf.indexOf(':');
    if (colon > 0) {
      const prop = buf.slice(0, colon).trim();
      // Custom properties defined outside tokens.css are just as much a hard-coded colour.
      if (/^(--)?[a-zA-Z-]+$/.test(prop)) {
        const valueStart = bufStart + colon + 1;
        const value = buf.slice(colon + 1);
        for (const lit of coloursIn(value)) {
          const at = value.indexOf(lit);
          const line = src.slice(0, valueStart + Math.max(0, at)).split('\n').length;
          findings.push({ line, literal: lit });
        }
      }
    }
    buf = '';
    bufStart = end + 1;
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (ch === '{') {
      buf = '';
      bufStart = i + 1;
    } else if (ch === ';' || ch === '}') {
      flush(i);
    } else {
      if (buf === '' && /\s/.test(ch)) {
        bufStart = i + 1;
        continue;
      }
      buf += ch;
    }
  }
  return findings;
}

// Style-object keys and SVG attributes whose value is a colour.
const TSX_COLOUR =
  /\b(color|colou?r\w*|\w*Colou?r|background|fill|stroke|stopColor|stop-color|border\w*|outline\w*|boxShadow|textShadow|caretColor|accentColor)\s*[:=]\s*\{?\s*(['"`])([^'"`\n]*)\2/g;

/** Colour literals in a component's inline styles and SVG colour attributes. */
export function scanTsx(text) {
  const findings = [];
  for (const m of text.matchAll(TSX_COLOUR)) {
    for (const lit of coloursIn(m[3])) {
      findings.push({ line: text.slice(0, m.index).split('\n').length, literal: lit });
    }
  }
  return findings;
}

function* walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else yield p;
  }
}

/** Every colour literal under `root` (web/src) outside styles/tokens.css, as "file:line: literal". */
export function checkTree(root, base = root) {
  const out = [];
  for (const file of walk(root)) {
    const rel = relative(base, file).split(sep).join('/');
    if (file.endsWith(`${sep}styles${sep}tokens.css`)) continue;
    let findings;
    if (file.endsWith('.css')) findings = scanCss(readFileSync(file, 'utf8'));
    else if (file.endsWith('.tsx') && !file.endsWith('.test.tsx')) findings = scanTsx(readFileSync(file, 'utf8'));
    else continue;
    for (const f of findings) out.push(`${rel}:${f.line}: colour literal ${f.literal} (use a token from web/src/styles/tokens.css)`);
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const repo = fileURLToPath(new URL('..', import.meta.url));
  const problems = checkTree(join(repo, 'web', 'src'), repo);
  if (problems.length > 0) {
    for (const p of problems) console.error(p);
    console.error(`${problems.length} colour literal(s) outside tokens.css`);
    process.exit(1);
  }
}
