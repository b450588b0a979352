/**
 * npm run bench:pdf-pool — what drawing PDFs costs everybody else, on the event loop (as before ADR 0043)
 * and in the pool of worker threads (server/platform/pdf/pdf-render-pool.ts).
 *
 * A bare Fastify server on a free port answers /health and /pdf (a 20-line issued invoice with its
 * Factur-X). For each mode, BENCH_PDFS requests (default 200) are sent BENCH_CONCURRENCY at a time
 * (default 20, each from its own caller so that no share limit refuses them) while another connection calls
 * /health every 20 ms. Prints, per mode: PDFs drawn per second, the PDF answer's median and p99, and
 * /health's median, p99 and slowest wait (counted from when each call was due). Figures only.
 * BENCH_WORKERS sets the pool's size (default: the server's, cores - 1, at least 1).
 */
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import type { TInvoiceLine } from '#domain/billing/invoices/invoice-schemas.ts';
import { buildInvoice } from '#domain/billing/invoices/invoice-test-factory.ts';
import { renderInvoicePdf } from '#server/billing/invoices/invoice-pdf.ts';
import { createPdfRenderPool } from '#server/platform/pdf/pdf-render-pool.ts';

const PDFS = Number(process.env.BENCH_PDFS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const WORKERS = Number(process.env.BENCH_WORKERS ?? Math.max(1, availableParallelism() - 1));

const lines: TInvoiceLine[] = Array.from({ length: 20 }, (_, index) => ({
  description: `Prestation ${index + 1} — rédaction, échanges et recherches`,
  quantityThousandths: 1500,
  unitPriceCents: 20_000,
  vatRateBp: 2000,
}));
const invoice = buildInvoice({ lines });

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

function get(port: number, path: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

async function run(label: string, draw: (caller: number) => Promise<Uint8Array>) {
  const app = Fastify();
  app.get('/health', async () => ({ status: 'ok' }));
  app.get<{ Querystring: { caller: string } }>('/pdf', async (req, reply) =>
    reply.type('application/pdf').send(Buffer.from(await draw(Number(req.query.caller)))),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  // Warm-up: fonts parsed, workers started.
  await Promise.all(Array.from({ length: WORKERS }, (_, n) => draw(n)));

  const healthAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const health: number[] = [];
  let running = true;
  const watcher = (async () => {
    let due = performance.now();
    while (running) {
      await get(port, '/health', healthAgent);
      const answered = performance.now();
      health.push(answered - due);
      due = answered + 20;
      await sleep(20);
    }
  })();

  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const pdfTimes: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < PDFS) {
        const caller = next++;
        const sent = performance.now();
        const status = await get(port, `/pdf?caller=${caller}`, agent);
        if (status !== 200) throw new Error(`PDF : HTTP ${status}`);
        pdfTimes.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  running = false;
  await watcher;
  agent.destroy();
  healthAgent.destroy();
  await app.close();
  console.log(
    `${label.padEnd(34)} ${(PDFS / elapsed).toFixed(1).padStart(6)} PDF/s | PDF médiane ${percentile(pdfTimes, 0.5).toFixed(0)} ms, p99 ${percentile(pdfTimes, 0.99).toFixed(0)} ms | /api/health médiane ${percentile(health, 0.5).toFixed(1)} ms, p99 ${percentile(health, 0.99).toFixed(1)} ms, max ${Math.max(...health).toFixed(0)} ms (${health.length} appels)`,
  );
}

console.log(
  `${PDFS} factures PDF de 20 lignes, ${CONCURRENCY} à la fois ; ${availableParallelism()} cœurs, ${WORKERS} fil(s) de rendu`,
);
await run('avant : sur la boucle d’événements', () => renderInvoicePdf(invoice));
const pool = createPdfRenderPool({ size: WORKERS, queued: PDFS, perOwner: PDFS });
await run(`après : pool de ${WORKERS} fil(s)`, (caller) =>
  pool.render({ kind: 'invoice', invoice }, `bench:${caller}`),
);
await pool.close();
