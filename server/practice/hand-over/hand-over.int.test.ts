import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASE_HAND_OVER_REFUSED,
  FIRM_CONTACTS_REFUSED,
  HAND_OVER_LAWYER_NOT_FOUND,
  HAND_OVER_NOT_A_LAWYER,
  HAND_OVER_SAME_LAWYER,
} from '#domain/practice/hand-over/hand-over-rules.ts';
import {
  accessJournal,
  appointments,
  caseAccess,
  cases,
  contacts,
  notifications,
  users,
  workSessions,
} from '#server/db/schema/index.ts';
import { firmIdOf, insertProfessionalAccount, moveIntoFirm } from '#server/test-support/factories.ts';
import { newProAppointment } from '#server/test-support/firm-fixtures.ts';
import { newStaffAccount } from '#server/test-support/staff-accounts.ts';
import { callAs, createTestApp, loginAs, outboxFor, type TTestApp } from '#server/test-support/test-app.ts';

// Monday 7 June 2027, 08:00 Paris: the appointments entered by phone are in July.
const NOW = new Date('2027-06-07T06:00:00Z');
const CASE_NOT_FOUND = 'Dossier introuvable.';
const CONTACT_NOT_FOUND = 'Contact introuvable.';
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const COLLABORATOR_ROLE = ' Votre rôle\u00a0: Avocat(e) collaborateur(trice).';
const staffRefusal = (label: string) => `Cette action n’est pas accessible avec votre rôle (${label}).`;

let t: TTestApp;
type TMember = { cookie: string; userId: string; email: string; professionalId: number };
let sophie: TMember;
let thomas: TMember;
let luc: TMember;
let claire: TMember;
let assistant: { cookie: string; userId: string };
let accountant: { cookie: string; userId: string };
let sequence = 0;

