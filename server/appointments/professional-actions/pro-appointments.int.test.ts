import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import {
  accessJournal,
  appointmentDocuments,
  appointmentNotes,
  appointments,
  emailOutbox,
} from '#server/db/schema/index.ts';
import { createTestApp, loginAs, outboxFor, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let thomas: string;
let sophie: string;
let marie: string;
let lucas: string;

// Monday 7 June 2027, 08:00 Paris: far from the demo appointments seeded around today.
const NOW = new Date('2027-06-07T06:00:00Z');
// Tuesday 8 June 10:00 and 11:00 Paris.
const TUESDAY_10 = '2027-06-08T08:00:00.000Z';
const TUESDAY_11 = '2027-06-08T09:00:00.000Z';
const THOMAS = 2;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com', 'demo-2025', true);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com', 'demo-2025', true);
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com', 'demo-2025', true);
  lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com', 'demo-2025', true);
});

afterAll(async () => {
  await t.close();
});

function inject(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | undefined,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function bookThomas(client: string, start: string) {
  const response = await inject('POST', '/api/appointments', client, {
    professionalId: THOMAS,
    start,
    mode: 'cabinet',
    reason: 'Constat de dégâts des eaux',
    answers: {},
    isFirstConsultation: true,
    acceptsFeeAgreement: true,
  });
  expect(response.statusCode).toBe(201);
  return response.json().appointment.id as number;
}

async function counts() {
  const db = t.handle.db;
  const n = async (
    table: typeof appointments | typeof appointmentNotes | typeof appointmentDocuments | typeof emailOutbox,
  ) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    appointments: await n(appointments),
    notes: await n(appointmentNotes),
    documents: await n(appointmentDocuments),
    emails: await n(emailOutbox),
  };
}

const newAppointment = (overrides: Record<string, unknown> = {}) => ({
  client: { name: 'Paul Lefèvre', email: 'paul.lefevre@example.com', phone: '06 12 34 56 78' },
  type: 'Signature acte',
  date: '2027-06-09',
  time: '14:00',
  ...overrides,
});

let marieAppointment: number;
let lucasAppointment: number;
let created: number;

