import type { FastifyReply } from 'fastify';
import type { TAccessibleDocument } from '#domain/kernel/documents/accessible-document.ts';
import { accessibleDocumentHtml } from '#domain/kernel/documents/accessible-document-html.ts';

/**
 * The accessible HTML version of a generated PDF (RGAA 13.3), served by a route beside the PDF's with the same
 * checks: never cached by a shared proxy, never indexed.
 */
export function sendAccessibleDocument(
  reply: FastifyReply,
  document: TAccessibleDocument,
  pdfUrl: string | null,
  cacheControl = 'private, no-store',
) {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('x-robots-tag', 'noindex')
    .send(accessibleDocumentHtml(document, { pdfUrl }));
}
