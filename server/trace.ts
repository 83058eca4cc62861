import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * W3C trace context across the two services. The trace id of an incoming `traceparent` (or a new
 * one) becomes the request id: it is in every log line of both services and in `x-request-id`
 * answers, so support can follow one shopper action from the balancer to the database.
 */
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;
const TRACE_ID = /^[0-9a-f]{32}$/;
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** A valid W3C traceparent's trace id and parent span id; null for anything else. */
export function parseTraceparent(header: string | string[] | undefined): { traceId: string; spanId: string } | null {
  if (typeof header !== 'string') return null;
  const m = TRACEPARENT.exec(header.trim().toLowerCase());
  if (!m || /^0+$/.test(m[1]!) || /^0+$/.test(m[2]!)) return null;
  return { traceId: m[1]!, spanId: m[2]! };
}

export function traceIdOf(header: string | string[] | undefined): string | null {
  return parseTraceparent(header)?.traceId ?? null;
}

export function isTraceId(id: string): boolean {
  return TRACE_ID.test(id);
}

/**
 * Random bytes drawn from the system a batch at a time: every request without a trace of its own
 * needs a new id, and one draw per 256 ids keeps that to a copy and a hex conversion.
 */
const ID_POOL_BYTES = 4096;
let idPool = Buffer.alloc(0);
let idPoolAt = ID_POOL_BYTES;

function randomHex(bytes: number): string {
  if (idPoolAt + bytes > idPool.length) {
    idPool = randomBytes(ID_POOL_BYTES);
    idPoolAt = 0;
  }
  const hex = idPool.toString('hex', idPoolAt, idPoolAt + bytes);
  idPoolAt += bytes;
  return hex;
}

/** 32 random hex digits. */
export function newTraceId(): string {
  return randomHex(16);
}

/** 16 random hex digits. */
export function newSpanId(): string {
  return randomHex(8);
}

/** The request id: the trace id of a valid traceparent, else a sane x-request-id, else a new trace id. */
export function requestIdFor(req: Pick<IncomingMessage, 'headers'>): string {
  const traced = traceIdOf(req.headers.traceparent);
  if (traced) return traced;
  const incoming = req.headers['x-request-id'];
  if (typeof incoming === 'string' && SANE_ID.test(incoming)) return incoming;
  return newTraceId();
}

/**
 * The traceparent to send on: same trace, sampled, naming `parentSpanId` (this request's span when
 * traces are exported) or a new span id. Null when the id is not a trace id.
 */
export function childTraceparent(requestId: string, parentSpanId: string = newSpanId()): string | null {
  return isTraceId(requestId) ? `00-${requestId}-${parentSpanId}-01` : null;
}
