// @vitest-environment node
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildInvoice } from '#domain/billing/invoices/invoice-test-factory.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { renderInvoicePdf } from '#server/billing/invoices/invoice-pdf.ts';
import { PROJECT_ROOT } from '../project-root';
import { createPdfRenderPool, type TPdfRenderer } from './pdf-render-pool';
import type { TPdfJob } from './pdf-render-protocol';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

const issuedInvoice = buildInvoice();
const invoiceJob = (): TPdfJob => ({ kind: 'invoice', invoice: issuedInvoice });
const feeAgreementJob: TPdfJob = {
  kind: 'fee-agreement',
  content: {
    title: 'Convention d’honoraires',
    professional: { name: 'Me Claire Martin', lines: ['1 rue de Rivoli, 75001 Paris'] },
    client: { name: 'Paul Dubois', lines: [] },
    appointment: { dateText: 'lundi 30 novembre 2026 à 10:00', modeText: 'Au cabinet' },
    fee: { kind: 'amount', cents: 12_000, label: 'Consultation' },
    feeText: '120,00 € TTC',
    sections: [{ heading: 'Honoraires', body: 'Consultation\u00a0: 120 € TTC.' }],
    mediator: {
      name: 'CNPM',
      address: '3 rue de Paris, 75001 Paris',
      website: 'https://cnpm-mediation-consommation.eu',
    },
  },
  acceptance: { acceptedAt: null },
};

/**
 * A stand-in worker: answers at once, except a fee agreement, on which it dies (exit code 3), as a worker
 * that hit a bug or its memory limit would.
 */
const crashingWorker = new URL(
  `data:text/javascript,${encodeURIComponent(`
    import { parentPort } from 'node:worker_threads';
    parentPort.on('message', ({ id, job }) => {
      if (job.kind === 'fee-agreement') process.exit(3);
      setTimeout(() => parentPort.postMessage({ kind: 'done', id, pdf: new Uint8Array([37, 80, 68, 70]) }), 50);
    });
    parentPort.postMessage({ kind: 'ready' });
  `)}`,
);

let pools: TPdfRenderer[] = [];
function pool(options: Parameters<typeof createPdfRenderPool>[0]): TPdfRenderer {
  const created = createPdfRenderPool(options);
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.map((created) => created.close()));
  pools = [];
});

