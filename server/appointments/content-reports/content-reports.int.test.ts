import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complaints,
  contentReports,
  notifications,
  professionals,
  reviews,
  users,
} from '#server/db/schema/index.ts';
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
    expect(profile).toMatchObject({ suspendedAt: NOW, delistedAt: null, isPublic: false });
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
    expect(after).toMatchObject({ suspendedAt: NOW, isPublic: false });
  });
});

describe('« Rétablir la fiche » (ADR 0074)', () => {
  const REASONS = 'Le titre a été corrigé et vérifié au tableau de l’ordre.';

  function relist(cookie: string | undefined, id: number, payload: unknown) {
    return callAs(t.app, cookie, 'POST', `/api/admin/suspended-profiles/${id}/relist`, payload);
  }

  it('lists the suspended profile with the decision and the professional’s open complaints', async () => {
    // The professional contests the suspension, and files another complaint.
    const contested = await callAs(t.app, pro, 'POST', '/api/pro/complaints', {
      subject: 'suspension',
      text: 'Je conteste la suspension de mon profil, mon titre est exact.',
    });
    expect(contested.statusCode).toBe(201);
    const other = await callAs(t.app, pro, 'POST', '/api/pro/complaints', {
      subject: 'ranking',
      text: 'Je conteste aussi mon classement dans les résultats de recherche.',
    });
    expect(other.statusCode).toBe(201);
    const board = await callAs(t.app, admin, 'GET', '/api/admin/suspended-profiles');
    expect(board.statusCode).toBe(200);
    const item = board.json().items.find((row: { professionalId: number }) => row.professionalId === proId);
    expect(item).toMatchObject({
      professionalName: 'Maître Sidonie Signalée',
      profession: 'Avocat',
      suspendedAt: NOW.toISOString(),
      decisions: [{ reasons: 'Le profil affiche un titre professionnel inexact.' }],
      otherDelisting: null,
    });
    expect(item.openComplaints).toEqual([
      expect.objectContaining({ reference: contested.json().complaint.reference, suspension: true }),
      expect.objectContaining({ reference: other.json().complaint.reference, suspension: false }),
    ]);
  });

  it('refuses other sessions, bad reasons, hostile text and unknown ids, and changes nothing', async () => {
    const valid = { reasons: REASONS, answerComplaints: true };
    expect((await relist(undefined, proId, valid)).statusCode).toBe(401);
    expect((await relist(pro, proId, valid)).statusCode).toBe(401);
    expect((await relist(marie, proId, valid)).statusCode).toBe(401);
    expect((await callAs(t.app, pro, 'GET', '/api/admin/suspended-profiles')).statusCode).toBe(401);
    for (const bad of [
      { reasons: 'court', answerComplaints: false },
      { reasons: 'x'.repeat(2001), answerComplaints: false },
      { reasons: 'x'.repeat(1_000_000), answerComplaints: false },
      { reasons: 'NUL\u0000 dans les motifs du rétablissement', answerComplaints: false },
      // Answering a complaint too needs an answer's length.
      { reasons: 'Douze mots.', answerComplaints: true },
      { reasons: REASONS },
      { reasons: REASONS, answerComplaints: 'oui' },
      { ...valid, extra: true },
    ]) {
      const response = await relist(admin, proId, bad);
      expect(response.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    const short = await relist(admin, proId, { reasons: 'Douze mots.', answerComplaints: true });
    expect(short.json().error.fieldErrors.reasons).toMatch(/^Pour répondre aussi à la réclamation/);
    expect((await relist(admin, 999_999, valid)).statusCode).toBe(404);
    expect(
      (await callAs(t.app, admin, 'POST', '/api/admin/suspended-profiles/abc/relist', valid)).statusCode,
    ).toBe(400);
    const [profile] = await t.handle.db.select().from(professionals).where(eq(professionals.id, proId));
    expect(profile).toMatchObject({ suspendedAt: NOW, isPublic: false });
  });

  it('lifts the suspension: public again, the reasons beside the decision, the suspension complaint answered', async () => {
    const later = new Date(NOW.getTime() + 3_600_000);
    t.clock.set(later);
    const hostile = `${REASONS} <script>alert(1)</script>`;
    const response = await relist(admin, proId, { reasons: hostile, answerComplaints: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().listed).toBe(true);
    expect(response.json().answeredComplaints).toHaveLength(1);
    const [profile] = await t.handle.db.select().from(professionals).where(eq(professionals.id, proId));
    expect(profile).toMatchObject({ suspendedAt: null, delistedAt: null, isPublic: true });
    expect((await callAs(t.app, undefined, 'GET', `/api/professionals/${proId}`)).statusCode).toBe(200);
    // « Réclamations »: the relisting beside the suspension, with its reasons stored as written.
    const mine = await callAs(t.app, pro, 'GET', '/api/pro/moderation-decisions');
    const suspension = mine
      .json()
      .items.find((item: { decision: string }) => item.decision === 'Profil suspendu');
    expect(suspension.relisting).toEqual({ reasons: hostile, relistedAt: later.toISOString() });
    // The suspension complaint answered with the same reasons; the ranking one left to its own answer.
    const rows = await t.handle.db.select().from(complaints).where(eq(complaints.professionalId, proId));
    expect(rows.find((row) => row.subject === 'suspension')).toMatchObject({
      status: 'answered',
      answer: hostile,
    });
    expect(rows.find((row) => row.subject === 'ranking')?.status).toBe('received');
    // A bell and an e-mail that link to « Réclamations » and carry no reasons.
    const mails = await outboxFor(t.handle, 'signale.pro@example.com');
    const relisted = mails.find((mail) => mail.subject === 'Suspension de votre profil levée');
    expect(relisted?.textBody).toContain('/pro/dashboard/reclamations');
    expect(relisted?.textBody).toContain('apparaît de nouveau dans la recherche');
    expect(relisted?.textBody).not.toContain('titre a été corrigé');
    expect(relisted?.textBody).not.toContain('<script>');
    const bells = await t.handle.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, proUserId), eq(notifications.title, 'Suspension de votre profil levée')),
      );
    expect(bells).toHaveLength(1);
    // Gone from the board; lifting again: 409.
    const board = await callAs(t.app, admin, 'GET', '/api/admin/suspended-profiles');
    expect(board.json().items.some((row: { professionalId: number }) => row.professionalId === proId)).toBe(
      false,
    );
    const again = await relist(admin, proId, { reasons: REASONS, answerComplaints: false });
    expect(again.statusCode).toBe(409);
    t.clock.set(NOW);
  });

  it('lifts only the suspension: a profile delisted for inactivity meanwhile stays out', async () => {
    const account = await insertProfessionalAccount(t.handle.db, {
      email: 'double.retrait@example.com',
      firstName: 'Désiré',
      lastName: 'Doublon',
    });
    const id = account.professional.id;
    const sent = await report(undefined, {
      ...PROFILE_REPORT,
      target: { kind: 'profile', professionalId: id },
    });
    expect(sent.statusCode).toBe(201);
    // Delisted for inactivity between the report and the decision: the suspension is recorded all the same.
    await t.handle.db
      .update(professionals)
      .set({ delistedAt: NOW, delistedReason: 'inactivity' })
      .where(eq(professionals.id, id));
    const [row] = await t.handle.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.professionalId, id), eq(contentReports.status, 'received')));
    if (!row) throw new Error('no report');
    await callAs(t.app, admin, 'POST', `/api/admin/content-reports/${row.id}/decision`, {
      decision: 'suspend-profile',
      reasons: 'Le profil affiche un titre professionnel inexact.',
    });
    const board = await callAs(t.app, admin, 'GET', '/api/admin/suspended-profiles');
    expect(
      board.json().items.find((item: { professionalId: number }) => item.professionalId === id)
        ?.otherDelisting,
    ).toBe('inactivity');
    const response = await relist(admin, id, { reasons: REASONS, answerComplaints: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ listed: false, answeredComplaints: [] });
    const [profile] = await t.handle.db.select().from(professionals).where(eq(professionals.id, id));
    expect(profile).toMatchObject({ suspendedAt: null, delistedReason: 'inactivity', isPublic: false });
    const mails = await outboxFor(t.handle, 'double.retrait@example.com');
    expect(mails.find((mail) => mail.subject === 'Suspension de votre profil levée')?.textBody).toContain(
      'une fois remplies les autres conditions',
    );
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
