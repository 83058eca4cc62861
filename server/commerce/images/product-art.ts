import { ICONS, type IconKey } from './icons.js';

/**
 * Studio-style product pictures drawn at seed time: a wall and a table top, a soft contact shadow, and the
 * product's silhouette shaded in its own colour. No words are drawn into them: the name is live text on the
 * page. Three views per product (front, angle, detail) so the gallery shows the goods from more than one side,
 * and one front view per colour, so choosing a colour shows that colour.
 */
export type ProductView = 'front' | 'angle' | 'detail';

/** The colours a spec can name, as the goods would look in them. */
export const COLOR_HEX: Record<string, string> = {
  'Midnight Black': '#23262e',
  Silver: '#b9c0ca',
  'Ocean Blue': '#2f6db5',
  'Rose Gold': '#d39a8c',
  Black: '#2a2a2e',
  Ivory: '#ece3cc',
  Navy: '#23365e',
  Sage: '#8fa57b',
  Oat: '#d2bf98',
  Charcoal: '#4a4d52',
  Terracotta: '#c4673f',
  Natural: '#c29f6e',
  Rosewood: '#9e4a52',
  Coral: '#f0715f',
  Berry: '#8e2d5a',
  Nude: '#d3a486',
  Forest: '#2f5d3a',
  Slate: '#5b6b7a',
  Sunrise: '#f29d38',
  Red: '#d64545',
  Blue: '#3b7ddd',
  Yellow: '#f2c230',
  White: '#f2f2ef',
};

/** Materials of goods that come in one look, per family; a product takes one by its hash. */
const MATERIALS: Record<string, string[]> = {
  electronics: ['#2b2f36', '#8d96a3', '#3a5f8f', '#5a6270'],
  fashion: ['#3d4b6b', '#b8876b', '#6b7f5e', '#8c2f3f'],
  home: ['#8d6e4a', '#5f6b5c', '#b5754c', '#7f8a96'],
  beauty: ['#c9837f', '#e0b9a6', '#9c6b9e', '#d8a25b'],
  sports: ['#1f8a57', '#2b2f36', '#e4572e', '#3b6fb6'],
  food: ['#7a4a2a', '#b5651d', '#c9a15a', '#5e7d3a', '#a83f3f'],
  books: ['#8e3b46', '#2f5d7c', '#c28f2c', '#3f6b4f', '#6a4c93'],
  kids: ['#e4572e', '#3b7ddd', '#f2c230', '#4caf7a'],
};

/** Studio walls (top, bottom) and the table top in front of them. */
const SETS: [string, string, string][] = [
  ['#f4efe8', '#e6ddd0', '#d8ccbb'],
  ['#eef1f4', '#dde3ea', '#c9d1db'],
  ['#eef2ea', '#dce5d6', '#c7d3bf'],
  ['#f7ecec', '#ecd9d8', '#dcc3c1'],
  ['#eaf0f7', '#d6e2ef', '#bfd0e2'],
  ['#f3eee3', '#e5dcc6', '#d3c6a8'],
  ['#f1edf6', '#e1d8ec', '#cdc0de'],
];

export function hashOf(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The product's colour for a spec value, or its family material when the goods come in one look. */
export function artColor(family: string, slug: string, color?: string): string {
  if (color && COLOR_HEX[color]) return COLOR_HEX[color];
  const list = MATERIALS[family] ?? MATERIALS.electronics!;
  return list[hashOf(slug) % list.length]!;
}

function mix(hex: string, to: number, t: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (shift: number) => Math.round(((n >> shift) & 255) * (1 - t) + to * t);
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
}

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** The silhouette at (x, y) with edge length `size`: body in the colour's shading, then a glossy sheen. */
function object(x: number, y: number, size: number, extra = ''): string {
  return `<g transform="translate(${r1(x)} ${r1(y)})${extra} scale(${r1(size / 64 * 100) / 100})"><use href="#o" fill="url(#b)"/><use href="#o" fill="url(#s)"/></g>`;
}

export function productArtSvg(opts: { icon: IconKey; color: string; view: ProductView; seed: number }): string {
  const { color, view, seed } = opts;
  // Light goods (ivory, silver) stand in front of a deeper wall so their edges read.
  const set = SETS[seed % SETS.length]!;
  const light = luminance(color) > 0.78;
  const [top, bottom, table] = light ? set.map((c) => mix(c, 60, 0.12)) as [string, string, string] : set;
  const dark = mix(color, 0, 0.35);
  const horizon = view === 'detail' ? 400 : 272 + (seed % 3) * 8;
  const tilt = ((seed >> 3) % 9) - 4;
  const props: string[] = [];
  let body = '';
  if (view === 'front') {
    const size = 256;
    const x = (400 - size) / 2;
    // Silhouettes end about 6/64 above their box's foot: set that foot just below the table edge.
    const y = horizon - size * 0.9 + 4;
    // Every other product stands on a low plinth or in front of an arch, as a studio would set it.
    if (seed % 3 === 0) props.push(`<rect x="110" y="${horizon - 6}" width="180" height="44" rx="6" fill="${mix(table, 255, 0.35)}"/><rect x="110" y="${horizon + 30}" width="180" height="8" fill="${mix(table, 0, 0.1)}"/>`);
    else if (seed % 3 === 1) props.push(`<path d="M95 ${horizon}V140a105 105 0 0 1 210 0V${horizon}z" fill="${mix(top, 255, 0.45)}"/>`);
    body = `<ellipse cx="200" cy="${horizon + 10}" rx="110" ry="16" fill="url(#h)"/>${object(x, y - (seed % 3 === 0 ? 6 : 0), size, ` rotate(${tilt} 32 32)`)}`;
  } else if (view === 'angle') {
    // A three-quarter view: the goods turned and leaning, a second one behind showing the other side.
    const back = `<g opacity=".8">${object(212, horizon - 136, 150, ' rotate(10 32 32)')}</g>`;
    body = `<ellipse cx="250" cy="${horizon + 4}" rx="80" ry="10" fill="url(#h)"/><ellipse cx="160" cy="${horizon + 12}" rx="108" ry="15" fill="url(#h)"/>${back}${object(48, horizon - 204, 224, ` skewY(-8) rotate(${-12 + tilt} 32 32)`)}`;
  } else {
    // A close-up: the goods fill the frame, seen from a corner, with a soft light falling across.
    const size = 560;
    const cx = seed % 2 === 0 ? -150 : -20;
    const cy = (seed >> 2) % 2 === 0 ? -140 : -30;
    props.push(`<circle cx="${seed % 2 === 0 ? 330 : 70}" cy="70" r="120" fill="#fff" fill-opacity=".35"/>`);
    body = object(cx, cy, size, ` rotate(${tilt * 2} 32 32)`);
  }
  const defs =
    `<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(color, 255, 0.28)}"/><stop offset=".55" stop-color="${color}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<linearGradient id="s" x1="0" y1="0" x2=".8" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset=".4" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<radialGradient id="h"><stop offset="0" stop-opacity=".32"/><stop offset="1" stop-opacity="0"/></radialGradient>` +
    `<g id="o" color="${dark}">${ICONS[opts.icon]}</g>`;
  const tableTop = view === 'detail' ? '' : `<rect y="${horizon}" width="400" height="${400 - horizon}" fill="${table}"/><rect y="${horizon}" width="400" height="3" fill="#fff" fill-opacity=".5"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><defs>${defs}</defs><rect width="400" height="400" fill="url(#w)"/>${tableTop}${props.join('')}${body}</svg>`;
}
