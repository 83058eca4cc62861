import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { IncomingMessage } from 'node:http';

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

const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Accepts a sane incoming x-request-id (from the load balancer) or makes a new one. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  if (typeof incoming === 'string' && SANE_ID.test(incoming)) return incoming;
  return randomUUID();
}
