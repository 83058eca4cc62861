// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { agreementContent } from './agreement';

describe('agreementContent', () => {
  it('sanitises HTML: scripts, handlers and javascript: links go', () => {
    const c = agreementContent('<h2>Privacy</h2><p onclick="steal()">We <b>care</b>.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)">');
    expect(c.kind).toBe('html');
    const html = c.kind === 'html' ? c.html : '';
    expect(html).toContain('<h2>Privacy</h2>');
    expect(html).toContain('<b>care</b>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('keeps the paragraphs of plain text', () => {
    expect(agreementContent('Title\n\nFirst part.\nSecond part.')).toEqual({ kind: 'text', paragraphs: ['Title', 'First part.', 'Second part.'] });
  });

  it('is empty for blank input or HTML that sanitises to nothing', () => {
    expect(agreementContent('   ')).toEqual({ kind: 'empty' });
    expect(agreementContent('<script>alert(1)</script>')).toEqual({ kind: 'empty' });
  });
});
