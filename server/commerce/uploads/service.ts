import { randomBytes } from 'node:crypto';
import { mkdir, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { extname, join, resolve, sep } from 'node:path';
import type { CommerceContext } from '../context.js';
import { BusinessError, ValidationError } from '../http/envelope.js';
import { addSeconds, now } from '../db/time.js';
import { UPLOAD_MAX_BYTES } from '../../../shared/constants.js';
import { SERVED_TYPES, checkPictureShape, sniffImage } from './images.js';

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
  await checkPictureShape(input.data);
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

/** Refuses an upload once the account's files reach UPLOAD_QUOTA_MB. */
export async function assertQuota(ctx: CommerceContext, uid: number): Promise<void> {
  const row = await ctx.db.selectFrom('uploads').select((eb) => eb.fn.sum<number>('fileSize').as('bytes')).where('uid', '=', uid).executeTakeFirst();
  const used = Number(row?.bytes ?? 0);
  if (used >= ctx.config.UPLOAD_QUOTA_MB * 1024 * 1024) {
    throw new BusinessError(`Your upload space is full (${ctx.config.UPLOAD_QUOTA_MB} MB); remove pictures you no longer use or contact support`, 400);
  }
}

/** Where an uploaded picture can be referenced; a file none of these mention is an orphan. */
const REFERENCES: [string, string][] = [
  ['products', 'image'],
  ['products', 'slider_image'],
  ['products', 'content'],
  ['users', 'avatar'],
  ['merchant_applications', 'qualification_picture'],
  ['merchants', 'qualification_picture'],
  ['merchants', 'avatar'],
  ['product_replies', 'pics'],
  ['refunds', 'refund_reason_wap_img'],
];

/**
 * Removes uploads nobody references once they are older than the grace period (a shopper may pick
 * pictures and submit the form a while later). A bounded batch per run; returns how many went.
 */
export async function removeOrphanUploads(ctx: CommerceContext, at: Date = new Date(), batch = 100): Promise<number> {
  const cutoff = addSeconds(at, -ctx.config.UPLOAD_ORPHAN_GRACE_H * 3600);
  const candidates = await ctx.db.selectFrom('uploads').select(['id', 'path']).where('createdAt', '<=', cutoff).orderBy('id').limit(batch).execute();
  let removed = 0;
  for (const u of candidates) {
    let used = false;
    for (const [table, column] of REFERENCES) {
      const hit = await sql<{ one: number }>`select 1 as one from ${sql.table(table)} where ${sql.ref(column)} like ${`%${u.path}%`} limit 1`.execute(ctx.db.withoutPlugins());
      if (hit.rows.length > 0) {
        used = true;
        break;
      }
    }
    if (used) continue;
    await rm(join(uploadsRoot(ctx), ...u.path.split('/')), { force: true });
    await ctx.db.deleteFrom('uploads').where('id', '=', u.id).execute();
    removed += 1;
  }
  return removed;
}
