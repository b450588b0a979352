import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { insertProfessional } from '#server/test-support/factories.ts';
import { createTestApp, loginAs, outboxFor } from '#server/test-support/test-app.ts';

// Monday 23 November 2026, 08:00 Paris.
const NOW = new Date('2026-11-23T07:00:00Z');
// Monday 10:30 Paris: past the 2-hour notice, less than 24 hours away.
const MONDAY_1030 = '2026-11-23T09:30:00.000Z';
// Wednesday 25 November, 10:00 and 11:00 Paris: more than 24 hours away.
const WEDNESDAY_10 = '2026-11-25T09:00:00.000Z';
const WEDNESDAY_11 = '2026-11-25T10:00:00.000Z';

async function appWithProfessional(config: { smtpUrl?: string }) {
  const t = await createTestApp({ config });
  t.clock.set(NOW);
  const professional = await insertProfessional(t.handle.db, {
    lastName: 'Rappel',
    email: 'rappel@example.com',
    autoConfirm: true,
  });
  const cookie = await loginAs(t.app, 'client', 'marie.dubois@example.com', 'demo-2025', true);
  const book = (start: string, mode = 'telephone') =>
    t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie },
      payload: {
        professionalId: professional.id,
        start,
        mode,
        reason: 'Consultation générale',
        answers: {},
        isFirstConsultation: true,
        acceptsFeeAgreement: true,
      },
    });
  return { t, book };
}

describe('what a booking says about its e-mails', () => {
  let outboxOnly: Awaited<ReturnType<typeof appWithProfessional>>;
  let smtp: Awaited<ReturnType<typeof appWithProfessional>>;

  beforeAll(async () => {
    outboxOnly = await appWithProfessional({});
    // SMTP configured: no delivery loop runs in tests, rows only wait as 'pending'.
    smtp = await appWithProfessional({ smtpUrl: 'smtp://127.0.0.1:1' });
  });

  afterAll(async () => {
    await outboxOnly?.t.close();
    await smtp?.t.close();
  });

  it('a slot two hours away gets no reminder, and its confirmation promises neither a reminder nor online cancellation', async () => {
    const response = await smtp.book(MONDAY_1030);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().notifications).toEqual({ emailDelivery: true, reminderScheduled: false });
    const emails = await outboxFor(smtp.t.handle, 'marie.dubois@example.com');
    expect(emails.some((email) => email.kind === 'reminder')).toBe(false);
    const confirmation = emails.find((email) => email.subject.startsWith('Rendez-vous confirmé'));
    expect(confirmation?.textBody).not.toContain('rappel');
    expect(confirmation?.textBody).not.toContain('annuler ou déplacer');
    expect(confirmation?.textBody).toContain('prévenez directement le cabinet');
  });

  it('a slot days away gets its reminder, and the confirmation says so', async () => {
    const response = await smtp.book(WEDNESDAY_10, 'visio');
    expect(response.json().notifications).toEqual({ emailDelivery: true, reminderScheduled: true });
    const emails = await outboxFor(smtp.t.handle, 'marie.dubois@example.com');
    const reminder = emails.find((email) => email.kind === 'reminder');
    expect(reminder?.sendAfter.toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(reminder?.status).toBe('pending');
    const confirmation = emails.find(
      (email) => email.subject === 'Rendez-vous confirmé le mercredi 25 novembre 2026 à 10:00',
    );
    expect(confirmation?.textBody).toContain('Vous recevrez un rappel 24\u00a0h avant.');
    expect(confirmation?.textBody).toContain('jusqu’à 24\u00a0h avant');
  });

  it('a client who turned e-mails off gets no reminder, and is not promised one', async () => {
    await smtp.t.handle.db
      .update(users)
      .set({ notifyByEmail: false })
      .where(eq(users.email, 'marie.dubois@example.com'));
    const response = await smtp.book(WEDNESDAY_11);
    expect(response.json().notifications).toEqual({ emailDelivery: true, reminderScheduled: false });
  });

  it('without SMTP, the answer says e-mails do not leave the server', async () => {
    const response = await outboxOnly.book(WEDNESDAY_10);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().notifications).toEqual({ emailDelivery: false, reminderScheduled: true });
  });
});
