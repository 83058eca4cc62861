import { describe, expect, it } from 'vitest';
import { newSpanId, newTraceId, requestIdFor } from './trace';

describe('new ids', () => {
  it('are random hex of the W3C lengths, all different across many refills of the pool', () => {
    const traces = Array.from({ length: 2000 }, newTraceId);
    for (const id of traces) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(traces).size).toBe(traces.length);
    const spans = Array.from({ length: 2000 }, newSpanId);
    for (const id of spans) expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(spans).size).toBe(spans.length);
    // No id repeats a slice of another: the pool is never read twice.
    expect(new Set([...traces, ...spans].map((id) => id.slice(0, 16))).size).toBe(traces.length + spans.length);
  });

  it('keep an incoming trace, else a sane request id, else make one', () => {
    const traced = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    expect(requestIdFor({ headers: { traceparent: traced } })).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(requestIdFor({ headers: { 'x-request-id': 'lb-1234567' } })).toBe('lb-1234567');
    expect(requestIdFor({ headers: { 'x-request-id': 'bad id with spaces' } })).toMatch(/^[0-9a-f]{32}$/);
  });
});
