import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALONE_IN_FIRM_MESSAGE,
  LEAVE_LAST_ASSOCIATE_MESSAGE,
  LEAVE_LAST_LAWYER_MESSAGE,
  SUCCESSOR_REQUIRED_MESSAGE,
} from '#domain/identity/firms/firm-leave.ts';
import { SUCCESSOR_INVALID_MESSAGE } from '#domain/identity/firms/lawyer-departure.ts';
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
import { newStaffAccount } from '#server/test-support/staff-accounts.ts';
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
const LEAVE = '/api/pro/firm/departure';

let t: TTestApp;
let sophie: string;
let sophieUserId: string;
let sophieProfessionalId: number;
let firmId: number;

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

/** A lawyer signed in with their second factor, alone in a firm of their own or moved into `intoFirm`. */
async function newLawyer(
  email: string,
  name: [string, string],
  intoFirm?: { firmId: number; role: 'associate' | 'collaborator' },
) {
  const { user, professional } = await insertProfessionalAccount(t.handle.db, {
    email,
    firstName: name[0],
    lastName: name[1],
    password: PASSWORD,
  });
  if (intoFirm) await moveIntoFirm(t.handle.db, user.id, intoFirm.firmId, intoFirm.role);
  const cookie = await loginWithSecondFactor(t, 'pro', email, PASSWORD);
  return { userId: user.id, professionalId: professional.id, email, cookie };
}

async function membershipOf(userId: string) {
  const [row] = await t.handle.db.select().from(firmMembers).where(eq(firmMembers.userId, userId));
  return row ?? null;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  const [account] = await t.handle.db
    .select({ userId: users.id, professionalId: professionals.id })
    .from(users)
    .innerJoin(professionals, eq(professionals.userId, users.id))
    .where(eq(users.email, 'sophie.martin@example.com'));
  if (!account) throw new Error('no Sophie');
  sophieUserId = account.userId;
  sophieProfessionalId = account.professionalId;
  firmId = await firmIdOf(t.handle.db, sophieUserId);
});

afterAll(async () => {
  await t?.close();
});

