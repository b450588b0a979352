import { createHash } from 'node:crypto';

/** A strong entity tag for these exact bytes: the same bytes, the same tag, on every instance. */
export function strongEntityTag(bytes: Uint8Array | string): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

/**
 * Whether a request's If-None-Match names this tag (RFC 9110 §13.1.2: weak comparison, a list or `*`),
 * so that the answer can be 304 Not Modified without its body.
 */
export function ifNoneMatchHits(header: string | string[] | undefined, tag: string): boolean {
  if (!header) return false;
  const opaque = tag.replace(/^W\//, '');
  return (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === '*' || candidate.replace(/^W\//, '') === opaque);
}
