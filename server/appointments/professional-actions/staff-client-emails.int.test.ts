import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisInstant } from '#domain/kernel/time/paris-time.ts';
import { users } from '#server/db/schema/index.ts';
import { insertAppointment } from '#server/test-support/factories.ts';
import { newStaffAccount } from '#server/test-support/staff-accounts.ts';
import { callAs, createTestApp, loginAs, outboxFor, type TTestApp } from '#server/test-support/test-app.ts';

// Issue 27 §3: whatever an assistant does for a lawyer, the client hears it from the lawyer. The assistant's
// name is in the workspace's history only, never in what the client receives.
// Monday 7 June 2027, 08:00 Paris: the appointments below are in the days after.
const NOW = new Date('2027-06-07T06:00:00Z');
const SOPHIE = 1;
const LAWYER = 'Maître Sophie Martin';
const MARIE = 'marie.dubois@example.com';
/** Anything of the assistant, Julie Petit, or of her role. */
const ASSISTANT = /Julie|Petit|assistant/i;

let t: TTestApp;
let sophie: string;
let assistant: { cookie: string; userId: string };
let marieId: string;

async function userIdOf(email: string): Promise<string> {
  const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

/** A request of Marie's to Sophie, waiting for an answer, on that Paris day and time. */
async function marieRequest(date: string, time: string, status: 'pending' | 'confirmed' = 'pending') {
  const start = parisInstant(date, time);
  const row = await insertAppointment(t.handle.db, {
    professionalId: SOPHIE,
    clientUserId: marieId,
    startsAt: start,
    endsAt: new Date(start.getTime() + 30 * 60_000),
    reason: 'Garde des enfants',
    status,
  });
  return row.id;
}

type TEmail = { subject: string; text: string; all: string };

/** The id of the newest e-mail to Marie so far (0 for none): what comes after it is the next action's. */
async function lastEmailId(): Promise<number> {
  const [newest] = await outboxFor(t.handle, MARIE);
  return newest?.id ?? 0;
}

/** The e-mails queued for Marie after `mark`, oldest first; `all` is the subject, texts and attachments. */
async function emailsSince(mark: number): Promise<TEmail[]> {
  const rows = await outboxFor(t.handle, MARIE);
  return rows
    .filter((row) => row.id > mark)
    .reverse()
    .map((row) => ({
      subject: row.subject,
      text: row.textBody,
      all: [
        row.subject,
        row.textBody,
        row.htmlBody ?? '',
        ...(row.attachments ?? []).map((attachment) => attachment.content),
      ].join('\n'),
    }));
}

/** The one e-mail among `emails` whose subject matches. */
function withSubject(emails: TEmail[], subject: RegExp): TEmail {
  const found = emails.filter((email) => subject.test(email.subject));
  expect(found.map((email) => email.subject)).toHaveLength(1);
  return found[0] as TEmail;
}

/** Every e-mail names the lawyer, and nothing of the assistant. */
function allInTheLawyersName(emails: TEmail[]): void {
  for (const email of emails) {
    expect(email.all, email.subject).toContain(LAWYER);
    expect(email.all, email.subject).not.toMatch(ASSISTANT);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  marieId = await userIdOf(MARIE);
  assistant = await newStaffAccount(t, sophie, 'assistant', [await userIdOf('sophie.martin@example.com')]);
  await t.handle.db
    .update(users)
    .set({ firstName: 'Julie', lastName: 'Petit' })
    .where(eq(users.id, assistant.userId));
});

afterAll(async () => {
  await t?.close();
});

describe('the e-mails a client receives after an assistant acts', () => {
  it('an accepted request: the confirmation and its calendar invitation are the lawyer’s', async () => {
    const id = await marieRequest('2027-06-09', '10:00');
    const mark = await lastEmailId();
    const accepted = await callAs(t.app, assistant.cookie, 'POST', `/api/pro/appointments/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);

    const emails = await emailsSince(mark);
    const confirmation = withSubject(emails, /^Rendez-vous confirmé le /);
    expect(confirmation.text).toContain(`Votre rendez-vous avec ${LAWYER} est confirmé le `);
    // The invitation's organiser: the lawyer, at the lawyer's address.
    expect(confirmation.all).toContain('ORGANIZER;CN=Maître Sophie Martin:mailto:sophie.martin@example.com');
    // The reminder queued with it, too.
    allInTheLawyersName(emails);
  });

  it('a refused request, a moved and a cancelled appointment: each e-mail names the lawyer, never the assistant', async () => {
    const refusedId = await marieRequest('2027-06-10', '10:00');
    let mark = await lastEmailId();
    const refused = await callAs(
      t.app,
      assistant.cookie,
      'POST',
      `/api/pro/appointments/${refusedId}/refuse`,
      {
        reason: 'Indisponible ce jour-là',
      },
    );
    expect(refused.statusCode, refused.body).toBe(200);
    let emails = await emailsSince(mark);
    expect(withSubject(emails, /^Demande de rendez-vous refusée/).text).toContain(
      `${LAWYER} ne peut pas donner suite à votre demande de rendez-vous du `,
    );
    allInTheLawyersName(emails);

    const id = await marieRequest('2027-06-11', '10:00', 'confirmed');
    mark = await lastEmailId();
    const moved = await callAs(t.app, assistant.cookie, 'POST', `/api/pro/appointments/${id}/reschedule`, {
      date: '2027-06-11',
      time: '15:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    emails = await emailsSince(mark);
    expect(emails.length).toBeGreaterThan(0);
    allInTheLawyersName(emails);

    mark = await lastEmailId();
    const cancelled = await callAs(t.app, assistant.cookie, 'POST', `/api/pro/appointments/${id}/cancel`, {
      reason: 'Empêchement',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    emails = await emailsSince(mark);
    expect(withSubject(emails, /^Rendez-vous annulé/).text).toContain(
      `${LAWYER} a dû annuler votre rendez-vous du `,
    );
    allInTheLawyersName(emails);
  });

  it('a booking taken by phone: the client, who has no account, is e-mailed nothing, in no one’s name', async () => {
    const email = 'paul.telephone@example.com';
    const created = await callAs(t.app, assistant.cookie, 'POST', '/api/pro/appointments', {
      client: { name: 'Paul Téléphone', email, phone: '06 12 34 56 78' },
      type: 'Signature acte',
      date: '2027-06-14',
      time: '14:00',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().appointment.id as number;
    const accepted = await callAs(t.app, assistant.cookie, 'POST', `/api/pro/appointments/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await outboxFor(t.handle, email)).toEqual([]);
  });
});
