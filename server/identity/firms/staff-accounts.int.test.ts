import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appointmentForViewer,
  summaryForViewer,
} from '#domain/appointments/professional-actions/appointment-for-viewer.ts';
import type {
  TProAppointment,
  TProSummary,
} from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { REMOVE_LAWYER_MESSAGE } from '#domain/identity/firms/member-removal.ts';
import { linkForAssistant } from '#domain/messaging/notifications/notification-kinds.ts';
import type { TContactDetail } from '#domain/practice/contacts/contact-schemas.ts';
import { firmAssistantAssignments, professionals, sessions, users } from '#server/db/schema/index.ts';
import { totpCodeAt } from '#server/identity/two-factor/totp.ts';
import {
  invitationTokenFor,
  inviteToFirm,
  newStaffAccount,
  STAFF_PASSWORD as PASSWORD,
} from '#server/test-support/staff-accounts.ts';
import {
  callAs,
  cookiesFrom,
  createTestApp,
  loginAs,
  loginWithSecondFactor,
  outboxFor,
  type TTestApp,
} from '#server/test-support/test-app.ts';

// Monday 23 November 2026, 10:00 Paris.
const NOW = new Date('2026-11-23T09:00:00Z');

let t: TTestApp;
let sophie: string;
let thomas: string;
let sophieUserId: string;
let thomasUserId: string;
let collaborator: { email: string; cookie: string; userId: string };

async function userIdOf(email: string): Promise<string> {
  const [user] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  return user.id;
}

const invite = (cookie: string, payload: { email: string; role: string; assignedLawyerIds?: string[] }) =>
  inviteToFirm(t, cookie, payload);
const invitationToken = (email: string) => invitationTokenFor(t, email);
const newStaff = (role: 'assistant' | 'accountant', assignedLawyerIds: string[] = []) =>
  newStaffAccount(t, sophie, role, assignedLawyerIds);

const createStaffAccount = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/firm-invitations/${token}/staff-account`, payload });

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
  sophieUserId = await userIdOf('sophie.martin@example.com');
  thomasUserId = await userIdOf('thomas.bernard@example.com');
  // A collaborator joins Sophie's firm, so that an assistant has two lawyers to work for.
  const email = 'paul.collaborateur@example.com';
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/pro/register',
    payload: {
      firstName: 'Paul',
      lastName: 'Arnaud',
      email,
      practice: 'Cabinet Arnaud',
      specialty: 'Droit de la famille',
      barNumber: 'PARIS-A77',
      password: PASSWORD,
      acceptTerms: true,
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  await t.handle.db
    .update(professionals)
    .set({ verificationStatus: 'verified' })
    .where(eq(professionals.userId, await userIdOf(email)));
  const cookie = await loginWithSecondFactor(t, 'pro', email, PASSWORD);
  const token = await invite(sophie, { email, role: 'collaborator' });
  const accepted = await callAs(t.app, cookie, 'POST', `/api/firm-invitations/${token}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  collaborator = { email, cookie, userId: await userIdOf(email) };
});

beforeEach(() => {
  t.clock.set(NOW);
});

afterAll(async () => {
  await t?.close();
});

