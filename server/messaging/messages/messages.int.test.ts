import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  conversations,
  messageAttachments,
  messages,
  notificationPreferences,
  notifications,
  storedFiles,
  users,
} from '#server/db/schema/index.ts';
import { purgeAbandonedUploads } from '#server/platform/stored-files/stored-file-store.ts';
import { insertAppointment, insertProfessional } from '#server/test-support/factories.ts';
import { callAs, createTestApp, loginAs, outboxFor, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let sophie: string;
let thomas: string;
let marie: string;
let lucas: string;
let marieId: string;
let lucasId: string;

// Monday 23 November 2026, 10:00 Paris.
const NOW = new Date('2026-11-23T09:00:00Z');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const SECRET_TEXT = 'Mon divorce et la garde des enfants\u00a0: voici les détails confidentiels';

const call = (cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  callAs(t.app, cookie, method, url, payload);

async function userId(email: string): Promise<string> {
  const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

async function openAsClient(cookie: string, body: Record<string, unknown>) {
  const response = await call(cookie, 'POST', '/api/client/conversations', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().conversation as { id: number; unreadCount: number; closed: boolean };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com');
  marieId = await userId('marie.dubois@example.com');
  lucasId = await userId('lucas.moreau@example.com');
  await insertAppointment(t.handle.db, {
    professionalId: 1,
    clientUserId: marieId,
    startsAt: new Date('2026-11-10T09:00:00Z'),
    endsAt: new Date('2026-11-10T10:00:00Z'),
    reason: 'Divorce',
  });
});

afterAll(async () => {
  await t.close();
});

describe('secure messages', () => {
  it('need a session of the right space', async () => {
    for (const url of ['/api/client/conversations', '/api/client/conversations/unread-count']) {
      expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
      expect((await call(sophie, 'GET', url)).statusCode).toBe(401);
    }
    for (const url of ['/api/pro/conversations', '/api/pro/conversations/unread-count']) {
      expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
      expect((await call(marie, 'GET', url)).statusCode).toBe(401);
    }
  });

  it('open only with a professional the client has had an appointment with', async () => {
    const stranger = await insertProfessional(t.handle.db, { lastName: 'Inconnu' });
    const refused = await call(marie, 'POST', '/api/client/conversations', { professionalId: stranger.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toContain('avec qui vous avez eu rendez-vous');
    const [lucasAppointment] = await insertAppointment(t.handle.db, {
      professionalId: 2,
      clientUserId: lucasId,
      startsAt: new Date('2026-11-12T09:00:00Z'),
      endsAt: new Date('2026-11-12T10:00:00Z'),
    }).then((row) => [row]);
    // Another client's appointment id opens nothing.
    expect(
      (await call(marie, 'POST', '/api/client/conversations', { appointmentId: lucasAppointment?.id }))
        .statusCode,
    ).toBe(404);
    expect((await call(marie, 'POST', '/api/client/conversations', {})).statusCode).toBe(400);
    expect(await t.handle.db.select({ n: count() }).from(conversations)).toEqual([{ n: 0 }]);
  });

  it('are one general conversation per client and professional, and one per appointment, each reused', async () => {
    const first = await openAsClient(marie, { professionalId: 1 });
    const again = await openAsClient(marie, { professionalId: 1 });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      counterpartName: 'Maître Sophie Martin',
      closed: false,
      unreadCount: 0,
      subject: 'general',
      access: null,
      lawyerName: null,
    });
    // From the appointment: the conversation about it, the same from either side (ADR 0069).
    const appointmentId = await marieAppointmentId();
    const aboutAppointment = await openAsClient(marie, { appointmentId });
    expect(aboutAppointment.id).not.toBe(first.id);
    expect(aboutAppointment).toMatchObject({
      subject: 'appointment',
      appointmentStartsAt: '2026-11-10T09:00:00.000Z',
      caseTitle: null,
    });
    const fromPro = await call(sophie, 'POST', '/api/pro/conversations', { appointmentId });
    expect(fromPro.statusCode, fromPro.body).toBe(200);
    expect(fromPro.json().conversation).toMatchObject({
      id: aboutAppointment.id,
      counterpartName: 'Marie Dubois',
      subject: 'appointment',
      access: 'own',
      lawyerName: null,
    });
  });

  it('carry text both ways, in the order written, with read receipts and unread counts', async () => {
    const { id } = await openAsClient(marie, { professionalId: 1 });
    const sent = await call(marie, 'POST', `/api/client/conversations/${id}/messages`, {
      body: ` ${SECRET_TEXT} `,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toMatchObject({
      mine: true,
      body: SECRET_TEXT,
      readAt: null,
      authorName: 'Marie Dubois',
    });
    await call(marie, 'POST', `/api/client/conversations/${id}/messages`, {
      body: 'Et une seconde question.',
    });

    expect((await call(sophie, 'GET', '/api/pro/conversations/unread-count')).json()).toEqual({ unread: 2 });
    const list = await call(sophie, 'GET', '/api/pro/conversations');
    expect(list.json().conversations.find((item: { id: number }) => item.id === id)).toMatchObject({
      id,
      unreadCount: 2,
      counterpartName: 'Marie Dubois',
    });

    const thread = await call(sophie, 'GET', `/api/pro/conversations/${id}/messages`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().messages.map((m: { body: string }) => m.body)).toEqual([
      SECRET_TEXT,
      'Et une seconde question.',
    ]);
    expect((await call(sophie, 'POST', `/api/pro/conversations/${id}/read`)).statusCode).toBe(200);
    expect((await call(sophie, 'GET', '/api/pro/conversations/unread-count')).json()).toEqual({ unread: 0 });
    const mine = await call(marie, 'GET', `/api/client/conversations/${id}/messages`);
    expect(mine.json().messages[0]).toMatchObject({ mine: true, readAt: NOW.toISOString() });
  });

  it('announce a message in the bell and by one e-mail that says nothing of it', async () => {
    const { id } = await openAsClient(marie, { professionalId: 1 });
    const bell = await t.handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'message_received'));
    expect(bell.length).toBeGreaterThan(0);
    expect(bell[0]).toMatchObject({
      title: 'Nouveau message de Marie Dubois',
      link: `/pro/dashboard/messages?conversation=${id}`,
    });
    for (const row of bell) expect(`${row.title} ${row.body}`).not.toContain('divorce');

    // Two messages before Sophie read: one e-mail. After she read, the next message e-mails again.
    const toSophie = (await outboxFor(t.handle, 'sophie.martin@example.com')).filter(
      (email) => email.kind === 'message_received',
    );
    expect(toSophie).toHaveLength(1);
    const email = toSophie[0];
    expect(email?.subject).toBe('Nouveau message dans votre messagerie sécurisée JurisRDV');
    for (const text of [email?.textBody ?? '', email?.htmlBody ?? '', email?.subject ?? '']) {
      expect(text).not.toContain('divorce');
      expect(text).not.toContain('Divorce');
      expect(text).not.toContain('seconde question');
    }
    expect(email?.textBody).toContain(`/pro/dashboard/messages?conversation=${id}`);
    await call(marie, 'POST', `/api/client/conversations/${id}/messages`, { body: 'Une troisième.' });
    const after = (await outboxFor(t.handle, 'sophie.martin@example.com')).filter(
      (row) => row.kind === 'message_received',
    );
    expect(after).toHaveLength(2);
  });

  it('take attachments checked like documents and serve them to the two parties only', async () => {
    const { id } = await openAsClient(marie, { professionalId: 1 });
    const url = `/api/pro/conversations/${id}/messages`;
    const disguised = await call(sophie, 'POST', url, {
      body: 'Pièce',
      attachment: {
        fileName: 'contrat.pdf',
        contentBase64: Buffer.from('MZ\x90\x00 not a pdf').toString('base64'),
      },
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().error.fieldErrors.contentBase64).toBe('Type de fichier non accepté');
    const tooLarge = await call(sophie, 'POST', url, {
      body: '',
      attachment: { fileName: 'gros.pdf', contentBase64: 'A'.repeat(13_981_020) },
    });
    expect(tooLarge.statusCode).toBe(400);
    const before = await t.handle.db.select({ n: count() }).from(messages);

    const sent = await call(sophie, 'POST', url, {
      body: 'Voici la convention.',
      attachment: { fileName: 'convention signée.pdf', contentBase64: PDF.toString('base64') },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const attachment = sent.json().message.attachments[0];
    expect(attachment).toMatchObject({ fileName: 'convention signée.pdf', contentType: 'application/pdf' });
    expect((await t.handle.db.select({ n: count() }).from(messages))[0]?.n).toBe((before[0]?.n ?? 0) + 1);

    const clientUrl = `/api/client/conversations/${id}/attachments/${attachment.id}`;
    const download = await call(marie, 'GET', `${clientUrl}?download=1`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await call(sophie, 'GET', attachment.url)).statusCode).toBe(200);
    expect((await call(lucas, 'GET', clientUrl)).statusCode).toBe(404);
    expect((await call(thomas, 'GET', attachment.url)).statusCode).toBe(404);
    // The client's e-mail names neither the file nor the text.
    const toMarie = (await outboxFor(t.handle, 'marie.dubois@example.com')).filter(
      (row) => row.kind === 'message_received',
    );
    expect(toMarie).toHaveLength(1);
    expect(toMarie[0]?.textBody).not.toContain('convention');
    expect(toMarie[0]?.textBody).toContain(`/dashboard?onglet=messages&conversation=${id}`);
    // An attachment is not an abandoned upload.
    t.clock.advance(2 * 3_600_000);
    await purgeAbandonedUploads(t.handle.db, t.clock.now());
    expect((await call(marie, 'GET', clientUrl)).statusCode).toBe(200);
    t.clock.set(NOW);
  });

  it('serve a client’s attachment as a download only, even a PDF with JavaScript, and the professional’s inline', async () => {
    const { id } = await openAsClient(marie, { professionalId: 1 });
    const scripted = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj\n' +
        '2 0 obj << /S /JavaScript /JS (app.alert\\(document.cookie\\)) >> endobj\n%%EOF\n',
    );
    const sent = await call(marie, 'POST', `/api/client/conversations/${id}/messages`, {
      body: 'Ma pièce',
      attachment: { fileName: 'relevé «\u00a0piège\u00a0».pdf', contentBase64: scripted.toString('base64') },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const fromClient = sent.json().message.attachments[0];
    const asPro = await call(sophie, 'GET', `/api/pro/conversations/${id}/attachments/${fromClient.id}`);
    expect(asPro.statusCode).toBe(200);
    expect(asPro.headers['content-type']).toBe('application/pdf');
    expect(asPro.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('relevé «\u00a0piège\u00a0».pdf')}`,
    );
    expect(asPro.headers['x-content-type-options']).toBe('nosniff');
    expect(asPro.rawPayload.equals(scripted)).toBe(true);
    // The client who sent it gets a download too: the rule is who made the file, not who reads it.
    const asAuthor = await call(marie, 'GET', `/api/client/conversations/${id}/attachments/${fromClient.id}`);
    expect(asAuthor.headers['content-disposition']).toMatch(/^attachment;/);

    const fromPro = await call(sophie, 'POST', `/api/pro/conversations/${id}/messages`, {
      body: 'La convention',
      attachment: { fileName: 'convention.pdf', contentBase64: PDF.toString('base64') },
    });
    const proAttachment = fromPro.json().message.attachments[0];
    const shown = await call(marie, 'GET', `/api/client/conversations/${id}/attachments/${proAttachment.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-disposition']).toBe("inline; filename*=UTF-8''convention.pdf");
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuse hostile input without storing anything', async () => {
    const { id } = await openAsClient(marie, { professionalId: 1 });
    const url = `/api/client/conversations/${id}/messages`;
    const before = await t.handle.db.select({ n: count() }).from(messages);
    const cases = [
      { body: 'a\u0000b' },
      { body: 'x'.repeat(1024 * 1024) },
      { body: '   ' },
      { body: 'ok', extra: true },
      { body: 'ok', attachment: { fileName: 'a\u0000.pdf', contentBase64: PDF.toString('base64') } },
      { body: 'ok', attachment: { fileName: 'a.pdf', contentBase64: '***' } },
      { body: 42 },
    ];
    for (const payload of cases) {
      const response = await call(marie, 'POST', url, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const wrongType = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: marie, 'content-type': 'text/plain' },
      payload: 'Bonjour',
    });
    expect([400, 415]).toContain(wrongType.statusCode);
    expect((await call(marie, 'GET', '/api/client/conversations/abc/messages')).statusCode).toBe(400);
    expect((await t.handle.db.select({ n: count() }).from(messages))[0]?.n).toBe(before[0]?.n);
  });

  it('never show a conversation to anyone but its two parties', async () => {
    const { id } = await openAsClient(marie, { professionalId: 1 });
    for (const [cookie, space] of [
      [lucas, 'client'],
      [thomas, 'pro'],
    ] as const) {
      const base = `/api/${space}/conversations/${id}`;
      for (const response of [
        await call(cookie, 'GET', `${base}/messages`),
        await call(cookie, 'POST', `${base}/messages`, { body: 'Intrus' }),
        await call(cookie, 'POST', `${base}/read`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Marie');
        expect(response.body).not.toContain('divorce');
      }
      expect((await call(cookie, 'GET', `/api/${space}/conversations`)).json().conversations).toEqual([]);
    }
    expect((await call(thomas, 'POST', `/api/pro/conversations/${id}/close`)).statusCode).toBe(404);
    expect((await call(marie, 'POST', `/api/pro/conversations/${id}/close`)).statusCode).toBe(401);
    // Thomas cannot open one with Marie from Sophie's appointment, case or contact.
    expect(
      (await call(thomas, 'POST', '/api/pro/conversations', { appointmentId: await marieAppointmentId() }))
        .statusCode,
    ).toBe(404);
  });

  it('are opened by the professional from a case or a contact of a client who booked them', async () => {
    const casesList = await call(sophie, 'GET', '/api/pro/cases');
    const cases = casesList.json().cases as { id: number; clientName: string }[];
    const marieCase = cases.find((item) => item.clientName.includes('Marie'));
    if (marieCase) {
      const fromCase = await call(sophie, 'POST', '/api/pro/conversations', { caseId: marieCase.id });
      expect(fromCase.statusCode, fromCase.body).toBe(200);
    }
    const contactsList = await call(sophie, 'GET', '/api/pro/contacts');
    const contacts = contactsList.json().contacts as { id: number; email: string }[];
    const marieContact = contacts.find((item) => item.email === 'marie.dubois@example.com');
    expect(marieContact).toBeDefined();
    const fromContact = await call(sophie, 'POST', '/api/pro/conversations', { contactId: marieContact?.id });
    expect(fromContact.statusCode, fromContact.body).toBe(200);
    expect(fromContact.json().conversation.counterpartName).toBe('Marie Dubois');
    const created = await call(sophie, 'POST', '/api/pro/contacts', {
      firstName: 'Paul',
      lastName: 'Sans Compte',
      email: 'paul.sans.compte@example.com',
      phone: '06 11 22 33 44',
    });
    const noAccount = await call(sophie, 'POST', '/api/pro/conversations', {
      contactId: created.json().contact.id,
    });
    expect(noAccount.statusCode).toBe(404);
  });

  it('are closed and reopened by the professional; nobody writes in a closed one', async () => {
    const { id } = await openAsClient(marie, { professionalId: 1 });
    const closed = await call(sophie, 'POST', `/api/pro/conversations/${id}/close`);
    expect(closed.json().conversation.closed).toBe(true);
    const refused = await call(marie, 'POST', `/api/client/conversations/${id}/messages`, {
      body: 'Encore\u202f?',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CONVERSATION_CLOSED');
    const listed = (await call(marie, 'GET', '/api/client/conversations')).json().conversations;
    expect(listed.find((item: { id: number }) => item.id === id).closed).toBe(true);
    const reopened = await call(sophie, 'POST', `/api/pro/conversations/${id}/reopen`);
    expect(reopened.json().conversation.closed).toBe(false);
    expect(
      (await call(marie, 'POST', `/api/client/conversations/${id}/messages`, { body: 'Merci.' })).statusCode,
    ).toBe(201);
  });

  it('appear in the client’s data export', async () => {
    const exported = await call(marie, 'GET', '/api/client/export');
    const data = exported.json();
    expect(data.conversations[0].professional).toBe('Maître Sophie Martin');
    expect(data.conversations[0].messages.map((m: { text: string }) => m.text)).toContain(SECRET_TEXT);
    expect(
      data.conversations[0].messages.flatMap((m: { attachments: { fileName: string }[] }) => m.attachments),
    ).toContainEqual({ fileName: 'convention signée.pdf', sizeBytes: PDF.length });
  });

  it('stay in the professional’s records, closed, when the client deletes their account', async () => {
    const { id } = await openAsClient(marie, { professionalId: 1 });
    const attachmentsBefore = await t.handle.db.select({ n: count() }).from(messageAttachments);
    const deleted = await call(marie, 'POST', '/api/client/delete-account', { password: 'demo-2025' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const list = await call(sophie, 'GET', '/api/pro/conversations');
    const kept = (list.json().conversations as { id: number }[]).find((item) => item.id === id);
    expect(kept).toMatchObject({
      closed: true,
      clientUserId: null,
      counterpartName: 'Marie Dubois (compte supprimé)',
    });
    const thread = await call(sophie, 'GET', `/api/pro/conversations/${id}/messages`);
    expect(thread.json().messages.map((m: { body: string }) => m.body)).toContain(SECRET_TEXT);
    expect(await t.handle.db.select({ n: count() }).from(messageAttachments)).toEqual(attachmentsBefore);
    expect((await t.handle.db.select({ n: count() }).from(storedFiles))[0]?.n).toBeGreaterThan(0);
    expect((await call(sophie, 'POST', `/api/pro/conversations/${id}/reopen`)).statusCode).toBe(409);
    expect(
      (await call(sophie, 'POST', `/api/pro/conversations/${id}/messages`, { body: 'Toujours là\u202f?' }))
        .statusCode,
    ).toBe(409);
  });
});

async function marieAppointmentId(): Promise<number> {
  const [row] = await t.handle.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.clientUserId, marieId), eq(appointments.professionalId, 1)))
    .limit(1);
  if (!row) throw new Error('Marie has no appointment with Sophie');
  return row.id;
}

describe('secure message e-mails to a professional', () => {
  it('follow the professional’s « Nouveau message » preference (the bell still shows it)', async () => {
    const fresh = await createTestApp();
    try {
      fresh.clock.set(NOW);
      const client = await loginAs(fresh.app, 'client', 'lucas.moreau@example.com');
      const [lucasRow] = await fresh.handle.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'lucas.moreau@example.com'));
      const [sophieRow] = await fresh.handle.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'sophie.martin@example.com'));
      if (!lucasRow || !sophieRow) throw new Error('demo accounts missing');
      await fresh.handle.db
        .insert(notificationPreferences)
        .values({ userId: sophieRow.id, kind: 'message_received', inApp: true, email: false, sms: false });
      await insertAppointment(fresh.handle.db, {
        professionalId: 1,
        clientUserId: lucasRow.id,
        startsAt: new Date('2026-11-10T13:00:00Z'),
        endsAt: new Date('2026-11-10T14:00:00Z'),
      });
      const opened = await callAs(fresh.app, client, 'POST', '/api/client/conversations', {
        professionalId: 1,
      });
      const id = opened.json().conversation.id as number;
      const sent = await callAs(fresh.app, client, 'POST', `/api/client/conversations/${id}/messages`, {
        body: 'Bonjour',
      });
      expect(sent.statusCode).toBe(201);
      const emails = (await outboxFor(fresh.handle, 'sophie.martin@example.com')).filter(
        (row) => row.kind === 'message_received',
      );
      expect(emails).toHaveLength(0);
      const bell = await fresh.handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, sophieRow.id));
      expect(bell.map((row) => row.title)).toContain('Nouveau message de Lucas Moreau');
    } finally {
      await fresh.close();
    }
  });
});
