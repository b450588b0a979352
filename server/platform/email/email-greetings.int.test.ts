import { asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, professionals, users } from '#server/db/schema/index.ts';
import { queueRegistrationDigest } from '#server/identity/admin/registration-digest.ts';
import {
  callAs,
  createTestApp,
  lastResetToken,
  lastVerificationToken,
  loginAs,
  loginAsAdmin,
  type TTestApp,
} from '#server/test-support/test-app.ts';

/**
 * One greeting in every e-mail, naming its recipient (issue 26 §6), read from the outbox after real flows
 * through the API: a booking, the professional's answers, a cancellation, a password reset, a registration,
 * a change of address, an administrator's decision and the contact forms.
 */

// Monday 7 June 2027, 08:00 Paris: far from the demo appointments seeded around today.
const NOW = new Date('2027-06-07T06:00:00Z');
// Wednesday 9 June, 10:00, 11:00 and 15:00 Paris: more than 24 hours ahead, so the client may still cancel.
const WEDNESDAY_10 = '2027-06-09T08:00:00.000Z';
const WEDNESDAY_11 = '2027-06-09T09:00:00.000Z';
const WEDNESDAY_15 = '2027-06-09T13:00:00.000Z';
const SOPHIE = 1;
const THOMAS = 2;
const MARIE_EMAIL = 'marie.dubois@example.com';
const SOPHIE_EMAIL = 'sophie.martin@example.com';
const THOMAS_EMAIL = 'thomas.bernard@example.com';
const PASSWORD = 'Une-phrase-longue-42';

let t: TTestApp;
let marie: string;
let thomas: string;
/** The last outbox row already looked at. */
let seen = 0;

type TOutboxRow = typeof emailOutbox.$inferSelect;

beforeAll(async () => {
  t = await createTestApp({
    // The contact form goes to the demo administrator's address (named), the demo requests to a team mailbox.
    config: { supportEmail: 'admin@example.com', salesEmail: 'ventes@jurisrdv.example' },
  });
  t.clock.set(NOW);
  marie = await loginAs(t.app, 'client', MARIE_EMAIL);
  thomas = await loginAs(t.app, 'pro', THOMAS_EMAIL);
  seen = await lastRowId();
});

afterAll(async () => {
  await t?.close();
});

async function lastRowId(): Promise<number> {
  const rows = await t.handle.db.select({ id: emailOutbox.id }).from(emailOutbox);
  return Math.max(0, ...rows.map((row) => Number(row.id)));
}

/** The e-mails queued since the last call, as (address, subject, greeting lines). */
async function newEmails(): Promise<{ to: string; subject: string; greetings: string[] }[]> {
  const rows = await t.handle.db
    .select()
    .from(emailOutbox)
    .where(gt(emailOutbox.id, seen))
    .orderBy(asc(emailOutbox.id));
  seen = Math.max(seen, ...rows.map((row) => Number(row.id)));
  return rows.map((row) => ({ to: row.toAddress, subject: row.subject, greetings: greetingLines(row) }));
}

function greetingLines(row: TOutboxRow): string[] {
  return row.textBody.match(/^Bonjour\b[^\n]*$/gm) ?? [];
}

function book(cookie: string, professionalId: number, start: string) {
  return callAs(t.app, cookie, 'POST', '/api/appointments', {
    professionalId,
    start,
    mode: 'cabinet',
    reason: 'Consultation générale',
    answers: {},
    isFirstConsultation: true,
    acceptsFeeAgreement: true,
  });
}

async function bookedId(professionalId: number, start: string): Promise<number> {
  const response = await book(marie, professionalId, start);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().appointment.id as number;
}

