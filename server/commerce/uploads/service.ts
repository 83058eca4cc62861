import { randomBytes } from 'node:crypto';
import { mkdir, realpath, rm, stat, statfs, writeFile } from 'node:fs/promises';
import type { StatsFs } from 'node:fs';
import { sql, type Insertable } from 'kysely';
import { extname, join, resolve, sep } from 'node:path';
import type { CommerceContext } from '../context.js';
import type { UploadsTable } from '../db/schema.js';
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
  input: { uid: number; model: string; originalName?: string; data: Buffer; quotaBytes?: number },
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
  const fileName = displayName(input.originalName);
  const row = { uid: input.uid, fileName, extName: kind.ext, fileSize: input.data.length, path: rel, model: input.model, createdAt: now() };
  // The file's row is written first, inside the quota check's transaction, so parallel uploads of one account
  // cannot all pass the check before any of them counts; a file that then fails to write gives its row back.
  const id = await reserveUpload(ctx, row, input.quotaBytes);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, name), input.data, { flag: 'wx' });
  } catch (err) {
    await ctx.db.deleteFrom('uploads').where('id', '=', id).execute();
    throw err;
  }
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

/**
 * How much a shopper account may store: guests get room for the pictures of their own orders' reviews and
 * refunds (UPLOAD_GUEST_QUOTA_MB), since a guest identity costs nothing to make; accounts get UPLOAD_QUOTA_MB.
 */
export async function uploadQuotaBytes(ctx: CommerceContext, uid: number): Promise<number> {
  const user = await ctx.db.selectFrom('users').select('userType').where('id', '=', uid).executeTakeFirst();
  return (user?.userType === 'tourist' ? ctx.config.UPLOAD_GUEST_QUOTA_MB : ctx.config.UPLOAD_QUOTA_MB) * 1024 * 1024;
}

const spaceFull = (quotaBytes: number) =>
  new BusinessError(`Your upload space is full (${Math.round(quotaBytes / 1024 / 1024)} MB); remove pictures you no longer use or contact support`, 400);

async function usedBytes(db: Pick<CommerceContext, 'db'>['db'], uid: number): Promise<number> {
  const row = await db.selectFrom('uploads').select((eb) => eb.fn.sum<number>('fileSize').as('bytes')).where('uid', '=', uid).executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** Refuses an upload at once, before its body is read, when the account's files already fill its quota. */
export async function assertQuota(ctx: CommerceContext, uid: number, quotaBytes: number): Promise<void> {
  if ((await usedBytes(ctx.db, uid)) >= quotaBytes) throw spaceFull(quotaBytes);
}

/**
 * Writes an upload's row, and with a quota, only if the file fits: the account's row is locked on PostgreSQL
 * (SQLite runs one transaction at a time), so the sum and the insert see every other upload of the account.
 */
async function reserveUpload(ctx: CommerceContext, row: Insertable<UploadsTable>, quotaBytes: number | undefined): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    if (quotaBytes !== undefined) {
      if (ctx.kind === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', row.uid).forUpdate().execute();
      if ((await usedBytes(trx, row.uid)) + row.fileSize > quotaBytes) throw spaceFull(quotaBytes);
    }
    const inserted = await trx.insertInto('uploads').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  });
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

/** Below this share of free disk, files no record uses are kept one hour instead of UPLOAD_ORPHAN_GRACE_H. */
const PRESSURE_FREE_SHARE = 0.1;
const PRESSURE_GRACE_H = 1;

/**
 * How long a file nobody references is kept: the configured grace normally, one hour when the uploads' disk is
 * under pressure (less than a tenth free), so a flood of unused uploads is cleared before the disk fills.
 */
export function orphanGraceHours(config: Pick<CommerceContext['config'], 'UPLOAD_ORPHAN_GRACE_H'>, disk: Pick<StatsFs, 'bavail' | 'blocks'> | null): number {
  const pressed = disk !== null && disk.blocks > 0 && disk.bavail / disk.blocks < PRESSURE_FREE_SHARE;
  return pressed ? Math.min(PRESSURE_GRACE_H, config.UPLOAD_ORPHAN_GRACE_H) : config.UPLOAD_ORPHAN_GRACE_H;
}

/**
 * Removes uploads nobody references once they are older than the grace period (a shopper may pick
 * pictures and submit the form a while later). A bounded batch per run; returns how many went.
 */
export async function removeOrphanUploads(ctx: CommerceContext, at: Date = new Date(), batch = 100): Promise<number> {
  const graceHours = orphanGraceHours(ctx.config, await statfs(uploadsRoot(ctx)).catch(() => null));
  const cutoff = addSeconds(at, -graceHours * 3600);
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
