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

export function createLogger(level: string, stream?: DestinationStream): Logger {
  const opts: LoggerOptions = {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    base: { svc: 'bff' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return stream ? pino(opts, stream) : pino(opts);
}

/** The request id is the trace id (see ../trace.ts): from traceparent, a sane x-request-id, or new. */
export function genReqId(req: IncomingMessage): string {
  return requestIdFor(req);
}
