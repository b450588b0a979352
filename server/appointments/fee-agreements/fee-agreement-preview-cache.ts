import { createHash } from 'node:crypto';
import type { TFeeAgreementContent } from '#domain/appointments/fee-agreements/fee-agreement-content.ts';
import { strongEntityTag } from '#server/platform/http/entity-tag.ts';

export type TCachedPdf = { pdf: Buffer; etag: string };

/** Previews kept per instance (a preview weighs about 30 Ko: at most a few Mo). */
const MAX_PREVIEWS = 200;

/**
 * The public fee-agreement previews, keyed by what they are drawn from (the agreement's content: the
 * professional's name, address, fee, template, the booking's mode and date). A change of any of them is a
 * new key, so nothing needs invalidating and a professional's preview is drawn once per change; the same
 * preview asked for by many visitors at once is drawn once, the others wait for it.
 */
export function createFeeAgreementPreviewCache(maxEntries = MAX_PREVIEWS) {
  const done = new Map<string, TCachedPdf>();
  const drawing = new Map<string, Promise<TCachedPdf>>();

  return {
    keyOf(content: TFeeAgreementContent): string {
      return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
    },
    async get(key: string, draw: () => Promise<Uint8Array>): Promise<TCachedPdf> {
      const hit = done.get(key);
      if (hit) {
        // Least recently used first: a hit moves to the end.
        done.delete(key);
        done.set(key, hit);
        return hit;
      }
      const pending = drawing.get(key);
      if (pending) return pending;
      const started = (async () => {
        try {
          const pdf = Buffer.from(await draw());
          const entry = { pdf, etag: strongEntityTag(pdf) };
          done.set(key, entry);
          for (const oldest of done.keys()) {
            if (done.size <= maxEntries) break;
            done.delete(oldest);
          }
          return entry;
        } finally {
          drawing.delete(key);
        }
      })();
      drawing.set(key, started);
      return started;
    },
    size: () => done.size,
  };
}
