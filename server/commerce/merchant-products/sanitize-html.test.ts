// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize-html.js';

/** Script probes of the usual kinds: elements, handlers, URLs, encodings, broken markup, nesting tricks. */
const PROBES = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg onload=alert(1)><circle/></svg>',
  '<iframe src="https://evil.test"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)">x</p>',
  '<scr<script>ipt>alert(1)</script>',
  '<<img src=x onerror=alert(1)//>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<img src="x" alt="a" onerror="alert(1)"',
  '<a href="https://ok.test" onmouseover="alert(1)">x</a>',
  '<img src=`x`onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '"><script>alert(1)</script>',
  '<body onload=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
];

function dangerous(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const found: string[] = [];
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'form', 'base', 'meta', 'link'].includes(tag)) found.push(tag);
    for (const a of Array.from(el.attributes)) {
      if (a.name.startsWith('on') || a.name === 'style') found.push(`${tag}[${a.name}]`);
      if ((a.name === 'href' || a.name === 'src') && !/^(https?:|mailto:|\/(?!\/)|#|$)/i.test(a.value.trim())) found.push(`${tag}[${a.name}=${a.value}]`);
    }
  }
  return found;
}

describe('a product description as stored', () => {
  it.each(PROBES)('leaves nothing that runs: %s', (probe) => {
    const clean = sanitizeDescription(probe);
    expect(dangerous(clean)).toEqual([]);
    expect(sanitizeDescription(clean)).toBe(clean);
  });

  it('keeps a merchant\'s rich text as written', () => {
    const rich =
      '<h2>Made to last</h2><p>Soft <strong>organic</strong> cotton, <em>pre-washed</em> &amp; <u>ready</u>.</p>' +
      '<ul><li>One</li><li>Two</li></ul><p><img src="/crmebimage/public/product/a.png" alt="Front"></p>' +
      '<p><a href="https://maker.test/care">Care guide</a></p><table><tbody><tr><td colspan="2">Size</td></tr></tbody></table>';
    const clean = sanitizeDescription(rich);
    const kept = [
      '<h2>Made to last</h2>',
      '<strong>organic</strong>',
      '&amp; <u>ready</u>',
      '<img src="/crmebimage/public/product/a.png" alt="Front">',
      '<a href="https://maker.test/care" rel="noopener noreferrer nofollow" target="_blank">Care guide</a>',
      '<td colspan="2">Size</td>',
    ];
    for (const part of kept) expect(clean).toContain(part);
  });

  it('keeps only this marketplace\'s own pictures', () => {
    expect(sanitizeDescription('<p><img src="https://tracker.test/p.gif" alt="x"><img src="/crmebimage/public/a.png"></p>')).toBe('<p><img src="/crmebimage/public/a.png"></p>');
  });

  it('closes what was left open and drops stray closing tags', () => {
    expect(sanitizeDescription('<p>one<strong>two')).toBe('<p>one<strong>two</strong></p>');
    expect(sanitizeDescription('</div>text</p>')).toBe('text');
    expect(sanitizeDescription('a < b > c')).toBe('a &lt; b &gt; c');
  });
});
