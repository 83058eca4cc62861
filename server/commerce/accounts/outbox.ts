import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { outboxDir, type OutboxMessage } from './delivery.js';

const outboxRecord = z.object({
  id: z.string(),
  to: z.string(),
  channel: z.enum(['email', 'sms']),
  subject: z.string(),
  text: z.string(),
  code: z.string(),
  purpose: z.string(),
  createdAt: z.string(),
});

const FILE_RE = /^(\d+)-[0-9a-f]+\.json$/;

/** Emails compare case-insensitively; phones by digits, so "+44 7700" finds "+447700". */
function recipientKey(to: string): string {
  const t = to.trim().toLowerCase();
  return t.includes('@') ? t : t.replace(/\D/g, '');
}

/** Dev-outbox messages, newest first, optionally only those to one recipient. */
export async function listOutbox(ctx: CommerceContext, opts: { to?: string; limit: number }): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir(ctx));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  // File names start with the epoch-ms, so name order is time order; the id breaks ties.
  const files = names.filter((n) => FILE_RE.test(n)).sort((a, b) => {
    const d = Number(FILE_RE.exec(b)![1]) - Number(FILE_RE.exec(a)![1]);
    return d !== 0 ? d : b.localeCompare(a);
  });
  const want = opts.to ? recipientKey(opts.to) : null;
  const out: OutboxMessage[] = [];
  for (const name of files) {
    if (out.length >= opts.limit) break;
    let parsed;
    try {
      parsed = outboxRecord.safeParse(JSON.parse(await readFile(join(outboxDir(ctx), name), 'utf8')));
    } catch {
      continue; // a half-written or foreign file is not a message
    }
    if (!parsed.success) continue;
    if (want !== null && recipientKey(parsed.data.to) !== want) continue;
    out.push(parsed.data);
  }
  return out;
}
