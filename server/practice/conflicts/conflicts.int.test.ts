import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import type { TPossibleConflict } from '#domain/practice/conflicts/conflict-schemas.ts';
import {
  appointments,
  cases,
  emailOutbox,
  notifications,
  proAppointmentDetails,
  smsOutbox,
} from '#server/db/schema/index.ts';
import { recordStatements } from '#server/test-support/count-statements.ts';
import {
  firmIdOf,
  insertAppointment,
  insertProfessionalAccount,
  moveIntoFirm,
} from '#server/test-support/factories.ts';
import {
  cookiesFrom,
  createTestApp,
  loginAs,
  markEmailVerified,
  type TTestApp,
} from '#server/test-support/test-app.ts';

// Issue 15 §1: conflicts of interest (RIN art. 4), checked within one professional's records only.
let t: TTestApp;
let thomas: string;
let sophie: string;
let lucas: string;
let emma: string;

// Monday 14 June 2027, 08:00 Paris: far from the demo appointments seeded around today.
const NOW = new Date('2027-06-14T06:00:00Z');
const TUESDAY_10 = '2027-06-15T08:00:00.000Z';
const TUESDAY_11 = '2027-06-15T09:00:00.000Z';
const WEDNESDAY_10 = '2027-06-16T08:00:00.000Z';
const THOMAS = 2;
const SOPHIE = 1;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com', 'demo-2025', true);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com', 'demo-2025', true);
  lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com', 'demo-2025', true);
  emma = await loginAs(t.app, 'client', 'emma.laurent@example.com', 'demo-2025', true);
});

afterAll(async () => {
  await t.close();
});

type TMethod = 'GET' | 'POST' | 'PATCH';

function call(cookie: string, method: TMethod, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function book(cookie: string, professionalId: number, start: string, opposingParty?: unknown) {
  return call(cookie, 'POST', '/api/appointments', {
    professionalId,
    start,
    mode: 'cabinet',
    reason: 'Convocation au commissariat',
    ...(opposingParty === undefined ? {} : { opposingParty }),
    answers: {},
    isFirstConsultation: true,
    acceptsFeeAgreement: true,
  });
}

async function created<T>(response: Awaited<ReturnType<typeof call>>, key: string): Promise<T> {
  expect(response.statusCode, response.body).toBe(201);
  return response.json()[key] as T;
}

async function proAppointment(cookie: string, id: number): Promise<TProAppointment> {
  const response = await call(cookie, 'GET', '/api/pro/appointments?period=all&status=all');
  expect(response.statusCode).toBe(200);
  const found = (response.json().appointments as TProAppointment[]).find((item) => item.id === id);
  if (!found) throw new Error(`appointment ${id} is not listed`);
  return found;
}

const CONTACT = { type: 'client', email: 'contact@example.com', phone: '06 11 22 33 44' };

const appointmentCount = async () => (await t.handle.db.select({ n: count() }).from(appointments))[0]?.n ?? 0;

describe('the opposing party named at booking', () => {
  it('refuses hostile or oversized names with a French field error and books nothing', async () => {
    const before = await appointmentCount();
    for (const hostile of [
      'Karim\u0000Benali',
      'Karim\nBenali',
      'x'.repeat(201),
      'x'.repeat(1_000_000),
      42,
    ]) {
      const response = await book(lucas, THOMAS, TUESDAY_10, hostile);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fieldErrors.opposingParty).toMatch(/^(Le nom|Ce champ|Nom invalide)/);
    }
    expect(await appointmentCount()).toBe(before);
  });

  it('is stored, shown to the professional only, and kept out of e-mails, notifications and SMS', async () => {
    const booked = await created<{ id: number; status: string }>(
      await book(lucas, THOMAS, TUESDAY_10, '  Karim Benali  '),
      'appointment',
    );
    expect(booked.status).toBe('pending');
    const [row] = await t.handle.db.select().from(appointments).where(eq(appointments.id, booked.id));
    expect(row?.opposingParty).toBe('Karim Benali');
    expect(JSON.stringify(booked)).not.toContain('Benali');
    expect((await proAppointment(thomas, booked.id)).opposingParty).toBe('Karim Benali');

    const emails = await t.handle.db.select().from(emailOutbox);
    const bell = await t.handle.db.select().from(notifications);
    // The request was announced to both sides (e-mails with their .ics, the bell)…
    expect(emails.map((email) => email.toAddress)).toEqual(
      expect.arrayContaining(['lucas.moreau@example.com', 'thomas.bernard@example.com']),
    );
    expect(bell.length).toBeGreaterThan(0);
    // …without the name, nor does any SMS carry it.
    const sent = JSON.stringify([emails, bell, await t.handle.db.select().from(smsOutbox)]);
    expect(sent).not.toContain('Benali');
    // The client reads what they gave in their export.
    const exported = await call(lucas, 'GET', '/api/client/export');
    expect(exported.json().appointments).toContainEqual(
      expect.objectContaining({ opposingParty: 'Karim Benali' }),
    );
    // Blank is none.
    const blank = await created<{ id: number }>(await book(lucas, THOMAS, TUESDAY_11, '   '), 'appointment');
    expect((await proAppointment(thomas, blank.id)).opposingParty).toBeNull();
  });
});

