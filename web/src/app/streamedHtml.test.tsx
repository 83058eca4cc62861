import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { streamedHtml } from './streamedHtml';

/** A long page in the scripts whose characters take 3 bytes in UTF-8, with ASCII between them to shift the buffer edges. */
function LongPage({ words }: { words: string[] }) {
  return (
    <main>
      {Array.from({ length: 400 }, (_, i) => (
        <p key={i} title={`p${i}`}>
          {words[i % words.length]} {i} {'x'.repeat(i % 7)}
        </p>
      ))}
    </main>
  );
}

const PAGES: Record<string, string[]> = {
  th: ['คุณกำลังมองหาอะไร?', 'สินค้าขายดี', 'ร้านค้าแนะนำ'],
  lo: ['ທ່ານກຳລັງຊອກຫາຫຍັງ?', 'ສິນຄ້າຂາຍດີ'],
  'zh-CN': ['您在找什么？', '热销商品', '推荐店铺'],
};

// react-dom 18.3's server stream pads its 2 KB buffers with zero bytes where a multi-byte character did not
// fit (react/react#31134): a Thai search box read "คุณก��ลังมองหาอะไร?". The drawing must be byte-correct.
describe('streamed page markup', () => {
  it.each(Object.entries(PAGES))('a long %s page streams byte for byte as React means it, with no NUL or U+FFFD', async (_lang, words) => {
    const html = await streamedHtml((sink) => {
      const stream = renderToPipeableStream(<LongPage words={words} />, { onAllReady: () => stream.pipe(sink), onShellError: (e) => sink.destroy(e as Error) });
    });
    expect(html.length).toBeGreaterThan(8_000);
    expect(html.includes('\u0000')).toBe(false);
    expect(html.includes('\uFFFD')).toBe(false);
    expect(html).toBe(renderToString(<LongPage words={words} />));
  });

  it('reports a page that fails to draw', async () => {
    const Broken = () => {
      throw new Error('broken page');
    };
    await expect(
      streamedHtml((sink) => {
        const stream = renderToPipeableStream(<Broken />, { onAllReady: () => stream.pipe(sink), onShellError: (e) => sink.destroy(e as Error) });
      }),
    ).rejects.toThrow('broken page');
  });
});
