import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAgendaLawyer, TFirmAgendasResponse } from '#domain/agenda/firm-agendas/firm-agenda-schemas.ts';
import { planningEvents, users } from '#server/db/schema/index.ts';
import {
  firmIdOf,
  insertAppointment,
  insertProfessionalAccount,
  moveIntoFirm,
} from '#server/test-support/factories.ts';
import { newStaffAccount } from '#server/test-support/staff-accounts.ts';
import {
  callAs,
  createTestApp,
  loginAs,
  loginWithSecondFactor,
  type TTestApp,
} from '#server/test-support/test-app.ts';

// Monday 23 November 2026, 10:00 Paris.
const NOW = new Date('2026-11-23T09:00:00Z');
const SECRET_REASON = 'Divorce conflictuel, garde des enfants';
const SECRET_TITLE = 'Audience de référé, dossier Lefèvre';

let t: TTestApp;
let sophie: string;
let thomas: string;
let paul: string;
let assistant: string;
let accountant: string;
const ids = { sophie: '', thomas: '', paul: '', claire: '' };

async function userIdOf(email: string): Promise<string> {
  const [user] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  return user.id;
}

const agendas = (cookie: string, query: string) =>
  callAs(t.app, cookie, 'GET', `/api/pro/firm/agendas?${query}`);
const week = (...lawyers: string[]) =>
  new URLSearchParams({ from: '2026-11-23', to: '2026-11-29', lawyers: lawyers.join(',') }).toString();
const lawyersSeenBy = async (cookie: string): Promise<TAgendaLawyer[]> => {
  const response = await callAs(t.app, cookie, 'GET', '/api/pro/firm/agenda-lawyers');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { lawyers: TAgendaLawyer[] }).lawyers;
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
  ids.sophie = await userIdOf('sophie.martin@example.com');
  ids.thomas = await userIdOf('thomas.bernard@example.com');
  const firm = await firmIdOf(t.handle.db, ids.sophie);
  // Two collaborators join Sophie's firm (Thomas stays alone in his): Paul, then Claire.
  const paulAccount = await insertProfessionalAccount(t.handle.db, {
    email: 'paul.arnaud@example.com',
    firstName: 'Paul',
    lastName: 'Arnaud',
  });
  const claireAccount = await insertProfessionalAccount(t.handle.db, {
    email: 'claire.roy@example.com',
    firstName: 'Claire',
    lastName: 'Roy',
  });
  ids.paul = paulAccount.user.id;
  ids.claire = claireAccount.user.id;
  await moveIntoFirm(t.handle.db, ids.paul, firm, 'collaborator');
  await moveIntoFirm(t.handle.db, ids.claire, firm, 'collaborator');
  paul = await loginWithSecondFactor(t, 'pro', 'paul.arnaud@example.com');
  assistant = (await newStaffAccount(t, sophie, 'assistant', [ids.sophie, ids.paul])).cookie;
  accountant = (await newStaffAccount(t, sophie, 'accountant')).cookie;

  // Paul's week: a client's consultation and a hearing, both his matter.
  const [client] = await t.handle.db.select().from(users).where(eq(users.email, 'lucas.moreau@example.com'));
  await insertAppointment(t.handle.db, {
    professionalId: paulAccount.professional.id,
    clientUserId: client?.id ?? null,
    startsAt: new Date('2026-11-24T13:00:00Z'),
    endsAt: new Date('2026-11-24T14:00:00Z'),
    status: 'pending',
    mode: 'visio',
    reason: SECRET_REASON,
  });
  await t.handle.db.insert(planningEvents).values({
    professionalId: paulAccount.professional.id,
    title: SECRET_TITLE,
    description: 'Pièces 1 à 12 du dossier',
    location: 'Tribunal judiciaire de Paris',
    type: 'audience',
    startsAt: new Date('2026-11-25T08:00:00Z'),
    endsAt: new Date('2026-11-25T10:00:00Z'),
    status: 'confirmed',
    mode: 'office',
    createdAt: NOW,
  });
});

afterAll(async () => {
  await t?.close();
});

