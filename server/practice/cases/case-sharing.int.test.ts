import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessJournal, caseAccess, notifications, users } from '#server/db/schema/index.ts';
import { firmIdOf, insertProfessionalAccount, moveIntoFirm } from '#server/test-support/factories.ts';
import { newStaffAccount } from '#server/test-support/staff-accounts.ts';
import { callAs, createTestApp, loginAs, outboxFor, type TTestApp } from '#server/test-support/test-app.ts';

// Monday 23 November 2026, 10:00 Paris.
const NOW = new Date('2026-11-23T09:00:00Z');
const NOT_FOUND = 'Dossier introuvable.';
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

let t: TTestApp;
let sophie: string;
let thomas: string;
let sophieId: string;
let thomasId: string;
type TMember = { cookie: string; userId: string };
let luc: TMember;
let claire: TMember;
let assistant: TMember;
let accountant: TMember;
let sophieCase: { id: number; title: string };
let lucCase: { id: number; title: string };

async function userIdOf(email: string): Promise<string> {
  const [user] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  return user.id;
}

async function lawyerOfSophiesFirm(
  email: string,
  firstName: string,
  lastName: string,
  role: 'associate' | 'collaborator',
) {
  const account = await insertProfessionalAccount(t.handle.db, { email, firstName, lastName });
  await moveIntoFirm(t.handle.db, account.user.id, await firmIdOf(t.handle.db, sophieId), role);
  return { cookie: await loginAs(t.app, 'pro', email), userId: account.user.id };
}

async function createCase(cookie: string, body: Record<string, unknown>) {
  const response = await callAs(t.app, cookie, 'POST', '/api/pro/cases', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().case as { id: number; title: string };
}

const share = (cookie: string, caseId: number, userId: string, access: string) =>
  callAs(t.app, cookie, 'PUT', `/api/pro/cases/${caseId}/access`, { userId, access });

async function journalOf(caseId: number) {
  return t.handle.db
    .select()
    .from(accessJournal)
    .where(eq(accessJournal.caseId, caseId))
    .orderBy(accessJournal.id);
}

/** Every case route a member may call, with a case id; the bodies are valid so only the access decides. */
function caseRoutes(caseId: number) {
  return [
    { method: 'GET', url: `/api/pro/cases/${caseId}` },
    { method: 'PATCH', url: `/api/pro/cases/${caseId}`, body: { status: 'Clos' } },
    { method: 'GET', url: `/api/pro/cases/${caseId}/access` },
    { method: 'PUT', url: `/api/pro/cases/${caseId}/access`, body: { userId: UNKNOWN_UUID, access: 'read' } },
    { method: 'DELETE', url: `/api/pro/cases/${caseId}/access/${UNKNOWN_UUID}` },
    { method: 'POST', url: `/api/pro/cases/${caseId}/tags`, body: { name: 'Intrus' } },
    { method: 'DELETE', url: `/api/pro/cases/${caseId}/tags/1` },
    { method: 'GET', url: `/api/pro/cases/${caseId}/documents/1/file` },
    { method: 'POST', url: `/api/pro/cases/${caseId}/documents/1/archive`, body: {} },
    { method: 'POST', url: `/api/pro/cases/${caseId}/documents/1/restore`, body: {} },
    {
      method: 'POST',
      url: `/api/pro/cases/${caseId}/work-sessions`,
      body: { title: 'Intrus', duration: '1h' },
    },
    {
      method: 'PUT',
      url: `/api/pro/cases/${caseId}/work-sessions/1`,
      body: { title: 'Intrus', duration: '1h' },
    },
    { method: 'DELETE', url: `/api/pro/cases/${caseId}/work-sessions/1` },
    { method: 'POST', url: `/api/pro/cases/${caseId}/appointments`, body: { appointmentId: 1 } },
    { method: 'DELETE', url: `/api/pro/cases/${caseId}/appointments/1` },
  ] as const;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
  sophieId = await userIdOf('sophie.martin@example.com');
  thomasId = await userIdOf('thomas.bernard@example.com');
  luc = await lawyerOfSophiesFirm('luc.partage@example.com', 'Luc', 'Fontaine', 'collaborator');
  claire = await lawyerOfSophiesFirm('claire.associee@example.com', 'Claire', 'Roux', 'associate');
  assistant = await newStaffAccount(t, sophie, 'assistant', [sophieId]);
  accountant = await newStaffAccount(t, sophie, 'accountant');
  sophieCase = await createCase(sophie, {
    title: 'Succession Morel',
    client: { name: 'Hélène Morel' },
    opposingParties: ['Bruno Vasseur'],
  });
  lucCase = await createCase(luc.cookie, { title: 'Bail Vasseur', client: { name: 'Bruno Vasseur' } });
});