describe('« Quitter le cabinet » (ADR 0068)', () => {
  it('lets an assistant leave: every session ends, the firm keeps what they entered, the associates are told', async () => {
    const assistant = await newStaffAccount(t, sophie, 'assistant', [sophieUserId]);
    const own = await newCase(sophieProfessionalId, 'Bail Garnier');
    await t.handle.db.insert(caseAccess).values({ caseId: own.id, userId: assistant.userId, access: 'read' });
    const other = await loginWithSecondFactor(t, 'pro', assistant.email, 'Un-mot-de-passe-solide-7');
    // Staff hold no records: what a lawyer hands over is not theirs to read.
    expect((await callAs(t.app, assistant.cookie, 'GET', LEAVE)).statusCode).toBe(403);

    const left = await callAs(t.app, assistant.cookie, 'POST', LEAVE, { firmId });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ cases: 0, contacts: 0, signedOut: true });

    expect(await membershipOf(assistant.userId)).toBeNull();
    expect(
      await t.handle.db
        .select()
        .from(firmAssistantAssignments)
        .where(eq(firmAssistantAssignments.assistantUserId, assistant.userId)),
    ).toEqual([]);
    expect(
      await t.handle.db.select().from(caseAccess).where(eq(caseAccess.userId, assistant.userId)),
    ).toEqual([]);
    for (const cookie of [assistant.cookie, other]) {
      expect((await callAs(t.app, cookie, 'GET', '/api/pro/firm')).statusCode).toBe(401);
    }
    const [toThem] = await outboxFor(t.handle, assistant.email);
    expect(toThem?.subject).toBe('Vous avez quitté le cabinet Cabinet Martin Avocats');
    const [toSophie] = await outboxFor(t.handle, 'sophie.martin@example.com');
    expect(toSophie?.subject).toMatch(/^Inès Durand\d+ a quitté le cabinet Cabinet Martin Avocats$/);
    expect(toSophie?.textBody).toContain('(Assistant(e)) a quitté le cabinet');
    expect(toSophie?.textBody).not.toContain('Bail Garnier');
  });

  it('lets a lawyer leave naming who takes over, as an associate’s removal would, and go on in a firm of their own', async () => {
    const paul = await newLawyer('paul.quitte@example.com', ['Paul', 'Durand'], {
      firmId,
      role: 'collaborator',
    });
    const folder = await newCase(paul.professionalId, 'Succession Morel');
    const sophieCase = await newCase(sophieProfessionalId, 'Divorce Dubois');
    await t.handle.db
      .insert(caseAccess)
      .values({ caseId: sophieCase.id, userId: paul.userId, access: 'edit' });
    const [contact] = await t.handle.db
      .insert(contacts)
      .values({
        professionalId: paul.professionalId,
        type: 'client',
        firstName: 'Claire',
        lastName: 'Morel',
        email: 'claire.morel@example.com',
        phone: '0601020304',
      })
      .returning();
    const appointment = await insertAppointment(t.handle.db, {
      professionalId: paul.professionalId,
      startsAt: new Date('2026-12-01T09:00:00Z'),
      endsAt: new Date('2026-12-01T10:00:00Z'),
    });
    const assistant = await newStaffAccount(t, sophie, 'assistant', [sophieUserId, paul.userId]);
    const otherDevice = await loginWithSecondFactor(t, 'pro', paul.email, PASSWORD);

    const preview = await callAs(t.app, paul.cookie, 'GET', LEAVE);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({ cases: 1, contacts: 1 });
    const missing = await callAs(t.app, paul.cookie, 'POST', LEAVE, { firmId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldErrors.successorUserId).toBe(SUCCESSOR_REQUIRED_MESSAGE);
    for (const successorUserId of [paul.userId, assistant.userId]) {
      const refused = await callAs(t.app, paul.cookie, 'POST', LEAVE, { firmId, successorUserId });
      expect(refused.statusCode, successorUserId).toBe(400);
      expect(refused.json().error.fieldErrors.successorUserId).toBe(SUCCESSOR_INVALID_MESSAGE);
    }

    const left = await callAs(t.app, paul.cookie, 'POST', LEAVE, { firmId, successorUserId: sophieUserId });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ cases: 1, contacts: 1, signedOut: false });

    // The firm keeps the records, now Sophie's, and the case's journal says who took it over, by whom.
    const [moved] = await t.handle.db.select().from(cases).where(eq(cases.id, folder.id));
    expect(moved?.professionalId).toBe(sophieProfessionalId);
    const [movedContact] = await t.handle.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, contact?.id ?? -1));
    expect(movedContact?.professionalId).toBe(sophieProfessionalId);
    expect(await t.handle.db.select().from(accessJournal).where(eq(accessJournal.caseId, folder.id))).toEqual(
      [
        expect.objectContaining({
          professionalId: sophieProfessionalId,
          actorUserId: paul.userId,
          action: 'update',
          label: 'Dossier repris par Maître Sophie Martin au départ de Maître Paul Durand',
        }),
      ],
    );
    expect(await t.handle.db.select().from(caseAccess).where(eq(caseAccess.userId, paul.userId))).toEqual([]);
    expect(
      await t.handle.db
        .select()
        .from(firmAssistantAssignments)
        .where(eq(firmAssistantAssignments.assistantUserId, assistant.userId)),
    ).toEqual([{ assistantUserId: assistant.userId, lawyerUserId: sophieUserId }]);

    // Paul goes on in this session, alone in a firm of his own, with his appointment; his other one is over.
    expect((await callAs(t.app, otherDevice, 'GET', '/api/pro/firm')).statusCode).toBe(401);
    const own = await callAs(t.app, paul.cookie, 'GET', '/api/pro/firm');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().firm.name).toBe('Paul Durand');
    expect(own.json().myRole).toBe('associate');
    expect(own.json().members).toHaveLength(1);
    const [kept] = await t.handle.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(kept?.professionalId).toBe(paul.professionalId);
    expect((await callAs(t.app, paul.cookie, 'GET', `/api/pro/cases/${folder.id}`)).statusCode).toBe(404);
    expect((await callAs(t.app, paul.cookie, 'GET', `/api/pro/cases/${sophieCase.id}`)).statusCode).toBe(404);

    // Told, each as they are concerned: never a case's title.
    const [toPaul] = await outboxFor(t.handle, paul.email);
    expect(toPaul?.subject).toBe('Vous avez quitté le cabinet Cabinet Martin Avocats');
    const [toSophie] = await outboxFor(t.handle, 'sophie.martin@example.com');
    expect(toSophie?.subject).toBe('Maître Paul Durand a quitté le cabinet Cabinet Martin Avocats');
    expect(toSophie?.textBody).toContain('vous a confié ses dossiers et ses contacts');
    for (const mail of [toPaul, toSophie]) expect(mail?.textBody).not.toContain('Succession Morel');

    // Leaving again, from the page of the firm he left: that firm is not his any more.
    const again = await callAs(t.app, paul.cookie, 'POST', LEAVE, { firmId, successorUserId: sophieUserId });
    expect(again.statusCode).toBe(404);
  });

  it('keeps an associate in a firm that keeps members: the last one names another first, explained', async () => {
    const anne = await newLawyer('anne.seule@example.com', ['Anne', 'Roux']);
    const anneFirm = await firmIdOf(t.handle.db, anne.userId);
    const alone = await callAs(t.app, anne.cookie, 'POST', LEAVE, { firmId: anneFirm });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error.message).toBe(ALONE_IN_FIRM_MESSAGE);

    // With an accountant only, no other lawyer may become associate.
    const accountant = await newStaffAccount(t, anne.cookie, 'accountant');
    const lastLawyer = await callAs(t.app, anne.cookie, 'POST', LEAVE, {
      firmId: anneFirm,
      successorUserId: accountant.userId,
    });
    expect(lastLawyer.statusCode).toBe(400);
    expect(lastLawyer.json().error.message).toBe(LEAVE_LAST_LAWYER_MESSAGE);

    const luc = await newLawyer('luc.collabore@example.com', ['Luc', 'Fontaine'], {
      firmId: anneFirm,
      role: 'collaborator',
    });
    const last = await callAs(t.app, anne.cookie, 'POST', LEAVE, {
      firmId: anneFirm,
      successorUserId: luc.userId,
    });
    expect(last.statusCode).toBe(400);
    expect(last.json().error.message).toBe(LEAVE_LAST_ASSOCIATE_MESSAGE);
    expect((await membershipOf(anne.userId))?.firmId).toBe(anneFirm);
    // Another firm's id is not found, whoever asks.
    const elsewhere = await callAs(t.app, anne.cookie, 'POST', LEAVE, {
      firmId,
      successorUserId: sophieUserId,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await callAs(t.app, anne.cookie, 'POST', LEAVE, {})).statusCode).toBe(400);

    const named = await callAs(t.app, anne.cookie, 'PUT', `/api/pro/firm/members/${luc.userId}`, {
      role: 'associate',
    });
    expect(named.statusCode, named.body).toBe(200);
    const left = await callAs(t.app, anne.cookie, 'POST', LEAVE, {
      firmId: anneFirm,
      successorUserId: luc.userId,
    });
    expect(left.statusCode, left.body).toBe(200);
    expect((await membershipOf(anne.userId))?.firmId).not.toBe(anneFirm);
    const [lucMembership] = await t.handle.db
      .select()
      .from(firmMembers)
      .where(and(eq(firmMembers.firmId, anneFirm), eq(firmMembers.role, 'associate')));
    expect(lucMembership?.userId).toBe(luc.userId);
    const [toLuc] = await outboxFor(t.handle, luc.email);
    expect(toLuc?.subject).toMatch(/^Maître Anne Roux a quitté le cabinet /);
    expect(toLuc?.textBody).toContain('vous a confié ses dossiers et ses contacts');
  });

  it('lets only one of two associates leaving at the same moment go: the firm keeps the other', async () => {
    const first = await newLawyer('premier.associe@example.com', ['Marc', 'Premier']);
    const firm = await firmIdOf(t.handle.db, first.userId);
    const second = await newLawyer('second.associe@example.com', ['Léa', 'Second'], {
      firmId: firm,
      role: 'associate',
    });
    const third = await newLawyer('tiers.collaborateur@example.com', ['Jean', 'Tiers'], {
      firmId: firm,
      role: 'collaborator',
    });
    // Both hand over to the collaborator: nothing but the firm's lock stands between them.
    const answers = await Promise.all(
      [first, second].map((associate) =>
        callAs(t.app, associate.cookie, 'POST', LEAVE, { firmId: firm, successorUserId: third.userId }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json().error.message).toBe(
      LEAVE_LAST_ASSOCIATE_MESSAGE,
    );
    const associates = await t.handle.db
      .select()
      .from(firmMembers)
      .where(and(eq(firmMembers.firmId, firm), eq(firmMembers.role, 'associate')));
    expect(associates).toHaveLength(1);
  });

  it('still refuses an associate removing themselves: one leaves with « Quitter le cabinet »', async () => {
    const self = await callAs(t.app, sophie, 'DELETE', `/api/pro/firm/members/${sophieUserId}`);
    expect(self.statusCode).toBe(400);
    expect((await membershipOf(sophieUserId))?.firmId).toBe(firmId);
  });
});
