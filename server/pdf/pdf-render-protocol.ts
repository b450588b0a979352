import type { TErrorCode } from '../../domain/errors/app-error';
import type { TFeeAgreementContent } from '../../domain/fee-agreements/fee-agreement-content';
import type { TInvoice } from '../../domain/invoices/invoice-schemas';
import type { TFeeAgreementAcceptance } from '../fee-agreements/fee-agreement-pdf';
import type { TInvoicePdfOptions } from '../invoices/invoice-pdf';

/** One PDF to draw: plain data, copied to a worker thread by structured clone. */
export type TPdfJob =
  | { kind: 'invoice'; invoice: TInvoice; options?: TInvoicePdfOptions }
  | { kind: 'fee-agreement'; content: TFeeAgreementContent; acceptance: TFeeAgreementAcceptance };

export type TPdfWorkerRequest = { id: number; job: TPdfJob };

export type TPdfWorkerMessage =
  | { kind: 'ready' }
  | { kind: 'done'; id: number; pdf: Uint8Array }
  /** An AppError keeps its code and French message across the thread; anything else is a 500. */
  | { kind: 'failed'; id: number; code: TErrorCode | null; message: string };
