import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { postCodeFormat } from './boot-config';

describe('post code format told to the SPA', () => {
  it('is text on the embedded service and integer in front of an outside upstream, unless set', () => {
    expect(postCodeFormat(loadConfig({ NODE_ENV: 'test' }))).toBe('text');
    expect(postCodeFormat(loadConfig({ NODE_ENV: 'test', UPSTREAM_URL: 'http://127.0.0.1:9' }))).toBe('integer');
    expect(postCodeFormat(loadConfig({ NODE_ENV: 'test', UPSTREAM_URL: 'http://127.0.0.1:9', UPSTREAM_POSTCODE_FORMAT: 'text' }))).toBe('text');
    expect(postCodeFormat(loadConfig({ NODE_ENV: 'test', UPSTREAM_POSTCODE_FORMAT: 'integer' }))).toBe('integer');
  });
});
