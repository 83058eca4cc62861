import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Public prefix of files under DATA_DIR/uploads (the uploads domain serves it, the BFF proxies it). */
export const IMAGE_PREFIX = '/crmebimage/';

/** Writes an image under DATA_DIR/uploads/<rel> and returns its root-relative URL. */
export function writeImage(dataDir: string, rel: string, content: string): string {
  const file = join(dataDir, 'uploads', rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return `${IMAGE_PREFIX}${rel}`;
}
