import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentReports, notifications, professionals, reviews, users } from '#server/db/schema/index.ts';
import { insertAppointment, insertProfessionalAccount } from '#server/test-support/factories.ts';
import {
  callAs,
  createTestApp,
  loginAs,
  loginAsAdmin,
  loginWithSecondFactor,
  outboxFor,
  type TTestApp,
} from '#server/test-support/test-app.ts';

let t: TTestApp;
let admin: string;
let marie: string;
let pro: string;
let proId: number;
let proUserId: string;
let reviewId: number;
let hiddenReviewId: number;

const NOW = new Date('2027-06-07T08:00:00Z');

async function insertReview(status: 'published' | 'pending', text: string, minutesAgo: number) {
  const [marieRow] = await t.handle.db
    .select()
    .from(users)
    .where(eq(users.email, 'marie.dubois@example.com'));
  const end = new Date(NOW.getTime() - 86_400_000 - minutesAgo * 60_000);
  const appointment = await insertAppointment(t.handle.db, {
    professionalId: proId,
    clientUserId: marieRow?.id ?? null,
    startsAt: new Date(end.getTime() - 60_000),
    endsAt: end,
    reason: 'Motif confidentiel',
  });
  const [row] = await t.handle.db
    .insert(reviews)
    .values({
      appointmentId: appointment.id,
      professionalId: proId,
      clientUserId: marieRow?.id ?? null,
      rating: 1,
      text,
      status,
      submittedAt: end,
      publishedAt: status === 'published' ? end : null,
    })
    .returning();
  if (!row) throw new Error('no review');
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const account = await insertProfessionalAccount(t.handle.db, {
    email: 'signale.pro@example.com',
    firstName: 'Sidonie',
    lastName: 'Signalée',
  });
  proId = account.professional.id;
  proUserId = account.user.id;
  reviewId = await insertReview('published', 'Avis injurieux envers le cabinet.', 10);
  hiddenReviewId = await insertReview('pending', 'Avis pas encore relu.', 20);
  admin = await loginAsAdmin(t);
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com', 'demo-2025', true);
  pro = await loginWithSecondFactor(t, 'pro', 'signale.pro@example.com');
}, 60_000);

afterAll(async () => {
  await t.close();
});

function report(cookie: string | undefined, payload: unknown) {
  return callAs(t.app, cookie, 'POST', '/api/content-reports', payload);
}

const PROFILE_REPORT = {
  target: { kind: 'profile', professionalId: 0 },
  reason: 'misleading',
  explanation: 'Le profil annonce un titre que ce professionnel ne porte pas.',
  email: 'Temoin@Example.com',
};

