/**
 * npm run bench:invoice-pdf — the CPU an invoice PDF costs, which bounds the zip export (500 invoices at most,
 * the event loop given back between two PDFs).
 *
 * Renders, BENCH_ROUNDS times each (default 40): a one-line invoice, a 20-line invoice and a 100-line invoice
 * of 300-character lines, and as the ceiling a bare pdf-lib document of one A4 page with one line of text in a
 * standard font, measured in the same run. Prints the median and p95 milliseconds per PDF, its size, and the
 * ratio to the ceiling; then the time a 500-invoice zip would take at that rate. Figures only, no thresholds.
 */
import { performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import type { TInvoiceLine } from '#domain/billing/invoices/invoice-schemas.ts';
import { buildInvoice } from '#domain/billing/invoices/invoice-test-factory.ts';
import { renderInvoicePdf } from '#server/billing/invoices/invoice-pdf.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function measure(label: string, render: () => Promise<Uint8Array>) {
  await render(); // warm-up: font parsing and JIT
  const times: number[] = [];
  let size = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    size = (await render()).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { label, median: percentile(times, 0.5), p95: percentile(times, 0.95), size };
}

function lines(count: number, length: number): TInvoiceLine[] {
  return Array.from({ length: count }, (_, index) => ({
    description: `Prestation ${index + 1} — ${'rédaction, échanges et recherches '.repeat(20)}`.slice(
      0,
      length,
    ),
    quantityThousandths: 1500,
    unitPriceCents: 20_000,
    vatRateBp: 2000,
  }));
}

async function bare(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595.28, 841.89]).drawText('Facture F-000001', { x: 50, y: 780, size: 12, font });
  return doc.save();
}

const ceiling = await measure('ceiling: bare pdf-lib page', bare);
const results = [
  await measure('invoice, 1 line', () => renderInvoicePdf(buildInvoice())),
  await measure('invoice, 20 lines', () => renderInvoicePdf(buildInvoice({ lines: lines(20, 120) }))),
  await measure('invoice, 100 lines of 300 characters', () =>
    renderInvoicePdf(buildInvoice({ lines: lines(100, 300) })),
  ),
];
console.log(`${ROUNDS} rounds each (after one warm-up)`);
console.log(
  `${ceiling.label}: median ${ceiling.median.toFixed(2)} ms, p95 ${ceiling.p95.toFixed(2)} ms, ${ceiling.size} bytes`,
);
for (const result of results) {
  console.log(
    `${result.label}: median ${result.median.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms, ` +
      `${(result.size / 1024).toFixed(1)} KB, ${(result.median / ceiling.median).toFixed(1)}× the bare page`,
  );
}
const typical = results[0];
if (typical)
  console.log(
    `a 500-invoice zip at the one-line rate: ~${((typical.median * 500) / 1000).toFixed(1)} s of CPU, ` +
      `in ${500} slices of ~${typical.median.toFixed(0)} ms`,
  );
