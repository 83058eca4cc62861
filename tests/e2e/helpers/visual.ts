import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Locator } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
export const BASELINE_DIR = join(here, '..', 'visual', 'baseline');
export const DIFF_DIR = join(here, '..', 'visual', 'out');

/**
 * Share of pixels that may differ from the stored picture. Anti-aliasing and sub-pixel font
 * rendering move a few edge pixels between runs; a layout regression (text over a picture, a
 * badge over the stars, a shifted block) moves far more.
 */
export const MAX_DIFF_RATIO = 0.015;

export interface VisualResult {
  ratio: number;
  size: string;
  diffPath?: string;
}

/**
 * Compares a screenshot of `target` with the stored baseline `name`.png. With
 * UPDATE_VISUAL_BASELINE=1 the baseline is (re)written instead; a missing baseline is an error, so
 * the check can never pass by having nothing to compare.
 */
export async function compareWithBaseline(target: Locator, name: string): Promise<VisualResult> {
  // The pinned header and floating buttons follow the scroll and would cover the element's top.
  const actual = await target.screenshot({ animations: 'disabled', caret: 'hide', style: '[data-pinned], [data-floating] { visibility: hidden !important; }' });
  const basePath = join(BASELINE_DIR, `${name}.png`);
  if (process.env.UPDATE_VISUAL_BASELINE === '1') {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(basePath, actual);
    return { ratio: 0, size: 'written' };
  }
  if (!existsSync(basePath)) throw new Error(`No baseline ${basePath}: run the journeys once with UPDATE_VISUAL_BASELINE=1 and review the picture`);
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(readFileSync(basePath));
  const size = `${a.width}×${a.height} vs baseline ${b.width}×${b.height}`;
  // A different size is a layout change by itself; compare the common area and count the rest as different.
  const w = Math.min(a.width, b.width);
  const h = Math.min(a.height, b.height);
  const crop = (img: PNG): Buffer => {
    const out = Buffer.alloc(w * h * 4);
    for (let y = 0; y < h; y++) img.data.copy(out, y * w * 4, y * img.width * 4, y * img.width * 4 + w * 4);
    return out;
  };
  const diff = new PNG({ width: w, height: h });
  const changed = pixelmatch(crop(a), crop(b), diff.data, w, h, { threshold: 0.15 });
  const total = Math.max(a.width * a.height, b.width * b.height);
  const ratio = (changed + (total - w * h)) / total;
  let diffPath: string | undefined;
  if (ratio > MAX_DIFF_RATIO) {
    mkdirSync(DIFF_DIR, { recursive: true });
    diffPath = join(DIFF_DIR, `${name}.diff.png`);
    writeFileSync(diffPath, PNG.sync.write(diff));
    writeFileSync(join(DIFF_DIR, `${name}.actual.png`), actual);
  }
  return { ratio, size, diffPath };
}
