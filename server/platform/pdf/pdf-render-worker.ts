// Worker thread entry (built to dist/server/pdf-render-worker.js): draws the PDFs of the pool in
// pdf-render-pool.ts, one at a time, off the event loop. It stays up between jobs (fonts loaded once).
import { parentPort } from 'node:worker_threads';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { renderFeeAgreementPdf } from '#server/appointments/fee-agreements/fee-agreement-pdf.ts';
import { renderDocumentPdf, renderInvoicePdf } from '#server/billing/invoices/invoice-pdf.ts';
import type { TPdfJob, TPdfWorkerMessage, TPdfWorkerRequest } from './pdf-render-protocol';

function render(job: TPdfJob): Promise<Uint8Array> {
  if (job.kind === 'document') return renderDocumentPdf(job.document);
  return job.kind === 'invoice'
    ? renderInvoicePdf(job.invoice, job.options)
    : renderFeeAgreementPdf(job.content, job.acceptance);
}

const port = parentPort;
if (!port) throw new Error('pdf-render-worker est un fil de travail : lancez-le avec new Worker().');
port.on('message', async ({ id, job }: TPdfWorkerRequest) => {
  let message: TPdfWorkerMessage;
  try {
    message = { kind: 'done', id, pdf: await render(job) };
  } catch (error) {
    message =
      error instanceof AppError
        ? { kind: 'failed', id, code: error.code, message: error.message }
        : { kind: 'failed', id, code: null, message: String(error) };
  }
  port.postMessage(message, message.kind === 'done' ? [message.pdf.buffer as ArrayBuffer] : []);
});
port.postMessage({ kind: 'ready' } satisfies TPdfWorkerMessage);
