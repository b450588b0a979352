import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEAVE_WITH_RECORDS_MESSAGE,
  SUCCESSOR_INVALID_MESSAGE,
} from '#domain/identity/firms/lawyer-departure.ts';
import {
  accessJournal,
  appointments,
  caseAccess,
  cases,
  contacts,
  firmAssistantAssignments,
  firmMembers,
  professionals,
  users,
} from '#server/db/schema/index.ts';
import {
  firmIdOf,
  insertAppointment,
  insertProfessionalAccount,
  moveIntoFirm,
} from '#server/test-support/factories.ts';
import { invitationTokenFor, inviteToFirm, newStaffAccount } from '#server/test-support/staff-accounts.ts';
import {
  callAs,
  createTestApp,
  loginAs,
  loginWithSecondFactor,
  outboxFor,
  type TTestApp,
} from '#server/test-support/test-app.ts';

const NOW = new Date('2026-11-23T09:00:00Z');
const PASSWORD = 'demo-2025';

let t: TTestApp;
let sophie: string;
let sophieUserId: string;
let sophieProfessionalId: number;
let firmId: number;

async function userIdOf(email: string): Promise<string> {
  const [user] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  return user.id;
}

async function newCase(professionalId: number, title: string) {
  const [row] = await t.handle.db
    .insert(cases)
    .values({
      professionalId,
      title,
      category: 'Droit de la famille',
      status: 'En cours',
      priority: 'Moyenne',
      openingDate: '2026-11-02',
      clientName: 'Claire Morel',
    })
    .returning();
  if (!row) throw new Error('no case');
  return row;
}

async function newContact(professionalId: number) {
  const [row] = await t.handle.db
    .insert(contacts)
    .values({
      professionalId,
      type: 'client',
      firstName: 'Claire',
      lastName: 'Morel',
      email: 'claire.morel@example.com',
      phone: '0601020304',
    })
    .returning();
  if (!row) throw new Error('no contact');
  return row;
}

/** A collaborator of Sophie's firm with a case, a contact, an appointment and an assistant. */
async function newCollaborator(email: string) {
  const { user, professional } = await insertProfessionalAccount(t.handle.db, {
    email,
    firstName: 'Paul',
    lastName: 'Durand',
    password: PASSWORD,
  });
  await moveIntoFirm(t.handle.db, user.id, firmId, 'collaborator');
  const cookie = await loginWithSecondFactor(t, 'pro', email, PASSWORD);
  return { userId: user.id, professionalId: professional.id, cookie };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  sophieUserId = await userIdOf('sophie.martin@example.com');
  firmId = await firmIdOf(t.handle.db, sophieUserId);
  const [profile] = await t.handle.db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.userId, sophieUserId));
  if (!profile) throw new Error('no profile for Sophie');
  sophieProfessionalId = profile.id;
});

afterAll(async () => {
  await t?.close();
});

