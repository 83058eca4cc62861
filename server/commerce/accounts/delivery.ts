import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { CommerceContext } from '../context.js';
import { BusinessError } from '../http/envelope.js';
import { now } from '../db/time.js';

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  to: string;
  channel: Channel;
  subject: string;
  text: string;
  /** Kept apart from `text` so the dev outbox can show it; never logged. */
  code: string;
  purpose: string;
}

export interface OutboxMessage extends OutgoingMessage {
  id: string;
  createdAt: string;
}

export const NOT_CONFIGURED = 'Message delivery is not configured';

export function outboxDir(ctx: Pick<CommerceContext, 'dataDir'>): string {
  return join(ctx.dataDir, 'outbox');
}

// One SMTP connection pool per configured URL, created on first use.
const transports = new Map<string, Transporter>();
function smtp(url: string): Transporter {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport(url);
    transports.set(url, t);
  }
  return t;
}

type Route = 'smtp' | 'outbox';

/** Where a message on this channel would go, or null when nothing can carry it. */
export function deliveryRoute(ctx: Pick<CommerceContext, 'config'>, channel: Channel): Route | null {
  if (channel === 'email' && ctx.config.SMTP_URL) return 'smtp';
  if (ctx.config.OUTBOX_ENABLED) return 'outbox';
  return null;
}

/** Throws the contract's code-500 message up front, before a code is created for nothing. */
export function assertDeliverable(ctx: Pick<CommerceContext, 'config'>, channel: Channel): void {
  if (!deliveryRoute(ctx, channel)) throw new BusinessError(NOT_CONFIGURED);
}

async function writeOutbox(ctx: CommerceContext, msg: OutgoingMessage): Promise<OutboxMessage> {
  const id = `${Date.now()}-${randomBytes(6).toString('hex')}`;
  const record: OutboxMessage = { id, ...msg, createdAt: now() };
  const dir = outboxDir(ctx);
  await mkdir(dir, { recursive: true });
  // Written aside and renamed, so a reader never sees half a message.
  await writeFile(join(dir, `${id}.json.tmp`), JSON.stringify(record, null, 2), { encoding: 'utf8', mode: 0o600 });
  await rename(join(dir, `${id}.json.tmp`), join(dir, `${id}.json`));
  return record;
}

/** Sends a message by SMTP, or into the dev outbox; the log line never carries the code, the text or the address. */
export async function deliver(ctx: CommerceContext, msg: OutgoingMessage): Promise<void> {
  const route = deliveryRoute(ctx, msg.channel);
  if (!route) throw new BusinessError(NOT_CONFIGURED);
  if (route === 'outbox') {
    const rec = await writeOutbox(ctx, msg);
    ctx.log.info({ outboxId: rec.id, channel: msg.channel, purpose: msg.purpose }, 'message written to the dev outbox');
    return;
  }
  try {
    await smtp(ctx.config.SMTP_URL!).sendMail({ from: ctx.config.MAIL_FROM, to: msg.to, subject: msg.subject, text: msg.text });
    ctx.log.info({ channel: msg.channel, purpose: msg.purpose }, 'message sent by SMTP');
  } catch (err) {
    // The transport's error text can echo the envelope; keep only its class and code.
    const e = err as { name?: string; code?: string };
    ctx.log.error({ errName: e.name, errCode: e.code, purpose: msg.purpose }, 'SMTP delivery failed');
    throw new BusinessError('Could not send the message, please try again later');
  }
}