describe('staff accounts: an assistant', () => {
  it('is invited with their lawyers, creates an account from the link, and must enrol a second factor first', async () => {
    const email = 'ines.assistante@example.com';
    const response = await callAs(t.app, sophie, 'POST', '/api/pro/firm/invitations', {
      email,
      role: 'assistant',
      assignedLawyerIds: [sophieUserId, collaborator.userId],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().assignedLawyerIds.sort()).toEqual([sophieUserId, collaborator.userId].sort());
    const [mail] = await outboxFor(t.handle, email);
    expect(mail?.textBody).toContain('en tant qu’Assistant(e)');
    expect(mail?.textBody).toContain('créez votre compte JurisRDV avec cette adresse e-mail');
    const token = await invitationToken(email);

    const preview = await callAs(t.app, undefined, 'GET', `/api/firm-invitations/${token}`);
    expect(preview.json()).toMatchObject({ role: 'assistant', accountExists: false, addressTaken: false });

    const weak = await createStaffAccount(token, {
      firstName: 'Inès',
      lastName: 'Roux',
      password: 'azertyui',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fieldErrors.password).toBeTruthy();
    const empty = await createStaffAccount(token, { firstName: '', lastName: 'Roux', password: PASSWORD });
    expect(empty.json().error.fieldErrors.firstName).toBe('Le prénom est requis');

    const created = await createStaffAccount(token, {
      firstName: 'Inès',
      lastName: 'Roux',
      password: PASSWORD,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      user: { email, role: 'staff', emailVerified: true },
      professional: null,
      twoFactorSetupRequired: true,
      staff: {
        firmName: 'Cabinet Martin Avocats',
        role: 'assistant',
        lawyers: [
          { userId: collaborator.userId, name: 'Maître Paul Arnaud' },
          { userId: sophieUserId, name: 'Maître Sophie Martin' },
        ],
        actingFor: { userId: collaborator.userId, name: 'Maître Paul Arnaud' },
      },
    });
    // The link served once.
    expect(
      (await createStaffAccount(token, { firstName: 'X', lastName: 'Y', password: PASSWORD })).statusCode,
    ).toBe(404);
    // No profile: never in the directory.
    const [account] = await t.handle.db.select().from(users).where(eq(users.email, email));
    expect(account?.role).toBe('staff');
    expect(
      await t.handle.db
        .select()
        .from(professionals)
        .where(eq(professionals.userId, account?.id ?? '')),
    ).toEqual([]);

    // Nothing but the enrolment until a second factor exists.
    const cookie = cookiesFrom(created);
    const early = await callAs(t.app, cookie, 'GET', '/api/pro/appointments');
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('TWO_FACTOR_SETUP_REQUIRED');

    // The pro sign-in takes a staff account, with its second factor; the client one does not.
    const setup = await callAs(t.app, cookie, 'POST', '/api/auth/pro/two-factor/setup');
    const enabled = await callAs(t.app, cookie, 'POST', '/api/auth/pro/two-factor/enable', {
      code: totpCodeAt((setup.json() as { secret: string }).secret, t.clock.now()),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const client = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/login',
      payload: { email, password: PASSWORD },
    });
    expect(client.statusCode).toBe(401);
    const pro = await t.app.inject({
      method: 'POST',
      url: '/api/auth/pro/login',
      payload: { email, password: PASSWORD },
    });
    expect(pro.statusCode).toBe(200);
    expect(pro.json().twoFactorChallenge).toBeTruthy();
  });

  it('works on the agenda, appointments and contacts of the lawyer chosen, one at a time', async () => {
    const assistant = await newStaff('assistant', [sophieUserId, collaborator.userId]);
    const chose = await callAs(t.app, assistant.cookie, 'PUT', '/api/pro/acting-for', {
      lawyerUserId: sophieUserId,
    });
    expect(chose.statusCode, chose.body).toBe(200);
    expect(chose.json().actingFor).toEqual({ userId: sophieUserId, name: 'Maître Sophie Martin' });
    const session = await callAs(t.app, assistant.cookie, 'GET', '/api/auth/pro/session');
    expect(session.json().staff.actingFor.userId).toBe(sophieUserId);

    // The agenda and the contact book are the lawyer's as they are…
    for (const url of ['/api/pro/events?from=2026-11-01&to=2026-12-31', '/api/pro/contacts']) {
      const asAssistant = await callAs(t.app, assistant.cookie, 'GET', url);
      const asSophie = await callAs(t.app, sophie, 'GET', url);
      expect(asAssistant.statusCode, `${url} ${asAssistant.body}`).toBe(asSophie.statusCode);
      expect(asAssistant.json(), url).toEqual(asSophie.json());
    }
    // … her appointments and figures, as secrecy lets an assistant read them (ADR 0058 « Who sees what »).
    const viewer = {
      kind: 'staff' as const,
      lawyerName: 'Maître Sophie Martin',
      sharedCaseIds: new Set<number>(),
    };
    const appointmentsOf = async (cookie: string) => {
      const response = await callAs(t.app, cookie, 'GET', '/api/pro/appointments');
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { appointments: TProAppointment[]; count: number };
    };
    const sophies = await appointmentsOf(sophie);
    expect(sophies.count).toBeGreaterThan(0);
    expect(await appointmentsOf(assistant.cookie)).toEqual({
      appointments: sophies.appointments.map((card) => appointmentForViewer(card, viewer)),
      count: sophies.count,
    });
    const summary = await callAs(t.app, assistant.cookie, 'GET', '/api/pro/summary');
    const sophiesSummary = (await callAs(t.app, sophie, 'GET', '/api/pro/summary')).json() as TProSummary;
    expect(summary.json()).toEqual(summaryForViewer(sophiesSummary, viewer));
    expect(Object.keys(summary.json()).sort()).toEqual([
      'appointmentsPerWeek',
      'appointmentsThisMonth',
      'newClientsThisMonth',
      'pendingAppointments',
    ]);

    // A contact created by the assistant is Sophie's, not Paul's.
    const contact = await callAs(t.app, assistant.cookie, 'POST', '/api/pro/contacts', {
      firstName: 'Hélène',
      lastName: 'Téléphone',
      email: 'helene.telephone@example.com',
      phone: '06 12 34 56 78',
      type: 'client',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const sophieContacts = JSON.stringify((await callAs(t.app, sophie, 'GET', '/api/pro/contacts')).json());
    expect(sophieContacts).toContain('helene.telephone@example.com');
    const paulContacts = JSON.stringify(
      (await callAs(t.app, collaborator.cookie, 'GET', '/api/pro/contacts')).json(),
    );
    expect(paulContacts).not.toContain('helene.telephone@example.com');

    // Switched to Paul, the same requests answer with Paul's data.
    await callAs(t.app, assistant.cookie, 'PUT', '/api/pro/acting-for', {
      lawyerUserId: collaborator.userId,
    });
    expect((await callAs(t.app, assistant.cookie, 'GET', '/api/pro/contacts')).json()).toEqual(
      (await callAs(t.app, collaborator.cookie, 'GET', '/api/pro/contacts')).json(),
    );
  });

  it('reads an appointment, a request and a contact without what secrecy keeps to the lawyer', async () => {
    const assistant = await newStaff('assistant', [sophieUserId]);
    await callAs(t.app, assistant.cookie, 'PUT', '/api/pro/acting-for', { lawyerUserId: sophieUserId });
    const SECRETS = {
      note: 'Le client craint que son employeur apprenne la procédure',
      refusalNote: 'Refus interne\u00a0: conflit avec le dossier de la famille Leroy',
      documentTitle: 'Relevés bancaires confidentiels 2025',
      fileName: 'releves-confidentiels-2025.pdf',
      answer: 'Mon épouse a quitté le domicile conjugal en mars',
      opposingParty: 'Clarisse Vandermeulen',
      caseTitle: 'Succession Vandermeulen — stratégie',
      contactCaseTitle: 'Divorce Dubois — pièces adverses',
    };
    // Sophie's records: a case whose client is the opposing party Marie will name, and one for Marie herself.
    const createCase = async (title: string, client: { name: string; email?: string }) => {
      const created = await callAs(t.app, sophie, 'POST', '/api/pro/cases', { title, client });
      expect(created.statusCode, created.body).toBe(201);
      return (created.json() as { case: { id: number } }).case.id;
    };
    const leroyCase = await createCase(SECRETS.caseTitle, { name: SECRETS.opposingParty });
    const duboisCase = await createCase(SECRETS.contactCaseTitle, {
      name: 'Marie Dubois',
      email: 'marie.dubois@example.com',
    });
    const sharedCase = await createCase('Dossier partagé avec l’assistante', {
      name: 'Marie Dubois',
      email: 'marie.dubois@example.com',
    });
    const shared = await callAs(t.app, sophie, 'PUT', `/api/pro/cases/${sharedCase}/access`, {
      userId: assistant.userId,
      access: 'read',
    });
    expect(shared.statusCode, shared.body).toBe(200);

    // Marie asks for appointments (Sophie answers each request herself here), naming the opposing party and
    // answering the questionnaire.
    const [sophiesSettings] = await t.handle.db
      .select({ autoConfirm: professionals.autoConfirm })
      .from(professionals)
      .where(eq(professionals.id, 1));
    await t.handle.db.update(professionals).set({ autoConfirm: false }).where(eq(professionals.id, 1));
    const marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
    const profile = (await callAs(t.app, undefined, 'GET', '/api/professionals/1')).json() as {
      slotDays: { slots: { start: string; modes: string[] }[] }[];
    };
    const [first, second] = profile.slotDays
      .slice(3)
      .flatMap((day) => day.slots.filter((slot) => slot.modes.includes('visio')));
    const book = async (start: string | undefined, reason: string) => {
      const booked = await callAs(t.app, marie, 'POST', '/api/appointments', {
        professionalId: 1,
        start,
        mode: 'visio',
        reason,
        answers: { '2': SECRETS.answer },
        opposingParty: SECRETS.opposingParty,
        isFirstConsultation: false,
        acceptsFeeAgreement: true,
      });
      expect(booked.statusCode, booked.body).toBe(201);
      return (booked.json() as { appointment: { id: number } }).appointment.id;
    };
    const requestId = await book(first?.start, 'Séparation et garde des enfants');
    const refusedId = await book(second?.start, 'Question de succession');
    await t.handle.db
      .update(professionals)
      .set({ autoConfirm: sophiesSettings?.autoConfirm ?? true })
      .where(eq(professionals.id, 1));
    // Sophie writes a note, adds a document, and refuses the second request with an internal note.
    expect(
      (
        await callAs(t.app, sophie, 'POST', `/api/pro/appointments/${requestId}/notes`, {
          content: SECRETS.note,
        })
      ).statusCode,
    ).toBe(201);
    const document = await callAs(t.app, sophie, 'POST', `/api/pro/appointments/${requestId}/documents`, {
      title: SECRETS.documentTitle,
      kind: 'document',
      fileName: SECRETS.fileName,
      contentBase64: Buffer.from('%PDF-1.7\n%%EOF\n').toString('base64'),
    });
    expect(document.statusCode, document.body).toBe(201);
    const refused = await callAs(t.app, sophie, 'POST', `/api/pro/appointments/${refusedId}/refuse`, {
      reason: 'Indisponible',
      internalNote: SECRETS.refusalNote,
    });
    expect(refused.statusCode, refused.body).toBe(200);

    // What Sophie reads carries every secret: the assistant's answers must not.
    const sophiesCard = (await callAs(t.app, sophie, 'GET', `/api/pro/appointments/${requestId}`)).json() as {
      appointment: TProAppointment;
    };
    expect(JSON.stringify(sophiesCard)).toContain(SECRETS.caseTitle);
    expect(sophiesCard.appointment.notes?.map((note) => note.content)).toEqual([SECRETS.note]);
    const requestAnswer = await callAs(t.app, assistant.cookie, 'GET', `/api/pro/appointments/${requestId}`);
    const refusedAnswer = await callAs(t.app, assistant.cookie, 'GET', `/api/pro/appointments/${refusedId}`);
    const answers = [
      await callAs(t.app, assistant.cookie, 'GET', '/api/pro/appointments'),
      await callAs(t.app, assistant.cookie, 'GET', '/api/pro/appointments?view=cancelled'),
      requestAnswer,
      refusedAnswer,
      await callAs(t.app, assistant.cookie, 'GET', `/api/pro/contacts`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      for (const secret of Object.values(SECRETS)) expect(answer.body).not.toContain(secret);
    }

    // The request, exactly as an assistant reads it: scheduling, and that a conflict must be asked about.
    const card = (requestAnswer.json() as { appointment: TProAppointment }).appointment;
    expect(Object.keys(card).sort()).toEqual([
      'cancellationReason',
      'cancelledAt',
      'cancelledBy',
      'client',
      'date',
      'duration',
      'durationMinutes',
      'email',
      'end',
      'externalChange',
      'hasClientAccount',
      'id',
      'isFirstConsultation',
      'location',
      'meetingUrl',
      'mode',
      'phone',
      'possibleConflicts',
      'recordingConsentAt',
      'start',
      'status',
      'time',
      'type',
    ]);
    expect(card).toMatchObject({
      id: requestId,
      client: 'Marie Dubois',
      email: 'marie.dubois@example.com',
      hasClientAccount: true,
      type: 'Séparation et garde des enfants',
      mode: 'video',
      status: 'pending',
    });
    expect(card.possibleConflicts).toEqual([
      {
        subject: 'opposingParty',
        kind: 'caseClient',
        caseId: null,
        caseTitle: null,
        contactId: null,
        appointmentId: null,
        appointmentDate: null,
        heldBy: 'Maître Sophie Martin',
      },
    ]);
    expect(refusedAnswer.json().appointment).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Indisponible',
      cancelledBy: 'professional',
    });
    expect(refusedAnswer.json().appointment).not.toHaveProperty('notes');
    // Its document stays closed to them, as before.
    const documentId = (sophiesCard.appointment.documents ?? [])[0]?.id;
    expect(
      (
        await callAs(
          t.app,
          assistant.cookie,
          'GET',
          `/api/pro/appointments/${requestId}/documents/${documentId}/file`,
        )
      ).statusCode,
    ).toBe(403);

    // Accepting answers the card as the assistant reads it, too.
    const accepted = await callAs(
      t.app,
      assistant.cookie,
      'POST',
      `/api/pro/appointments/${requestId}/accept`,
      {},
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().appointment.status).toBe('confirmed');
    for (const secret of Object.values(SECRETS)) expect(accepted.body).not.toContain(secret);

    // Marie's contact file: her appointments without their notes, only the case the assistant was added to.
    const contact = await callAs(t.app, sophie, 'POST', '/api/pro/contacts', {
      firstName: 'Marie',
      lastName: 'Dubois',
      email: 'marie.dubois@example.com',
      phone: '06 11 22 33 44',
      type: 'client',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const contactId = (contact.json() as { contact: { id: number } }).contact.id;
    const asSophie = await callAs(t.app, sophie, 'GET', `/api/pro/contacts/${contactId}`);
    expect(asSophie.body).toContain(SECRETS.contactCaseTitle);
    expect(asSophie.body).toContain(SECRETS.note);
    const file = await callAs(t.app, assistant.cookie, 'GET', `/api/pro/contacts/${contactId}`);
    expect(file.statusCode, file.body).toBe(200);
    for (const secret of Object.values(SECRETS)) expect(file.body).not.toContain(secret);
    const detail = (file.json() as { contact: TContactDetail }).contact;
    expect(detail.cases.map((item) => item.id)).toEqual([sharedCase]);
    expect(detail.cases.map((item) => item.id)).not.toContain(duboisCase);
    expect(detail.appointments.map((item) => item.id)).toContain(requestId);
    expect(detail.appointments.every((item) => item.notes === undefined)).toBe(true);
    expect(leroyCase).not.toBe(sharedCase);
  });

  it('is refused the documents, notes, messages, invoices and settings: 403 saying the role', async () => {
    const assistant = await newStaff('assistant', [sophieUserId]);
    // Cases: only those shared with them, none yet (ADR 0059); creating one stays a lawyer's.
    expect((await callAs(t.app, assistant.cookie, 'GET', '/api/pro/cases')).json()).toEqual({
      cases: [],
      shared: [],
    });
    for (const [method, url] of [
      ['POST', '/api/pro/cases'],
      // Messages about scheduling are theirs to answer (ADR 0069); closing a conversation is not.
      ['POST', '/api/pro/conversations/1/close'],
      ['GET', '/api/pro/invoices'],
      ['GET', '/api/pro/timer'],
      ['GET', '/api/pro/search?q=dossier'],
      ['GET', '/api/pro/profile'],
      ['GET', '/api/pro/notification-settings'],
      ['POST', '/api/pro/appointments/1/notes'],
      ['GET', '/api/pro/appointments/1/fee-agreement.pdf'],
      ['PUT', '/api/pro/firm'],
      ['POST', '/api/pro/firm/invitations'],
    ] as const) {
      const refused = await callAs(t.app, assistant.cookie, method, url, method === 'GET' ? undefined : {});
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().error.message, `${method} ${url}`).toBe(
        'Cette action n’est pas accessible avec votre rôle (Assistant(e)).',
      );
    }
    // Their own firm's page, read only.
    const firm = await callAs(t.app, assistant.cookie, 'GET', '/api/pro/firm');
    expect(firm.statusCode).toBe(200);
    expect(firm.json().myRole).toBe('assistant');
  });

  it('cannot work for a lawyer not assigned, nor one of another firm: 404, and the data stays the assigned lawyer’s', async () => {
    const assistant = await newStaff('assistant', [sophieUserId]);
    for (const lawyerUserId of [collaborator.userId, thomasUserId, '00000000-0000-4000-8000-000000000000']) {
      const refused = await callAs(t.app, assistant.cookie, 'PUT', '/api/pro/acting-for', { lawyerUserId });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toBe('Avocat introuvable.');
    }
    // A session row pointed at Thomas by other means still reads Sophie's data.
    await t.handle.db
      .update(sessions)
      .set({ actingForUserId: thomasUserId })
      .where(eq(sessions.userId, assistant.userId));
    expect((await callAs(t.app, assistant.cookie, 'GET', '/api/pro/contacts')).json()).toEqual(
      (await callAs(t.app, sophie, 'GET', '/api/pro/contacts')).json(),
    );
    // Unassigned from every lawyer: nothing to work on, said plainly.
    await t.handle.db
      .delete(firmAssistantAssignments)
      .where(eq(firmAssistantAssignments.assistantUserId, assistant.userId));
    const none = await callAs(t.app, assistant.cookie, 'GET', '/api/pro/appointments');
    expect(none.statusCode).toBe(403);
    expect(none.json().error.message).toContain('Aucun avocat ne vous est encore assigné');
    expect(
      (await callAs(t.app, assistant.cookie, 'GET', '/api/auth/pro/session')).json().staff.actingFor,
    ).toBeNull();
  });

  it('is refused to a lawyer: acting for someone else is for staff', async () => {
    const refused = await callAs(t.app, sophie, 'PUT', '/api/pro/acting-for', {
      lawyerUserId: collaborator.userId,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('staff accounts: an accountant', () => {
  it('sees the invoices and statistics of every lawyer of the firm, and nothing of their agendas', async () => {
    const accountant = await newStaff('accountant');
    const session = (await callAs(t.app, accountant.cookie, 'GET', '/api/auth/pro/session')).json();
    expect(session.staff.role).toBe('accountant');
    expect(session.staff.lawyers.map((lawyer: { userId: string }) => lawyer.userId)).toEqual([
      collaborator.userId,
      sophieUserId,
    ]);
    await callAs(t.app, accountant.cookie, 'PUT', '/api/pro/acting-for', { lawyerUserId: sophieUserId });
    for (const url of ['/api/pro/invoices', '/api/pro/invoices/statistics']) {
      const asAccountant = await callAs(t.app, accountant.cookie, 'GET', url);
      expect(asAccountant.statusCode, asAccountant.body).toBe(200);
      expect(asAccountant.json()).toEqual((await callAs(t.app, sophie, 'GET', url)).json());
    }
    for (const url of ['/api/pro/appointments', '/api/pro/events', '/api/pro/contacts', '/api/pro/cases']) {
      const refused = await callAs(t.app, accountant.cookie, 'GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.message).toBe(
        'Cette action n’est pas accessible avec votre rôle (Comptable).',
      );
    }
    // Thomas's firm is not theirs.
    expect(
      (await callAs(t.app, accountant.cookie, 'PUT', '/api/pro/acting-for', { lawyerUserId: thomasUserId }))
        .statusCode,
    ).toBe(404);
  });
});

describe('staff invitations', () => {
  it('are not taken by an address that has another kind of account, nor by a lawyer', async () => {
    // Marie's address is a client's account.
    const token = await invite(sophie, { email: 'marie.dubois@example.com', role: 'accountant' });
    expect((await callAs(t.app, undefined, 'GET', `/api/firm-invitations/${token}`)).json()).toMatchObject({
      accountExists: false,
      addressTaken: true,
    });
    const taken = await createStaffAccount(token, {
      firstName: 'Marie',
      lastName: 'Dubois',
      password: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toContain('Un compte JurisRDV utilise déjà cette adresse e-mail');

    // Thomas, a lawyer, cannot join as an assistant.
    const forThomas = await invite(sophie, {
      email: 'thomas.bernard@example.com',
      role: 'assistant',
      assignedLawyerIds: [sophieUserId],
    });
    const refused = await callAs(t.app, thomas, 'POST', `/api/firm-invitations/${forThomas}/accept`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('un compte d’avocat ne peut pas la prendre');
    // A lawyer's invitation is not a staff account's.
    const forLawyer = await invite(sophie, {
      email: `avocat.${Date.now()}@example.com`,
      role: 'collaborator',
    });
    expect(
      (await createStaffAccount(forLawyer, { firstName: 'A', lastName: 'B', password: PASSWORD })).statusCode,
    ).toBe(400);
  });

  it('assign only lawyers of the firm', async () => {
    for (const assignedLawyerIds of [[thomasUserId], ['00000000-0000-4000-8000-000000000000']]) {
      const refused = await callAs(t.app, sophie, 'POST', '/api/pro/firm/invitations', {
        email: `assistant.refuse.${Date.now()}@example.com`,
        role: 'assistant',
        assignedLawyerIds,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fieldErrors.assignedLawyerIds).toBe(
        'Chaque avocat assigné doit être un(e) avocat(e) du cabinet.',
      );
    }
  });
});

describe('removing a staff member', () => {
  it('ends their access at once, tells them, and keeps the account for a later invitation', async () => {
    const assistant = await newStaff('assistant', [sophieUserId]);
    const removeUrl = `/api/pro/firm/members/${assistant.userId}`;
    // Not by a collaborator, not from another firm, never a lawyer nor oneself.
    expect((await callAs(t.app, collaborator.cookie, 'DELETE', removeUrl)).statusCode).toBe(403);
    expect((await callAs(t.app, thomas, 'DELETE', removeUrl)).statusCode).toBe(404);
    const lawyer = await callAs(t.app, sophie, 'DELETE', `/api/pro/firm/members/${collaborator.userId}`);
    expect(lawyer.statusCode).toBe(400);
    expect(lawyer.json().error.message).toBe(REMOVE_LAWYER_MESSAGE);
    expect((await callAs(t.app, sophie, 'DELETE', `/api/pro/firm/members/${sophieUserId}`)).statusCode).toBe(
      400,
    );

    const removed = await callAs(t.app, sophie, 'DELETE', removeUrl);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().members.map((member: { userId: string }) => member.userId)).not.toContain(
      assistant.userId,
    );
    // The open session is over.
    expect((await callAs(t.app, assistant.cookie, 'GET', '/api/pro/appointments')).statusCode).toBe(401);
    expect((await callAs(t.app, assistant.cookie, 'GET', '/api/auth/pro/session')).json().user).toBeNull();
    const [mail] = await outboxFor(t.handle, assistant.email);
    expect(mail?.subject).toBe('Vous ne faites plus partie du cabinet Cabinet Martin Avocats');
    expect(
      await t.handle.db
        .select()
        .from(firmAssistantAssignments)
        .where(eq(firmAssistantAssignments.assistantUserId, assistant.userId)),
    ).toEqual([]);

    // Signed in again without a firm, nothing of the workspace opens.
    const again = await loginWithSecondFactor(t, 'pro', assistant.email, PASSWORD);
    const refused = await callAs(t.app, again, 'GET', '/api/pro/appointments');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('Vous ne faites plus partie d’un cabinet');
    // Invited again, the same account accepts and works for Sophie once more.
    const token = await invite(sophie, {
      email: assistant.email,
      role: 'assistant',
      assignedLawyerIds: [sophieUserId],
    });
    expect(
      (await callAs(t.app, undefined, 'GET', `/api/firm-invitations/${token}`)).json().accountExists,
    ).toBe(true);
    const accepted = await callAs(t.app, again, 'POST', `/api/firm-invitations/${token}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await callAs(t.app, again, 'GET', '/api/pro/contacts')).statusCode).toBe(200);
  });
});

describe('an assistant’s bell', () => {
  it('gets a copy of their lawyer’s agenda notices, whose link names the lawyer; never their messages', async () => {
    const assistant = await newStaff('assistant', [sophieUserId]);
    const accountant = await newStaff('accountant');
    // Marie asks Sophie for an appointment: Sophie's bell and her assistant's ring.
    const marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
    const profile = (await callAs(t.app, undefined, 'GET', '/api/professionals/1')).json() as {
      slotDays: { slots: { start: string; modes: string[] }[] }[];
    };
    const start = profile.slotDays
      .slice(2)
      .flatMap((day) => day.slots.filter((slot) => slot.modes.includes('telephone')))
      .at(-1)?.start;
    const booked = await callAs(t.app, marie, 'POST', '/api/appointments', {
      professionalId: 1,
      start,
      mode: 'telephone',
      reason: 'Question de garde',
      answers: {},
      isFirstConsultation: false,
      acceptsFeeAgreement: true,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    type TBell = { notifications: { title: string; link: string }[]; unreadCount: number };
    const [original] = ((await callAs(t.app, sophie, 'GET', '/api/pro/notifications')).json() as TBell)
      .notifications;
    const bell = await callAs(t.app, assistant.cookie, 'GET', '/api/pro/notifications');
    expect(bell.statusCode, bell.body).toBe(200);
    const [copy] = (bell.json() as TBell).notifications;
    expect(copy?.title).toBe(original?.title);
    expect(copy?.link).toBe(linkForAssistant(original?.link ?? '', sophieUserId));
    expect(copy?.link).toContain(`pour=${sophieUserId}`);
    expect(
      (await callAs(t.app, assistant.cookie, 'GET', '/api/pro/notifications/unread-count')).json(),
    ).toEqual({ unreadCount: 1 });
    // Read by the assistant, still unread for Sophie.
    expect(
      (await callAs(t.app, assistant.cookie, 'POST', '/api/pro/notifications/read-all', {})).statusCode,
    ).toBe(200);
    expect(
      (
        (await callAs(t.app, sophie, 'GET', '/api/pro/notifications/unread-count')).json() as {
          unreadCount: number;
        }
      ).unreadCount,
    ).toBeGreaterThan(0);
    // The accountant has no bell, and nobody else's notices.
    expect((await callAs(t.app, accountant.cookie, 'GET', '/api/pro/notifications')).statusCode).toBe(403);
  });

  it('gets an e-mail of their lawyer’s new request when the lawyer keeps request e-mails on, never who nor why', async () => {
    const assistant = await newStaff('assistant', [sophieUserId]);
    const marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
    await t.handle.db.update(professionals).set({ autoConfirm: false }).where(eq(professionals.id, 1));
    try {
      const profile = (await callAs(t.app, undefined, 'GET', '/api/professionals/1')).json() as {
        slotDays: { slots: { start: string; modes: string[] }[] }[];
      };
      const [first, second] = profile.slotDays
        .slice(4)
        .flatMap((day) => day.slots.filter((slot) => slot.modes.includes('telephone')))
        .map((slot) => slot.start);
      const ask = (start: string | undefined) =>
        callAs(t.app, marie, 'POST', '/api/appointments', {
          professionalId: 1,
          start,
          mode: 'telephone',
          reason: 'Question de garde',
          answers: {},
          isFirstConsultation: false,
          acceptsFeeAgreement: true,
        });
      const requests = async () =>
        (await outboxFor(t.handle, assistant.email)).filter((mail) =>
          mail.subject.startsWith('Demande de rendez-vous à confirmer pour Maître Sophie Martin'),
        );

      const asked = await ask(first);
      expect(asked.statusCode, asked.body).toBe(201);
      const [told] = await requests();
      expect(told?.textBody).toContain('Consultation par téléphone avec Maître Sophie Martin');
      expect(told?.textBody).toContain(`/pro/dashboard/planning?pour=${sophieUserId}`);
      for (const secret of ['Marie', 'Dubois', 'garde']) {
        expect(told?.textBody).not.toContain(secret);
        expect(told?.htmlBody ?? '').not.toContain(secret);
      }

      // Sophie turns her request e-mails off: her assistant's go with them, the bell stays.
      const off = await callAs(t.app, sophie, 'PUT', '/api/pro/notification-settings', {
        settings: [{ kind: 'appointment_requested', inApp: true, email: false, sms: false }],
      });
      expect(off.statusCode, off.body).toBe(200);
      expect((await ask(second)).statusCode).toBe(201);
      expect(await requests()).toHaveLength(1);
    } finally {
      await t.handle.db.update(professionals).set({ autoConfirm: true }).where(eq(professionals.id, 1));
      await callAs(t.app, sophie, 'PUT', '/api/pro/notification-settings', {
        settings: [{ kind: 'appointment_requested', inApp: true, email: true, sms: false }],
      });
    }
  });
});