describe('professional appointments', () => {
  it('requires a professional session', async () => {
    expect((await inject('GET', '/api/pro/appointments', undefined)).statusCode).toBe(401);
    const asClient = await inject('GET', '/api/pro/appointments', marie);
    expect(asClient.statusCode).toBe(401);
    expect(asClient.json().error.message).toBe('Veuillez vous connecter pour continuer.');
    expect((await inject('POST', '/api/pro/appointments', marie, newAppointment())).statusCode).toBe(401);
    expect((await inject('GET', '/api/pro/summary', undefined)).statusCode).toBe(401);
  });

  it("lists a client's pending request with the client's details, filtered by period and status", async () => {
    marieAppointment = await bookThomas(marie, TUESDAY_10);
    const response = await inject('GET', '/api/pro/appointments?period=tomorrow&status=pending', thomas);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(1);
    expect(body.appointments[0]).toMatchObject({
      id: marieAppointment,
      client: 'Marie Dubois',
      email: 'marie.dubois@example.com',
      type: 'Constat de dégâts des eaux',
      date: '2027-06-08',
      time: '10:00',
      duration: '30\u00a0min',
      mode: 'office',
      status: 'pending',
      hasClientAccount: true,
      notes: [],
      documents: [],
    });
    expect((await inject('GET', '/api/pro/appointments?period=today', thomas)).json().count).toBe(0);
    expect(
      (await inject('GET', '/api/pro/appointments?period=week&status=confirmed', thomas)).json().count,
    ).toBe(0);
    // Sophie sees none of Thomas's appointments.
    const ofSophie = (await inject('GET', '/api/pro/appointments?period=week', sophie)).json();
    expect(ofSophie.appointments.some((a: { id: number }) => a.id === marieAppointment)).toBe(false);
    const bad = await inject('GET', '/api/pro/appointments?period=year', thomas);
    expect(bad.statusCode).toBe(400);
  });

  it("answers 404 for another professional's appointment and changes nothing", async () => {
    const before = await counts();
    for (const [url, payload] of [
      [`/api/pro/appointments/${marieAppointment}/accept`, undefined],
      [`/api/pro/appointments/${marieAppointment}/refuse`, {}],
      [`/api/pro/appointments/${marieAppointment}/cancel`, { reason: 'Test' }],
      [`/api/pro/appointments/${marieAppointment}/reschedule`, { date: '2027-06-10', time: '10:00' }],
      [`/api/pro/appointments/${marieAppointment}/notes`, { content: 'Note' }],
    ] as const) {
      const response = await inject('POST', url, sophie, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Rendez-vous introuvable.');
    }
    expect(await counts()).toEqual(before);
    const [row] = await t.handle.db.select().from(appointments).where(eq(appointments.id, marieAppointment));
    expect(row?.status).toBe('pending');
  });

  it('accepts a pending request: confirmed, the client e-mailed with the invitation and the reminder', async () => {
    const response = await inject('POST', `/api/pro/appointments/${marieAppointment}/accept`, thomas);
    expect(response.statusCode).toBe(200);
    expect(response.json().appointment.status).toBe('confirmed');
    const emails = await outboxFor(t.handle, 'marie.dubois@example.com');
    const confirmation = emails.find((email) => email.subject.startsWith('Rendez-vous confirmé'));
    expect(confirmation?.attachments?.[0]?.content).toContain('METHOD:REQUEST');
    expect(
      emails.some((email) => email.kind === 'reminder' && email.appointmentId === marieAppointment),
    ).toBe(true);
    const again = await inject('POST', `/api/pro/appointments/${marieAppointment}/accept`, thomas);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a pending request with the reason e-mailed to the client', async () => {
    lucasAppointment = await bookThomas(lucas, TUESDAY_11);
    const response = await inject('POST', `/api/pro/appointments/${lucasAppointment}/refuse`, thomas, {
      reason: "Conflit d'intérêts",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().appointment).toMatchObject({
      status: 'cancelled',
      cancellationReason: "Conflit d'intérêts",
    });
    const [refusal] = await outboxFor(t.handle, 'lucas.moreau@example.com');
    expect(refusal?.subject).toContain('Demande de rendez-vous refusée');
    expect(refusal?.textBody).toContain("Motif\u00a0: Conflit d'intérêts");
    // A cancelled appointment leaves the list.
    const list = (await inject('GET', '/api/pro/appointments?period=tomorrow', thomas)).json();
    expect(list.appointments.map((a: { id: number }) => a.id)).not.toContain(lucasAppointment);
    const refusedAgain = await inject('POST', `/api/pro/appointments/${lucasAppointment}/refuse`, thomas, {});
    expect(refusedAgain.statusCode).toBe(409);
  });

  it('creates an appointment for a client without account, pending, with the seed defaults', async () => {
    const response = await inject('POST', '/api/pro/appointments', thomas, newAppointment());
    expect(response.statusCode).toBe(201);
    const { appointment } = response.json();
    created = appointment.id;
    expect(appointment).toMatchObject({
      client: 'Paul Lefèvre',
      email: 'paul.lefevre@example.com',
      phone: '06 12 34 56 78',
      hasClientAccount: false,
      type: 'Signature acte',
      date: '2027-06-09',
      time: '14:00',
      duration: '1\u00a0h 30',
      durationMinutes: 90,
      mode: 'office',
      location: 'Cabinet - Salle 1',
      status: 'pending',
    });
    const video = await inject(
      'POST',
      '/api/pro/appointments',
      thomas,
      newAppointment({ date: '2027-06-11', mode: 'video', location: 'Salle 2', duration: '30min' }),
    );
    expect(video.statusCode).toBe(201);
    expect(video.json().appointment).toMatchObject({
      mode: 'video',
      location: null,
      duration: '30\u00a0min',
    });
    expect(video.json().appointment.meetingUrl).toMatch(/JurisRDV-/);
  });

  it('refuses an appointment overlapping another one, writing nothing', async () => {
    const before = await counts();
    const response = await inject('POST', '/api/pro/appointments', thomas, newAppointment({ time: '15:00' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Ce créneau chevauche un autre rendez-vous. Choisissez un autre horaire.',
    );
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['an unknown field', newAppointment({ priority: 'Haute' }), 'priority'],
    ['a date that does not exist', newAppointment({ date: '2027-02-30' }), 'date'],
    ['no client name', newAppointment({ client: { name: '  ' } }), 'client.name'],
    ['an unknown type', newAppointment({ type: 'Apéritif' }), 'type'],
    ['a bad time', newAppointment({ time: '25:00' }), 'time'],
    ['a duration not offered', newAppointment({ duration: '4h' }), 'duration'],
    ['a past date', newAppointment({ date: '2027-06-01' }), 'date'],
  ])('refuses %s with a French message and writes nothing', async (_label, payload, field) => {
    const before = await counts();
    const response = await inject('POST', '/api/pro/appointments', thomas, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.fieldErrors).toHaveProperty([field]);
    expect(await counts()).toEqual(before);
  });

  it('reschedules keeping the status and e-mails the client; an overlapping time is refused', async () => {
    const response = await inject('POST', `/api/pro/appointments/${marieAppointment}/reschedule`, thomas, {
      date: '2027-06-10',
      time: '11:00',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().appointment).toMatchObject({
      date: '2027-06-10',
      time: '11:00',
      status: 'confirmed',
    });
    const [moved] = (await outboxFor(t.handle, 'marie.dubois@example.com')).filter(
      (e) => e.kind !== 'reminder',
    );
    expect(moved?.subject).toContain('Rendez-vous déplacé');

    const overlap = await inject('POST', `/api/pro/appointments/${marieAppointment}/reschedule`, thomas, {
      date: '2027-06-09',
      time: '15:00',
    });
    expect(overlap.statusCode).toBe(409);
    const invalid = await inject('POST', `/api/pro/appointments/${marieAppointment}/reschedule`, thomas, {
      date: '2027-02-30',
      time: '11:00',
    });
    expect(invalid.statusCode).toBe(400);
    const [row] = await t.handle.db.select().from(appointments).where(eq(appointments.id, marieAppointment));
    expect(row?.startsAt.toISOString()).toBe('2027-06-10T09:00:00.000Z');
  });

  it('adds notes: blank or 100 000 characters refused, nothing written', async () => {
    const before = await counts();
    for (const content of ['   ', 'x'.repeat(100_000)]) {
      const response = await inject('POST', `/api/pro/appointments/${marieAppointment}/notes`, thomas, {
        content,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fieldErrors.content).toMatch(/note/);
    }
    expect(await counts()).toEqual(before);
    const response = await inject('POST', `/api/pro/appointments/${marieAppointment}/notes`, thomas, {
      content: '  Apporter le bail et les photos.  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().appointment.notes).toEqual([
      expect.objectContaining({
        content: 'Apporter le bail et les photos.',
        date: '07/06/2027',
        location: 'Cabinet',
      }),
    ]);
  });

  it('stores documents checked by content and serves them to their professional only', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
    const response = await inject('POST', `/api/pro/appointments/${marieAppointment}/documents`, thomas, {
      title: 'Bail',
      kind: 'scan',
      fileName: 'bail.pdf',
      contentBase64: pdf.toString('base64'),
    });
    expect(response.statusCode).toBe(201);
    const [document] = response.json().appointment.documents;
    expect(document).toMatchObject({
      title: 'Bail',
      kind: 'scan',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
    });

    const file = await inject('GET', document.url, thomas);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    // The download is in the access journal, without the document's title (issue 27 §2).
    const [downloaded] = await t.handle.db
      .select()
      .from(accessJournal)
      .where(
        and(eq(accessJournal.subjectId, String(marieAppointment)), eq(accessJournal.action, 'download')),
      );
    expect(downloaded?.label).toMatch(/^Document du rendez-vous de /);
    expect(downloaded?.label).not.toContain('Bail');
    expect((await inject('GET', document.url, sophie)).statusCode).toBe(404);
    expect((await inject('GET', document.url, marie)).statusCode).toBe(401);
  });

  it('deletes a document for its professional only: 404 for anyone else or an unknown id', async () => {
    const added = await inject('POST', `/api/pro/appointments/${marieAppointment}/documents`, thomas, {
      title: 'Pièce à retirer',
      kind: 'document',
      fileName: 'piece.pdf',
      contentBase64: Buffer.from('%PDF-1.4 piece\n').toString('base64'),
    });
    const document = added
      .json()
      .appointment.documents.find((item: { title: string }) => item.title === 'Pièce à retirer');
    const url = `/api/pro/appointments/${marieAppointment}/documents/${document.id}`;
    const before = await counts();

    const intruder = await inject('DELETE', url, sophie);
    expect(intruder.statusCode).toBe(404);
    expect(intruder.body).not.toContain('Pièce à retirer');
    expect((await inject('DELETE', url, marie)).statusCode).toBe(401);
    // The document of one appointment cannot be reached through another appointment of the same professional.
    expect(
      (await inject('DELETE', `/api/pro/appointments/${lucasAppointment}/documents/${document.id}`, thomas))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject('DELETE', `/api/pro/appointments/${marieAppointment}/documents/999999`, thomas)).json()
        .error.message,
    ).toBe('Document introuvable.');
    expect(await counts()).toEqual(before);

    const deleted = await inject('DELETE', url, thomas);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().appointment.id).toBe(marieAppointment);
    expect(deleted.json().appointment.documents.map((item: { id: number }) => item.id)).not.toContain(
      document.id,
    );
    expect((await counts()).documents).toBe(before.documents - 1);
    expect((await inject('GET', `${url}/file`, thomas)).statusCode).toBe(404);
    expect((await inject('DELETE', url, thomas)).statusCode).toBe(404);
  });

  it.each([
    [
      'a disguised executable',
      { fileName: 'facture.pdf', bytes: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]) },
      'Type de fichier non accepté',
    ],
    [
      'an 11 Mo file',
      { fileName: 'gros.pdf', bytes: Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(11 * 1024 * 1024)]) },
      '10 Mo',
    ],
  ])('refuses %s with a French message, nothing written', async (_label, file, message) => {
    const before = await counts();
    const response = await inject('POST', `/api/pro/appointments/${marieAppointment}/documents`, thomas, {
      title: 'Pièce',
      kind: 'document',
      fileName: file.fileName,
      contentBase64: file.bytes.toString('base64'),
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().error)).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses a blank document title', async () => {
    const response = await inject('POST', `/api/pro/appointments/${marieAppointment}/documents`, thomas, {
      title: ' ',
      kind: 'scan',
      fileName: 'a.pdf',
      contentBase64: Buffer.from('%PDF-1.4').toString('base64'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors.title).toBe('Le titre est requis');
  });

  /** An issued invoice of `cents` TTC (VAT exempt) paid by the amounts given, on today's date. */
  async function paidInvoice(cookie: string, cents: number, payments: number[]) {
    const settings = await inject('PUT', '/api/pro/billing-settings', cookie, {
      siret: '73282932000074',
      vatNumber: null,
      hourlyRateCents: 20_000,
      reminderDelaysDays: [],
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const draft = await inject('POST', '/api/pro/invoices', cookie, {
      clientName: 'Marie Dubois',
      clientAddress: '12 rue de la Paix, 75002 Paris',
      lines: [
        { description: 'Consultation', quantityThousandths: 1000, unitPriceCents: cents, vatRateBp: 0 },
      ],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().invoice.id as number;
    expect((await inject('POST', `/api/pro/invoices/${id}/issue`, cookie)).statusCode).toBe(200);
    const today = formatParisDate(t.clock.now());
    for (const amountCents of payments) {
      const paid = await inject('POST', `/api/pro/invoices/${id}/payments`, cookie, {
        paidOn: today,
        amountCents,
        means: 'virement',
      });
      expect(paid.statusCode, paid.body).toBe(201);
    }
  }

  it('sums up the month on the dashboard home', async () => {
    // Received in May (not this month), in June, and by Sophie (not Thomas's money).
    t.clock.set(new Date('2027-05-31T20:00:00Z'));
    await paidInvoice(thomas, 30_000, [30_000]);
    t.clock.set(NOW);
    await paidInvoice(thomas, 20_000, [10_000, 5_050]);
    await paidInvoice(sophie, 40_000, [40_000]);
    const response = await inject('GET', '/api/pro/summary', thomas);
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary).toMatchObject({
      // The two appointments entered by Thomas wait for confirmation.
      pendingAppointments: 2,
      activeCases: 0,
      appointmentsThisMonth: 3,
      // Payments received in June 2027, Paris time (31 May 22:00 in Paris is still May); Marie's
      // confirmed appointment is not money received (it used to count at an invented fee).
      revenueThisMonthCents: 15_050,
      // Paul Lefèvre; Marie already consulted Thomas before (demo data).
      newClientsThisMonth: 1,
    });
    expect(summary.appointmentsPerWeek).toHaveLength(12);
    expect(summary.appointmentsPerWeek.at(-1)).toEqual({ weekStart: '2027-06-07', count: 3 });
  });

  it('cancels with a required reason, e-mailing the client and dropping the reminder', async () => {
    const before = await counts();
    const blank = await inject('POST', `/api/pro/appointments/${marieAppointment}/cancel`, thomas, {
      reason: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fieldErrors.reason).toBe("Le motif d'annulation est requis");
    expect(
      (await inject('POST', `/api/pro/appointments/${marieAppointment}/cancel`, thomas, {})).statusCode,
    ).toBe(400);
    expect(await counts()).toEqual(before);

    const response = await inject('POST', `/api/pro/appointments/${marieAppointment}/cancel`, thomas, {
      reason: 'Audience imprévue',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().appointment.status).toBe('cancelled');
    const [row] = await t.handle.db.select().from(appointments).where(eq(appointments.id, marieAppointment));
    expect(row).toMatchObject({ cancelledBy: 'professional', cancellationReason: 'Audience imprévue' });
    const emails = await outboxFor(t.handle, 'marie.dubois@example.com');
    expect(emails[0]?.subject).toContain('Rendez-vous annulé');
    expect(emails[0]?.textBody).toContain('Motif\u00a0: Audience imprévue');
    expect(emails[0]?.attachments?.[0]?.content).toContain('METHOD:CANCEL');
    expect(
      emails.some((email) => email.kind === 'reminder' && email.appointmentId === marieAppointment),
    ).toBe(false);
    // Its time is free again for the public.
    const profile = (await inject('GET', `/api/professionals/${THOMAS}`, undefined)).json();
    const thursday = profile.slotDays.find((day: { date: string }) => day.date === '2027-06-10');
    expect(thursday.slots.map((slot: { time: string }) => slot.time)).toContain('11:00');
  });

  it('lists the appointments entered by the professional with period all', async () => {
    const list = (await inject('GET', '/api/pro/appointments?period=all&status=pending', thomas)).json();
    expect(list.appointments.map((a: { id: number }) => a.id)).toContain(created);
  });
});