describe('one greeting in every e-mail, with the recipient’s first name (issue 26 §6)', () => {
  let sophieAppointment: number;

  it('a booking greets the client and the professional, each by their own first name', async () => {
    sophieAppointment = await bookedId(SOPHIE, WEDNESDAY_10);
    const emails = await newEmails();
    const toMarie = emails.filter((email) => email.to === MARIE_EMAIL);
    const toSophie = emails.filter((email) => email.to === SOPHIE_EMAIL);
    // The confirmation and the reminder of the next day, and the professional's notice.
    expect(toMarie.map((email) => email.subject)).toEqual([
      'Rendez-vous confirmé le mercredi 9 juin 2027 à 10:00',
      'Rappel\u00a0: rendez-vous demain, mercredi 9 juin 2027 à 10:00',
    ]);
    expect(toSophie.map((email) => email.subject)).toEqual([
      'Nouveau rendez-vous le mercredi 9 juin 2027 à 10:00',
    ]);
    expect(emails).toHaveLength(toMarie.length + toSophie.length);
    for (const email of toMarie) expect(email.greetings).toEqual(['Bonjour Marie,']);
    for (const email of toSophie) expect(email.greetings).toEqual(['Bonjour Sophie,']);
  });

  it('a request, its acceptance and a refusal greet the client by name, the professional too', async () => {
    const accepted = await bookedId(THOMAS, WEDNESDAY_11);
    const refused = await bookedId(THOMAS, WEDNESDAY_15);
    expect((await callAs(t.app, thomas, 'POST', `/api/pro/appointments/${accepted}/accept`)).statusCode).toBe(
      200,
    );
    const refusal = await callAs(t.app, thomas, 'POST', `/api/pro/appointments/${refused}/refuse`, {
      reason: 'Agenda complet',
    });
    expect(refusal.statusCode, refusal.body).toBe(200);
    const emails = await newEmails();
    expect(emails.map((email) => [email.to, email.subject, email.greetings])).toEqual([
      [MARIE_EMAIL, 'Demande de rendez-vous envoyée', ['Bonjour Marie,']],
      [
        THOMAS_EMAIL,
        'Demande de rendez-vous à confirmer\u00a0: mercredi 9 juin 2027 à 11:00',
        ['Bonjour Thomas,'],
      ],
      [MARIE_EMAIL, 'Demande de rendez-vous envoyée', ['Bonjour Marie,']],
      [
        THOMAS_EMAIL,
        'Demande de rendez-vous à confirmer\u00a0: mercredi 9 juin 2027 à 15:00',
        ['Bonjour Thomas,'],
      ],
      [MARIE_EMAIL, 'Rendez-vous confirmé le mercredi 9 juin 2027 à 11:00', ['Bonjour Marie,']],
      [MARIE_EMAIL, 'Rappel\u00a0: rendez-vous demain, mercredi 9 juin 2027 à 11:00', ['Bonjour Marie,']],
      [MARIE_EMAIL, 'Demande de rendez-vous refusée\u00a0: mercredi 9 juin 2027 à 15:00', ['Bonjour Marie,']],
    ]);
  });

  it('a cancellation by the client greets her and the professional by name', async () => {
    const response = await callAs(
      t.app,
      marie,
      'POST',
      `/api/client/appointments/${sophieAppointment}/cancel`,
      {
        reason: 'Empêchement',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const emails = await newEmails();
    expect(emails.map((email) => [email.to, email.subject, email.greetings])).toEqual([
      [MARIE_EMAIL, 'Rendez-vous annulé\u00a0: mercredi 9 juin 2027 à 10:00', ['Bonjour Marie,']],
      [SOPHIE_EMAIL, 'Rendez-vous annulé\u00a0: mercredi 9 juin 2027 à 10:00', ['Bonjour Sophie,']],
    ]);
  });

  it('a change of address greets the account at its own address, and no one at the new one', async () => {
    const response = await callAs(t.app, marie, 'POST', '/api/auth/client/email/change', {
      email: 'marie.nouvelle@example.com',
      currentPassword: 'demo-2025',
    });
    expect(response.statusCode, response.body).toBe(200);
    const emails = await newEmails();
    expect(emails.map((email) => [email.to, email.subject, email.greetings])).toEqual([
      ['marie.nouvelle@example.com', 'Confirmez votre adresse e-mail', ['Bonjour,']],
      [MARIE_EMAIL, 'Votre adresse e-mail va changer', ['Bonjour Marie,']],
    ]);
  });

  it('a password reset greets the account by its first name, the link and the notice after it', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email: MARIE_EMAIL } });
    // The token and the e-mail are made after the answer (ADR 0045).
    await t.app.afterResponse.settled();
    const token = await lastResetToken(t.handle, MARIE_EMAIL);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password: PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const emails = await newEmails();
    expect(emails.map((email) => [email.to, email.subject, email.greetings])).toEqual([
      [MARIE_EMAIL, 'Réinitialisation de votre mot de passe JurisRDV', ['Bonjour Marie,']],
      [MARIE_EMAIL, 'Votre mot de passe JurisRDV a été modifié', ['Bonjour Marie,']],
    ]);
  });

  it('a registration: no name before the address is confirmed, the first name after; the administrators by theirs', async () => {
    const email = 'julien.renard@example.com';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/pro/register',
      payload: {
        firstName: 'Julien',
        lastName: 'Renard',
        email,
        practice: 'Cabinet Renard',
        specialty: 'Droit immobilier',
        barNumber: 'PARIS-R4242',
        password: PASSWORD,
        acceptTerms: true,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/verify',
      payload: { token: await lastVerificationToken(t.handle, email) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(
      await queueRegistrationDigest({ db: t.handle.db, config: t.config }, t.clock.now()),
    ).toBeGreaterThan(0);
    // The administrator signs in with the second factor they must have: its enrolment is e-mailed too.
    const admin = await loginAsAdmin(t);
    const [professional] = await t.handle.db
      .select({ id: professionals.id })
      .from(professionals)
      .innerJoin(users, eq(users.id, professionals.userId))
      .where(eq(users.email, email));
    const approved = await callAs(
      t.app,
      admin,
      'POST',
      `/api/admin/registrations/${professional?.id}/approve`,
      { note: 'Absent de l’annuaire importé\u00a0: vérifié auprès de l’Ordre.' },
    );
    expect(approved.statusCode, approved.body).toBe(200);

    const admins = await t.handle.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.role, 'admin'));
    const emails = await newEmails();
    expect(emails.filter((row) => row.to === email).map((row) => [row.subject, row.greetings])).toEqual([
      ['Confirmez votre adresse e-mail', ['Bonjour,']],
      ['Votre inscription JurisRDV Pro est en cours de validation', ['Bonjour Julien,']],
      ['Votre compte JurisRDV Pro est validé', ['Bonjour Julien,']],
    ]);
    const digests = emails.filter(
      (row) => row.subject === 'Une nouvelle inscription professionnelle à valider',
    );
    expect(digests.map((row) => [row.to, row.greetings]).sort()).toEqual(
      admins.map((row) => [row.email, [`Bonjour ${row.firstName},`]]).sort(),
    );
    expect(
      emails.filter((row) => row.subject === 'Double authentification activée').map((row) => row.greetings),
    ).toEqual([['Bonjour Admin,']]);
  });

  it('a contact message greets the administrator whose mailbox it is, a team mailbox without a name', async () => {
    const origin = { origin: 'http://localhost:3000' };
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      headers: origin,
      payload: {
        source: 'public',
        name: 'Claire Fontaine',
        email: 'claire.fontaine@example.com',
        company: '',
        phone: '',
        subject: 'Question',
        message: 'Je ne retrouve pas mon rendez-vous.',
      },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const demo = await t.app.inject({
      method: 'POST',
      url: '/api/support/demo-requests',
      headers: origin,
      payload: { name: 'Maître Durand', email: 'durand@example.com', firm: 'Cabinet Durand' },
    });
    expect(demo.statusCode, demo.body).toBe(201);
    const emails = await newEmails();
    expect(emails.map((email) => [email.to, email.greetings])).toEqual([
      ['admin@example.com', ['Bonjour Admin,']],
      ['ventes@jurisrdv.example', ['Bonjour,']],
    ]);
  });

  it('every e-mail of the outbox has one greeting, first, in its text and its HTML', async () => {
    const rows = await t.handle.db.select().from(emailOutbox);
    expect(rows.length).toBeGreaterThan(20);
    const shapes = rows.map((row) => ({
      first: row.textBody.split('\n')[0],
      text: greetingLines(row).length,
      html: row.htmlBody?.match(/<p>Bonjour\b[^<]*<\/p>/g)?.length,
    }));
    expect(shapes).toEqual(rows.map((row) => ({ first: greetingLines(row)[0], text: 1, html: 1 })));
  });
});