afterAll(async () => {
  await t?.close();
});

describe('a case and its access list', () => {
  it('opens to its responsible lawyer only, until shared', async () => {
    expect((await callAs(t.app, sophie, 'GET', `/api/pro/cases/${sophieCase.id}`)).json().case).toMatchObject(
      {
        access: 'own',
        responsibleLawyer: 'Maître Sophie Martin',
      },
    );
    // An accountant's role never opens a case: 403 before any case is looked for.
    expect(
      (await callAs(t.app, accountant.cookie, 'GET', `/api/pro/cases/${sophieCase.id}`)).statusCode,
    ).toBe(403);
    for (const cookie of [luc.cookie, claire.cookie, assistant.cookie, thomas]) {
      const response = await callAs(t.app, cookie, 'GET', `/api/pro/cases/${sophieCase.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(NOT_FOUND);
    }
    const access = await callAs(t.app, sophie, 'GET', `/api/pro/cases/${sophieCase.id}/access`);
    expect(access.json()).toMatchObject({
      responsibleLawyer: 'Maître Sophie Martin',
      manageable: true,
      members: [],
    });
    // The firm's lawyers and its assistant may be added; never Sophie herself, the accountant or Thomas.
    const candidates = (access.json().candidates as { userId: string }[]).map((person) => person.userId);
    expect(candidates).toEqual(expect.arrayContaining([luc.userId, claire.userId, assistant.userId]));
    expect(candidates).not.toContain(sophieId);
    expect(candidates).not.toContain(accountant.userId);
    expect(candidates).not.toContain(thomasId);
  });

  it('refuses oneself, an accountant, another firm’s member and hostile input', async () => {
    const self = await share(sophie, sophieCase.id, sophieId, 'read');
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fieldErrors.userId).toMatch(/responsable/);
    const counting = await share(sophie, sophieCase.id, accountant.userId, 'read');
    expect(counting.statusCode).toBe(400);
    expect(counting.json().error.fieldErrors.userId).toMatch(/comptable/);
    expect((await share(sophie, sophieCase.id, thomasId, 'read')).statusCode).toBe(404);
    expect((await share(sophie, sophieCase.id, UNKNOWN_UUID, 'edit')).statusCode).toBe(404);
    const malformed = await share(sophie, sophieCase.id, 'pas-un-identifiant', 'read');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fieldErrors.userId).toBeDefined();
    const badRight = await share(sophie, sophieCase.id, luc.userId, 'admin');
    expect(badRight.statusCode).toBe(400);
    expect(badRight.json().error.fieldErrors.access).toBeDefined();
    const nul = await share(sophie, sophieCase.id, `${luc.userId}\u0000`, 'read');
    expect(nul.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'PUT',
      url: `/api/pro/cases/${sophieCase.id}/access`,
      headers: { cookie: sophie, 'content-type': 'application/json' },
      payload: JSON.stringify({ userId: 'x'.repeat(1_000_000), access: 'read' }),
    });
    expect([400, 413]).toContain(huge.statusCode);
    const extra = await callAs(t.app, sophie, 'PUT', `/api/pro/cases/${sophieCase.id}/access`, {
      userId: luc.userId,
      access: 'read',
      grantedBy: thomasId,
    });
    expect(extra.statusCode).toBe(400);
    expect(
      (await callAs(t.app, sophie, 'DELETE', `/api/pro/cases/${sophieCase.id}/access/nope`)).statusCode,
    ).toBe(400);
    expect(
      (
        await callAs(t.app, sophie, 'PUT', `/api/pro/cases/999999999/access`, {
          userId: luc.userId,
          access: 'read',
        })
      ).statusCode,
    ).toBe(404);
    expect(await t.handle.db.select().from(caseAccess).where(eq(caseAccess.caseId, sophieCase.id))).toEqual(
      [],
    );
  });

  it('lets a collaborator on the list read everything but change nothing, and journals each read', async () => {
    const shared = await share(sophie, sophieCase.id, luc.userId, 'read');
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().members).toEqual([
      expect.objectContaining({
        userId: luc.userId,
        name: 'Maître Luc Fontaine',
        role: 'collaborator',
        access: 'read',
      }),
    ]);
    const before = (await journalOf(sophieCase.id)).length;
    const opened = await callAs(t.app, luc.cookie, 'GET', `/api/pro/cases/${sophieCase.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().case).toMatchObject({
      title: 'Succession Morel',
      access: 'read',
      responsibleLawyer: 'Maître Sophie Martin',
    });
    const lines = await journalOf(sophieCase.id);
    expect(lines.slice(before)).toEqual([
      expect.objectContaining({
        actorUserId: luc.userId,
        actorName: 'Luc Fontaine',
        subject: 'case',
        action: 'read',
        label: 'Dossier\u00a0: Succession Morel',
        professionalId: expect.any(Number),
      }),
    ]);
    for (const { method, url, ...rest } of caseRoutes(sophieCase.id).filter(
      (route) => route.method !== 'GET',
    )) {
      const response = await callAs(t.app, luc.cookie, method, url, 'body' in rest ? rest.body : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    // The access list is seen, not managed.
    const list = await callAs(t.app, luc.cookie, 'GET', `/api/pro/cases/${sophieCase.id}/access`);
    expect(list.json()).toMatchObject({ manageable: false, candidates: [] });
    expect((await journalOf(sophieCase.id)).length).toBe(before + 1);
  });

  it('lets a member with « Modification » change the case, never its access list, each change journaled', async () => {
    expect((await share(sophie, sophieCase.id, luc.userId, 'edit')).statusCode).toBe(200);
    const before = (await journalOf(sophieCase.id)).length;
    const changed = await callAs(t.app, luc.cookie, 'PATCH', `/api/pro/cases/${sophieCase.id}`, {
      priority: 'Haute',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().case).toMatchObject({ priority: 'Haute', access: 'edit' });
    const session = await callAs(t.app, luc.cookie, 'POST', `/api/pro/cases/${sophieCase.id}/work-sessions`, {
      title: 'Lecture des pièces',
      duration: '1h30min',
    });
    expect(session.statusCode, session.body).toBe(201);
    expect(session.json().case.workSessions).toHaveLength(1);
    const tagged = await callAs(t.app, luc.cookie, 'POST', `/api/pro/cases/${sophieCase.id}/tags`, {
      name: 'Urgent',
    });
    expect(tagged.statusCode).toBe(200);
    const document = await callAs(t.app, luc.cookie, 'POST', `/api/pro/cases/${sophieCase.id}/documents`, {
      title: 'Testament',
      kind: 'contract',
      fileName: 'testament.pdf',
      contentBase64: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n').toString('base64'),
    });
    expect(document.statusCode, document.body).toBe(201);
    const documentId = document.json().case.documents[0].id as number;
    const file = await callAs(
      t.app,
      luc.cookie,
      'GET',
      `/api/pro/cases/${sophieCase.id}/documents/${documentId}/file?download=1`,
    );
    expect(file.statusCode).toBe(200);
    expect((await share(luc.cookie, sophieCase.id, claire.userId, 'read')).statusCode).toBe(403);
    expect(
      (await callAs(t.app, luc.cookie, 'DELETE', `/api/pro/cases/${sophieCase.id}/access/${luc.userId}`))
        .statusCode,
    ).toBe(403);
    const lines = (await journalOf(sophieCase.id)).slice(before);
    expect(lines.map((line) => [line.subject, line.action, line.actorUserId])).toEqual([
      ['case', 'update', luc.userId],
      ['case', 'update', luc.userId],
      ['case', 'update', luc.userId],
      ['case_document', 'create', luc.userId],
      ['case_document', 'download', luc.userId],
    ]);
    expect(
      lines.every((line) => line.label.includes('Succession Morel') && !line.label.includes('Testament')),
    ).toBe(true);
  });

  it('journals sharing and unsharing as changes of the access list', async () => {
    const lines = (await journalOf(sophieCase.id)).filter((line) => line.subject === 'case_access');
    expect(lines.map((line) => [line.action, line.subjectId, line.actorUserId])).toEqual([
      ['share', luc.userId, sophieId],
      ['share', luc.userId, sophieId],
    ]);
    expect(lines[0]?.label).toContain('Maître Luc Fontaine (Lecture)');
  });

  it('lists the case under « Partagés avec moi » with its lawyer and the right, without journaling the list', async () => {
    const before = (await journalOf(sophieCase.id)).length;
    const list = await callAs(t.app, luc.cookie, 'GET', '/api/pro/cases');
    expect(list.statusCode).toBe(200);
    expect(list.json().cases.map((item: { id: number }) => item.id)).toEqual([lucCase.id]);
    expect(list.json().shared).toEqual([
      expect.objectContaining({
        id: sophieCase.id,
        responsibleLawyer: 'Maître Sophie Martin',
        access: 'edit',
      }),
    ]);
    expect((await callAs(t.app, sophie, 'GET', '/api/pro/cases')).json().shared).toEqual([]);
    expect((await journalOf(sophieCase.id)).length).toBe(before);
    // The workspace search finds it too.
    const found = await callAs(t.app, luc.cookie, 'GET', '/api/pro/search?q=morel');
    expect(found.json().cases.map((item: { id: number }) => item.id)).toContain(sophieCase.id);
    expect((await callAs(t.app, claire.cookie, 'GET', '/api/pro/search?q=morel')).json().cases).toEqual([]);
  });

  it('shows an associate off the list the firm’s cases, titles only, and no more', async () => {
    const firmCases = await callAs(t.app, claire.cookie, 'GET', '/api/pro/firm/cases');
    expect(firmCases.statusCode).toBe(200);
    expect(firmCases.json().cases).toEqual(
      expect.arrayContaining([
        {
          id: sophieCase.id,
          title: 'Succession Morel',
          status: 'En cours',
          responsibleLawyer: 'Maître Sophie Martin',
          access: null,
        },
        {
          id: lucCase.id,
          title: 'Bail Vasseur',
          status: 'En cours',
          responsibleLawyer: 'Maître Luc Fontaine',
          access: null,
        },
      ]),
    );
    expect(JSON.stringify(firmCases.json())).not.toContain('Hélène Morel');
    expect((await callAs(t.app, claire.cookie, 'GET', `/api/pro/cases/${sophieCase.id}`)).statusCode).toBe(
      404,
    );
    expect((await callAs(t.app, luc.cookie, 'GET', '/api/pro/firm/cases')).statusCode).toBe(403);
    expect((await callAs(t.app, assistant.cookie, 'GET', '/api/pro/firm/cases')).statusCode).toBe(403);
    // Thomas's firm lists its own cases, none of Sophie's.
    const other = await callAs(t.app, thomas, 'GET', '/api/pro/firm/cases');
    expect(other.json().cases.map((item: { id: number }) => item.id)).not.toContain(sophieCase.id);
  });

  it('lets an assistant open only the cases shared with them; an accountant never', async () => {
    expect((await callAs(t.app, assistant.cookie, 'GET', '/api/pro/cases')).json()).toEqual({
      cases: [],
      shared: [],
    });
    expect((await callAs(t.app, assistant.cookie, 'GET', `/api/pro/cases/${sophieCase.id}`)).statusCode).toBe(
      404,
    );
    expect((await share(sophie, sophieCase.id, assistant.userId, 'read')).statusCode).toBe(200);
    const opened = await callAs(t.app, assistant.cookie, 'GET', `/api/pro/cases/${sophieCase.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().case.access).toBe('read');
    expect((await callAs(t.app, assistant.cookie, 'GET', '/api/pro/cases')).json().shared).toEqual([
      expect.objectContaining({ id: sophieCase.id, access: 'read' }),
    ]);
    expect(
      (await callAs(t.app, assistant.cookie, 'PATCH', `/api/pro/cases/${sophieCase.id}`, { status: 'Clos' }))
        .statusCode,
    ).toBe(403);
    expect((await callAs(t.app, assistant.cookie, 'GET', `/api/pro/cases/${lucCase.id}`)).statusCode).toBe(
      404,
    );
    // Creating a case or managing a list stays a lawyer's: the role's refusal.
    expect((await callAs(t.app, assistant.cookie, 'POST', '/api/pro/cases', { title: 'X' })).statusCode).toBe(
      403,
    );
    expect((await share(assistant.cookie, sophieCase.id, luc.userId, 'read')).statusCode).toBe(403);
    for (const { method, url } of caseRoutes(sophieCase.id)) {
      const response = await callAs(
        t.app,
        accountant.cookie,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('answers 404 to another firm on every case route with this firm’s ids', async () => {
    for (const caseId of [sophieCase.id, lucCase.id]) {
      for (const { method, url, ...rest } of caseRoutes(caseId)) {
        const response = await callAs(t.app, thomas, method, url, 'body' in rest ? rest.body : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it('gives the matter back in the conflict check to those on its list, only `heldBy` to others', async () => {
    // Luc's case has Bruno Vasseur as client; Sophie's names him as the opposing party.
    const onList = (await callAs(t.app, luc.cookie, 'GET', `/api/pro/cases/${lucCase.id}`)).json().case;
    expect(onList.possibleConflicts).toEqual([
      expect.objectContaining({
        kind: 'caseOpposingParty',
        heldBy: 'Maître Sophie Martin',
        caseId: sophieCase.id,
        caseTitle: 'Succession Morel',
      }),
    ]);
    const owner = (await callAs(t.app, sophie, 'GET', `/api/pro/cases/${sophieCase.id}`)).json().case;
    expect(owner.possibleConflicts).toEqual([
      expect.objectContaining({
        kind: 'caseClient',
        heldBy: 'Maître Luc Fontaine',
        caseId: null,
        caseTitle: null,
      }),
    ]);
  });

  it('tells a member added to the list by the bell and by e-mail as they chose, never naming the case', async () => {
    const folder = await createCase(sophie, {
      title: 'Liquidation Garnier',
      client: { name: 'Léa Garnier' },
    });
    const emailOf = async (userId: string) => {
      const [row] = await t.handle.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? '';
    };
    const bellOf = (userId: string) =>
      t.handle.db
        .select({ title: notifications.title, link: notifications.link })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.kind, 'case_shared'),
            eq(notifications.link, `/pro/dashboard/cases/${folder.id}`),
          ),
        );
    const before = new Map<string, number>();
    for (const member of [claire, luc, assistant]) {
      before.set(member.userId, (await outboxFor(t.handle, await emailOf(member.userId))).length);
    }
    // The e-mails of this case's shares: those queued since it was made.
    const mailsOf = async (userId: string) => {
      const all = await outboxFor(t.handle, await emailOf(userId));
      return all
        .slice(0, all.length - (before.get(userId) ?? 0))
        .filter((mail) => mail.kind === 'case_shared');
    };

    expect((await share(sophie, folder.id, claire.userId, 'read')).statusCode).toBe(200);
    expect(await bellOf(claire.userId)).toEqual([
      {
        title: 'Maître Sophie Martin vous a donné accès à l’un de ses dossiers, en lecture seule',
        link: `/pro/dashboard/cases/${folder.id}`,
      },
    ]);
    const [mail] = await mailsOf(claire.userId);
    expect(mail?.subject).toBe('Un dossier vous a été partagé sur JurisRDV');
    for (const secret of ['Liquidation', 'Garnier']) {
      expect(mail?.textBody).not.toContain(secret);
      expect(mail?.htmlBody ?? '').not.toContain(secret);
      expect(mail?.subject).not.toContain(secret);
    }
    // A right changed is no new access: nothing more.
    expect((await share(sophie, folder.id, claire.userId, 'edit')).statusCode).toBe(200);
    expect(await bellOf(claire.userId)).toHaveLength(1);
    expect(await mailsOf(claire.userId)).toHaveLength(1);

    // Luc keeps the bell and turns the e-mail off: the bell only.
    const settings = await callAs(t.app, luc.cookie, 'PUT', '/api/pro/notification-settings', {
      settings: [{ kind: 'case_shared', inApp: true, email: false, sms: false }],
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await share(sophie, folder.id, luc.userId, 'edit')).statusCode).toBe(200);
    expect((await bellOf(luc.userId)).map((line) => line.title)).toEqual([
      'Maître Sophie Martin vous a donné accès à l’un de ses dossiers, en lecture et en modification',
    ]);
    expect(await mailsOf(luc.userId)).toEqual([]);

    // An assistant, who has no settings of their own, is told both ways, in their own bell.
    expect((await share(sophie, folder.id, assistant.userId, 'read')).statusCode).toBe(200);
    const bell = await callAs(t.app, assistant.cookie, 'GET', '/api/pro/notifications');
    expect(bell.statusCode, bell.body).toBe(200);
    expect(bell.json().notifications[0]).toMatchObject({
      kind: 'case_shared',
      link: `/pro/dashboard/cases/${folder.id}`,
    });
    expect(await mailsOf(assistant.userId)).toHaveLength(1);
    // The lawyer who shared hears nothing of it.
    expect(await bellOf(sophieId)).toEqual([]);
    expect(await mailsOf(sophieId)).toEqual([]);
  });

  it('takes a member off every list when they leave the firm, and the case is then not found', async () => {
    const removed = await callAs(t.app, sophie, 'DELETE', `/api/pro/firm/members/${assistant.userId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      await t.handle.db
        .select()
        .from(caseAccess)
        .where(and(eq(caseAccess.caseId, sophieCase.id), eq(caseAccess.userId, assistant.userId))),
    ).toEqual([]);
    const unshared = await callAs(
      t.app,
      sophie,
      'DELETE',
      `/api/pro/cases/${sophieCase.id}/access/${luc.userId}`,
    );
    expect(unshared.statusCode).toBe(200);
    expect(unshared.json().members).toEqual([]);
    const gone = await callAs(t.app, luc.cookie, 'GET', `/api/pro/cases/${sophieCase.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(NOT_FOUND);
    expect(
      (await callAs(t.app, sophie, 'DELETE', `/api/pro/cases/${sophieCase.id}/access/${luc.userId}`))
        .statusCode,
    ).toBe(404);
    const last = (await journalOf(sophieCase.id)).at(-1);
    expect(last).toMatchObject({ subject: 'case_access', action: 'unshare', subjectId: luc.userId });
  });
});
