import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessJournal } from '#server/db/schema/index.ts';
import { createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let sophie: string;
let thomas: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-23T09:00:00Z'));
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
});

afterAll(async () => {
  await t.close();
});

function call(cookie: string | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

describe('work timer', () => {
  it('needs a task to start, keeps the time across a pause and a reload, and stops into a work session', async () => {
    const blank = await call(sophie, 'POST', '/api/pro/timer/start', { task: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fieldErrors.task).toBe('Indiquez la tâche');

    expect(
      (await call(sophie, 'POST', '/api/pro/timer/start', { task: 'Conclusions Dupont' })).json(),
    ).toMatchObject({
      state: 'running',
      elapsedSeconds: 0,
    });
    t.clock.advance(25 * 60_000);
    expect((await call(sophie, 'POST', '/api/pro/timer/pause')).json()).toMatchObject({
      state: 'paused',
      elapsedSeconds: 1500,
    });
    t.clock.advance(60 * 60_000);
    // A reload reads the same state from the server.
    expect((await call(sophie, 'GET', '/api/pro/timer')).json()).toMatchObject({
      state: 'paused',
      elapsedSeconds: 1500,
      task: 'Conclusions Dupont',
    });
    await call(sophie, 'POST', '/api/pro/timer/start', { task: 'Conclusions Dupont (suite)' });
    t.clock.advance(20 * 60_000);
    expect((await call(sophie, 'GET', '/api/pro/timer')).json().elapsedSeconds).toBe(2700);

    const stopped = await call(sophie, 'POST', '/api/pro/timer/stop');
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().timer.state).toBe('stopped');
    expect(stopped.json().session).toMatchObject({
      title: 'Conclusions Dupont (suite)',
      durationMinutes: 45,
      status: 'completed',
    });
    const sessions = (await call(sophie, 'GET', '/api/pro/work-sessions')).json().sessions;
    expect(sessions[0]).toMatchObject({ durationMinutes: 45 });
  });

  it('belongs to its professional only, and refuses clients and strangers', async () => {
    await call(sophie, 'POST', '/api/pro/timer/start', { task: 'Recherche' });
    expect((await call(thomas, 'GET', '/api/pro/timer')).json().state).toBe('stopped');
    expect((await call(thomas, 'GET', '/api/pro/work-sessions')).json().sessions).toEqual([]);
    const marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
    expect((await call(marie, 'GET', '/api/pro/timer')).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/api/pro/timer/stop')).statusCode).toBe(401);
  });

  it('refuses to start twice or to pause a stopped timer', async () => {
    expect((await call(sophie, 'POST', '/api/pro/timer/start', { task: 'Autre' })).statusCode).toBe(409);
    await call(sophie, 'POST', '/api/pro/timer/stop');
    expect((await call(sophie, 'POST', '/api/pro/timer/pause')).statusCode).toBe(409);
  });

  it('writes a session attached to a case, when the timer stops or later, to that case’s journal', async () => {
    const caseOf = async (title: string) =>
      (await call(sophie, 'POST', '/api/pro/cases', { title })).json().case.id as number;
    const first = await caseOf('Bail Lenoir');
    const second = await caseOf('Prud’hommes Garcia');
    const linesOf = async (caseId: number) =>
      (
        await t.handle.db
          .select({
            action: accessJournal.action,
            label: accessJournal.label,
            subject: accessJournal.subject,
          })
          .from(accessJournal)
          .where(eq(accessJournal.caseId, caseId))
          .orderBy(desc(accessJournal.id))
      ).map((line) => `${line.subject} ${line.action} ${line.label}`);

    await call(sophie, 'POST', '/api/pro/timer/start', { task: 'Relecture du bail' });
    t.clock.advance(30 * 60_000);
    const stopped = await call(sophie, 'POST', '/api/pro/timer/stop', { caseId: first });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((await linesOf(first))[0]).toBe(
      'case update Session de travail ajoutée par le minuteur, dossier\u00a0: Bail Lenoir',
    );

    const moved = await call(sophie, 'PATCH', `/api/pro/work-sessions/${stopped.json().session.id}`, {
      caseId: second,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await linesOf(first))[0]).toBe(
      'case update Session de travail retirée du dossier, dossier\u00a0: Bail Lenoir',
    );
    expect((await linesOf(second))[0]).toBe(
      'case update Session de travail rattachée au dossier, dossier\u00a0: Prud’hommes Garcia',
    );
    // The task's name stays out of the journal.
    expect([...(await linesOf(first)), ...(await linesOf(second))].join()).not.toContain('Relecture');
    // Attached again to the case it is on: nothing changed, nothing written.
    const before = (await linesOf(second)).length;
    await call(sophie, 'PATCH', `/api/pro/work-sessions/${stopped.json().session.id}`, { caseId: second });
    expect(await linesOf(second)).toHaveLength(before);
    // Another lawyer's session is not found, and writes nothing.
    const foreign = await call(thomas, 'PATCH', `/api/pro/work-sessions/${stopped.json().session.id}`, {
      caseId: null,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await linesOf(second)).toHaveLength(before);
  });
});
