import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { noteShortfall } from './made-of';

/**
 * The first screen drawn on the server (docs/adr/0009): the SPA's own components, built by Vite
 * into `dist/web-ssr/entry-server.js` beside the static directory, render the page's root markup
 * from the same dehydrated first screen the page carries, so the browser paints the page before any
 * script has run and React then takes the markup over.
 *
 * A drawing depends only on the address, the language and the public answers it was drawn from, so
 * it is kept (a few hundred pages) and shared by every request that asks for the same while it is
 * drawn. Without the module (a build without it, a test's static directory) nothing is drawn and the
 * page is drawn in the browser as before.
 */

const drawnSchema = z.object({ html: z.string() }).nullable();
type Drawn = z.infer<typeof drawnSchema>;

interface DrawModule {
  drawPage(req: { url: string; lang: string; firstScreen: string }): Promise<unknown>;
}

/** Drawings kept: a page in six languages for the busiest addresses. */
const KEPT = 500;

/**
 * Drawings under way or waiting their turn (one runs at a time, 7–25 ms each) at most. Beyond it a
 * page goes out undrawn at once rather than queue: a burst of new addresses (a crawler, or someone
 * inventing query strings) then costs the BFF no more than before drawing existed.
 */
export const MAX_DRAWINGS_IN_LINE = 4;

export class PageDrawing {
  private readonly module: Promise<DrawModule | null>;
  private readonly kept = new Map<string, Promise<Drawn>>();
  private inLine = 0;

  constructor(staticDir: string) {
    const path = join(staticDir, '..', 'web-ssr', 'entry-server.js');
    // Loaded at start (it takes about a tenth of a second), so the first page does not wait for it.
    this.module = existsSync(path)
      ? import(pathToFileURL(path).href).then((m: unknown) => (typeof (m as Partial<DrawModule>).drawPage === 'function' ? (m as DrawModule) : null))
      : Promise.resolve(null);
    // A broken build must not stop the BFF: pages are then drawn in the browser.
    this.module.catch(() => undefined);
  }

  /**
   * The root's markup for `url` in `lang`, drawn from `firstScreen` (the JSON the page carries), or
   * null when there is nothing to draw with, the routes redirect, or too many drawings are in line. `version` names the answers the
   * first screen was made of: a drawing is reused only for the same ones.
   */
  async draw(url: string, lang: string, firstScreen: string, version: string): Promise<Drawn> {
    const mod = await this.module.catch(() => null);
    if (!mod) return null;
    const key = `${lang} ${url} ${version}`;
    const known = this.kept.get(key);
    if (known) {
      // Most recently used last, so the oldest leaves first.
      this.kept.delete(key);
      this.kept.set(key, known);
      return noteFailure(known);
    }
    if (this.inLine >= MAX_DRAWINGS_IN_LINE) {
      // An undrawn page is not one to keep for the visitors after this one (page-store.ts).
      noteShortfall();
      return null;
    }
    this.inLine++;
    const drawing = mod
      .drawPage({ url, lang, firstScreen })
      .then((d) => drawnSchema.parse(d))
      .finally(() => this.inLine--);
    this.kept.set(key, drawing);
    // A failed drawing is not kept: the next request tries again.
    drawing.catch(() => this.kept.delete(key));
    while (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value as string);
    return noteFailure(drawing);
  }
}

/** A drawing that fails leaves its page undrawn: that page is sent, not kept (made-of.ts). */
function noteFailure(drawing: Promise<Drawn>): Promise<Drawn> {
  return drawing.catch((err: unknown) => {
    noteShortfall();
    throw err;
  });
}
