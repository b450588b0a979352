import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessJournal, conversations, notifications, users } from '#server/db/schema/index.ts';
import {
  firmIdOf,
  insertAppointment,
  insertProfessionalAccount,
  moveIntoFirm,
} from '#server/test-support/factories.ts';
import { newStaffAccount } from '#server/test-support/staff-accounts.ts';
import { callAs, createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

// Issue 27 §1–§2, ADR 0069: an assistant answers the conversations about their lawyer's appointments; the
// members on a case's access list read (and, with the edit right, answer) the case's conversations.

// Monday 23 November 2026, 10:00 Paris.
const NOW = new Date('2026-11-23T09:00:00Z');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const NOT_FOUND = 'Conversation introuvable.';

type TMember = { cookie: string; userId: string };
let t: TTestApp;
let sophie: string;
let thomas: string;
let marie: string;
let lucas: string;
let sophieId: string;
let marieId: string;
let assistant: TMember & { name: string };
let accountant: TMember;
let luc: TMember;
let firstAppointment: number;
let filedAppointment: number;
let thomasAppointment: number;
let marieCase: number;

async function userIdOf(email: string): Promise<string> {
  const [user] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  return user.id;
}

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  callAs(t.app, cookie, method, url, body);

async function open(cookie: string, space: 'client' | 'pro', body: Record<string, unknown>): Promise<number> {
  const response = await call(cookie, 'POST', `/api/${space}/conversations`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().conversation.id as number;
}

async function write(cookie: string, space: 'client' | 'pro', id: number, body: string) {
  const response = await call(cookie, 'POST', `/api/${space}/conversations/${id}/messages`, { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().message as { id: number; sentBy: string | null; authorName: string };
}

/** The journal's lines about one conversation, newest first. */
function linesOf(conversationId: number) {
  return t.handle.db
    .select()
    .from(accessJournal)
    .where(
      and(eq(accessJournal.subject, 'conversation'), eq(accessJournal.subjectId, String(conversationId))),
    )
    .orderBy(desc(accessJournal.id));
}

const share = (caseId: number, userId: string, access: 'read' | 'edit') =>
  call(sophie, 'PUT', `/api/pro/cases/${caseId}/access`, { userId, access });

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com');
  sophieId = await userIdOf('sophie.martin@example.com');
  marieId = await userIdOf('marie.dubois@example.com');
  const lucasId = await userIdOf('lucas.moreau@example.com');
  const staff = await newStaffAccount(t, sophie, 'assistant', [sophieId]);
  const [staffUser] = await t.handle.db.select().from(users).where(eq(users.id, staff.userId));
  assistant = { ...staff, name: `${staffUser?.firstName} ${staffUser?.lastName}` };
  accountant = await newStaffAccount(t, sophie, 'accountant');
  const lucAccount = await insertProfessionalAccount(t.handle.db, {
    email: 'luc.messages@example.com',
    firstName: 'Luc',
    lastName: 'Fontaine',
  });
  await moveIntoFirm(t.handle.db, lucAccount.user.id, await firmIdOf(t.handle.db, sophieId), 'collaborator');
  luc = { cookie: await loginAs(t.app, 'pro', 'luc.messages@example.com'), userId: lucAccount.user.id };
  const appointment = (day: number, professionalId = 1, clientUserId = marieId) =>
    insertAppointment(t.handle.db, {
      professionalId,
      clientUserId,
      startsAt: new Date(`2026-11-${day}T09:00:00Z`),
      endsAt: new Date(`2026-11-${day}T10:00:00Z`),
      reason: 'Succession de ma tante',
    }).then((row) => row.id);
  firstAppointment = await appointment(26);
  filedAppointment = await appointment(27);
  thomasAppointment = await appointment(26, 2, lucasId);
  const created = await call(sophie, 'POST', '/api/pro/cases', {
    title: 'Succession Dubois',
    client: { userId: marieId, name: 'Marie Dubois' },
  });
  expect(created.statusCode, created.body).toBe(201);
  marieCase = created.json().case.id;
});

afterAll(async () => {
  await t?.close();
});

describe('an assistant and the messages about the appointments of the lawyer worked for', () => {
  it('lists, reads and answers them in the lawyer’s name, each read and message journaled with the assistant', async () => {
    const id = await open(marie, 'client', { appointmentId: firstAppointment });
    await write(marie, 'client', id, 'Puis-je venir jeudi plutôt\u202f?');
    // Marie's general conversation with Sophie is the lawyer's only.
    const general = await open(marie, 'client', { professionalId: 1 });
    await write(marie, 'client', general, 'Ma tante avait rédigé un testament olographe.');

    const list = await call(assistant.cookie, 'GET', '/api/pro/conversations');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().conversations).toEqual([
      expect.objectContaining({
        id,
        counterpartName: 'Marie Dubois',
        subject: 'appointment',
        access: 'scheduling',
        lawyerName: 'Maître Sophie Martin',
        caseTitle: null,
        unreadCount: 1,
      }),
    ]);
    expect(list.body).not.toContain('testament');
    expect((await call(assistant.cookie, 'GET', '/api/pro/conversations/unread-count')).json()).toEqual({
      unread: 1,
    });

    const thread = await call(assistant.cookie, 'GET', `/api/pro/conversations/${id}/messages`);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().messages.map((m: { body: string }) => m.body)).toEqual([
      'Puis-je venir jeudi plutôt\u202f?',
    ]);
    expect(thread.json().topic).toMatchObject({ appointment: { id: firstAppointment }, case: null });
    const [read] = await linesOf(id);
    expect(read).toMatchObject({
      actorUserId: assistant.userId,
      actorName: assistant.name,
      action: 'read',
      professionalId: 1,
      label: 'Messagerie avec Marie Dubois',
    });

    expect((await call(assistant.cookie, 'POST', `/api/pro/conversations/${id}/read`)).statusCode).toBe(200);
    const answer = await write(assistant.cookie, 'pro', id, 'Jeudi 10\u00a0h convient à Maître Martin.');
    expect(answer).toMatchObject({ sentBy: assistant.name, authorName: 'Maître Sophie Martin' });
    const [sent] = await linesOf(id);
    expect(sent).toMatchObject({
      actorUserId: assistant.userId,
      action: 'create',
      label: 'Message envoyé à Marie Dubois',
    });

    // The client reads the lawyer, never who of the firm wrote; the lawyer's side has read her message.
    const seen = await call(marie, 'GET', `/api/client/conversations/${id}/messages`);
    expect(seen.json().messages).toEqual([
      expect.objectContaining({ mine: true, readAt: NOW.toISOString() }),
      expect.objectContaining({ mine: false, authorName: 'Maître Sophie Martin', sentBy: null }),
    ]);
    expect(seen.body).not.toContain(assistant.name);
    const bell = await t.handle.db.select().from(notifications).where(eq(notifications.userId, marieId));
    expect(bell.map((row) => row.title)).toContain('Nouveau message de Maître Sophie Martin');
    expect(JSON.stringify(bell)).not.toContain(assistant.name);
    // The firm sees who wrote it.
    const asSophie = await call(sophie, 'GET', `/api/pro/conversations/${id}/messages`);
    expect(asSophie.json().messages[1]).toMatchObject({ mine: true, sentBy: assistant.name });

    // The general conversation, its messages and its closing stay the lawyer's.
    for (const response of [
      await call(assistant.cookie, 'GET', `/api/pro/conversations/${general}/messages`),
      await call(assistant.cookie, 'POST', `/api/pro/conversations/${general}/messages`, { body: 'Intrus' }),
      await call(assistant.cookie, 'POST', `/api/pro/conversations/${general}/read`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(NOT_FOUND);
      expect(response.body).not.toContain('testament');
    }
    expect((await call(assistant.cookie, 'POST', `/api/pro/conversations/${id}/close`)).statusCode).toBe(403);
  });

  it('opens the conversation about an appointment, never a general one from a contact', async () => {
    const id = await open(assistant.cookie, 'pro', { appointmentId: firstAppointment });
    expect(id).toBe(await open(marie, 'client', { appointmentId: firstAppointment }));
    const contacts = (await call(assistant.cookie, 'GET', '/api/pro/contacts')).json().contacts as {
      id: number;
      email: string;
    }[];
    const marieContact = contacts.find((contact) => contact.email === 'marie.dubois@example.com');
    const fromContact = await call(assistant.cookie, 'POST', '/api/pro/conversations', {
      contactId: marieContact?.id,
    });
    expect(fromContact.statusCode).toBe(403);
  });

  it('neither sends nor opens files: they are counted, never named', async () => {
    const id = await open(marie, 'client', { appointmentId: firstAppointment });
    const withFile = await call(marie, 'POST', `/api/client/conversations/${id}/messages`, {
      body: 'Le testament',
      attachment: { fileName: 'testament-tante.pdf', contentBase64: PDF.toString('base64') },
    });
    expect(withFile.statusCode, withFile.body).toBe(201);
    const attachmentId = withFile.json().message.attachments[0].id as number;
    const thread = await call(assistant.cookie, 'GET', `/api/pro/conversations/${id}/messages`);
    expect(thread.json().messages.at(-1)).toMatchObject({ attachments: [], withheldAttachments: 1 });
    expect(thread.body).not.toContain('testament-tante');
    const download = await call(
      assistant.cookie,
      'GET',
      `/api/pro/conversations/${id}/attachments/${attachmentId}`,
    );
    expect(download.statusCode).toBe(403);
    expect(download.body).not.toContain('%PDF');
    const upload = await call(assistant.cookie, 'POST', `/api/pro/conversations/${id}/messages`, {
      body: 'Le plan d’accès',
      attachment: { fileName: 'plan.pdf', contentBase64: PDF.toString('base64') },
    });
    expect(upload.statusCode).toBe(403);
    // The lawyer opens it.
    expect(
      (await call(sophie, 'GET', `/api/pro/conversations/${id}/attachments/${attachmentId}`)).statusCode,
    ).toBe(200);
  });

  it('gets 404 on a case’s conversation, or an appointment’s filed in a case, until added to the case’s list', async () => {
    const aboutCase = await open(sophie, 'pro', { caseId: marieCase });
    await write(sophie, 'pro', aboutCase, 'Voici où en est la succession.');
    const filed = await open(marie, 'client', { appointmentId: filedAppointment });
    await write(marie, 'client', filed, 'Faut-il apporter l’acte de notoriété\u202f?');
    const linked = await call(sophie, 'POST', `/api/pro/cases/${marieCase}/appointments`, {
      appointmentId: filedAppointment,
    });
    expect(linked.statusCode, linked.body).toBe(200);

    const hidden = async () => {
      for (const id of [aboutCase, filed]) {
        const response = await call(assistant.cookie, 'GET', `/api/pro/conversations/${id}/messages`);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('succession');
        expect(response.body).not.toContain('notoriété');
      }
      const ids = (await call(assistant.cookie, 'GET', '/api/pro/conversations'))
        .json()
        .conversations.map((item: { id: number }) => item.id);
      expect(ids).not.toContain(aboutCase);
      expect(ids).not.toContain(filed);
    };
    await hidden();
    const fromAppointment = await call(assistant.cookie, 'POST', '/api/pro/conversations', {
      appointmentId: filedAppointment,
    });
    expect(fromAppointment.statusCode).toBe(403);
    expect(
      (await call(assistant.cookie, 'POST', '/api/pro/conversations', { caseId: marieCase })).statusCode,
    ).toBe(404);

    // Added to the list (read): the case's conversations open, to read.
    expect((await share(marieCase, assistant.userId, 'read')).statusCode).toBe(200);
    const listed = (await call(assistant.cookie, 'GET', '/api/pro/conversations')).json().conversations;
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: aboutCase, access: 'read', caseTitle: 'Succession Dubois' }),
        expect.objectContaining({ id: filed, access: 'read', caseTitle: 'Succession Dubois' }),
      ]),
    );
    const read = await call(assistant.cookie, 'GET', `/api/pro/conversations/${aboutCase}/messages`);
    expect(read.statusCode).toBe(200);
    expect(read.json().messages[0].body).toBe('Voici où en est la succession.');
    expect(
      (
        await call(assistant.cookie, 'POST', `/api/pro/conversations/${aboutCase}/messages`, {
          body: 'Intrus',
        })
      ).statusCode,
    ).toBe(403);
    const [line] = await linesOf(aboutCase);
    expect(line).toMatchObject({ actorUserId: assistant.userId, action: 'read', caseId: marieCase });

    // Taken off the list, and the appointment taken out of the case: the filed conversation never goes back
    // to the assistants (it was written about the case).
    expect(
      (await call(sophie, 'DELETE', `/api/pro/cases/${marieCase}/appointments/${filedAppointment}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(sophie, 'DELETE', `/api/pro/cases/${marieCase}/access/${assistant.userId}`)).statusCode,
    ).toBe(200);
    await hidden();
    const [row] = await t.handle.db.select().from(conversations).where(eq(conversations.id, filed));
    expect(row).toMatchObject({ subject: 'appointment', caseId: marieCase });
  });

  it('never reaches another firm’s conversation (404); an accountant’s role none (403)', async () => {
    const other = await open(thomas, 'pro', { appointmentId: thomasAppointment });
    await write(lucas, 'client', other, 'Message pour Maître Bernard');
    for (const response of [
      await call(assistant.cookie, 'GET', `/api/pro/conversations/${other}/messages`),
      await call(assistant.cookie, 'POST', `/api/pro/conversations/${other}/messages`, { body: 'Intrus' }),
      await call(assistant.cookie, 'POST', '/api/pro/conversations', { appointmentId: thomasAppointment }),
      await call(sophie, 'GET', `/api/pro/conversations/${other}/messages`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Maître Bernard');
    }
    const ids = (await call(assistant.cookie, 'GET', '/api/pro/conversations'))
      .json()
      .conversations.map((item: { id: number }) => item.id);
    expect(ids).not.toContain(other);
    const mine = await open(marie, 'client', { appointmentId: firstAppointment });
    expect((await call(thomas, 'GET', `/api/pro/conversations/${mine}/messages`)).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', '/api/pro/conversations'],
      ['GET', '/api/pro/conversations/unread-count'],
      ['GET', `/api/pro/conversations/${mine}/messages`],
      ['POST', `/api/pro/conversations/${mine}/messages`],
    ] as const) {
      const response = await call(
        accountant.cookie,
        method,
        url,
        method === 'POST' ? { body: 'Intrus' } : undefined,
      );
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.message).toContain('Comptable');
      expect(response.body).not.toContain('jeudi');
    }
  });
});

describe('a colleague on a case’s access list and the case’s conversations', () => {
  it('is 404 off the list; with the read right reads them without answering, journaled', async () => {
    const aboutCase = await open(sophie, 'pro', { caseId: marieCase });
    await write(marie, 'client', aboutCase, 'J’ai retrouvé le livret de famille.');
    expect((await call(luc.cookie, 'GET', `/api/pro/conversations/${aboutCase}/messages`)).statusCode).toBe(
      404,
    );
    expect((await call(luc.cookie, 'POST', '/api/pro/conversations', { caseId: marieCase })).statusCode).toBe(
      404,
    );

    expect((await share(marieCase, luc.userId, 'read')).statusCode).toBe(200);
    const unreadBefore = (await call(sophie, 'GET', '/api/pro/conversations/unread-count')).json().unread;
    const thread = await call(luc.cookie, 'GET', `/api/pro/conversations/${aboutCase}/messages`);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().conversation).toMatchObject({
      access: 'read',
      lawyerName: 'Maître Sophie Martin',
      caseTitle: 'Succession Dubois',
      unreadCount: 0,
    });
    expect(thread.json().messages.map((m: { body: string }) => m.body)).toContain(
      'J’ai retrouvé le livret de famille.',
    );
    const [line] = await linesOf(aboutCase);
    expect(line).toMatchObject({
      actorUserId: luc.userId,
      actorName: 'Luc Fontaine',
      action: 'read',
      professionalId: 1,
      caseId: marieCase,
    });
    // The case page finds the conversation for him.
    const found = await call(luc.cookie, 'POST', '/api/pro/conversations', { caseId: marieCase });
    expect(found.json().conversation.id).toBe(aboutCase);

    const refused = await call(luc.cookie, 'POST', `/api/pro/conversations/${aboutCase}/messages`, {
      body: 'Je réponds à la place de Sophie',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('lecture seule');
    // Reading leaves the client's message unread for those who answer it; closing stays Sophie's.
    expect((await call(luc.cookie, 'POST', `/api/pro/conversations/${aboutCase}/read`)).statusCode).toBe(200);
    expect((await call(sophie, 'GET', '/api/pro/conversations/unread-count')).json().unread).toBe(
      unreadBefore,
    );
    expect((await call(luc.cookie, 'GET', '/api/pro/conversations/unread-count')).json().unread).toBe(0);
    expect((await call(luc.cookie, 'POST', `/api/pro/conversations/${aboutCase}/close`)).statusCode).toBe(
      403,
    );
    const sent = await linesOf(aboutCase);
    expect(sent.filter((row) => row.actorUserId === luc.userId && row.action === 'create')).toEqual([]);
  });

  it('with the edit right answers in the responsible lawyer’s name, the firm seeing who wrote', async () => {
    const aboutCase = await open(sophie, 'pro', { caseId: marieCase });
    expect((await share(marieCase, luc.userId, 'edit')).statusCode).toBe(200);
    const answer = await write(luc.cookie, 'pro', aboutCase, 'Merci, je le joins au dossier.');
    expect(answer).toMatchObject({ sentBy: 'Maître Luc Fontaine', authorName: 'Maître Sophie Martin' });
    const [line] = await linesOf(aboutCase);
    expect(line).toMatchObject({ actorUserId: luc.userId, action: 'create', caseId: marieCase });
    const seen = await call(marie, 'GET', `/api/client/conversations/${aboutCase}/messages`);
    expect(seen.json().messages.at(-1)).toMatchObject({
      authorName: 'Maître Sophie Martin',
      sentBy: null,
      body: 'Merci, je le joins au dossier.',
    });
    expect(seen.body).not.toContain('Fontaine');
    expect(seen.json().topic.case).toBeNull();
    // Taken off the list: 404 again, on every conversation of the case.
    expect(
      (await call(sophie, 'DELETE', `/api/pro/cases/${marieCase}/access/${luc.userId}`)).statusCode,
    ).toBe(200);
    expect((await call(luc.cookie, 'GET', `/api/pro/conversations/${aboutCase}/messages`)).statusCode).toBe(
      404,
    );
  });
});

describe('a conversation’s opening, closing and reopening', () => {
  it('are journaled with who did it; finding an open one again writes nothing', async () => {
    const [other] = await insertAppointment(t.handle.db, {
      professionalId: 1,
      clientUserId: marieId,
      startsAt: new Date('2026-12-01T09:00:00Z'),
      endsAt: new Date('2026-12-01T10:00:00Z'),
    }).then((row) => [row.id]);
    const id = await open(sophie, 'pro', { appointmentId: other });
    expect(await open(sophie, 'pro', { appointmentId: other })).toBe(id);
    expect((await call(sophie, 'POST', `/api/pro/conversations/${id}/close`)).statusCode).toBe(200);
    expect((await call(sophie, 'POST', `/api/pro/conversations/${id}/reopen`)).statusCode).toBe(200);
    const lines = await linesOf(id);
    expect(lines.map((line) => [line.action, line.label, line.actorUserId])).toEqual([
      ['update', 'Conversation rouverte avec Marie Dubois', sophieId],
      ['update', 'Conversation clôturée avec Marie Dubois', sophieId],
      ['create', 'Conversation ouverte avec Marie Dubois', sophieId],
    ]);
  });
});

describe('one right per conversation, from its own case', () => {
  it('never lends a reader the right of another list they are on, to write or to open a file', async () => {
    const lease = await call(sophie, 'POST', '/api/pro/cases', {
      title: 'Bail Dubois',
      client: { userId: marieId, name: 'Marie Dubois' },
    });
    expect(lease.statusCode, lease.body).toBe(201);
    const leaseCase = lease.json().case.id as number;
    const aboutLease = await open(sophie, 'pro', { caseId: leaseCase });
    const scheduling = await open(sophie, 'pro', { appointmentId: firstAppointment });
    const withFile = await call(sophie, 'POST', `/api/pro/conversations/${scheduling}/messages`, {
      body: 'Le plan d’accès au cabinet',
      attachment: { fileName: 'plan.pdf', contentBase64: PDF.toString('base64') },
    });
    expect(withFile.statusCode, withFile.body).toBe(201);
    const attachmentId = withFile.json().message.attachments[0].id as number;
    // Luc may change the succession, only read the lease; the assistant may change the succession.
    expect((await share(marieCase, luc.userId, 'edit')).statusCode).toBe(200);
    expect((await share(leaseCase, luc.userId, 'read')).statusCode).toBe(200);
    expect((await share(marieCase, assistant.userId, 'edit')).statusCode).toBe(200);
    try {
      const thread = await call(luc.cookie, 'GET', `/api/pro/conversations/${aboutLease}/messages`);
      expect(thread.json().conversation.access).toBe('read');
      const written = await call(luc.cookie, 'POST', `/api/pro/conversations/${aboutLease}/messages`, {
        body: 'Je réponds sur le bail',
      });
      expect(written.statusCode).toBe(403);
      const scheduled = await call(assistant.cookie, 'GET', `/api/pro/conversations/${scheduling}/messages`);
      expect(scheduled.json().conversation.access).toBe('scheduling');
      const download = await call(
        assistant.cookie,
        'GET',
        `/api/pro/conversations/${scheduling}/attachments/${attachmentId}`,
      );
      expect(download.statusCode).toBe(403);
      expect(download.body).not.toContain('%PDF');
    } finally {
      for (const [caseId, userId] of [
        [marieCase, luc.userId],
        [leaseCase, luc.userId],
        [marieCase, assistant.userId],
      ] as const)
        await call(sophie, 'DELETE', `/api/pro/cases/${caseId}/access/${userId}`);
    }
  });
});
