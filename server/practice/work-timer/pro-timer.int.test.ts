import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

function call(cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) {
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
});
