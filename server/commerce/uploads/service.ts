import { randomBytes } from 'node:crypto';
import { mkdir, realpath, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { CommerceContext } from '../context.js';
import { ValidationError } from '../http/envelope.js';
import { now } from '../db/time.js';
import { UPLOAD_MAX_BYTES } from '../../../shared/constants.js';
import { SERVED_TYPES, sniffImage } from './images.js';

export interface UploadResult {
  fileName: string;
  extName: string;
  fileSize: number;
  url: string;
  type: string;
}

export const URL_PREFIX = '/crmebimage/';

export function uploadsRoot(ctx: Pick<CommerceContext, 'dataDir'>): string {
  return resolve(ctx.dataDir, 'uploads');
}

function dayFolder(d = new Date()): string {
  return d.toISOString().slice(0, 10).replace(/-/g, '');
}

/** The original name, kept only for display: no path, no control characters, bounded. */
function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'image';
}

/**
 * Stores an uploaded image after checking what it is by its bytes. The stored name is random,
 * with the extension of the detected type, so nothing about the client's name reaches the disk.
 */
export async function storeImage(
  ctx: CommerceContext,
  input: { uid: number; model: string; originalName?: string; data: Buffer },
): Promise<UploadResult> {
  if (input.data.length === 0) throw new ValidationError('The file is empty');
  if (input.data.length > UPLOAD_MAX_BYTES) throw new ValidationError('File too large: at most 5 MB');
  const kind = sniffImage(input.data);
  if (!kind) throw new ValidationError('Only JPG and PNG images can be uploaded');
  const day = dayFolder();
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  const rel = `${input.model}/${day}/${name}`;
  const dir = join(uploadsRoot(ctx), input.model, day);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), input.data, { flag: 'wx' });
  const fileName = displayName(input.originalName);
  await ctx.db
    .insertInto('uploads')
    .values({ uid: input.uid, fileName, extName: kind.ext, fileSize: input.data.length, path: rel, model: input.model, createdAt: now() })
    .execute();
  return { fileName, extName: kind.ext, fileSize: input.data.length, url: `${URL_PREFIX}${rel}`, type: kind.mime };
}

export interface ServedFile {
  path: string;
  size: number;
  mtime: Date;
  contentType: string;
}

const SEGMENT_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * Maps `/crmebimage/<rel>` to a file under DATA_DIR/uploads, or null. Each segment must be a plain
 * name (no "..", no separators, no hidden files), and the resolved real path must still be inside
 * the uploads root, so neither traversal nor a symlink can reach anything else.
 */
export async function resolveServedFile(ctx: CommerceContext, rel: string): Promise<ServedFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return null;
  }
  const segments = decoded.split('/');
  if (segments.length === 0 || segments.length > 8 || !segments.every((s) => SEGMENT_RE.test(s) && !s.includes('..'))) return null;
  const contentType = SERVED_TYPES[extname(decoded).slice(1).toLowerCase()];
  if (!contentType) return null;
  const root = uploadsRoot(ctx);
  try {
    const realRoot = await realpath(root);
    const real = await realpath(join(root, ...segments));
    if (!real.startsWith(realRoot + sep)) return null;
    const st = await stat(real);
    if (!st.isFile()) return null;
    return { path: real, size: st.size, mtime: st.mtime, contentType };
  } catch {
    return null;
  }
}
