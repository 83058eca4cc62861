import { Writable } from 'node:stream';
import { openDb } from '../../server/commerce/db/connection.js';
import { migrateToLatest } from '../../server/commerce/db/migrate.js';
import { buildCommerceApp } from '../../server/commerce/app.js';
import { addSeconds } from '../../server/commerce/db/time.js';
import type { OutboxMessage } from '../../server/commerce/accounts/delivery.js';
import { adminCaller, TEST_ADMIN_TOKEN, testCommerceConfig, type AdminCall, type TestCommerce } from './commerce.js';
import { createTestDb } from './testDb.js';
import { listenOnLoopback } from './ports.js';

/** Dev-outbox messages for a recipient, newest first, read through the admin API. */
export async function outboxFor(c: Pick<TestCommerce, 'admin'>, to: string): Promise<OutboxMessage[]> {
  const res = await c.admin<OutboxMessage[]>('GET', `/api/admin/outbox?to=${encodeURIComponent(to)}`);
  if (res.code !== 200) throw new Error(`outbox: ${res.code} ${res.message}`);
  return res.data;
}

export async function latestCode(c: Pick<TestCommerce, 'admin'>, to: string, purpose?: string): Promise<string> {
  const m = (await outboxFor(c, to)).find((x) => !purpose || x.purpose === purpose);
  if (!m) throw new Error(`No message in the outbox for ${to}`);
  return m.code;
}

/** Moves a code's clock back, as if `seconds` had passed since it was sent. */
export async function ageCode(c: Pick<TestCommerce, 'db'>, purpose: string, target: string, seconds: number): Promise<void> {
  const rows = await c.db.selectFrom('verificationCodes').select(['id', 'sentAt', 'expiresAt']).where('purpose', '=', purpose).where('target', '=', target).execute();
  if (rows.length === 0) throw new Error(`No code row for ${purpose} ${target}`);
  for (const r of rows) {
    await c.db
      .updateTable('verificationCodes')
      .set({ sentAt: addSeconds(r.sentAt, -seconds), expiresAt: addSeconds(r.expiresAt, -seconds) })
      .where('id', '=', r.id)
      .execute();
  }
}

/** A 6-digit code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** Posts a form (urlencoded, or multipart FormData as the PC sends it). */
export async function postForm(
  baseUrl: string,
  path: string,
  fields: Record<string, string>,
  opts: { multipart?: boolean; token?: string } = {},
): Promise<{ code: number; message: string; data: unknown }> {
  const headers: Record<string, string> = {};
  if (opts.token) headers['authori-zation'] = opts.token;
  let body: FormData | string;
  if (opts.multipart) {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) fd.append(k, v);
    body = fd;
  } else {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(fields).toString();
  }
  const res = await fetch(new URL(path, baseUrl), { method: 'POST', headers, body });
  return (await res.json()) as { code: number; message: string; data: unknown };
}

/**
 * A commerce app whose every log line (trace level, request logging on) is captured, to prove that
 * codes, passwords and tokens never reach the log.
 */
export async function startLoggedCommerce(env: Record<string, string> = {}): Promise<{
  url: string;
  lines: string[];
  db: ReturnType<typeof openDb>['db'];
  admin: AdminCall;
  close(): Promise<void>;
}> {
  const tdb = await createTestDb();
  const config = testCommerceConfig(tdb, { LOG_LEVEL: 'trace', ...env });
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const handle = openDb({ databaseUrl: config.DATABASE_URL, dataDir: tdb.dataDir });
  await migrateToLatest(handle.db);
  const app = await buildCommerceApp({ db: handle.db, kind: handle.kind, config, dataDir: tdb.dataDir }, { logger: { level: 'trace', stream } });
  const url = await listenOnLoopback(app);
  return {
    url,
    lines,
    db: handle.db,
    admin: adminCaller(url, TEST_ADMIN_TOKEN),
    async close() {
      await app.close();
      await handle.close();
      await tdb.drop();
    },
  };
}

export interface CapturedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * The smallest SMTP server nodemailer will talk to (no TLS, no auth), on an ephemeral loopback port,
 * to prove that codes go out by SMTP when SMTP_URL is set.
 */
export async function startFakeSmtp(): Promise<{ url: string; mails: CapturedMail[]; close(): Promise<void> }> {
  const { createServer } = await import('node:net');
  const mails: CapturedMail[] = [];
  const server = createServer((sock) => {
    let buffer = '';
    let inData = false;
    let current: CapturedMail = { from: '', to: [], data: '' };
    sock.write('220 fake-smtp ready\r\n');
    sock.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push(current);
          current = { from: '', to: [], data: '' };
          sock.write('250 OK queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl === -1) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') sock.write('250-fake-smtp\r\n250 8BITMIME\r\n');
        else if (cmd === 'MAIL') {
          current.from = line;
          sock.write('250 OK\r\n');
        } else if (cmd === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? line);
          sock.write('250 OK\r\n');
        } else if (cmd === 'DATA') {
          inData = true;
          sock.write('354 go ahead\r\n');
        } else if (cmd === 'QUIT') {
          sock.end('221 bye\r\n');
          return;
        } else sock.write('250 OK\r\n');
      }
    });
    sock.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // nodemailer keeps no pool by default, but don't wait on a straggler socket.
        setTimeout(resolve, 500).unref();
      }),
  };
}
