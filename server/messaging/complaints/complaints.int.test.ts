import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_COMPLAINTS_MAX } from '#domain/directory/complaints/complaint-policy.ts';
import { complaints, notifications } from '#server/db/schema/index.ts';
import { insertProfessionalAccount } from '#server/test-support/factories.ts';
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
let pro: string;
let otherPro: string;
let proUserId: string;
let client: string;

const COMPLAINT = {
  subject: 'delisting',
  text: 'Mon profil a été retiré alors que je suis toujours inscrite au tableau de mon barreau.',
};

beforeAll(async () => {
  t = await createTestApp();
  const account = await insertProfessionalAccount(t.handle.db, { email: 'reclame.pro@example.com' });
  proUserId = account.user.id;
  await insertProfessionalAccount(t.handle.db, { email: 'autre.reclame@example.com' });
  admin = await loginAsAdmin(t);
  pro = await loginWithSecondFactor(t, 'pro', 'reclame.pro@example.com');
  otherPro = await loginWithSecondFactor(t, 'pro', 'autre.reclame@example.com');
  client = await loginAs(t.app, 'client', 'marie.dubois@example.com');
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('professionals’ complaints (issue 29 §4)', () => {
  it('filed, taken up, answered: the professional follows its status and reads the reasoned answer', async () => {
    const filed = await callAs(t.app, pro, 'POST', '/api/pro/complaints', COMPLAINT);
    expect(filed.statusCode).toBe(201);
    const complaint = filed.json().complaint;
    expect(complaint).toMatchObject({ subject: 'delisting', status: 'received', answer: null });
    expect(complaint.reference).toMatch(/^REC-\d{6}$/);

    const queue = await callAs(t.app, admin, 'GET', '/api/admin/complaints');
    expect(queue.json().complaints.map((row: { id: number }) => row.id)).toContain(complaint.id);

    const takenUp = await callAs(t.app, admin, 'POST', `/api/admin/complaints/${complaint.id}/take-up`);
    expect(takenUp.json().complaint.status).toBe('in-review');
    expect(
      (await callAs(t.app, admin, 'POST', `/api/admin/complaints/${complaint.id}/take-up`)).statusCode,
    ).toBe(409);
    const mine = await callAs(t.app, pro, 'GET', '/api/pro/complaints');
    expect(mine.json().complaints[0].status).toBe('in-review');

    const short = await callAs(t.app, admin, 'POST', `/api/admin/complaints/${complaint.id}/answer`, {
      answer: 'Non.',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fieldErrors.answer).toBeDefined();
    const answer = 'Votre profil a été rétabli\u00a0: la ligne de l’annuaire avait été mal importée.';
    const answered = await callAs(t.app, admin, 'POST', `/api/admin/complaints/${complaint.id}/answer`, {
      answer,
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().complaint).toMatchObject({ status: 'answered', answer });
    expect(
      (await callAs(t.app, admin, 'POST', `/api/admin/complaints/${complaint.id}/answer`, { answer }))
        .statusCode,
    ).toBe(409);
    const after = await callAs(t.app, pro, 'GET', '/api/pro/complaints');
    expect(after.json().complaints[0]).toMatchObject({ status: 'answered', answer });
    // Answered complaints leave the queue.
    const queueAfter = await callAs(t.app, admin, 'GET', '/api/admin/complaints');
    expect(queueAfter.json().complaints.map((row: { id: number }) => row.id)).not.toContain(complaint.id);

    // Told in the bell and by an e-mail that links to the answer without its text (PRODUCT.md §8).
    const bell = await t.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, proUserId), eq(notifications.kind, 'complaint_answered')));
    expect(bell).toHaveLength(1);
    expect(bell[0]?.link).toBe(`/pro/dashboard/reclamations#${complaint.reference}`);
    const [mail] = await outboxFor(t.handle, 'reclame.pro@example.com');
    expect(mail?.subject).toBe(`Réponse à votre réclamation ${complaint.reference}`);
    expect(mail?.textBody).toContain('/pro/dashboard/reclamations');
    expect(mail?.textBody).not.toContain('mal importée');
    expect(mail?.textBody).not.toContain('tableau de mon barreau');
  });

  it('another professional never sees nor answers it; clients and professionals are no administrators', async () => {
    const [row] = await t.handle.db.select().from(complaints);
    const theirs = await callAs(t.app, otherPro, 'GET', '/api/pro/complaints');
    expect(theirs.json().complaints).toEqual([]);
    expect((await callAs(t.app, pro, 'GET', '/api/admin/complaints')).statusCode).toBe(401);
    expect((await callAs(t.app, client, 'GET', '/api/admin/complaints')).statusCode).toBe(401);
    expect((await callAs(t.app, undefined, 'GET', '/api/pro/complaints')).statusCode).toBe(401);
    expect((await callAs(t.app, client, 'POST', '/api/pro/complaints', COMPLAINT)).statusCode).toBe(401);
    expect(
      (
        await callAs(t.app, pro, 'POST', `/api/admin/complaints/${row?.id}/answer`, {
          answer: 'x'.repeat(30),
        })
      ).statusCode,
    ).toBe(401);
    expect((await callAs(t.app, admin, 'POST', '/api/admin/complaints/999999/take-up')).statusCode).toBe(404);
  });

  it('refuses hostile and oversized text and unknown subjects, and limits open complaints', async () => {
    for (const bad of [
      { ...COMPLAINT, text: 'court' },
      { ...COMPLAINT, text: `Texte avec NUL\u0000 ${'x'.repeat(30)}` },
      { ...COMPLAINT, text: 'x'.repeat(1_000_000) },
      { ...COMPLAINT, subject: 'remboursement' },
      { ...COMPLAINT, status: 'answered' },
    ]) {
      expect((await callAs(t.app, otherPro, 'POST', '/api/pro/complaints', bad)).statusCode).toBe(400);
    }
    const statuses: number[] = [];
    for (let index = 0; index <= OPEN_COMPLAINTS_MAX; index += 1)
      statuses.push((await callAs(t.app, otherPro, 'POST', '/api/pro/complaints', COMPLAINT)).statusCode);
    expect(statuses).toEqual([...Array(OPEN_COMPLAINTS_MAX).fill(201), 409]);
  });
});