describe('« Signaler un contenu » (issue 29 §4)', () => {
  it('an anonymous report of a profile reaches the queue, once, with a reference', async () => {
    const payload = { ...PROFILE_REPORT, target: { kind: 'profile', professionalId: proId } };
    const response = await report(undefined, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().reference).toMatch(/^SIG-\d{6}$/);
    // The same reporter, the same content, still undecided: a duplicate.
    const again = await report(undefined, payload);
    expect(again.statusCode).toBe(409);
    const queue = await callAs(t.app, admin, 'GET', '/api/admin/content-reports');
    expect(queue.statusCode).toBe(200);
    const item = queue
      .json()
      .items.find((row: { reference: string }) => row.reference === response.json().reference);
    expect(item).toMatchObject({
      targetKind: 'profile',
      professionalId: proId,
      reason: 'Informations trompeuses',
      reporter: { signedIn: false, email: 'temoin@example.com' },
      review: null,
    });
  });

  it('without an account the reporter must give an e-mail; a signed-in client need not', async () => {
    const payload = {
      target: { kind: 'review', reviewId },
      reason: 'abusive',
      explanation: 'Ce texte insulte nommément le cabinet.',
    };
    const anonymous = await report(undefined, payload);
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().error.fieldErrors.email).toBe(
      'Indiquez votre adresse e-mail pour recevoir la décision',
    );
    const signedIn = await report(marie, payload);
    expect(signedIn.statusCode).toBe(201);
  });

  it('refuses unknown or hidden content (404), hostile and oversized text (400), and changes nothing', async () => {
    const before = await t.handle.db.select().from(contentReports);
    const base = { reason: 'other', explanation: 'Une explication suffisante.', email: 'a@example.com' };
    expect(
      (await report(undefined, { ...base, target: { kind: 'review', reviewId: hiddenReviewId } })).statusCode,
    ).toBe(404);
    expect(
      (await report(undefined, { ...base, target: { kind: 'review', reviewId: 999_999 } })).statusCode,
    ).toBe(404);
    expect(
      (await report(undefined, { ...base, target: { kind: 'profile', professionalId: 999_999 } })).statusCode,
    ).toBe(404);
    const target = { kind: 'profile', professionalId: proId };
    for (const bad of [
      { ...base, target, explanation: 'NUL\u0000 dans le texte' },
      { ...base, target, explanation: 'x'.repeat(1_000_000) },
      { ...base, target, explanation: 'court' },
      { ...base, target, reason: 'spam' },
      { ...base, target, email: 'pas-une-adresse' },
      { ...base, target: { kind: 'firm', id: 1 } },
      { ...base, target, extra: true },
    ]) {
      const response = await report(undefined, bad);
      expect(response.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect(await t.handle.db.select().from(contentReports)).toHaveLength(before.length);
  });

  it('only administrators see the queue and decide', async () => {
    expect((await callAs(t.app, undefined, 'GET', '/api/admin/content-reports')).statusCode).toBe(401);
    expect((await callAs(t.app, marie, 'GET', '/api/admin/content-reports')).statusCode).toBe(401);
    expect((await callAs(t.app, pro, 'GET', '/api/admin/content-reports')).statusCode).toBe(401);
    const [row] = await t.handle.db.select().from(contentReports);
    const decide = { decision: 'keep', reasons: 'Le contenu respecte nos règles.' };
    expect(
      (await callAs(t.app, pro, 'POST', `/api/admin/content-reports/${row?.id}/decision`, decide)).statusCode,
    ).toBe(401);
  });

  it('removing a reported review: it leaves the profile, its author, the reporter and the professional are told', async () => {
    const [row] = await t.handle.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.targetKind, 'review'));
    if (!row) throw new Error('no review report');
    // A review's report cannot suspend the profile.
    const wrong = await callAs(t.app, admin, 'POST', `/api/admin/content-reports/${row.id}/decision`, {
      decision: 'suspend-profile',
      reasons: 'Motifs suffisamment longs.',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldErrors.decision).toBeDefined();
    const response = await callAs(t.app, admin, 'POST', `/api/admin/content-reports/${row.id}/decision`, {
      decision: 'remove-review',
      reasons: 'Le texte contient des propos injurieux envers le cabinet.',
    });
    expect(response.statusCode).toBe(200);
    const [review] = await t.handle.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(review?.status).toBe('refused');
    const publicList = await callAs(t.app, undefined, 'GET', `/api/professionals/${proId}/reviews`);
    expect(publicList.json().reviews.map((r: { id: number }) => r.id)).not.toContain(reviewId);
    // Once decided, never twice.
    const twice = await callAs(t.app, admin, 'POST', `/api/admin/content-reports/${row.id}/decision`, {
      decision: 'keep',
      reasons: 'Motifs suffisamment longs.',
    });
    expect(twice.statusCode).toBe(409);

    // The reporter (Marie, signed in): the decision and its reasons, in an e-mail and in her bell.
    const [reporterMail] = await outboxFor(t.handle, 'marie.dubois@example.com');
    expect(reporterMail?.subject).toMatch(/^Votre (signalement|avis)/);
    const marieMails = await outboxFor(t.handle, 'marie.dubois@example.com');
    const decisionMail = marieMails.find((mail) => mail.subject.startsWith('Votre signalement SIG-'));
    expect(decisionMail?.textBody).toContain('Décision\u00a0: Avis retiré.');
    expect(decisionMail?.textBody).toContain('propos injurieux envers le cabinet');
    // Never what was reported nor the reporter's explanation.
    expect(decisionMail?.textBody).not.toContain('Avis injurieux envers le cabinet.');
    expect(decisionMail?.textBody).not.toContain('insulte nommément');
    // The review's author (Marie too here) hears it was taken down.
    expect(marieMails.some((mail) => mail.subject === 'Votre avis a été retiré')).toBe(true);

    // The professional: a bell and an e-mail that say a decision exists and link to it, without its reasons.
    const [proMail] = await outboxFor(t.handle, 'signale.pro@example.com');
    expect(proMail?.subject).toMatch(/^Décision sur un signalement \(SIG-\d{6}\)$/);
    expect(proMail?.textBody).toContain('/pro/dashboard/reclamations');
    expect(proMail?.textBody).not.toContain('propos injurieux');
    const bell = await t.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, proUserId), eq(notifications.kind, 'content_report_decided')));
    expect(bell).toHaveLength(1);
    // In the workspace, the decision with its reasons, to contest it.
    const mine = await callAs(t.app, pro, 'GET', '/api/pro/moderation-decisions');
    expect(mine.json().items[0]).toMatchObject({
      targetKind: 'review',
      decision: 'Avis retiré',
      reasons: 'Le texte contient des propos injurieux envers le cabinet.',
    });
  });

  it('suspending a reported profile takes it out of the directory; a sign-in does not bring it back', async () => {
    const [row] = await t.handle.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.targetKind, 'profile'), eq(contentReports.status, 'received')));
    if (!row) throw new Error('no profile report');
    const response = await callAs(t.app, admin, 'POST', `/api/admin/content-reports/${row.id}/decision`, {
      decision: 'suspend-profile',
      reasons: 'Le profil affiche un titre professionnel inexact.',
    });
    expect(response.statusCode).toBe(200);
    const [profile] = await t.handle.db.select().from(professionals).where(eq(professionals.id, proId));
    expect(profile).toMatchObject({ delistedReason: 'moderation', isPublic: false });
    expect((await callAs(t.app, undefined, 'GET', `/api/professionals/${proId}`)).statusCode).toBe(404);
    // The anonymous reporter is e-mailed the decision and its reasons, greeted without a name.
    const [mail] = await outboxFor(t.handle, 'temoin@example.com');
    expect(mail?.textBody).toContain('Décision\u00a0: Profil suspendu.');
    expect(mail?.textBody).toContain('titre professionnel inexact');
    // Reporting a profile that left the directory: not found.
    const late = await report(undefined, {
      ...PROFILE_REPORT,
      target: { kind: 'profile', professionalId: proId },
    });
    expect(late.statusCode).toBe(404);
    // Seen again after the suspension, as a sign-in leaves it.
    await t.handle.db
      .update(users)
      .set({ lastSeenAt: new Date(NOW.getTime() + 60_000) })
      .where(eq(users.id, proUserId));
    const { welcomeBackReturningAccounts } = await import('#server/identity/privacy/inactive-accounts.ts');
    await welcomeBackReturningAccounts(t.handle.db);
    const [after] = await t.handle.db.select().from(professionals).where(eq(professionals.id, proId));
    expect(after?.delistedReason).toBe('moderation');
  });
});

describe('reports per address', () => {
  it('past the hourly limit of one address, 429 with a French message', async () => {
    const strict = await createTestApp({ config: { tightRateLimitMultiplier: 1 } });
    try {
      const [listed] = await strict.handle.db
        .select({ id: professionals.id })
        .from(professionals)
        .where(eq(professionals.isPublic, true))
        .limit(1);
      const statuses: number[] = [];
      for (let index = 0; index < 11; index += 1) {
        const response = await strict.app.inject({
          method: 'POST',
          url: '/api/content-reports',
          payload: {
            target: { kind: 'profile', professionalId: listed?.id },
            reason: 'other',
            explanation: 'Une explication suffisante.',
            email: `temoin${index}@example.com`,
          },
        });
        statuses.push(response.statusCode);
        if (index === 10) expect(response.json().error.message).toMatch(/^Trop de signalements envoyés/);
      }
      expect(statuses).toEqual([...Array(10).fill(201), 429]);
    } finally {
      await strict.close();
    }
  });
});
