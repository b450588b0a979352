import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatements } from '#server/test-support/count-statements.ts';
import { insertProfessional } from '#server/test-support/factories.ts';
import { createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let marie: string;
let auto: number;
let manual: number;

// Monday 23 November 2026, 08:00 Paris; the slots are Tuesday and Wednesday at 10:00 Paris.
const NOW = new Date('2026-11-23T07:00:00Z');
const TUESDAY_10 = '2026-11-24T09:00:00.000Z';
const WEDNESDAY_10 = '2026-11-25T09:00:00.000Z';

/**
 * Statements one booking may send at most, the refresh of the first free slot and the announce to
 * the other instances (professionalsChanged) included. Before issue 11 a confirmed booking sent 14 on PostgreSQL (13 on PGlite, which has no NOTIFY).
 */
const MAX_BOOKING_STATEMENTS = 8;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  auto = (
    await insertProfessional(t.handle.db, { lastName: 'Auto', email: 'auto@example.com', autoConfirm: true })
  ).id;
  manual = (
    await insertProfessional(t.handle.db, {
      lastName: 'Manuel',
      email: 'manuel@example.com',
      autoConfirm: false,
    })
  ).id;
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com', 'demo-2025', true);
});

afterAll(async () => {
  await t.close();
});

async function bookCounted(professionalId: number, start: string) {
  const { result, statements } = await recordStatements(t.handle, () =>
    t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: marie },
      payload: {
        professionalId,
        start,
        mode: 'visio',
        reason: 'Divorce',
        answers: {},
        isFirstConsultation: true,
        acceptsFeeAgreement: true,
      },
    }),
  );
  expect(result.statusCode, result.body).toBe(201);
  return statements;
}

describe('round trips of one booking', () => {
  it('confirms a booking, its invitation, reminder and notice in a few statements', async () => {
    const statements = await bookCounted(auto, TUESDAY_10);
    console.log(`réservation confirmée : ${statements.length} requêtes\n${statements.join('\n---\n')}`);
    expect(statements.length).toBeLessThanOrEqual(MAX_BOOKING_STATEMENTS);
  });

  it('sends a request to confirm in as few', async () => {
    const statements = await bookCounted(manual, WEDNESDAY_10);
    console.log(`demande à confirmer : ${statements.length} requêtes`);
    expect(statements.length).toBeLessThanOrEqual(MAX_BOOKING_STATEMENTS);
  });
});
