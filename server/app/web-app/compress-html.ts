import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type TCompressedHtml = { encoding: 'br' | 'gzip' | null; body: Buffer };

/** The encodings a client accepts (q > 0), from its Accept-Encoding header. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [token, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token && !(q && Number(q.slice(2)) === 0)) accepted.add(token);
  }
  return accepted;
}

/** The encoding compressHtml answers a client with this Accept-Encoding header in. */
export function preferredEncoding(acceptEncoding: string | undefined): TCompressedHtml['encoding'] {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * A page's HTML is built per request (its own head), so it cannot use the build's precompressed
 * index.html: it is compressed here. A few Ko at brotli quality 5 cost well under a millisecond.
 */
export function compressHtml(html: string, acceptEncoding: string | undefined): TCompressedHtml {
  const encoding = preferredEncoding(acceptEncoding);
  const raw = Buffer.from(html, 'utf8');
  if (encoding === 'br') {
    const body = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    return { encoding: 'br', body };
  }
  if (encoding === 'gzip') return { encoding: 'gzip', body: gzipSync(raw, { level: 6 }) };
  return { encoding: null, body: raw };
}