async function member(email: string): Promise<TMember> {
  const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no account ${email}`);
  const firm = await callAs(t.app, await loginAs(t.app, 'pro', email), 'GET', '/api/pro/firm');
  const professionalId = (
    firm.json() as { members: { userId: string; professionalId: number | null }[] }
  ).members.find((item) => item.userId === row.id)?.professionalId;
  if (!professionalId) throw new Error(`no profile for ${email}`);
  return { cookie: await loginAs(t.app, 'pro', email), userId: row.id, email, professionalId };
}

async function lawyerOfSophiesFirm(
  email: string,
  firstName: string,
  lastName: string,
  role: 'associate' | 'collaborator',
) {
  const account = await insertProfessionalAccount(t.handle.db, { email, firstName, lastName });
  await moveIntoFirm(t.handle.db, account.user.id, await firmIdOf(t.handle.db, sophie.userId), role);
  return member(email);
}

async function newCase(owner: TMember, extra: Record<string, unknown> = {}) {
  sequence += 1;
  const title = `Dossier confidentiel ${sequence}`;
  const response = await callAs(t.app, owner.cookie, 'POST', '/api/pro/cases', { title, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return { id: (response.json() as { case: { id: number } }).case.id, title };
}

async function newContact(owner: TMember) {
  sequence += 1;
  const contact = {
    firstName: 'Hélène',
    lastName: `Morel${sequence}`,
    email: `helene.morel${sequence}@example.com`,
    phone: '06 12 34 56 78',
    company: `Morel Conseil ${sequence}`,
    type: 'client',
  };
  const response = await callAs(t.app, owner.cookie, 'POST', '/api/pro/contacts', contact);
  expect(response.statusCode, response.body).toBe(201);
  return { id: (response.json() as { contact: { id: number } }).contact.id, ...contact };
}

const handCase = (cookie: string, caseId: number | string, lawyerUserId: unknown) =>
  callAs(t.app, cookie, 'POST', `/api/pro/cases/${caseId}/hand-over`, { lawyerUserId });
const handContact = (cookie: string, contactId: number | string, lawyerUserId: unknown) =>
  callAs(t.app, cookie, 'POST', `/api/pro/contacts/${contactId}/hand-over`, { lawyerUserId });

async function holderOfCase(caseId: number) {
  const [row] = await t.handle.db.select().from(cases).where(eq(cases.id, caseId));
  return row?.professionalId;
}

async function listOf(caseId: number) {
  const rows = await t.handle.db
    .select({ userId: caseAccess.userId, access: caseAccess.access })
    .from(caseAccess)
    .where(eq(caseAccess.caseId, caseId))
    .orderBy(asc(caseAccess.userId));
  return Object.fromEntries(rows.map((row) => [row.userId, row.access]));
}

async function journalLabels(filter: { caseId?: number; contactId?: number }) {
  const rows = await t.handle.db
    .select()
    .from(accessJournal)
    .where(
      filter.caseId !== undefined
        ? eq(accessJournal.caseId, filter.caseId)
        : and(eq(accessJournal.subject, 'contact'), eq(accessJournal.subjectId, String(filter.contactId))),
    )
    .orderBy(asc(accessJournal.id));
  return rows;
}

async function bellOf(userId: string) {
  return t.handle.db
    .select({ title: notifications.title, link: notifications.link, kind: notifications.kind })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'record_handed_over')))
    .orderBy(asc(notifications.id));
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await member('sophie.martin@example.com');
  thomas = await member('thomas.bernard@example.com');
  luc = await lawyerOfSophiesFirm('luc.confie@example.com', 'Luc', 'Fontaine', 'collaborator');
  claire = await lawyerOfSophiesFirm('claire.confie@example.com', 'Claire', 'Roux', 'associate');
  assistant = await newStaffAccount(t, sophie.cookie, 'assistant', [sophie.userId, luc.userId]);
  accountant = await newStaffAccount(t, sophie.cookie, 'accountant');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('« Confier le dossier à un confrère »', () => {
  it('by its responsible lawyer: says what happens, then the colleague holds it and the former one stays on the list to change it', async () => {
    const item = await newCase(luc, { client: { name: 'Hélène Morel' } });
    const appointmentId = await newProAppointment(t, luc.cookie, 'Hélène Morel');
    expect(
      (await callAs(t.app, luc.cookie, 'POST', `/api/pro/cases/${item.id}/appointments`, { appointmentId }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await callAs(t.app, luc.cookie, 'POST', `/api/pro/cases/${item.id}/work-sessions`, {
          title: 'Lecture des pièces',
          duration: '1h30',
        })
      ).statusCode,
    ).toBe(201);
    await callAs(t.app, luc.cookie, 'PUT', `/api/pro/cases/${item.id}/access`, {
      userId: claire.userId,
      access: 'read',
    });

    const preview = await callAs(t.app, luc.cookie, 'GET', `/api/pro/cases/${item.id}/hand-over`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      responsibleLawyer: { userId: luc.userId, name: 'Maître Luc Fontaine', role: 'collaborator' },
      lawyers: [
        { userId: sophie.userId, name: 'Maître Sophie Martin', role: 'associate' },
        { userId: claire.userId, name: 'Maître Claire Roux', role: 'associate' },
      ],
      viewerAccess: 'own',
      lawyersOnList: [claire.userId],
      appointments: 1,
      workSessions: 1,
    });

    const handed = await handCase(luc.cookie, item.id, claire.userId);
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json()).toEqual({
      responsibleLawyer: { userId: claire.userId, name: 'Maître Claire Roux', role: 'associate' },
    });
    expect(await holderOfCase(item.id)).toBe(claire.professionalId);
    // Claire holds it, so she leaves the list; Luc goes on it with the right to change it.
    expect(await listOf(item.id)).toEqual({ [luc.userId]: 'edit' });

    const asClaire = (await callAs(t.app, claire.cookie, 'GET', `/api/pro/cases/${item.id}`)).json().case;
    expect(asClaire.access).toBe('own');
    expect(asClaire.responsibleLawyer).toBe('Maître Claire Roux');
    // Luc's appointment and time stay his, and the case still shows them.
    expect(asClaire.appointments.map((appointment: { id: number }) => appointment.id)).toEqual([
      appointmentId,
    ]);
    expect(asClaire.workSessions.map((session: { title: string }) => session.title)).toEqual([
      'Lecture des pièces',
    ]);
    const [appointment] = await t.handle.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    expect(appointment?.professionalId).toBe(luc.professionalId);
    expect(appointment?.caseId).toBe(item.id);
    const [session] = await t.handle.db.select().from(workSessions).where(eq(workSessions.caseId, item.id));
    expect(session?.professionalId).toBe(luc.professionalId);
    const asLuc = (await callAs(t.app, luc.cookie, 'GET', `/api/pro/cases/${item.id}`)).json().case;
    expect(asLuc.access).toBe('edit');
    expect(asLuc.workSessions).toHaveLength(1);
    expect(
      (
        await callAs(
          t.app,
          claire.cookie,
          'DELETE',
          `/api/pro/cases/${item.id}/appointments/${appointmentId}`,
        )
      ).statusCode,
    ).toBe(200);

    // In the journal, in the same transaction: the hand-over and the list's change.
    const lines = await journalLabels({ caseId: item.id });
    const handOverLines = lines.filter((line) => line.label.includes('confié'));
    expect(handOverLines).toMatchObject([
      {
        subject: 'case',
        action: 'update',
        actorUserId: luc.userId,
        professionalId: luc.professionalId,
        label: `Dossier confié à Maître Claire Roux par Maître Luc Fontaine\u00a0: ${item.title}`,
      },
    ]);
    expect(
      lines.some(
        (line) =>
          line.subject === 'case_access' && line.action === 'unshare' && line.subjectId === claire.userId,
      ),
    ).toBe(true);
    expect(
      lines.some(
        (line) =>
          line.subject === 'case_access' &&
          line.action === 'share' &&
          line.subjectId === luc.userId &&
          line.label === `Maître Luc Fontaine (Modification), dossier\u00a0: ${item.title}`,
      ),
    ).toBe(true);

    // Claire is told, by the bell and by e-mail, never the case's title.
    expect(await bellOf(claire.userId)).toEqual([
      {
        kind: 'record_handed_over',
        title: 'Maître Luc Fontaine vous a confié l’un de ses dossiers',
        link: `/pro/dashboard/cases/${item.id}`,
      },
    ]);
    const [mail] = await outboxFor(t.handle, claire.email);
    expect(mail?.subject).toBe('Un dossier vous a été confié sur JurisRDV');
    expect(mail?.textBody).toContain('Maître Luc Fontaine vous a confié l’un de ses dossiers');
    expect(`${mail?.textBody}${mail?.htmlBody}`).not.toContain(item.title);

    // Luc no longer holds it: he may change it, not hand it over; Claire may take him off the list.
    const again = await handCase(luc.cookie, item.id, sophie.userId);
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe(`${CASE_HAND_OVER_REFUSED}${COLLABORATOR_ROLE}`);
    expect(
      (await callAs(t.app, claire.cookie, 'DELETE', `/api/pro/cases/${item.id}/access/${luc.userId}`))
        .statusCode,
    ).toBe(200);
    expect((await callAs(t.app, luc.cookie, 'GET', `/api/pro/cases/${item.id}`)).statusCode).toBe(404);
  });

  it('by an associate not on its list, from « Dossiers du cabinet »: the case stays closed to them', async () => {
    const item = await newCase(luc);
    const preview = await callAs(t.app, sophie.cookie, 'GET', `/api/pro/cases/${item.id}/hand-over`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ viewerAccess: null, appointments: 0, workSessions: 0 });
    expect(preview.body).not.toContain(item.title);

    const handed = await handCase(sophie.cookie, item.id, claire.userId);
    expect(handed.statusCode, handed.body).toBe(200);
    expect(await holderOfCase(item.id)).toBe(claire.professionalId);
    expect(await listOf(item.id)).toEqual({ [luc.userId]: 'edit' });
    expect((await callAs(t.app, sophie.cookie, 'GET', `/api/pro/cases/${item.id}`)).statusCode).toBe(404);
    const [line] = (await journalLabels({ caseId: item.id })).filter((row) => row.label.includes('confié'));
    expect(line).toMatchObject({
      actorUserId: sophie.userId,
      label: `Dossier de Maître Luc Fontaine confié à Maître Claire Roux par Maître Sophie Martin\u00a0: ${item.title}`,
    });
    expect((await bellOf(claire.userId)).at(-1)?.title).toBe(
      'Maître Sophie Martin vous a confié un dossier du cabinet',
    );
    // « Dossiers du cabinet » says who holds it now.
    const firmCases = (await callAs(t.app, sophie.cookie, 'GET', '/api/pro/firm/cases')).json().cases;
    expect(firmCases.find((row: { id: number }) => row.id === item.id)?.responsibleLawyer).toBe(
      'Maître Claire Roux',
    );
  });

  it('refuses staff (403 with the role), and finds no case of another firm nor one a collaborator may not open', async () => {
    const item = await newCase(sophie);
    // The assistant is on its list: still refused, by the role.
    await callAs(t.app, sophie.cookie, 'PUT', `/api/pro/cases/${item.id}/access`, {
      userId: assistant.userId,
      access: 'edit',
    });
    const thomasCase = await newCase(thomas);
    const journalBefore = (await journalLabels({ caseId: item.id })).length;
    for (const [cookie, label] of [
      [assistant.cookie, 'Assistant(e)'],
      [accountant.cookie, 'Comptable'],
    ] as const) {
      for (const answer of [
        await callAs(t.app, cookie, 'GET', `/api/pro/cases/${item.id}/hand-over`),
        await handCase(cookie, item.id, luc.userId),
      ]) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json().error.message).toBe(staffRefusal(label));
      }
    }
    for (const answer of [
      await callAs(t.app, luc.cookie, 'GET', `/api/pro/cases/${item.id}/hand-over`),
      await handCase(luc.cookie, item.id, luc.userId),
      await callAs(t.app, sophie.cookie, 'GET', `/api/pro/cases/${thomasCase.id}/hand-over`),
      await handCase(sophie.cookie, thomasCase.id, luc.userId),
      await handCase(thomas.cookie, item.id, thomas.userId),
      await handCase(sophie.cookie, 999_999_999, luc.userId),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.message).toBe(CASE_NOT_FOUND);
      expect(answer.body).not.toContain(item.title);
      expect(answer.body).not.toContain(thomasCase.title);
    }
    expect(await holderOfCase(item.id)).toBe(sophie.professionalId);
    expect(await holderOfCase(thomasCase.id)).toBe(thomas.professionalId);
    expect((await journalLabels({ caseId: item.id })).length).toBe(journalBefore);
  });

  it('takes only another lawyer of the firm: 404 for anyone else, 400 on the field for staff or its holder', async () => {
    const item = await newCase(sophie);
    for (const lawyerUserId of [thomas.userId, UNKNOWN_UUID]) {
      const answer = await handCase(sophie.cookie, item.id, lawyerUserId);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.message).toBe(HAND_OVER_LAWYER_NOT_FOUND);
      expect(answer.body).not.toContain('Thomas');
    }
    for (const [lawyerUserId, message] of [
      [assistant.userId, HAND_OVER_NOT_A_LAWYER],
      [accountant.userId, HAND_OVER_NOT_A_LAWYER],
      [sophie.userId, HAND_OVER_SAME_LAWYER],
    ] as const) {
      const answer = await handCase(sophie.cookie, item.id, lawyerUserId);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fieldErrors).toEqual({ lawyerUserId: message });
    }
    expect(await holderOfCase(item.id)).toBe(sophie.professionalId);
    expect(await listOf(item.id)).toEqual({});
  });

  it('refuses hostile input before anything is read', async () => {
    const item = await newCase(sophie);
    for (const body of [
      {},
      { lawyerUserId: '' },
      { lawyerUserId: 'x'.repeat(100_000) },
      { lawyerUserId: `${luc.userId}\u0000` },
      { lawyerUserId: luc.userId, access: 'edit' },
      { lawyerUserId: [luc.userId] },
    ]) {
      const answer = await callAs(t.app, sophie.cookie, 'POST', `/api/pro/cases/${item.id}/hand-over`, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    for (const id of ['abc', '9'.repeat(16), '-1', '1%00']) {
      expect((await handCase(sophie.cookie, id, luc.userId)).statusCode).toBe(400);
      expect((await callAs(t.app, sophie.cookie, 'GET', `/api/pro/cases/${id}/hand-over`)).statusCode).toBe(
        400,
      );
    }
    expect(await holderOfCase(item.id)).toBe(sophie.professionalId);
  });

  it('ends consistent when two hand-overs of one case run at once', async () => {
    // Its responsible lawyer twice: the second waits for the first, then no longer holds it.
    const lucCase = await newCase(luc);
    const byLuc = await Promise.all([
      handCase(luc.cookie, lucCase.id, sophie.userId),
      handCase(luc.cookie, lucCase.id, claire.userId),
    ]);
    expect(byLuc.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    const lucWinner = byLuc.find((answer) => answer.statusCode === 200)?.json().responsibleLawyer.userId;
    const lucWinnerProfile = lucWinner === sophie.userId ? sophie.professionalId : claire.professionalId;
    expect(await holderOfCase(lucCase.id)).toBe(lucWinnerProfile);
    expect(await listOf(lucCase.id)).toEqual({ [luc.userId]: 'edit' });

    // An associate twice: both pass, one after the other; the list says who held it in between.
    const sophieCase = await newCase(luc);
    const bySophie = await Promise.all([
      handCase(sophie.cookie, sophieCase.id, claire.userId),
      handCase(sophie.cookie, sophieCase.id, sophie.userId),
    ]);
    expect(bySophie.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const holder = await holderOfCase(sophieCase.id);
    const [finalHolder, between] = holder === claire.professionalId ? [claire, sophie] : [sophie, claire];
    expect(holder).toBe(finalHolder.professionalId);
    expect(await listOf(sophieCase.id)).toEqual(
      Object.fromEntries(
        [
          [luc.userId, 'edit'],
          [between.userId, 'edit'],
        ].sort(([a], [b]) => String(a).localeCompare(String(b))),
      ),
    );
    expect(
      (await journalLabels({ caseId: sophieCase.id })).filter((line) => line.label.includes('confié')),
    ).toHaveLength(2);
  });
});

describe('« Contacts du cabinet » and « Confier le contact à un confrère »', () => {
  it('lists the firm’s contacts to associates by name, type, company and lawyer, never their details', async () => {
    const lucContact = await newContact(luc);
    const note = 'Craint un contrôle fiscal de sa société';
    await callAs(t.app, luc.cookie, 'POST', `/api/pro/contacts/${lucContact.id}/notes`, { content: note });
    await callAs(t.app, luc.cookie, 'POST', `/api/pro/contacts/${lucContact.id}/tags`, {
      name: 'Confidentiel VIP',
    });
    const thomasContact = await newContact(thomas);

    const answer = await callAs(t.app, sophie.cookie, 'GET', '/api/pro/firm/contacts');
    expect(answer.statusCode, answer.body).toBe(200);
    const listed = answer.json().contacts as { id: number }[];
    expect(listed.find((row) => row.id === lucContact.id)).toEqual({
      id: lucContact.id,
      firstName: 'Hélène',
      lastName: lucContact.lastName,
      type: 'client',
      company: lucContact.company,
      responsibleLawyer: 'Maître Luc Fontaine',
      own: false,
    });
    for (const secret of [
      lucContact.email,
      lucContact.phone,
      note,
      'Confidentiel VIP',
      thomasContact.lastName,
    ]) {
      expect(answer.body).not.toContain(secret);
    }
    // Listing opens nothing, and reads no file: nothing is journaled.
    expect(
      (await journalLabels({ contactId: lucContact.id })).filter((line) => line.action === 'read'),
    ).toHaveLength(0);

    const refused = await callAs(t.app, luc.cookie, 'GET', '/api/pro/firm/contacts');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(`${FIRM_CONTACTS_REFUSED}${COLLABORATOR_ROLE}`);
    expect(refused.body).not.toContain(lucContact.lastName);
    for (const [cookie, label] of [
      [assistant.cookie, 'Assistant(e)'],
      [accountant.cookie, 'Comptable'],
    ] as const) {
      const staff = await callAs(t.app, cookie, 'GET', '/api/pro/firm/contacts');
      expect(staff.statusCode).toBe(403);
      expect(staff.json().error.message).toBe(staffRefusal(label));
    }
  });

  it('by its lawyer: the file moves with its notes and tags, the linked cases stay theirs, journaled and told', async () => {
    const item = await newContact(luc);
    await callAs(t.app, luc.cookie, 'POST', `/api/pro/contacts/${item.id}/notes`, {
      content: 'Rappeler lundi',
    });
    await callAs(t.app, luc.cookie, 'POST', `/api/pro/contacts/${item.id}/tags`, { name: 'Succession' });
    const linked = await newCase(luc, { client: { name: 'Hélène Morel', email: item.email } });
    await newCase(luc, { client: { name: 'Hélène Morel', email: item.email.toUpperCase() } });

    const preview = await callAs(t.app, luc.cookie, 'GET', `/api/pro/contacts/${item.id}/hand-over`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      responsibleLawyer: { userId: luc.userId, name: 'Maître Luc Fontaine', role: 'collaborator' },
      lawyers: [
        { userId: sophie.userId, name: 'Maître Sophie Martin', role: 'associate' },
        { userId: claire.userId, name: 'Maître Claire Roux', role: 'associate' },
      ],
      cases: 2,
    });

    const handed = await handContact(luc.cookie, item.id, sophie.userId);
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().responsibleLawyer.name).toBe('Maître Sophie Martin');
    expect((await callAs(t.app, luc.cookie, 'GET', `/api/pro/contacts/${item.id}`)).statusCode).toBe(404);
    const file = (await callAs(t.app, sophie.cookie, 'GET', `/api/pro/contacts/${item.id}`)).json().contact;
    expect(file.notes.map((row: { content: string }) => row.content)).toEqual(['Rappeler lundi']);
    expect(file.tags.map((row: { name: string }) => row.name)).toEqual(['Succession']);
    // Her assistant opens it too, working for her, as every contact of the lawyer they work for.
    await callAs(t.app, assistant.cookie, 'PUT', '/api/pro/acting-for', { lawyerUserId: sophie.userId });
    expect((await callAs(t.app, assistant.cookie, 'GET', `/api/pro/contacts/${item.id}`)).statusCode).toBe(
      200,
    );
    // Each case keeps its own responsible lawyer.
    expect(file.cases).toEqual([]);
    expect(await holderOfCase(linked.id)).toBe(luc.professionalId);

    const [line] = (await journalLabels({ contactId: item.id })).filter((row) =>
      row.label.includes('confiée'),
    );
    expect(line).toMatchObject({
      action: 'update',
      actorUserId: luc.userId,
      professionalId: luc.professionalId,
      label: `Fiche de Hélène ${item.lastName} confiée à Maître Sophie Martin par Maître Luc Fontaine`,
    });
    expect((await bellOf(sophie.userId)).at(-1)).toEqual({
      kind: 'record_handed_over',
      title: 'Maître Luc Fontaine vous a confié l’un de ses contacts',
      link: `/pro/dashboard/contacts/${item.id}`,
    });
    const [mail] = await outboxFor(t.handle, sophie.email);
    expect(mail?.subject).toBe('Un contact vous a été confié sur JurisRDV');
    expect(`${mail?.textBody}${mail?.htmlBody}`).not.toContain(item.lastName);
  });

  it('by an associate from the list: the new lawyer reads the contact’s journal with it', async () => {
    const item = await newContact(claire);
    // Claire's read of the file, before: a line in her records.
    await callAs(t.app, claire.cookie, 'GET', `/api/pro/contacts/${item.id}`);
    const handed = await handContact(sophie.cookie, item.id, luc.userId);
    expect(handed.statusCode, handed.body).toBe(200);
    const [line] = (await journalLabels({ contactId: item.id })).filter((row) =>
      row.label.includes('confiée'),
    );
    expect(line?.label).toBe(
      `Fiche de Hélène ${item.lastName}, contact de Maître Claire Roux, confiée à Maître Luc Fontaine par Maître Sophie Martin`,
    );
    expect((await bellOf(luc.userId)).at(-1)?.title).toBe(
      'Maître Sophie Martin vous a confié un contact du cabinet',
    );
    // Luc, a collaborator, reads his own records' journal: the contact's earlier lines came with it.
    const journal = await callAs(t.app, luc.cookie, 'GET', '/api/pro/access-journal?subject=contact');
    expect(journal.statusCode, journal.body).toBe(200);
    const labels = (journal.json().lines as { label: string; subjectId: string }[])
      .filter((row) => row.subjectId === String(item.id))
      .map((row) => row.label);
    expect(labels).toContain(`Fiche de Hélène ${item.lastName}`);
    expect(labels).toContain(line?.label);
  });

  it('refuses staff, hides another lawyer’s contact from a collaborator and another firm’s from everyone', async () => {
    const sophieContact = await newContact(sophie);
    const thomasContact = await newContact(thomas);
    for (const [cookie, label] of [
      [assistant.cookie, 'Assistant(e)'],
      [accountant.cookie, 'Comptable'],
    ] as const) {
      for (const answer of [
        await callAs(t.app, cookie, 'GET', `/api/pro/contacts/${sophieContact.id}/hand-over`),
        await handContact(cookie, sophieContact.id, luc.userId),
      ]) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json().error.message).toBe(staffRefusal(label));
      }
    }
    for (const answer of [
      await callAs(t.app, luc.cookie, 'GET', `/api/pro/contacts/${sophieContact.id}/hand-over`),
      await handContact(luc.cookie, sophieContact.id, luc.userId),
      await callAs(t.app, sophie.cookie, 'GET', `/api/pro/contacts/${thomasContact.id}/hand-over`),
      await handContact(sophie.cookie, thomasContact.id, luc.userId),
      await handContact(thomas.cookie, sophieContact.id, thomas.userId),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.message).toBe(CONTACT_NOT_FOUND);
      expect(answer.body).not.toContain(sophieContact.lastName);
      expect(answer.body).not.toContain(thomasContact.lastName);
    }
    expect((await handContact(sophie.cookie, sophieContact.id, thomas.userId)).statusCode).toBe(404);
    const staffTarget = await handContact(sophie.cookie, sophieContact.id, assistant.userId);
    expect(staffTarget.statusCode).toBe(400);
    expect(staffTarget.json().error.fieldErrors).toEqual({ lawyerUserId: HAND_OVER_NOT_A_LAWYER });
    const same = await handContact(sophie.cookie, sophieContact.id, sophie.userId);
    expect(same.json().error.fieldErrors).toEqual({ lawyerUserId: HAND_OVER_SAME_LAWYER });
    expect((await handContact(sophie.cookie, sophieContact.id, 'x'.repeat(100_000))).statusCode).toBe(400);
    const [row] = await t.handle.db.select().from(contacts).where(eq(contacts.id, sophieContact.id));
    expect(row?.professionalId).toBe(sophie.professionalId);
  });

  it('ends consistent when two hand-overs of one contact run at once', async () => {
    const item = await newContact(luc);
    const answers = await Promise.all([
      handContact(sophie.cookie, item.id, claire.userId),
      handContact(sophie.cookie, item.id, sophie.userId),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [row] = await t.handle.db.select().from(contacts).where(eq(contacts.id, item.id));
    expect([claire.professionalId, sophie.professionalId]).toContain(row?.professionalId);
    const lines = (await journalLabels({ contactId: item.id })).filter((line) =>
      line.label.includes('confiée'),
    );
    expect(lines).toHaveLength(2);
    // The second waited for the first, and names as the former lawyer the one the first made responsible.
    const name = `Hélène ${item.lastName}`;
    expect(lines[1]?.label).toBe(
      row?.professionalId === sophie.professionalId
        ? `Fiche de ${name}, contact de Maître Claire Roux, confiée à Maître Sophie Martin par Maître Sophie Martin`
        : `Fiche de ${name} confiée à Maître Claire Roux par Maître Sophie Martin`,
    );
  });

  it('tells the new lawyer as their settings say', async () => {
    const saved = await callAs(t.app, claire.cookie, 'PUT', '/api/pro/notification-settings', {
      settings: [{ kind: 'record_handed_over', inApp: false, email: false, sms: false }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const bell = (await bellOf(claire.userId)).length;
    const mails = (await outboxFor(t.handle, claire.email)).length;
    const item = await newContact(sophie);
    expect((await handContact(sophie.cookie, item.id, claire.userId)).statusCode).toBe(200);
    expect(await bellOf(claire.userId)).toHaveLength(bell);
    expect(await outboxFor(t.handle, claire.email)).toHaveLength(mails);
  });
});