describe('the planning of several agendas', () => {
  it('shows an associate every lawyer of the firm, managing only their own, each in a stable colour', async () => {
    const lawyers = await lawyersSeenBy(sophie);
    expect(lawyers.map((lawyer) => [lawyer.name, lawyer.initials, lawyer.self, lawyer.canManage])).toEqual([
      ['Maître Sophie Martin', 'SM', true, true],
      ['Maître Paul Arnaud', 'PA', false, false],
      ['Maître Claire Roy', 'CR', false, false],
    ]);
    expect(new Set(lawyers.map((lawyer) => lawyer.colour.key)).size).toBe(3);
    // The assistant sees Paul in the colour the associate sees him in.
    const paulForAssistant = (await lawyersSeenBy(assistant)).find((lawyer) => lawyer.userId === ids.paul);
    expect(paulForAssistant?.colour).toEqual(lawyers[1]?.colour);
  });

  it('gives an associate a colleague’s times, modes, states and clients, never the consultation’s reason', async () => {
    const response = await agendas(sophie, week(ids.sophie, ids.paul));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as TFirmAgendasResponse;
    expect(body.agendas.map((agenda) => [agenda.userId, agenda.access])).toEqual([
      [ids.sophie, 'manage'],
      [ids.paul, 'view'],
    ]);
    const paulsAgenda = body.agendas[1];
    expect(paulsAgenda?.appointments).toEqual([
      expect.objectContaining({
        client: 'Lucas Moreau',
        date: '2026-11-24',
        startTime: '14:00',
        endTime: '15:00',
        mode: 'video',
        status: 'pending',
        reason: null,
      }),
    ]);
    expect(paulsAgenda?.events).toEqual([
      {
        id: expect.any(Number),
        type: 'audience',
        date: '2026-11-25',
        startTime: '09:00',
        endTime: '11:00',
        start: '2026-11-25T08:00:00.000Z',
        end: '2026-11-25T10:00:00.000Z',
        status: 'confirmed',
        mode: 'office',
      },
    ]);
    // Professional secrecy: nothing of what the matter is about leaves in the answer.
    for (const secret of [SECRET_REASON, SECRET_TITLE, 'Pièces 1 à 12', 'Tribunal judiciaire']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('gives a collaborator their own agenda only: a colleague’s id is not found', async () => {
    expect((await lawyersSeenBy(paul)).map((lawyer) => lawyer.userId)).toEqual([ids.paul]);
    const own = await agendas(paul, week(ids.paul));
    expect(own.statusCode, own.body).toBe(200);
    const agenda = (own.json() as TFirmAgendasResponse).agendas[0];
    expect(agenda?.access).toBe('manage');
    expect(agenda?.appointments[0]?.reason).toBe(SECRET_REASON);
    const colleague = await agendas(paul, week(ids.paul, ids.sophie));
    expect(colleague.statusCode).toBe(404);
    expect(colleague.json().error.message).toBe('Avocat introuvable.');
    expect(colleague.body).not.toContain('Martin');
  });

  it('gives an assistant the agendas of the lawyers assigned to them, to manage, and no other', async () => {
    expect((await lawyersSeenBy(assistant)).map((lawyer) => [lawyer.name, lawyer.canManage])).toEqual([
      ['Maître Sophie Martin', true],
      ['Maître Paul Arnaud', true],
    ]);
    const response = await agendas(assistant, week(ids.sophie, ids.paul));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as TFirmAgendasResponse;
    expect(body.agendas.map((agenda) => agenda.access)).toEqual(['manage', 'manage']);
    // What the assistant's planning shows today for Paul: the event as it is, the request and its reason.
    expect(body.agendas[1]?.events[0]).toMatchObject({ title: SECRET_TITLE });
    expect(body.agendas[1]?.appointments[0]?.reason).toBe(SECRET_REASON);
    const notAssigned = await agendas(assistant, week(ids.sophie, ids.claire));
    expect(notAssigned.statusCode).toBe(404);
    expect(notAssigned.body).not.toContain('Roy');
  });

  it('refuses the agendas to an accountant, whose role has none', async () => {
    for (const url of ['/api/pro/firm/agenda-lawyers', `/api/pro/firm/agendas?${week(ids.sophie)}`]) {
      const response = await callAs(t.app, accountant, 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.message).toBe(
        'Cette action n’est pas accessible avec votre rôle (Comptable).',
      );
    }
  });

  it('never shows another firm’s lawyer, nor a firm’s lawyer to another firm', async () => {
    for (const [cookie, lawyers] of [
      [sophie, [ids.sophie, ids.thomas]],
      [assistant, [ids.thomas]],
      [thomas, [ids.thomas, ids.paul]],
      [thomas, [ids.sophie]],
    ] as const) {
      const response = await agendas(cookie, week(...lawyers));
      expect(response.statusCode, response.body).toBe(404);
      expect(response.body).not.toContain('Lucas');
    }
    expect((await lawyersSeenBy(thomas)).map((lawyer) => lawyer.userId)).toEqual([ids.thomas]);
  });

  it('takes at most 42 days and 12 lawyers, and refuses hostile query strings with a 400', async () => {
    const sixWeeks = new URLSearchParams({ from: '2026-11-23', to: '2027-01-03', lawyers: ids.sophie });
    expect((await agendas(sophie, sixWeeks.toString())).statusCode).toBe(200);
    const longer = new URLSearchParams({ from: '2026-11-23', to: '2027-01-04', lawyers: ids.sophie });
    const tooLong = await agendas(sophie, longer.toString());
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fieldErrors.to).toBe('Période trop longue (42 jours au plus)');
    const thirteen = Array.from(
      { length: 13 },
      (_, index) => `00000000-0000-4000-8000-${index.toString().padStart(12, '0')}`,
    );
    const tooMany = await agendas(sophie, week(...thirteen));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fieldErrors.lawyers).toBe('Choisissez entre 1 et 12 avocats');
    const hostile = [
      `from=2026-11-23&to=2026-11-29&lawyers=${encodeURIComponent(`${ids.sophie}\u0000`)}`,
      `from=2026-11-23&to=2026-11-29&lawyers=${'a'.repeat(1_000_000)}`,
      `from=2026-11-23&to=2026-11-29&lawyers=${encodeURIComponent("' or 1=1 --")}`,
      `from=2026-11-23&to=2026-11-29&lawyers=${ids.sophie}&lawyers=${ids.paul}`,
      `from=2026-11-23&to=2026-11-29`,
      `from=2026-02-30&to=2026-03-01&lawyers=${ids.sophie}`,
      `from=${'9'.repeat(5000)}&to=2026-11-29&lawyers=${ids.sophie}`,
      `from=2026-11-29&to=2026-11-23&lawyers=${ids.sophie}`,
      `from=2026-11-23&to=2026-11-29&lawyers=${ids.sophie}&extra=1`,
    ];
    for (const query of hostile) {
      const response = await agendas(sophie, query);
      expect(response.statusCode, query.slice(0, 80)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});