describe('possible conflicts', () => {
  let requestId: number;
  let benali: number;
  let leroyCase: number;

  it('flag a pending request whose opposing party is a contact, from the moment the contact exists', async () => {
    requestId = (
      await created<{ id: number }>(await book(emma, THOMAS, WEDNESDAY_10, 'BENALI Karim'), 'appointment')
    ).id;
    expect((await proAppointment(thomas, requestId)).possibleConflicts).toEqual([]);
    const contact = await created<{ id: number; possibleConflicts: TPossibleConflict[] }>(
      await call(thomas, 'POST', '/api/pro/contacts', { ...CONTACT, firstName: 'Karim', lastName: 'Bénali' }),
      'contact',
    );
    benali = contact.id;
    // A contact is not an opposing party of any case: nothing to say about him yet.
    expect(contact.possibleConflicts).toEqual([]);
    expect((await proAppointment(thomas, requestId)).possibleConflicts).toEqual([
      {
        subject: 'opposingParty',
        subjectName: 'BENALI Karim',
        kind: 'contact',
        matchedName: 'Karim Bénali',
        caseId: null,
        caseTitle: null,
        contactId: benali,
        appointmentId: null,
        appointmentDate: null,
        heldBy: null,
      },
    ]);
  });

  it('flag a case whose client or opposing parties are in another case, both ways', async () => {
    const first = await created<{ id: number; opposingParties: string[]; possibleConflicts: unknown[] }>(
      await call(thomas, 'POST', '/api/pro/cases', {
        title: 'Vol aggravé Leroy',
        client: { name: 'Hugo Leroy' },
        opposingParties: ['Garage Mercier SARL', ' ', 'garage mercier sarl'],
      }),
      'case',
    );
    leroyCase = first.id;
    expect(first.opposingParties).toEqual(['Garage Mercier SARL']);
    expect(first.possibleConflicts).toEqual([]);

    const second = await created<{ id: number; possibleConflicts: TPossibleConflict[] }>(
      await call(thomas, 'POST', '/api/pro/cases', {
        title: 'Escroquerie Mercier',
        client: { name: 'SAS Garage Mercier' },
        opposingParties: ['M. LEROY Hugo'],
      }),
      'case',
    );
    expect(second.possibleConflicts.map((c) => [c.subject, c.kind, c.caseId, c.matchedName])).toEqual([
      ['client', 'caseOpposingParty', leroyCase, 'Garage Mercier SARL'],
      ['opposingParty', 'caseClient', leroyCase, 'Hugo Leroy'],
    ]);
    const again = await call(thomas, 'GET', `/api/pro/cases/${leroyCase}`);
    expect(
      (again.json().case.possibleConflicts as TPossibleConflict[]).map((c) => [c.kind, c.caseTitle]),
    ).toEqual([
      ['caseOpposingParty', 'Escroquerie Mercier'],
      ['caseClient', 'Escroquerie Mercier'],
    ]);
  });

  it('flag a new contact, and a request of a client, who are opposing parties of a case; an edit clears them', async () => {
    const roux = await created<{ id: number; possibleConflicts: unknown[] }>(
      await call(thomas, 'POST', '/api/pro/cases', {
        title: 'Violences conjugales',
        client: { name: 'Paul Roux' },
        opposingParties: ['Roux Élodie', 'Emma LAURENT'],
      }),
      'case',
    );
    const elodie = await created<{ id: number; possibleConflicts: TPossibleConflict[] }>(
      await call(thomas, 'POST', '/api/pro/contacts', { ...CONTACT, firstName: 'Elodie', lastName: 'Roux' }),
      'contact',
    );
    expect(elodie.possibleConflicts).toEqual([
      {
        subject: 'client',
        subjectName: 'Elodie Roux',
        kind: 'caseOpposingParty',
        matchedName: 'Roux Élodie',
        caseId: roux.id,
        caseTitle: 'Violences conjugales',
        contactId: null,
        appointmentId: null,
        appointmentDate: null,
        heldBy: null,
      },
    ]);
    // Emma Laurent's request (and its opposing party, a contact) both call for a check.
    expect(
      (await proAppointment(thomas, requestId)).possibleConflicts.map((c) => [c.subject, c.kind]),
    ).toEqual([
      ['client', 'caseOpposingParty'],
      ['opposingParty', 'contact'],
    ]);

    const edited = await call(thomas, 'PATCH', `/api/pro/cases/${roux.id}`, { opposingParties: [] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().case.opposingParties).toEqual([]);
    const [stored] = await t.handle.db.select().from(cases).where(eq(cases.id, roux.id));
    expect(stored?.opposingParties).toEqual([]);
    expect(
      (await call(thomas, 'GET', `/api/pro/contacts/${elodie.id}`)).json().contact.possibleConflicts,
    ).toEqual([]);
    expect((await proAppointment(thomas, requestId)).possibleConflicts.map((c) => c.kind)).toEqual([
      'contact',
    ]);
  });

  it("read the professional's parties once per answer, however many requests it lists", async () => {
    const { result, statements } = await recordStatements(t.handle, () =>
      call(thomas, 'GET', '/api/pro/appointments?period=all&status=pending'),
    );
    expect((result.json().appointments as TProAppointment[]).length).toBeGreaterThanOrEqual(3);
    expect(statements.filter((statement) => statement.includes('from "contacts"'))).toHaveLength(1);
  });

  it('are not computed for what is over: a refused request has none', async () => {
    const refused = await call(thomas, 'POST', `/api/pro/appointments/${requestId}/refuse`, {});
    expect(refused.statusCode).toBe(200);
    expect(refused.json().appointment.possibleConflicts).toEqual([]);
    expect(refused.json().appointment.opposingParty).toBe('BENALI Karim');
  });

  it('refuse invalid opposing parties of a case and change nothing', async () => {
    for (const opposingParties of [
      Array.from({ length: 21 }, (_, i) => `Partie ${i}`),
      ['Garage\u0000Mercier'],
      ['x'.repeat(201)],
      'Garage Mercier',
    ]) {
      const response = await call(thomas, 'PATCH', `/api/pro/cases/${leroyCase}`, { opposingParties });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fieldErrors).toHaveProperty('opposingParties');
    }
    const [stored] = await t.handle.db.select().from(cases).where(eq(cases.id, leroyCase));
    expect(stored?.opposingParties).toEqual(['Garage Mercier SARL']);
  });

  it("never match one professional's records against another's, whose ids answer 404", async () => {
    // Sophie's request from a client named like Thomas's opposing party, naming Thomas's contact and client.
    const booked = await created<{ id: number }>(
      await book(lucas, SOPHIE, TUESDAY_10, 'Hugo Leroy'),
      'appointment',
    );
    const theirs = await proAppointment(sophie, booked.id);
    expect(theirs.opposingParty).toBe('Hugo Leroy');
    expect(theirs.possibleConflicts).toEqual([]);
    const contact = await created<{ possibleConflicts: unknown[] }>(
      await call(sophie, 'POST', '/api/pro/contacts', {
        ...CONTACT,
        firstName: 'Garage',
        lastName: 'Mercier',
      }),
      'contact',
    );
    expect(contact.possibleConflicts).toEqual([]);
    const sophieCase = await created<{ possibleConflicts: unknown[] }>(
      await call(sophie, 'POST', '/api/pro/cases', {
        title: 'Dossier sans rapport',
        client: { name: 'Élodie Roux' },
        opposingParties: ['Karim Benali', 'Hugo Leroy'],
      }),
      'case',
    );
    expect(sophieCase.possibleConflicts).toEqual([]);
    // And Thomas's ids are nobody's business of Sophie's.
    expect((await call(sophie, 'GET', `/api/pro/cases/${leroyCase}`)).statusCode).toBe(404);
    expect(
      (await call(sophie, 'PATCH', `/api/pro/cases/${leroyCase}`, { opposingParties: ['Intrus'] }))
        .statusCode,
    ).toBe(404);
    expect((await call(sophie, 'GET', `/api/pro/contacts/${benali}`)).statusCode).toBe(404);
    expect((await call(sophie, 'POST', `/api/pro/appointments/${requestId}/accept`)).statusCode).toBe(404);
    const [stored] = await t.handle.db.select().from(cases).where(eq(cases.id, leroyCase));
    expect(stored?.opposingParties).toEqual(['Garage Mercier SARL']);
  });
});

