import { PassThrough } from 'node:stream';

/**
 * The markup a React stream writes, as text, without the zero bytes react-dom 18.3's server stream inserts
 * (react/react#31134, docs/adr/0012): when a multi-byte character does not fit the end of its 2 KB buffer, the
 * buffer goes out whole, unwritten tail included, and the character starts the next one. So the bytes minus
 * those zeros are exactly the intended page, and Thai, Lao and Chinese read right. Markup never holds U+0000
 * of its own (an HTML parser turns it into U+FFFD), so nothing else is lost.
 */
export function streamedHtml(start: (sink: PassThrough) => void): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(withoutZeroBytes(Buffer.concat(chunks)).toString('utf8')));
    sink.on('error', reject);
    start(sink);
  });
}

function withoutZeroBytes(bytes: Buffer): Buffer {
  if (!bytes.includes(0)) return bytes;
  const out = Buffer.allocUnsafe(bytes.length);
  let n = 0;
  for (const b of bytes) if (b !== 0) out[n++] = b;
  return out.subarray(0, n);
}
