import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
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
  /**
   * The one line per request. Its fields are fixed and safe by construction (request id, method,
   * route template, status, durations), so it skips the redaction pass, which was a tenth of a
   * cached answer's cost. Same destination, same format.
   */
  access: Logger;
}

/** Lines wait for this many bytes, or for the next flush tick, before they are written. */
const LOG_BATCH_BYTES = 4096;
/** The longest a line waits before it reaches the log: support reads it a moment later, never lost. */
export const LOG_FLUSH_MS = 200;

/**
 * The log sink: lines are written in batches instead of one write per line, which was a tenth of a
 * proxied request's cost. A timer writes whatever waits every LOG_FLUSH_MS, so a quiet BFF still logs
 * at once, and pino writes the rest synchronously when the process exits.
 */
export function logDestination(dest: number | string = 1): DestinationStream {
  const stream = pino.destination({ dest, sync: false, minLength: LOG_BATCH_BYTES });
  const timer = setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Already closed (the process is ending): nothing waits any more.
    }
  }, LOG_FLUSH_MS);
  timer.unref();
  stream.on('close', () => clearInterval(timer));
  return stream;
}

export function createLoggers(level: string, stream?: DestinationStream): Loggers {
  const base: LoggerOptions = { level, base: { svc: 'bff' }, timestamp: pino.stdTimeFunctions.isoTime };
  const dest = stream ?? logDestination();
  return { log: pino({ ...base, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, dest), access: pino(base, dest) };
}

/** The request id is the trace id (see ../trace.ts): from traceparent, a sane x-request-id, or new. */
export function genReqId(req: IncomingMessage): string {
  return requestIdFor(req);
}