// Each worker loads pdf-lib through tsx (about a second on this machine), so allow time.
describe('PDFs drawn by a pool of worker threads', { timeout: 60_000 }, () => {
  it('draws the same bytes as on the event loop, invoices and fee agreements', async () => {
    const renderer = pool({ size: 2 });
    const job = invoiceJob();
    const [fromWorker, agreement] = await Promise.all([
      renderer.render(job, 'account:1'),
      renderer.render(feeAgreementJob, 'account:1'),
    ]);
    expect(Buffer.from(fromWorker)).toEqual(Buffer.from(await renderInvoicePdf(issuedInvoice)));
    expect(Buffer.from(agreement.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(renderer.load()).toEqual({ workers: 2, drawing: 0, queued: 0 });
  });

  it('refuses one caller past their share with a 429, while another caller is still served', async () => {
    const renderer = pool({ size: 1, perOwner: 2, workerUrl: crashingWorker });
    const mine = [
      renderer.render(invoiceJob(), 'address:203.0.113.9'),
      renderer.render(invoiceJob(), 'address:203.0.113.9'),
    ];
    const third = (await failure(renderer.render(invoiceJob(), 'address:203.0.113.9'))) as AppError;
    expect(third).toBeInstanceOf(AppError);
    expect(third.code).toBe('PDF_RENDERING_LIMIT');
    expect(third.status).toBe(429);
    expect(await renderer.render(invoiceJob(), 'address:198.51.100.7')).toHaveLength(4);
    await Promise.all(mine);
    // Their share is back once their PDFs are drawn.
    expect(await renderer.render(invoiceJob(), 'address:203.0.113.9')).toHaveLength(4);
  });

  it('loads a job given as a function only once the caller’s place is taken', async () => {
    const renderer = pool({ size: 1, perOwner: 1, workerUrl: crashingWorker });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return invoiceJob();
    };
    const first = renderer.render(load, 'client:7');
    const refused = (await failure(renderer.render(load, 'client:7'))) as AppError;
    expect(refused.code).toBe('PDF_RENDERING_LIMIT');
    await first;
    expect(loads).toBe(1);
    // A load that fails (not found…) gives the place back.
    const missing = await failure(
      renderer.render(async () => {
        throw new AppError('NOT_FOUND');
      }, 'client:7'),
    );
    expect((missing as AppError).code).toBe('NOT_FOUND');
    expect(await renderer.render(load, 'client:7')).toHaveLength(4);
  });

  it('refuses past the queue limit with a 503, then accepts again once it drains', async () => {
    const renderer = pool({ size: 1, queued: 2, perOwner: 10, workerUrl: crashingWorker });
    const accepted = [1, 2, 3].map((n) => renderer.render(invoiceJob(), `account:${n}`));
    const refused = (await failure(renderer.render(invoiceJob(), 'account:4'))) as AppError;
    expect(refused.code).toBe('PDF_RENDERING_BUSY');
    expect(refused.status).toBe(503);
    expect(refused.message).toMatch(/réessayer dans quelques secondes/);
    expect(renderer.load()).toMatchObject({ drawing: 1, queued: 2 });
    await Promise.all(accepted);
    expect(await renderer.render(invoiceJob(), 'account:4')).toHaveLength(4);
  });

  it('replaces a worker that dies: its PDF fails, the next ones are drawn', async () => {
    const renderer = pool({ size: 1, workerUrl: crashingWorker });
    const queued = renderer.render(invoiceJob(), 'account:2');
    const crashed = (await failure(renderer.render(feeAgreementJob, 'account:1'))) as Error;
    await queued;
    expect(crashed).toBeInstanceOf(Error);
    expect(crashed.message).toMatch(/arrêté \(code 3\)/);
    expect(await renderer.render(invoiceJob(), 'account:1')).toHaveLength(4);
    expect(renderer.load()).toEqual({ workers: 1, drawing: 0, queued: 0 });
  });

  it('replaces a worker past its time budget', async () => {
    const renderer = pool({ size: 1, timeoutMs: 10, workerUrl: crashingWorker });
    const late = (await failure(renderer.render(invoiceJob(), 'account:1'))) as Error;
    expect(late.message).toMatch(/non dessiné en 10 ms/);
    expect(renderer.load().drawing).toBe(0);
  });

  it('closing fails what waits with a 503 and stops the workers', async () => {
    const renderer = pool({ size: 1, workerUrl: crashingWorker });
    const pending = [1, 2].map((n) => failure(renderer.render(invoiceJob(), `account:${n}`)));
    await renderer.close();
    for (const error of await Promise.all(pending))
      expect((error as AppError).code).toBe('PDF_RENDERING_BUSY');
    expect(((await failure(renderer.render(invoiceJob(), 'account:3'))) as AppError).status).toBe(503);
    expect(renderer.load()).toEqual({ workers: 0, drawing: 0, queued: 0 });
  });
});

describe('the built worker (dist/server/pdf-render-worker.js)', { timeout: 60_000 }, () => {
  let outdir = '';

  beforeAll(async () => {
    mkdirSync(join(PROJECT_ROOT, '.tmp'), { recursive: true });
    outdir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'built-pdf-worker-'));
    await promisify(execFile)(process.execPath, ['scripts/build-server.mjs'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, BUILD_SERVER_OUTDIR: outdir },
    });
  }, 60_000);

  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('is built beside main.js and draws the same invoice', async () => {
    expect(existsSync(join(outdir, 'main.js'))).toBe(true);
    const renderer = pool({ size: 1, workerUrl: pathToFileURL(join(outdir, 'pdf-render-worker.js')) });
    const job = invoiceJob();
    expect(Buffer.from(await renderer.render(job, 'account:1'))).toEqual(
      Buffer.from(await renderInvoicePdf(issuedInvoice)),
    );
  });
});
