// @vitest-environment node
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_IMPORT_MESSAGES,
  calendarImportWindow,
} from '#domain/agenda/calendars/calendar-import-budget.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { PROJECT_ROOT } from '#server/platform/project-root.ts';
import { lawyerCalendar, minutelyCalendar } from '#server/test-support/hostile-calendars.ts';
import { IcsBudgetError, IcsParseError, parseIcsEvents } from './parse-ics-busy';
import { ICS_WORKER_LIMITS, parseIcsInWorker } from './parse-ics-in-worker';

const now = new Date('2026-11-23T07:00:00Z');
const window = calendarImportWindow(now);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

// Each worker loads the parser through tsx (about half a second on this machine), so allow time.
describe('calendar files read in a worker thread', { timeout: 60_000 }, () => {
  it('gives the same occurrences as reading on the event loop', async () => {
    const file = lawyerCalendar(300, now);
    expect(await parseIcsInWorker(file, window)).toEqual(parseIcsEvents(file, window));
  });

  it('frees an invitation the owner declined, off the event loop too', async () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//FR',
      'BEGIN:VEVENT',
      'UID:refus@test',
      'DTSTAMP:20261120T120000Z',
      'DTSTART:20261124T090000Z',
      'DTEND:20261124T100000Z',
      'SUMMARY:Réunion',
      'ATTENDEE;PARTSTAT=DECLINED:mailto:sophie@cabinet.fr',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    expect((await parseIcsInWorker(text, window, { declinedBy: 'sophie@cabinet.fr' }))[0]?.busy).toBe(false);
    expect((await parseIcsInWorker(text, window))[0]?.busy).toBe(true);
  });

  it('reports an unreadable or over-budget file with its French message', async () => {
    const unreadable = await failure(parseIcsInWorker('<html>pas un calendrier</html>', window));
    expect(unreadable).toBeInstanceOf(IcsParseError);
    expect((unreadable as Error).message).toBe(CALENDAR_IMPORT_MESSAGES.unreadable);
    const attack = await failure(parseIcsInWorker(minutelyCalendar(100, now), window));
    expect(attack).toBeInstanceOf(IcsBudgetError);
    expect((attack as Error).message).toBe(CALENDAR_IMPORT_MESSAGES.tooManyOccurrences);
  });

  it('terminates a worker past its time: a rule that never ends within the steps budget', async () => {
    const endless = minutelyCalendar(100, new Date('2001-01-01T00:00:00Z'));
    const started = performance.now();
    const error = await failure(
      parseIcsInWorker(endless, window, {
        budget: { maxEvents: 1_000, maxRecurrenceSteps: Number.MAX_SAFE_INTEGER, maxOccurrences: 3_000 },
        timeoutMs: 1_500,
      }),
    );
    expect(error).toBeInstanceOf(IcsBudgetError);
    expect((error as Error).message).toBe(CALENDAR_IMPORT_MESSAGES.tooSlow);
    // Killed, not waited for: walking 2001 to 2026 minute by minute would take hours.
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('terminates a worker past its memory', async () => {
    const error = await failure(parseIcsInWorker(lawyerCalendar(13_000, now), window, { maxHeapMb: 16 }));
    expect(error).toBeInstanceOf(IcsBudgetError);
    expect((error as Error).message).toBe(CALENDAR_IMPORT_MESSAGES.tooHeavy);
  });

  it('runs two workers at once, queues eight more and refuses the rest with a French 429', async () => {
    const file = lawyerCalendar(20, now);
    const results = await Promise.all(
      Array.from({ length: ICS_WORKER_LIMITS.concurrent + ICS_WORKER_LIMITS.queued + 2 }, () =>
        failure(parseIcsInWorker(file, window)),
      ),
    );
    const refused = results.filter((result) => result instanceof AppError);
    expect(refused).toHaveLength(2);
    expect((refused[0] as AppError).status).toBe(429);
    expect((refused[0] as AppError).message).toBe(CALENDAR_IMPORT_MESSAGES.busy);
    expect(results.filter((result) => result === null)).toHaveLength(10);
    // Once they are done, the slots are free again.
    expect(await parseIcsInWorker(file, window)).toHaveLength(parseIcsEvents(file, window).length);
  });
});

describe('the built worker (dist/server/ics-parse-worker.js)', { timeout: 30_000 }, () => {
  let outdir = '';

  beforeAll(async () => {
    mkdirSync(join(PROJECT_ROOT, '.tmp'), { recursive: true });
    outdir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'built-worker-'));
    await promisify(execFile)(process.execPath, ['scripts/build-server.mjs'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, BUILD_SERVER_OUTDIR: outdir },
    });
  }, 60_000);

  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('is built beside main.js and reads calendars within the budget', async () => {
    expect(existsSync(join(outdir, 'main.js'))).toBe(true);
    const workerUrl = pathToFileURL(join(outdir, 'ics-parse-worker.js'));
    const file = lawyerCalendar(300, now);
    expect(await parseIcsInWorker(file, window, { workerUrl })).toEqual(parseIcsEvents(file, window));
    const attack = await failure(parseIcsInWorker(minutelyCalendar(100, now), window, { workerUrl }));
    expect((attack as Error).message).toBe(CALENDAR_IMPORT_MESSAGES.tooManyOccurrences);
  });
});