// Issue 27 §2: someone who consulted the professional is their client for the check.
describe('people who consulted the professional', () => {
  const THURSDAY_10 = '2027-06-17T08:00:00.000Z';
  const THURSDAY_11 = '2027-06-17T09:00:00.000Z';
  const FRIDAY_10 = '2027-06-18T08:00:00.000Z';
  const FRIDAY_11 = '2027-06-18T09:00:00.000Z';
  let ines: { cookie: string; appointmentId: number };

  async function newClient(firstName: string, lastName: string): Promise<string> {
    const email = `${firstName}.${lastName}.conflits@example.com`
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/register',
      payload: { firstName, lastName, email, password: 'Une-phrase-longue-42', acceptTerms: true },
    });
    expect(response.statusCode, response.body).toBe(201);
    await markEmailVerified(t.handle, email);
    return cookiesFrom(response);
  }

  /** What a request, case or contact matched among people who consulted, as [name, appointment, day]. */
  const consulted = (conflicts: readonly TPossibleConflict[]) =>
    conflicts
      .filter((conflict) => conflict.kind === 'appointmentClient')
      .map((conflict) => [conflict.matchedName, conflict.appointmentId, conflict.appointmentDate]);

  it('flag a later request naming as the opposing party a client who booked Thomas, with that appointment', async () => {
    const cookie = await newClient('Inès', 'Fabre-Quintal');
    const booked = await created<{ id: number; status: string }>(
      await book(cookie, THOMAS, THURSDAY_10),
      'appointment',
    );
    // Thomas confirms each request himself: still to come and pending, she already counts.
    expect(booked.status).toBe('pending');
    ines = { cookie, appointmentId: booked.id };

    const other = await newClient('Gaspard', 'Lemarchal');
    const request = await created<{ id: number }>(
      await book(other, THOMAS, FRIDAY_10, 'FABRE-QUINTAL Ines'),
      'appointment',
    );
    const card = await proAppointment(thomas, request.id);
    expect(card.possibleConflicts).toEqual([
      {
        subject: 'opposingParty',
        subjectName: 'FABRE-QUINTAL Ines',
        kind: 'appointmentClient',
        matchedName: 'Inès Fabre-Quintal',
        caseId: null,
        caseTitle: null,
        contactId: null,
        appointmentId: ines.appointmentId,
        appointmentDate: '2027-06-17',
        heldBy: null,
      },
    ]);
    // Her own request names nobody: nothing to check there; and her client space says nothing of Gaspard's.
    expect((await proAppointment(thomas, ines.appointmentId)).possibleConflicts).toEqual([]);
    const hers = await call(cookie, 'GET', '/api/client/appointments');
    expect(hers.statusCode).toBe(200);
    expect(hers.body).not.toContain('Lemarchal');

    // Once accepted, she still counts; so does a case naming her on the other side.
    expect(
      (await call(thomas, 'POST', `/api/pro/appointments/${ines.appointmentId}/accept`)).statusCode,
    ).toBe(200);
    expect(consulted((await proAppointment(thomas, request.id)).possibleConflicts)).toEqual([
      ['Inès Fabre-Quintal', ines.appointmentId, '2027-06-17'],
    ]);
    const caseAgainstHer = await created<{ possibleConflicts: TPossibleConflict[] }>(
      await call(thomas, 'POST', '/api/pro/cases', {
        title: 'Bail Lemarchal',
        client: { name: 'Gaspard Lemarchal' },
        opposingParties: ['Mme Inès Fabre-Quintal'],
      }),
      'case',
    );
    expect(consulted(caseAgainstHer.possibleConflicts)).toEqual([
      ['Inès Fabre-Quintal', ines.appointmentId, '2027-06-17'],
    ]);
  });

  it('count a past consultation of a client without account by the name Thomas typed, dated by it', async () => {
    const past = await insertAppointment(t.handle.db, {
      professionalId: THOMAS,
      startsAt: new Date('2027-05-10T12:00:00Z'),
      endsAt: new Date('2027-05-10T13:00:00Z'),
      status: 'confirmed',
    });
    await t.handle.db
      .insert(proAppointmentDetails)
      .values({ appointmentId: past.id, clientName: 'Octave Rambert' });
    const found = await created<{ possibleConflicts: TPossibleConflict[] }>(
      await call(thomas, 'POST', '/api/pro/cases', {
        title: 'Succession Rambert',
        client: { name: 'Albane Rambert' },
        opposingParties: ['Rambert Octave'],
      }),
      'case',
    );
    expect(consulted(found.possibleConflicts)).toEqual([['Octave Rambert', past.id, '2027-05-10']]);
  });

  it('leave out refused, cancelled, never-answered and unpaid bookings', async () => {
    // A request Thomas refused, and a booking the client cancelled.
    const refusedClient = await newClient('Honorine', 'Vasseur-Tell');
    const refused = await created<{ id: number }>(
      await book(refusedClient, THOMAS, THURSDAY_11),
      'appointment',
    );
    expect((await call(thomas, 'POST', `/api/pro/appointments/${refused.id}/refuse`, {})).statusCode).toBe(
      200,
    );
    const cancelledClient = await newClient('Baptistin', 'Ouvrard-Lacombe');
    const cancelled = await created<{ id: number }>(
      await book(cancelledClient, THOMAS, FRIDAY_11),
      'appointment',
    );
    const cancel = await call(cancelledClient, 'POST', `/api/client/appointments/${cancelled.id}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    // A request never answered before its time, and a booking still held for its online payment.
    for (const [name, startsAt, paymentStatus] of [
      ['Zéphirin Castagnet', '2027-06-01T08:00:00Z', null],
      ['Clotaire Wauquier', '2027-06-21T08:00:00Z', 'awaiting'],
    ] as const) {
      const row = await insertAppointment(t.handle.db, {
        professionalId: THOMAS,
        startsAt: new Date(startsAt),
        endsAt: new Date(new Date(startsAt).getTime() + 3_600_000),
        status: 'pending',
        paymentStatus,
      });
      await t.handle.db.insert(proAppointmentDetails).values({ appointmentId: row.id, clientName: name });
    }

    const found = await created<{ possibleConflicts: TPossibleConflict[] }>(
      await call(thomas, 'POST', '/api/pro/cases', {
        title: 'Contentieux Lemarchal',
        client: { name: 'Gaspard Lemarchal' },
        opposingParties: [
          'Honorine Vasseur-Tell',
          'Baptistin Ouvrard-Lacombe',
          'Zéphirin Castagnet',
          'Clotaire Wauquier',
          'Inès Fabre-Quintal',
        ],
      }),
      'case',
    );
    // Only the one who did consult.
    expect(consulted(found.possibleConflicts)).toEqual([
      ['Inès Fabre-Quintal', ines.appointmentId, '2027-06-17'],
    ]);
  });

  it("never compare one professional's consultations with another's", async () => {
    // Inès consulted Thomas, not Sophie: Sophie's request and case naming her say nothing.
    const request = await created<{ id: number }>(
      await book(lucas, SOPHIE, WEDNESDAY_10, 'Inès Fabre-Quintal'),
      'appointment',
    );
    expect(consulted((await proAppointment(sophie, request.id)).possibleConflicts)).toEqual([]);
    const sophieCase = await created<{ possibleConflicts: TPossibleConflict[] }>(
      await call(sophie, 'POST', '/api/pro/cases', {
        title: 'Dossier Fabre',
        client: { name: 'Lucas Moreau' },
        opposingParties: ['Inès Fabre-Quintal', 'Octave Rambert'],
      }),
      'case',
    );
    expect(consulted(sophieCase.possibleConflicts)).toEqual([]);
    // And someone who consulted Sophie only is nobody to Thomas.
    const hers = await newClient('Philomène', 'Desrosiers');
    await created(await book(hers, SOPHIE, THURSDAY_10), 'appointment');
    const thomasCase = await created<{ possibleConflicts: TPossibleConflict[] }>(
      await call(thomas, 'POST', '/api/pro/cases', {
        title: 'Dossier Desrosiers',
        client: { name: 'Gaspard Lemarchal' },
        opposingParties: ['Philomène Desrosiers'],
      }),
      'case',
    );
    expect(consulted(thomasCase.possibleConflicts)).toEqual([]);
    // While Thomas's own consultation of Inès is still found.
    const check = await created<{ possibleConflicts: TPossibleConflict[] }>(
      await call(thomas, 'POST', '/api/pro/cases', {
        title: 'Dossier Fabre',
        client: { name: 'Gaspard Lemarchal' },
        opposingParties: ['Philomène Desrosiers', 'Inès Fabre-Quintal'],
      }),
      'case',
    );
    expect(consulted(check.possibleConflicts)).toEqual([
      ['Inès Fabre-Quintal', ines.appointmentId, '2027-06-17'],
    ]);
  });
});

// Issue 27 §2: the check runs across the firm, and says who holds a match without revealing the matter.
describe('across the firm', () => {
  const LUC_NAME = 'Maître Luc Fontaine';
  let luc: string;
  let lucCase: number;
  const MASKED = {
    caseId: null,
    caseTitle: null,
    contactId: null,
    appointmentId: null,
    appointmentDate: null,
  };

  beforeAll(async () => {
    const account = await insertProfessionalAccount(t.handle.db, {
      email: 'luc.fontaine@example.com',
      firstName: 'Luc',
      lastName: 'Fontaine',
    });
    const sophieUser = await t.handle.db.query.professionals.findFirst({
      where: (professionals, { eq: equals }) => equals(professionals.id, SOPHIE),
    });
    if (!sophieUser?.userId) throw new Error('Sophie sans compte');
    await moveIntoFirm(
      t.handle.db,
      account.user.id,
      await firmIdOf(t.handle.db, sophieUser.userId),
      'collaborator',
    );
    luc = await loginAs(t.app, 'pro', 'luc.fontaine@example.com', 'demo-2025', true);
    lucCase = (
      await created<{ id: number }>(
        await call(luc, 'POST', '/api/pro/cases', {
          title: 'Bail commercial Garnier',
          client: { name: 'Alice Garnier' },
          opposingParties: ['Société Verdier'],
        }),
        'case',
      )
    ).id;
  });

  it("flag Sophie's contact and request against Luc's case, naming Luc and never the case", async () => {
    const contactAnswer = await call(sophie, 'POST', '/api/pro/contacts', {
      ...CONTACT,
      firstName: 'Bertrand',
      lastName: 'Verdier',
      company: 'Société Verdier',
    });
    const contact = await created<{ possibleConflicts: TPossibleConflict[] }>(contactAnswer, 'contact');
    expect(contact.possibleConflicts).toEqual([
      {
        subject: 'client',
        subjectName: 'Société Verdier',
        kind: 'caseOpposingParty',
        matchedName: 'Société Verdier',
        ...MASKED,
        heldBy: LUC_NAME,
      },
    ]);
    expect(contactAnswer.body).not.toContain('Bail commercial');

    const request = await created<{ id: number }>(
      await book(lucas, SOPHIE, '2027-06-22T08:00:00.000Z', 'Alice Garnier'),
      'appointment',
    );
    const listed = await call(sophie, 'GET', '/api/pro/appointments?period=all&status=all');
    expect(listed.body).not.toContain('Bail commercial');
    expect((await proAppointment(sophie, request.id)).possibleConflicts).toEqual([
      {
        subject: 'opposingParty',
        subjectName: 'Alice Garnier',
        kind: 'caseClient',
        matchedName: 'Alice Garnier',
        ...MASKED,
        heldBy: LUC_NAME,
      },
    ]);
    // The case stays Luc's: Sophie's link would lead nowhere, and its id answers 404.
    expect((await call(sophie, 'GET', `/api/pro/cases/${lucCase}`)).statusCode).toBe(404);
  });

  it("give Luc his own case with its title, and Sophie's records under her name", async () => {
    const lucCheck = await created<{ possibleConflicts: TPossibleConflict[] }>(
      await call(luc, 'POST', '/api/pro/cases', {
        title: 'Recouvrement Verdier',
        client: { name: 'Société Verdier' },
        opposingParties: ['Bertrand Verdier'],
      }),
      'case',
    );
    expect(lucCheck.possibleConflicts).toEqual([
      expect.objectContaining({
        subject: 'client',
        kind: 'caseOpposingParty',
        caseId: lucCase,
        caseTitle: 'Bail commercial Garnier',
        heldBy: null,
      }),
      expect.objectContaining({
        subject: 'opposingParty',
        subjectName: 'Bertrand Verdier',
        kind: 'contact',
        contactId: null,
        heldBy: 'Maître Sophie Martin',
      }),
    ]);
  });

  it("compare nothing with another firm: Thomas naming Luc's client finds none of it", async () => {
    const thomasCase = await created<{ possibleConflicts: TPossibleConflict[] }>(
      await call(thomas, 'POST', '/api/pro/cases', {
        title: 'Dossier Garnier',
        client: { name: 'Société Verdier' },
        opposingParties: ['Alice Garnier', 'Bertrand Verdier'],
      }),
      'case',
    );
    expect(thomasCase.possibleConflicts).toEqual([]);
  });
});
