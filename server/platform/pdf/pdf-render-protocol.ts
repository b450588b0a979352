import type { TFeeAgreementContent } from '#domain/appointments/fee-agreements/fee-agreement-content.ts';
import type { TInvoice } from '#domain/billing/invoices/invoice-schemas.ts';
import type { TAccessibleDocument } from '#domain/kernel/documents/accessible-document.ts';
import type { TErrorCode } from '#domain/kernel/errors/app-error.ts';
import type { TFeeAgreementAcceptance } from '#server/appointments/fee-agreements/fee-agreement-pdf.ts';
import type { TInvoicePdfOptions } from '#server/billing/invoices/invoice-pdf.ts';

/** One PDF to draw: plain data, copied to a worker thread by structured clone. */
export type TPdfJob =
  | { kind: 'invoice'; invoice: TInvoice; options?: TInvoicePdfOptions }
  | { kind: 'fee-agreement'; content: TFeeAgreementContent; acceptance: TFeeAgreementAcceptance }
  | { kind: 'document'; document: TAccessibleDocument };

export type TPdfWorkerRequest = { id: number; job: TPdfJob };

export type TPdfWorkerMessage =
  | { kind: 'ready' }
  | { kind: 'done'; id: number; pdf: Uint8Array }
  /** An AppError keeps its code and French message across the thread; anything else is a 500. */
  | { kind: 'failed'; id: number; code: TErrorCode | null; message: string };
