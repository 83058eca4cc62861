import { ICONS, type IconKey } from './icons.js';

/** A palette: two gradient stops, an accent for the silhouette, and the text colour. */
export interface Palette {
  from: string;
  to: string;
  accent: string;
  ink: string;
}

/** One palette per top-level category family, so a category page reads as a set. */
export const PALETTES: Record<string, Palette> = {
  electronics: { from: '#e8f0fe', to: '#c6d8fb', accent: '#2f5bd3', ink: '#1b2f66' },
  fashion: { from: '#fdeef3', to: '#f7c9d8', accent: '#c2185b', ink: '#5b0f2f' },
  home: { from: '#f3efe6', to: '#e2d6bf', accent: '#8d6e4a', ink: '#4a3924' },
  beauty: { from: '#f6effc', to: '#dfcdf5', accent: '#7e45c2', ink: '#3d1f63' },
  sports: { from: '#e7f7ef', to: '#bfe8d2', accent: '#1f8a57', ink: '#0f4a2e' },
  food: { from: '#fff4e5', to: '#ffd9a8', accent: '#d9730d', ink: '#6b3703' },
  books: { from: '#eef3f5', to: '#cfdde3', accent: '#37606f', ink: '#1d3640' },
  kids: { from: '#fffbe5', to: '#fff0a6', accent: '#d4a200', ink: '#5e4800' },
  brand: { from: '#fff1ea', to: '#ffd0bb', accent: '#e4572e', ink: '#5c1f0b' },
};

export function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Shortens to `max` characters (by code point, so Thai and Chinese are not cut mid-character). */
export function clip(s: string, max: number): string {
  const chars = Array.from(s.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const latin = words.filter((w) => /^[A-Za-z0-9]/.test(w));
  if (latin.length >= 2) return (latin[0]![0]! + latin[1]![0]!).toUpperCase();
  if (latin.length === 1) return latin[0]!.slice(0, 2).toUpperCase();
  return Array.from(name.trim()).slice(0, 2).join('');
}

const FONT = "font-family=\"Inter,'Helvetica Neue',Arial,'Noto Sans','Noto Sans CJK SC','Noto Sans Thai',sans-serif\"";

function gradient(id: string, p: Palette, angle: 'diag' | 'vertical' = 'diag'): string {
  const dir = angle === 'diag' ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="0" y1="0" x2="0" y2="1"';
  return `<linearGradient id="${id}" ${dir}><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`;
}

function icon(key: IconKey, x: number, y: number, size: number, fill: string, opacity = 1): string {
  const s = size / 64;
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}" color="${fill}" fill-opacity="${opacity}">${ICONS[key]}</g>`;
}

/** Category icon (96×96): the silhouette on a rounded tile. */
export function categoryIconSvg(opts: { icon: IconKey; palette: Palette }): string {
  const p = opts.palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><defs>${gradient('g', p)}</defs><rect width="96" height="96" rx="22" fill="url(#g)"/>${icon(opts.icon, 20, 20, 56, p.accent)}</svg>`;
}

/** Shop logo: a monogram in a circle. */
export function monogramSvg(opts: { name: string; palette: Palette }): string {
  const p = opts.palette;
  const m = escapeXml(initials(opts.name));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160"><defs>${gradient('g', { ...p, from: p.accent, to: p.ink })}</defs><circle cx="80" cy="80" r="80" fill="url(#g)"/><circle cx="80" cy="80" r="66" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/><text x="80" y="97" text-anchor="middle" ${FONT} font-size="52" font-weight="800" fill="#fff" letter-spacing="1">${m}</text></svg>`;
}