describe('a lawyer leaves the firm (ADR 0064)', () => {
  it('hands the cases and contacts to the successor, keeps the lawyer’s own, and ends every access at once', async () => {
    const paul = await newCollaborator('paul.depart@example.com');
    const own = await newCase(paul.professionalId, 'Succession Morel');
    const second = await newCase(paul.professionalId, 'Bail commercial Lenoir');
    const contact = await newContact(paul.professionalId);
    const sophieCase = await newCase(sophieProfessionalId, 'Divorce Dubois');
    await t.handle.db.insert(caseAccess).values([
      { caseId: sophieCase.id, userId: paul.userId, access: 'edit' },
      { caseId: own.id, userId: sophieUserId, access: 'read' },
    ]);
    const appointment = await insertAppointment(t.handle.db, {
      professionalId: paul.professionalId,
      startsAt: new Date('2026-12-01T09:00:00Z'),
      endsAt: new Date('2026-12-01T10:00:00Z'),
    });
    const assistant = await newStaffAccount(t, sophie, 'assistant', [sophieUserId, paul.userId]);

    const preview = await callAs(t.app, sophie, 'GET', `/api/pro/firm/members/${paul.userId}/departure`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({ cases: 2, contacts: 1 });

    const departed = await callAs(t.app, sophie, 'POST', `/api/pro/firm/members/${paul.userId}/departure`, {
      successorUserId: sophieUserId,
    });
    expect(departed.statusCode, departed.body).toBe(200);
    expect(departed.json()).toEqual({ cases: 2, contacts: 1 });

    // The firm keeps the records, now Sophie's; the journal of each case says who took it over.
    const moved = await t.handle.db
      .select({ id: cases.id, professionalId: cases.professionalId })
      .from(cases)
      .where(eq(cases.professionalId, sophieProfessionalId));
    expect(moved.map((row) => row.id)).toEqual(expect.arrayContaining([own.id, second.id]));
    const [movedContact] = await t.handle.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(movedContact?.professionalId).toBe(sophieProfessionalId);
    expect(await t.handle.db.select().from(caseAccess).where(eq(caseAccess.userId, paul.userId))).toEqual([]);
    // Sophie is responsible now: she leaves the access list of the case she had been given.
    expect(
      await t.handle.db
        .select()
        .from(caseAccess)
        .where(and(eq(caseAccess.caseId, own.id), eq(caseAccess.userId, sophieUserId))),
    ).toEqual([]);
    const journal = await t.handle.db.select().from(accessJournal).where(eq(accessJournal.caseId, own.id));
    expect(journal).toEqual([
      expect.objectContaining({
        professionalId: sophieProfessionalId,
        action: 'update',
        actorUserId: sophieUserId,
        label: 'Dossier repris par Maître Sophie Martin au départ de Maître Paul Durand',
      }),
    ]);

    // Paul keeps his appointment and his profile, alone in a firm of his own; his sessions are over.
    const [kept] = await t.handle.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(kept?.professionalId).toBe(paul.professionalId);
    const [membership] = await t.handle.db
      .select()
      .from(firmMembers)
      .where(eq(firmMembers.userId, paul.userId));
    expect(membership?.firmId).not.toBe(firmId);
    expect(membership?.role).toBe('associate');
    expect((await callAs(t.app, paul.cookie, 'GET', '/api/pro/cases')).statusCode).toBe(401);
    const again = await loginWithSecondFactor(t, 'pro', 'paul.depart@example.com', PASSWORD);
    const ownFirm = await callAs(t.app, again, 'GET', '/api/pro/firm');
    expect(ownFirm.json().firm.name).toBe('Paul Durand');
    expect(ownFirm.json().members).toHaveLength(1);
    const [mail] = await outboxFor(t.handle, 'paul.depart@example.com');
    expect(mail?.subject).toBe('Vous ne faites plus partie du cabinet Cabinet Martin Avocats');

    // The assistant no longer works for him.
    expect(
      await t.handle.db
        .select()
        .from(firmAssistantAssignments)
        .where(eq(firmAssistantAssignments.assistantUserId, assistant.userId)),
    ).toEqual([{ assistantUserId: assistant.userId, lawyerUserId: sophieUserId }]);
  });

  it('needs another lawyer of the firm as successor, an associate to ask, and finds nobody outside the firm', async () => {
    const paul = await newCollaborator('paul.refus@example.com');
    const url = `/api/pro/firm/members/${paul.userId}/departure`;
    const thomasUserId = await userIdOf('thomas.bernard@example.com');
    const accountant = await newStaffAccount(t, sophie, 'accountant');

    const missing = await callAs(t.app, sophie, 'POST', url, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldErrors.successorUserId).toBeTruthy();
    for (const successorUserId of [paul.userId, thomasUserId, accountant.userId]) {
      const refused = await callAs(t.app, sophie, 'POST', url, { successorUserId });
      expect(refused.statusCode, successorUserId).toBe(400);
      expect(refused.json().error.fieldErrors.successorUserId).toBe(SUCCESSOR_INVALID_MESSAGE);
    }
    const huge = await callAs(t.app, sophie, 'POST', url, { successorUserId: 'x'.repeat(1_000_000) });
    expect([400, 413]).toContain(huge.statusCode);

    // Someone of another firm, a staff member, or nobody: not found, nothing says which.
    for (const userId of [thomasUserId, accountant.userId, '6f1c3a52-2f51-4f0e-9d43-7c9a3a0b2c11']) {
      const notFound = await callAs(t.app, sophie, 'GET', `/api/pro/firm/members/${userId}/departure`);
      expect(notFound.statusCode, userId).toBe(404);
    }
    const self = await callAs(t.app, sophie, 'POST', `/api/pro/firm/members/${sophieUserId}/departure`, {
      successorUserId: paul.userId,
    });
    expect(self.statusCode).toBe(400);
    // A collaborator and a staff member may not.
    const byCollaborator = await callAs(t.app, paul.cookie, 'POST', url, { successorUserId: sophieUserId });
    expect(byCollaborator.statusCode).toBe(403);
    const byAccountant = await callAs(t.app, accountant.cookie, 'GET', url);
    expect(byAccountant.statusCode).toBe(403);
    const [still] = await t.handle.db.select().from(firmMembers).where(eq(firmMembers.userId, paul.userId));
    expect(still?.firmId).toBe(firmId);
  });

  it('hands a case to a collaborator with its journal: its earlier lines show in their « Journal d’accès »', async () => {
    const paul = await newCollaborator('paul.journal@example.com');
    const luc = await newCollaborator('luc.successeur@example.com');
    const folder = await newCase(paul.professionalId, 'Bail Fontaine');
    const read = await callAs(t.app, paul.cookie, 'GET', `/api/pro/cases/${folder.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const before = await callAs(t.app, luc.cookie, 'GET', `/api/pro/access-journal?caseId=${folder.id}`);
    expect(before.json().lines).toEqual([]);

    const departed = await callAs(t.app, sophie, 'POST', `/api/pro/firm/members/${paul.userId}/departure`, {
      successorUserId: luc.userId,
    });
    expect(departed.statusCode, departed.body).toBe(200);
    const after = await callAs(t.app, luc.cookie, 'GET', `/api/pro/access-journal?caseId=${folder.id}`);
    expect(after.json().scope).toBe('own');
    expect(
      after.json().lines.map((line: { actorName: string; action: string }) => [line.actorName, line.action]),
    ).toEqual([
      ['Sophie Martin', 'update'],
      ['Paul Durand', 'read'],
    ]);
  });

  it('does not let a lawyer holding records leave by accepting another firm’s invitation', async () => {
    const paul = await newCollaborator('paul.invite@example.com');
    await newContact(paul.professionalId);
    const thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
    await inviteToFirm(t, thomas, { email: 'paul.invite@example.com', role: 'collaborator' });
    const token = await invitationTokenFor(t, 'paul.invite@example.com');
    const accepted = await callAs(t.app, paul.cookie, 'POST', `/api/firm-invitations/${token}/accept`, {});
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().error.message).toBe(LEAVE_WITH_RECORDS_MESSAGE);
    const [still] = await t.handle.db.select().from(firmMembers).where(eq(firmMembers.userId, paul.userId));
    expect(still?.firmId).toBe(firmId);
  });
});
