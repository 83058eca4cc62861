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

export function createLoggers(level: string, stream?: DestinationStream): Loggers {
  const base: LoggerOptions = { level, base: { svc: 'bff' }, timestamp: pino.stdTimeFunctions.isoTime };
  const dest = stream ?? pino.destination({ dest: 1, sync: false });
  return { log: pino({ ...base, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, dest), access: pino(base, dest) };
}

/** The request id is the trace id (see ../trace.ts): from traceparent, a sane x-request-id, or new. */
export function genReqId(req: IncomingMessage): string {
  return requestIdFor(req);
}
