import pino, { type Bindings, type ChildLoggerOptions, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { requestIdFor } from '../trace';

/**
 * One JSON line per request (written by the onResponse hook in app.ts), with secrets redacted by
 * path wherever a log call might carry headers or bodies.
 */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers["authori-zation"]',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers["authori-zation"]',
  'headers.authorization',
  'cookie',
  'token',
  'password',
  'captcha',
  'newPassword',
  'passwordAgain',
  '*.token',
  '*.password',
  '*.captcha',
  '*.newPassword',
  '*.passwordAgain',
  '*.cookie',
  '*["set-cookie"]',
  '*["authori-zation"]',
  'body',
  '*.body',
];

export interface Loggers {
  /** Everything else: redacted by path, since a call may carry headers or bodies. */
  log: Logger;
  /** The one line per request (AccessLog below). */
  access: AccessLog;
}

/** The fields of the one line per request support reads. */
export interface AccessFields {
  reqId: string;
  method: string;
  /** The route template (or `not-found`), never the raw URL: no query string reaches the log. */
  route: string;
  status: number;
  durationMs: number;
  upstreamMs: number;
}

const INFO = 30;

/**
 * The one line per request, written straight to the log sink in exactly the shape pino gives every
 * other line (same keys, same order, same time format), so support's queries read both alike. Its
 * fields are fixed and safe by construction (request id, method, route template, status, durations):
 * no redaction pass and no generic serialiser, which were most of a cached answer's cost.
 */
export class AccessLog {
  private readonly enabled: boolean;
  private readonly prefix: string;
  /** Route templates and methods are few: each is quoted for JSON once. */
  private readonly quoted = new Map<string, string>();
  private isoMs = -1;
  private iso = '';

  constructor(
    level: string,
    private readonly out: DestinationStream,
    bindings: Record<string, string>,
  ) {
    this.enabled = (pino.levels.values[level] ?? Number.POSITIVE_INFINITY) <= INFO;
    this.prefix = Object.entries(bindings)
      .map(([k, v]) => `,${JSON.stringify(k)}:${JSON.stringify(v)}`)
      .join('');
  }

  /** The time as pino's isoTime writes it, made once per millisecond. */
  private time(): string {
    const now = Date.now();
    if (now !== this.isoMs) {
      this.isoMs = now;
      this.iso = new Date(now).toISOString();
    }
    return this.iso;
  }

  private quote(text: string): string {
    let q = this.quoted.get(text);
    if (q === undefined) {
      q = JSON.stringify(text);
      if (this.quoted.size < QUOTED_MAX) this.quoted.set(text, q);
    }
    return q;
  }

  write(f: AccessFields): void {
    if (!this.enabled) return;
    this.out.write(
      `{"level":${INFO},"time":"${this.time()}"${this.prefix},"reqId":${JSON.stringify(f.reqId)},"method":${this.quote(f.method)},"route":${this.quote(f.route)},"status":${f.status},"durationMs":${tenths(f.durationMs)},"upstreamMs":${tenths(f.upstreamMs)},"msg":"request"}\n`,
    );
  }
}
const QUOTED_MAX = 1024;

/** Milliseconds to a tenth, always a JSON number. */
function tenths(ms: number): number {
  return Number.isFinite(ms) ? Math.round(ms * 10) / 10 : 0;
}

/** Lines wait for this many bytes, or for the next flush tick, before they are written. */
// 16 KiB is about eighty request lines: one write per eighty answers at full load, and a quarter of a pipe's buffer.
export const LOG_BATCH_BYTES = 16 * 1024;
/** The longest a line waits before it reaches the log: support reads it a moment later, never lost. */
export const LOG_FLUSH_MS = 200;

/**
 * Lines waiting to be written, joined into one write when they reach LOG_BATCH_BYTES. An array and one
 * join, rather than sonic-boom's own buffer, which measures its whole growing string again at every line.
 */
class BatchedLines {
  private lines: string[] = [];
  private size = 0;
  constructor(private readonly out: ReturnType<typeof pino.destination>) {}

  write(line: string): boolean {
    this.lines.push(line);
    this.size += line.length;
    if (this.size >= LOG_BATCH_BYTES) this.flush();
    return true;
  }

  flush(): void {
    if (this.size === 0) return;
    const text = this.lines.join('');
    this.lines = [];
    this.size = 0;
    this.out.write(text);
  }
}

/**
 * The log sink: lines are gathered and written together, in one synchronous write per batch, instead of
 * one write per line (a third of a cached answer’s cost) or a write handed to the thread pool. A timer
 * writes whatever waits every LOG_FLUSH_MS, so a quiet BFF still logs at once, and the rest is written
 * when the process exits. Only a killed process (SIGKILL) can lose its last LOG_FLUSH_MS of lines.
 */
export function logDestination(dest: number | string = 1): DestinationStream {
  const out = pino.destination({ dest, sync: true });
  const batch = new BatchedLines(out);
  const flush = () => {
    try {
      batch.flush();
    } catch {
      // Already closed: nothing waits any more.
    }
  };
  const timer = setInterval(flush, LOG_FLUSH_MS);
  timer.unref();
  process.once('exit', flush);
  out.on('close', () => {
    clearInterval(timer);
    process.off('exit', flush);
  });
  return batch;
}

const BASE_BINDINGS = { svc: 'bff' };

export function createLoggers(level: string, stream?: DestinationStream): Loggers {
  const base: LoggerOptions = { level, base: BASE_BINDINGS, timestamp: pino.stdTimeFunctions.isoTime };
  const dest = stream ?? logDestination();
  return { log: pino({ ...base, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, dest), access: new AccessLog(level, dest, BASE_BINDINGS) };
}

type AnyLogFn = (...args: unknown[]) => void;
type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger, made only when something logs through it. Fastify gives every request a child
 * logger bound to its id; most requests never use it (their one line is the access line), and making
 * the pino child was over a microsecond of every request.
 */
class LazyChildLogger {
  private real: Logger | null = null;
  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get log(): Logger {
    return (this.real ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.real?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.log.level = level;
  }
  // Methods on the prototype, not per-instance closures: the logger is made for every request.
  private write(method: LogMethod, args: unknown[]): void {
    (this.log[method] as AnyLogFn).apply(this.log, args);
  }
  fatal(...args: unknown[]): void { this.write('fatal', args); }
  error(...args: unknown[]): void { this.write('error', args); }
  warn(...args: unknown[]): void { this.write('warn', args); }
  info(...args: unknown[]): void { this.write('info', args); }
  debug(...args: unknown[]): void { this.write('debug', args); }
  trace(...args: unknown[]): void { this.write('trace', args); }
  silent(): void {}
  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.log.child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: the request's logger, made on first use. */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyChildLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger;
}

/** The request id is the trace id (see ../trace.ts): from traceparent, a sane x-request-id, or new. */
export function genReqId(req: IncomingMessage): string {
  return requestIdFor(req);
}
