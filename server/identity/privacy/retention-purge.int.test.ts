import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import { inactivityCutoffs } from '#domain/identity/privacy/retention-policy.ts';
import {
  appointments,
  emailOutbox,
  notifications,
  pageViews,
  proAppointmentDetails,
  professionals,
  supportMessages,
  users,
} from '#server/db/schema/index.ts';
import { insertAppointment, insertProfessional } from '#server/test-support/factories.ts';
import { createTestApp, outboxFor, type TTestApp } from '#server/test-support/test-app.ts';
import { sendInactivityNotices } from './inactive-accounts';
import { runRetentionPurge } from './retention-purge';

let t: TTestApp;
const DAY = 86_400_000;
/** Everyone below was last seen then. */
const LAST_SEEN = new Date('2026-01-10T09:00:00Z');
const FEES: TProfessionalFees = {
  firstConsultation: { kind: 'amount', cents: 9000 },
  followUp: null,
  urgent: null,
  legalInsuranceAccepted: false,
  paymentMeans: ['carte'],
  paymentFacilities: false,
};

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function insertUser(values: Partial<typeof users.$inferInsert> & { email: string }) {
  const [row] = await t.handle.db
    .insert(users)
    .values({
      passwordHash: 'not-used',
      role: 'client',
      firstName: 'Paul',
      lastName: 'Retention',
      createdAt: new Date('2025-06-01T00:00:00Z'),
      lastSeenAt: LAST_SEEN,
      ...values,
    })
    .returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

async function userById(id: string) {
  const [row] = await t.handle.db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

const purgeAt = (now: Date) => runRetentionPurge({ db: t.handle.db, config: t.config }, now);

describe('e-mails, contact messages and page views', () => {
  it('keeps each for its period, then deletes it; e-mails not yet sent stay', async () => {
    const db = t.handle.db;
    const now = new Date('2036-06-15T10:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const to = 'boite@example.org';
    await db.insert(emailOutbox).values([
      {
        toAddress: to,
        subject: 'sent-old',
        textBody: 'x',
        status: 'sent',
        sentAt: ago(93),
        sendAfter: ago(93),
      },
      {
        toAddress: to,
        subject: 'sent-recent',
        textBody: 'x',
        status: 'sent',
        sentAt: ago(80),
        sendAfter: ago(80),
      },
      { toAddress: to, subject: 'kept-old', textBody: 'x', status: 'kept', sendAfter: ago(100) },
      { toAddress: to, subject: 'failed-old', textBody: 'x', status: 'failed', sendAfter: ago(100) },
      { toAddress: to, subject: 'pending-overdue', textBody: 'x', status: 'pending', sendAfter: ago(100) },
      // A reminder kept without SMTP, due in a week.
      {
        toAddress: to,
        subject: 'kept-future',
        textBody: 'x',
        status: 'kept',
        sendAfter: ago(-7),
        kind: 'reminder',
      },
    ]);
    await db.insert(supportMessages).values([
      {
        source: 'public',
        name: 'A',
        email: 'a@example.org',
        subject: 'old',
        message: 'x',
        createdAt: ago(367),
      },
      {
        source: 'pro',
        name: 'B',
        email: 'b@example.org',
        subject: 'recent',
        message: 'x',
        createdAt: ago(360),
      },
    ]);
    await db.insert(pageViews).values([
      { path: '/old', createdAt: ago(400) },
      { path: '/recent', createdAt: ago(380) },
    ]);
    const [someone] = await db.select({ id: users.id }).from(users).limit(1);
    if (!someone) throw new Error('no account');
    await db.insert(notifications).values([
      { userId: someone.id, kind: 'invoice_issued', title: 'old-notice', link: '/', createdAt: ago(200) },
      { userId: someone.id, kind: 'invoice_issued', title: 'recent-notice', link: '/', createdAt: ago(150) },
    ]);

    // First in the file: the outbox holds only these rows (e-mails queued by later tests are stamped with the
    // database's own clock, years before the test clock).
    const result = await purgeAt(now);
    expect(result).toMatchObject({ emails: 3, supportMessages: 1, pageViews: 1, notifications: 1 });
    expect(
      (
        await db
          .select()
          .from(notifications)
          .where(inArray(notifications.title, ['old-notice', 'recent-notice']))
      ).map((row) => row.title),
    ).toEqual(['recent-notice']);
    expect((await outboxFor(t.handle, to)).map((email) => email.subject).sort()).toEqual([
      'kept-future',
      'pending-overdue',
      'sent-recent',
    ]);
    expect((await db.select().from(supportMessages)).map((row) => row.subject)).toEqual(['recent']);
    expect(
      (
        await db
          .select()
          .from(pageViews)
          .where(and(inArray(pageViews.path, ['/old', '/recent'])))
      ).map((row) => row.path),
    ).toEqual(['/recent']);
  });
});

describe('inactive client accounts (3 years, warned 30 days before)', () => {
  it('warns once near 3 years, then deletes with the effects of a self-deletion', async () => {
    const db = t.handle.db;
    const client = await insertUser({ email: 'paul.inactif@example.org', phone: '06 11 22 33 44' });
    const professional = await insertProfessional(db, {
      lastName: 'Archives',
      email: 'archives@example.org',
    });
    const held = await insertAppointment(db, {
      professionalId: professional.id,
      clientUserId: client.id,
      startsAt: new Date('2025-12-01T09:00:00Z'),
      endsAt: new Date('2025-12-01T09:30:00Z'),
      status: 'completed',
      reason: 'Succession',
    });
    await db.insert(emailOutbox).values([
      {
        toAddress: client.email,
        subject: 'Confirmation envoyée',
        textBody: 'x',
        status: 'sent',
        sentAt: new Date('2025-11-20T09:00:00Z'),
      },
      // Still to be sent, by SMTP or kept without it: they go too.
      {
        toAddress: client.email,
        subject: 'Programmé',
        textBody: 'x',
        status: 'pending',
        sendAfter: new Date('2031-01-01T00:00:00Z'),
      },
      {
        toAddress: client.email,
        subject: 'Rappel gardé',
        textBody: 'x',
        status: 'kept',
        kind: 'reminder',
        sendAfter: new Date('2031-01-01T00:00:00Z'),
      },
    ]);

    // 31 days before the 3 years: nothing yet.
    const early = new Date(LAST_SEEN.getTime() + 3 * 365 * DAY - 31 * DAY);
    expect(inactivityCutoffs(early).noticeIfSeenBefore.getTime()).toBeLessThan(LAST_SEEN.getTime());
    await purgeAt(early);
    expect((await userById(client.id))?.inactivityNoticeSentAt).toBeNull();

    // 29 days before: the warning, once.
    const noticeAt = new Date('2028-12-12T09:00:00Z');
    expect((await purgeAt(noticeAt)).notices).toBe(1);
    expect((await userById(client.id))?.inactivityNoticeSentAt?.toISOString()).toBe(noticeAt.toISOString());
    const [notice] = await outboxFor(t.handle, client.email);
    expect(notice?.subject).toBe('Votre compte JurisRDV sera supprimé à partir du jeudi 11 janvier 2029');
    expect(notice?.textBody).toContain(
      'Votre dernière activité sur JurisRDV date du samedi 10 janvier 2026.',
    );
    expect(notice?.textBody).toContain('http://localhost:3000/login');
    expect((await purgeAt(new Date(noticeAt.getTime() + 3_600_000))).notices).toBe(0);

    // Three years have passed, but the warning is only 29 days old: still there.
    expect((await purgeAt(new Date('2029-01-10T09:00:00Z'))).clientsDeleted).toBe(0);
    expect(await userById(client.id)).not.toBeNull();

    // 30 days after the warning: deleted.
    const deleteAt = new Date('2029-01-11T09:00:00Z');
    expect((await purgeAt(deleteAt)).clientsDeleted).toBe(1);
    expect(await userById(client.id)).toBeNull();
    // Every e-mail addressed to the account went with it, the warning and the one still to be sent included.
    expect(await outboxFor(t.handle, client.email)).toEqual([]);
    // The professional keeps the appointment held with this client, and who it was.
    const [kept] = await db.select().from(appointments).where(eq(appointments.id, held.id));
    expect(kept).toMatchObject({ clientUserId: null, status: 'completed', reason: 'Succession' });
    const [details] = await db
      .select()
      .from(proAppointmentDetails)
      .where(eq(proAppointmentDetails.appointmentId, held.id));
    expect(details).toMatchObject({
      clientName: 'Paul Retention',
      clientEmail: 'paul.inactif@example.org',
      clientPhone: '06 11 22 33 44',
    });
  });

  it('cancels a future appointment and tells the professional, like a self-deletion', async () => {
    const db = t.handle.db;
    const client = await insertUser({ email: 'rdv.futur@example.org' });
    const professional = await insertProfessional(db, { lastName: 'Futur', email: 'futur@example.org' });
    const future = await insertAppointment(db, {
      professionalId: professional.id,
      clientUserId: client.id,
      startsAt: new Date('2029-03-01T09:00:00Z'),
      endsAt: new Date('2029-03-01T09:30:00Z'),
    });
    await db
      .update(users)
      .set({ inactivityNoticeSentAt: new Date('2029-01-01T00:00:00Z') })
      .where(eq(users.id, client.id));
    expect((await purgeAt(new Date('2029-02-01T00:00:00Z'))).clientsDeleted).toBeGreaterThanOrEqual(1);
    const [cancelled] = await db.select().from(appointments).where(eq(appointments.id, future.id));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: 'Compte supprimé' });
    const [told] = await outboxFor(t.handle, 'futur@example.org');
    expect(told?.subject).toMatch(/^Rendez-vous annulé/);
    expect(told?.textBody).toContain('Le compte du client a été supprimé après 3 ans sans connexion.');
  });

  it('a sign-in after the warning keeps the account and forgets the warning', async () => {
    const client = await insertUser({ email: 'revenu@example.org' });
    await t.handle.db
      .update(users)
      .set({
        inactivityNoticeSentAt: new Date('2028-12-20T00:00:00Z'),
        lastSeenAt: new Date('2029-01-02T00:00:00Z'),
      })
      .where(eq(users.id, client.id));
    await purgeAt(new Date('2029-02-01T00:00:00Z'));
    const after = await userById(client.id);
    expect(after).not.toBeNull();
    expect(after?.inactivityNoticeSentAt).toBeNull();
  });

  it('a warning that waited (purge stopped) still gives its full 30 days', async () => {
    const client = await insertUser({
      email: 'tardif@example.org',
      lastSeenAt: new Date('2024-01-01T00:00:00Z'),
    });
    const now = new Date('2029-06-01T00:00:00Z');
    await purgeAt(now);
    expect((await userById(client.id))?.inactivityNoticeSentAt?.toISOString()).toBe(now.toISOString());
    await purgeAt(new Date(now.getTime() + 29 * DAY));
    expect(await userById(client.id)).not.toBeNull();
    await purgeAt(new Date(now.getTime() + 30 * DAY));
    expect(await userById(client.id)).toBeNull();
  });

  it('warns each account once when several instances run at the same time', async () => {
    const addresses = ['un@example.org', 'deux@example.org', 'trois@example.org'];
    for (const email of addresses) await insertUser({ email });
    const now = new Date('2028-12-20T09:00:00Z');
    const ctx = { db: t.handle.db, config: t.config };
    const sent = await Promise.all([1, 2, 3, 4].map(() => sendInactivityNotices(ctx, now, 200)));
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(3);
    for (const email of addresses) {
      expect(
        (await outboxFor(t.handle, email)).filter((row) => row.kind === 'inactivity-notice'),
      ).toHaveLength(1);
    }
  });

  it('never touches the demo accounts nor the administrators', async () => {
    const db = t.handle.db;
    const admin = await insertUser({ email: 'staff@example.org', role: 'admin' });
    await db.update(users).set({ lastSeenAt: new Date('2020-01-01T00:00:00Z') });
    const far = new Date('2035-01-01T00:00:00Z');
    await purgeAt(far);
    await purgeAt(new Date(far.getTime() + 40 * DAY));
    const demo = await db
      .select()
      .from(users)
      .where(
        inArray(users.email, ['marie.dubois@example.com', 'sophie.martin@example.com', 'admin@example.com']),
      );
    expect(demo).toHaveLength(3);
    expect(demo.every((row) => row.inactivityNoticeSentAt === null)).toBe(true);
    expect(await userById(admin.id)).not.toBeNull();
    expect((await userById(admin.id))?.inactivityNoticeSentAt).toBeNull();
  });
});

describe('inactive professionals', () => {
  it('are warned, then leave the directory; their account and records stay; they come back when they sign in', async () => {
    const db = t.handle.db;
    const owner = await insertUser({
      email: 'maitre.inactive@example.org',
      role: 'professional',
      firstName: 'Claire',
      lastSeenAt: new Date('2030-01-05T10:00:00Z'),
    });
    const professional = await insertProfessional(db, {
      userId: owner.id,
      lastName: 'Inactive',
      phone: '01 23 45 67 89',
      fees: FEES,
    });
    const client = await insertUser({
      email: 'client.de.claire@example.org',
      lastSeenAt: new Date('2032-12-01T00:00:00Z'),
    });
    const held = await insertAppointment(db, {
      professionalId: professional.id,
      clientUserId: client.id,
      startsAt: new Date('2030-01-04T09:00:00Z'),
      endsAt: new Date('2030-01-04T09:30:00Z'),
      status: 'completed',
    });
    const isPublic = async () =>
      (await db.select().from(professionals).where(eq(professionals.id, professional.id)))[0]?.isPublic;
    expect(await isPublic()).toBe(true);

    const noticeAt = new Date('2032-12-10T10:00:00Z');
    await purgeAt(noticeAt);
    const [notice] = await outboxFor(t.handle, owner.email);
    expect(notice?.subject).toBe(
      "Votre fiche JurisRDV sera retirée de l'annuaire à partir du dimanche 9 janvier 2033",
    );
    expect(notice?.textBody).toContain(
      'Votre compte, vos dossiers, contacts, rendez-vous, notes et documents sont conservés.',
    );
    expect(notice?.textBody).toContain('http://localhost:3000/pro/login');

    const result = await purgeAt(new Date('2033-01-09T10:00:00Z'));
    expect(result.delisted).toBe(1);
    expect(await isPublic()).toBe(false);
    // The account and the professional's records are still there.
    expect(await userById(owner.id)).not.toBeNull();
    expect(await db.select().from(appointments).where(eq(appointments.id, held.id))).toHaveLength(1);
    // No second warning while away.
    expect((await purgeAt(new Date('2033-03-01T10:00:00Z'))).notices).toBe(0);

    // Signing in again (the auth module stamps last_seen_at): back in the directory at the next run.
    await db
      .update(users)
      .set({ lastSeenAt: new Date('2033-03-02T08:00:00Z') })
      .where(eq(users.id, owner.id));
    expect((await purgeAt(new Date('2033-03-02T09:00:00Z'))).relisted).toBe(1);
    expect(await isPublic()).toBe(true);
    expect((await userById(owner.id))?.inactivityNoticeSentAt).toBeNull();
  });

  it('a profile that is not in the directory gets no warning', async () => {
    const db = t.handle.db;
    const owner = await insertUser({
      email: 'maitre.en.attente@example.org',
      role: 'professional',
      lastSeenAt: new Date('2030-01-01T00:00:00Z'),
    });
    await insertProfessional(db, {
      userId: owner.id,
      verificationStatus: 'pending',
      phone: '01 00 00 00 00',
      fees: FEES,
    });
    await purgeAt(new Date('2034-01-01T00:00:00Z'));
    expect(await outboxFor(t.handle, owner.email)).toEqual([]);
    expect((await userById(owner.id))?.inactivityNoticeSentAt).toBeNull();
  });
});