/** The picture a new account starts with (A's `h5_avatar`): a neutral head-and-shoulders on the brand colours. */
export function defaultAvatarSvg(opts: { palette: Palette }): string {
  const p = opts.palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160"><defs>${gradient('g', { ...p, from: p.accent, to: p.ink })}</defs><circle cx="80" cy="80" r="80" fill="url(#g)" fill-opacity=".85"/><circle cx="80" cy="62" r="28" fill="#fff" fill-opacity=".92"/><path d="M28 136c6-30 28-44 52-44s46 14 52 44a80 80 0 0 1-104 0Z" fill="#fff" fill-opacity=".92"/></svg>`;
}

/**
 * A wide banner as art only: gradient ground, soft shapes and silhouettes kept inside a safe band (the middle
 * of the height, the right of the width), so a card that crops it to another shape cuts nothing off. No words
 * are drawn into it: a banner's text is live text on the page, which translates and never doubles.
 */
export function bannerSvg(opts: { icons: IconKey[]; palette: Palette; width: number; height: number }): string {
  const { width: w, height: h } = opts;
  const p = opts.palette;
  const size = Math.round(h * 0.5);
  const art = opts.icons
    .slice(0, 3)
    .map((k, i) => {
      const s = i === 0 ? size : Math.round(size * 0.62);
      const x = Math.round(w * 0.72 - s / 2 + (i === 0 ? 0 : i === 1 ? -size * 0.78 : size * 0.78));
      const y = Math.round(h / 2 - s / 2 + (i === 0 ? 0 : size * 0.22));
      return icon(k, x, y, s, p.accent, i === 0 ? 1 : 0.55);
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${gradient('g', p)}</defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${Math.round(w * 0.72)}" cy="${Math.round(h / 2)}" r="${Math.round(h * 0.42)}" fill="#fff" fill-opacity=".45"/><circle cx="${Math.round(w * 0.12)}" cy="${Math.round(h * 1.05)}" r="${Math.round(h * 0.5)}" fill="${p.accent}" fill-opacity=".07"/><circle cx="${Math.round(w * 0.38)}" cy="${Math.round(-h * 0.1)}" r="${Math.round(h * 0.3)}" fill="#fff" fill-opacity=".25"/>${art}</svg>`;
}

/** The site logo: a bag mark and the site name. */
export function wordmarkSvg(opts: { name: string; palette: Palette }): string {
  const p = opts.palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 80" width="360" height="80"><defs>${gradient('g', { ...p, from: p.accent, to: p.ink })}</defs><rect x="4" y="8" width="64" height="64" rx="16" fill="url(#g)"/>${icon('bag', 14, 18, 44, '#fff')}<text x="82" y="52" ${FONT} font-size="30" font-weight="800" fill="${p.ink}">${escapeXml(clip(opts.name, 20))}</text></svg>`;
}

/** A tall poster (login side image): a grid of silhouettes on tiles, art only (the page writes the words). */
export function posterSvg(opts: { icons: IconKey[]; palette: Palette; width: number; height: number }): string {
  const { width: w, height: h, palette: p } = opts;
  const cell = Math.floor(w / 3);
  const top = (h - cell * 2) / 2;
  const tiles = opts.icons
    .slice(0, 6)
    .map((k, i) => {
      const x = (i % 3) * cell + cell * 0.2;
      const y = top + Math.floor(i / 3) * cell + cell * 0.2;
      return `<rect x="${x - cell * 0.1}" y="${y - cell * 0.1}" width="${cell * 0.8}" height="${cell * 0.8}" rx="18" fill="#fff" fill-opacity=".55"/>${icon(k, x, y, cell * 0.6, p.accent)}`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${gradient('g', p, 'vertical')}</defs><rect width="${w}" height="${h}" fill="url(#g)"/>${tiles}</svg>`;
}

/** Breaks text into lines of at most `width` characters at spaces (a long word gets its own line). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    if (line && Array.from(`${line} ${word}`).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A paper document (licence, permit): a framed sheet with a title, the holder's lines written out in
 * full (wrapped, never cut), and a small seal in the corner that overlaps no text.
 */
export function certificateSvg(opts: { title: string; lines: string[]; icon: IconKey; palette: Palette; width: number; height: number }): string {
  const { width: w, height: h } = opts;
  const p = opts.palette;
  const pad = Math.round(w * 0.08);
  const titleSize = Math.round(h * 0.085);
  const textSize = Math.round(h * 0.05);
  const seal = Math.round(h * 0.2);
  const perLine = Math.floor((w - pad * 2) / (textSize * 0.56));
  const body = opts.lines.flatMap((l) => wrap(l, perLine)).slice(0, 6);
  const text = body
    .map((l, i) => `<text x="${pad}" y="${Math.round(pad + titleSize * 2.2 + i * textSize * 1.5)}" ${FONT} font-size="${textSize}" fill="${p.ink}">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#fffdf7"/><rect x="${pad / 3}" y="${pad / 3}" width="${w - (pad * 2) / 3}" height="${h - (pad * 2) / 3}" fill="none" stroke="${p.accent}" stroke-width="3"/><rect x="${pad / 2}" y="${pad / 2}" width="${w - pad}" height="${h - pad}" fill="none" stroke="${p.accent}" stroke-opacity=".4" stroke-width="1"/><text x="${pad}" y="${Math.round(pad + titleSize)}" ${FONT} font-size="${titleSize}" font-weight="800" fill="${p.ink}">${escapeXml(opts.title)}</text><line x1="${pad}" y1="${Math.round(pad + titleSize * 1.4)}" x2="${w - pad}" y2="${Math.round(pad + titleSize * 1.4)}" stroke="${p.accent}" stroke-opacity=".5"/>${text}<circle cx="${w - pad - seal / 2}" cy="${h - pad - seal / 2}" r="${seal / 2}" fill="${p.accent}" fill-opacity=".12" stroke="${p.accent}" stroke-width="2"/>${icon(opts.icon, w - pad - seal * 0.8, h - pad - seal * 0.8, seal * 0.6, p.accent)}</svg>`;
}
