import type { FastifyReply } from 'fastify';
import type { TFeeAgreementContent } from '#domain/appointments/fee-agreements/fee-agreement-content.ts';
import { feeAgreementDocument } from '#domain/appointments/fee-agreements/fee-agreement-document.ts';
import { renderDocumentPdf } from '#server/billing/index.ts';

export type TFeeAgreementAcceptance = {
  /** Null in the preview shown before booking. */
  acceptedAt: Date | null;
};

/**
 * The agreement as an A4 PDF: the parties, the appointment, the fee, the professional's terms, the mediator, and
 * when the client accepted it. Drawn from the stored snapshot only, so the file says what was accepted whatever
 * the professional has changed since; its accessible HTML version is drawn from the same document.
 */
export function renderFeeAgreementPdf(
  content: TFeeAgreementContent,
  acceptance: TFeeAgreementAcceptance,
): Promise<Uint8Array> {
  return renderDocumentPdf(feeAgreementDocument(content, acceptance.acceptedAt));
}

/** The PDF as a download, never cached by a shared proxy (it names both parties). */
export function sendFeeAgreementPdf(
  reply: FastifyReply,
  pdf: Uint8Array,
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(pdf));
}
