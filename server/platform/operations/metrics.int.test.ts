import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobRuns, emailOutbox, smsOutbox } from '#server/db/schema/index.ts';
import { createTestApp, type TTestApp } from '#server/test-support/test-app.ts';
import { runJob } from '../background/recurring-job';
import { enqueueEmail } from '../email/outbox';

const TOKEN = 'jeton-de-metriques-de-test-0123456789';
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TTestApp;
let withoutToken: TTestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { metricsToken: TOKEN } });
  withoutToken = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
  await withoutToken.close();
});

async function scrape(app = t): Promise<string> {
  const response = await app.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one sample (`name{labels} value`), or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN: 404 like any unknown address', async () => {
    const response = await withoutToken.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers 401 without the token or with another one, and says nothing more', async () => {
    for (const authorization of [
      undefined,
      'Bearer mauvais-jeton',
      `Basic ${TOKEN}`,
      TOKEN,
      `Bearer ${TOKEN}x`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json().error).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Jeton d’accès aux métriques absent ou incorrect.',
      });
    }
  });

  it('answers in Prometheus’s text format with the product’s and the process’s metrics', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    for (const name of [
      'jurisrdv_http_request_duration_seconds',
      'jurisrdv_outbox_pending',
      'jurisrdv_outbox_scheduled',
      'jurisrdv_outbox_failed',
      'jurisrdv_outbox_oldest_pending_age_seconds',
      'jurisrdv_job_runs_total',
      'jurisrdv_job_failures_total',
      'jurisrdv_job_duration_seconds',
      'jurisrdv_db_pool_in_use',
      'jurisrdv_db_pool_waiting',
      'jurisrdv_db_pool_max',
      'jurisrdv_sse_open_streams',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(response.body, name).toContain(`# TYPE ${name} `);
    }
    // Every job has its series from the start, at zero.
    expect(sample(response.body, 'jurisrdv_job_failures_total{job="email-delivery"}')).toBe(0);
  });

  it('times each request under its route pattern, never the address asked', async () => {
    await t.app.inject({ method: 'GET', url: '/api/professionals/1' });
    await t.app.inject({ method: 'GET', url: '/api/professionals/2?x=secret' });
    await t.app.inject({ method: 'GET', url: '/api/nulle-part/42' });
    const text = await scrape();
    expect(
      sample(
        text,
        'jurisrdv_http_request_duration_seconds_count{method="GET",route="/api/professionals/:id",status_code="200"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'jurisrdv_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/professionals/:id",status_code="200"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'jurisrdv_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('/api/professionals/1');
    expect(text).not.toContain('nulle-part');
    expect(text).not.toContain('secret');
  });

  it('reads both outboxes at scrape time: pending, scheduled, failed and the oldest pending’s age', async () => {
    const before = await scrape();
    const pendingBefore = sample(before, 'jurisrdv_outbox_pending{channel="email"}') ?? -1;
    await enqueueEmail(
      t.handle.db,
      {
        to: 'metriques@example.com',
        subject: 'En retard',
        text: 'x',
        sendAfter: new Date(Date.now() - 120_000),
      },
      true,
    );
    await enqueueEmail(
      t.handle.db,
      {
        to: 'metriques@example.com',
        subject: 'Demain',
        text: 'x',
        sendAfter: new Date(Date.now() + 86_400_000),
      },
      true,
    );
    await t.handle.db.insert(emailOutbox).values({
      toAddress: 'abandon@example.com',
      subject: 'Abandonné',
      textBody: 'x',
      status: 'failed',
      attempts: 5,
      lastError: 'Error: connect ECONNREFUSED',
    });
    await t.handle.db.insert(smsOutbox).values([
      {
        toNumber: '+33612345678',
        body: 'Rappel',
        kind: 'rappel-test',
        sendAfter: new Date(Date.now() - 5_000),
      },
      // Dropped with its appointment: marked failed without an attempt, no delivery failure.
      { toNumber: '+33612345679', body: 'Rappel', kind: 'rappel-test', status: 'failed', attempts: 0 },
    ]);

    const text = await scrape();
    expect(sample(text, 'jurisrdv_outbox_pending{channel="email"}')).toBe(pendingBefore + 1);
    expect(sample(text, 'jurisrdv_outbox_scheduled{channel="email"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'jurisrdv_outbox_failed{channel="email"}')).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'jurisrdv_outbox_oldest_pending_age_seconds{channel="email"}'),
    ).toBeGreaterThanOrEqual(119);
    expect(sample(text, 'jurisrdv_outbox_pending{channel="sms"}')).toBe(1);
    expect(sample(text, 'jurisrdv_outbox_failed{channel="sms"}')).toBe(0);
    expect(sample(text, 'jurisrdv_outbox_oldest_pending_age_seconds{channel="sms"}')).toBeGreaterThanOrEqual(
      4,
    );
    await t.handle.db.delete(smsOutbox).where(eq(smsOutbox.kind, 'rappel-test'));
  });

  it('counts the runs, failures and durations of background jobs, and records them for every instance', async () => {
    await runJob('invoice-reminders', async () => undefined, t.handle.db);
    await runJob('invoice-reminders', async () => undefined, t.handle.db);
    await runJob(
      'invoice-reminders',
      async () => {
        throw new Error('SMTP indisponible');
      },
      t.handle.db,
    );
    const text = await scrape();
    expect(sample(text, 'jurisrdv_job_runs_total{job="invoice-reminders"}')).toBe(3);
    expect(sample(text, 'jurisrdv_job_failures_total{job="invoice-reminders"}')).toBe(1);
    expect(sample(text, 'jurisrdv_job_duration_seconds_count{job="invoice-reminders"}')).toBe(3);
    expect(
      sample(text, 'jurisrdv_job_last_success_timestamp_seconds{job="invoice-reminders"}'),
    ).toBeGreaterThan(Date.now() / 1000 - 60);
    const [row] = await t.handle.db
      .select()
      .from(backgroundJobRuns)
      .where(eq(backgroundJobRuns.job, 'invoice-reminders'));
    expect(row?.lastSuccessAt).toBeInstanceOf(Date);
    expect(row?.lastError).toBe('SMTP indisponible');
  });

  it('reports the database pool where there is one, and says so on PGlite', async () => {
    const text = await scrape();
    if (onPostgres) {
      expect(sample(text, 'jurisrdv_db_pool_max{driver="postgres"}')).toBe(5);
      expect(sample(text, 'jurisrdv_db_pool_in_use{driver="postgres"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'jurisrdv_db_pool_waiting{driver="postgres"}')).toBe(0);
    } else {
      expect(sample(text, 'jurisrdv_db_pool_max{driver="pglite"}')).toBe(1);
      expect(text).not.toContain('jurisrdv_db_pool_in_use{');
      expect(text).toMatch(/# HELP jurisrdv_db_pool_in_use .*absent sur PGlite/);
    }
  });

  it('counts the open notification streams, and the LISTEN of cache invalidation on PostgreSQL', async () => {
    const unsubscribe = t.app.notificationHub.subscribe('00000000-0000-4000-8000-000000000001', {
      wake: () => undefined,
      close: () => undefined,
    });
    await t.app.notificationHub.ready();
    const text = await scrape();
    unsubscribe();
    expect(sample(text, 'jurisrdv_sse_open_streams')).toBe(1);
    if (onPostgres) {
      expect(sample(text, 'jurisrdv_listen_connected{listener="cache-invalidation"}')).toBe(1);
      expect(sample(text, 'jurisrdv_listen_connected{listener="notifications"}')).toBe(1);
    } else {
      expect(text).not.toContain('jurisrdv_listen_connected{');
    }
    expect(sample(await scrape(), 'jurisrdv_sse_open_streams')).toBe(0);
  });

  it('keeps each app’s metrics apart: a second app in the same process has its own registry', async () => {
    const other = await createTestApp({ seed: false, config: { metricsToken: TOKEN } });
    try {
      await other.app.inject({ method: 'GET', url: '/api/health/live' });
      const otherText = await scrape(other);
      expect(
        sample(
          otherText,
          'jurisrdv_http_request_duration_seconds_count{method="GET",route="/api/health/live",status_code="200"}',
        ),
      ).toBe(1);
      expect(otherText).not.toContain('route="/api/professionals/:id"');
      expect(await scrape()).not.toContain('route="/api/health/live"');
    } finally {
      await other.close();
    }
  });
});
