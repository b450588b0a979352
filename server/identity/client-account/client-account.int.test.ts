import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, clientDocuments, emailOutbox, users } from '#server/db/schema/index.ts';
import { insertAppointment, insertProfessional } from '#server/test-support/factories.ts';
import { createTestApp, loginAs, outboxFor, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let marie: string;
let lucas: string;
let documentId: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-23T07:00:00Z'));
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com');
  const [marieRow] = await t.handle.db
    .select()
    .from(users)
    .where(eq(users.email, 'marie.dubois@example.com'));
  const professional = await insertProfessional(t.handle.db, { lastName: 'Docs' });
  const [document] = await t.handle.db
    .insert(clientDocuments)
    .values({
      clientUserId: marieRow?.id ?? '',
      professionalId: professional.id,
      name: 'Convention de divorce.pdf',
      category: 'Contrat',
      contentType: 'application/pdf',
      sizeBytes: 20,
      content: Buffer.from('%PDF-1.4 convention\n'),
    })
    .returning();
  documentId = document?.id ?? 0;
});

afterAll(async () => {
  await t.close();
});

describe('client documents', () => {
  it('lists and serves a document to the client it was shared with, and marks it viewed', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/client/documents',
      headers: { cookie: marie },
    });
    expect(list.json().documents).toContainEqual(
      expect.objectContaining({
        id: documentId,
        name: 'Convention de divorce.pdf',
        type: 'PDF',
        size: '20 o',
        status: 'pending',
      }),
    );
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/client/documents/${documentId}/file`,
      headers: { cookie: marie },
    });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline;/);
    expect(view.body).toBe('%PDF-1.4 convention\n');
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/client/documents/${documentId}/file?download=1`,
      headers: { cookie: marie },
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    const [row] = await t.handle.db.select().from(clientDocuments).where(eq(clientDocuments.id, documentId));
    expect(row?.status).toBe('viewed');
  });

  it('answers 404 to anyone else, and 401 to nobody', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/client/documents/${documentId}/file`,
          headers: { cookie: lucas },
        })
      ).statusCode,
    ).toBe(404);
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/client/documents', headers: { cookie: lucas } })
    ).json();
    expect(theirs.documents.map((document: { id: number }) => document.id)).not.toContain(documentId);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/client/documents/${documentId}/file` })).statusCode,
    ).toBe(401);
  });
});

describe('client profile', () => {
  it('saves personal information and preferences, with field errors for bad input', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/client/profile',
      headers: { cookie: marie },
      payload: {
        firstName: 'Marie',
        lastName: 'Dubois-Leroy',
        phone: '06 12 34 56 78',
        notifyByEmail: true,
        notifyBySms: true,
        newsletter: false,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      lastName: 'Dubois-Leroy',
      phone: '+33612345678',
      notifyBySms: true,
    });
    const landline = await t.app.inject({
      method: 'PUT',
      url: '/api/client/profile',
      headers: { cookie: marie },
      payload: {
        firstName: 'Marie',
        lastName: 'Dubois-Leroy',
        phone: '01 42 68 53 00',
        notifyByEmail: true,
        notifyBySms: true,
        newsletter: false,
      },
    });
    expect(landline.statusCode).toBe(400);
    expect(landline.json().error.fieldErrors).toEqual({
      phone: 'Indiquez un numéro de mobile pour recevoir les rappels par SMS',
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/client/profile',
      headers: { cookie: marie },
      payload: {
        firstName: '',
        lastName: 'x',
        phone: 'abc',
        notifyByEmail: 'oui',
        notifyBySms: true,
        newsletter: false,
        email: 'x@y.fr',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual([
      'email',
      'firstName',
      'notifyByEmail',
      'phone',
    ]);
  });

  it('exports the client’s own data as a JSON download', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/client/export',
      headers: { cookie: marie },
    });
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = response.json();
    expect(data.account.email).toBe('marie.dubois@example.com');
    // The three demo documents of the seed plus the one shared in this file.
    expect(data.documents).toHaveLength(4);
    expect(data.appointments.length).toBeGreaterThan(0);
    // The consent to recording is part of what the client is told about themself (none given in the seed).
    expect(data.appointments[0]).toMatchObject({
      recordingConsentGivenAt: null,
      recordingConsentWithdrawnAt: null,
    });
  });
});

describe('account deletion', () => {
  it('needs the password, cancels future appointments, tells the professionals and signs out', async () => {
    const professional = await insertProfessional(t.handle.db, {
      lastName: 'Suppr',
      email: 'suppr@example.com',
    });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: lucas },
      payload: {
        professionalId: professional.id,
        start: '2026-11-26T09:00:00.000Z',
        mode: 'cabinet',
        reason: 'Bail',
        answers: {},
        acceptsFeeAgreement: true,
      },
    });
    expect(booked.statusCode).toBe(201);
    const [lucasRow] = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'lucas.moreau@example.com'));
    // A consultation held last month with Maître Martin: her record, not Lucas's.
    const held = await insertAppointment(t.handle.db, {
      professionalId: 1,
      clientUserId: lucasRow?.id ?? null,
      startsAt: new Date('2026-10-20T09:00:00Z'),
      endsAt: new Date('2026-10-20T09:30:00Z'),
      status: 'completed',
      reason: 'Garde des enfants',
    });
    await t.handle.db.insert(emailOutbox).values([
      {
        toAddress: 'lucas.moreau@example.com',
        subject: 'Déjà envoyé',
        textBody: 'x',
        status: 'sent',
        sentAt: new Date('2026-10-21T09:00:00Z'),
      },
      {
        toAddress: 'lucas.moreau@example.com',
        subject: 'Pas encore envoyé',
        textBody: 'x',
        status: 'pending',
        sendAfter: new Date('2026-12-01T09:00:00Z'),
      },
    ]);
    // The booking's confirmation and its reminder (kept, no SMTP here), and the two above.
    expect((await outboxFor(t.handle, 'lucas.moreau@example.com')).length).toBeGreaterThanOrEqual(4);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/client/delete-account',
      headers: { cookie: lucas },
      payload: { password: 'faux' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldErrors.password).toBe('Mot de passe incorrect');

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/client/delete-account',
      headers: { cookie: lucas },
      payload: { password: 'demo-2025' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await t.handle.db.select().from(users).where(eq(users.email, 'lucas.moreau@example.com')),
    ).toHaveLength(0);
    const [appointment] = await t.handle.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, booked.json().appointment.id));
    expect(appointment?.status).toBe('cancelled');
    expect(
      (await outboxFor(t.handle, 'suppr@example.com')).some((email) =>
        email.subject.startsWith('Rendez-vous annulé'),
      ),
    ).toBe(true);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/client/session',
      headers: { cookie: lucas },
    });
    expect(session.json().user).toBeNull();
    // Every e-mail addressed to him is gone at once, sent or still to be sent (the reminder included).
    expect(await outboxFor(t.handle, 'lucas.moreau@example.com')).toEqual([]);
    // The professional keeps the consultation held with him, and still sees who it was.
    const sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/pro/appointments',
      headers: { cookie: sophie },
    });
    expect(list.json().appointments).toContainEqual(
      expect.objectContaining({
        id: held.id,
        client: 'Lucas Moreau',
        email: 'lucas.moreau@example.com',
        hasClientAccount: false,
        type: 'Garde des enfants',
      }),
    );
  });
});
