import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentNotes, appointments } from '#server/db/schema/index.ts';
import { createTestApp, loginAs, outboxFor, type TTestApp } from '#server/test-support/test-app.ts';

// Issue 15 §4: the reason of a refusal or a cancellation is the client's to read; the internal note never is.
let t: TTestApp;
let thomas: string;
let sophie: string;
let lucas: string;

// Monday 7 June 2027, 08:00 Paris: far from the demo appointments seeded around today.
const NOW = new Date('2027-06-07T06:00:00Z');
const TUESDAY_10 = '2027-06-08T08:00:00.000Z';
const TUESDAY_11 = '2027-06-08T09:00:00.000Z';
const THOMAS = 2;
const REFUSAL_NOTE = 'Je représente déjà la partie adverse (dossier Morel)';
const CANCEL_NOTE = 'Client agressif au téléphone, ne pas reprogrammer';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com', 'demo-2025', true);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com', 'demo-2025', true);
  lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com', 'demo-2025', true);
});

afterAll(async () => {
  await t.close();
});

function inject(method: 'GET' | 'POST', url: string, cookie: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function bookThomas(start: string) {
  const response = await inject('POST', '/api/appointments', lucas, {
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

/** Everything the client can read: their appointments, the export, the bell and their e-mails. */
async function whatTheClientSees(): Promise<string> {
  const api = await Promise.all(
    ['/api/client/appointments', '/api/client/notifications', '/api/client/export'].map(async (url) => {
      const response = await inject('GET', url, lucas);
      expect(response.statusCode).toBe(200);
      return response.body;
    }),
  );
  const emails = await outboxFor(t.handle, 'lucas.moreau@example.com');
  return [...api, ...emails.map((email) => JSON.stringify(email))].join('\n');
}

let tooLong: number;

async function notesOf(id: number) {
  return t.handle.db.select().from(appointmentNotes).where(eq(appointmentNotes.appointmentId, id));
}

describe('internal note of a refusal or a cancellation', () => {
  it('keeps the refusal note for the professional only, the reason going to the client', async () => {
    const id = await bookThomas(TUESDAY_10);
    const response = await inject('POST', `/api/pro/appointments/${id}/refuse`, thomas, {
      reason: "Je ne suis pas disponible pour ce type d'affaire",
      internalNote: `  ${REFUSAL_NOTE}  `,
    });
    expect(response.statusCode).toBe(200);
    const card = response.json().appointment;
    expect(card.status).toBe('cancelled');
    expect(card.notes.map((note: { content: string }) => note.content)).toEqual([REFUSAL_NOTE]);

    const seen = await whatTheClientSees();
    expect(seen).toContain("Je ne suis pas disponible pour ce type d'affaire");
    expect(seen).not.toContain('partie adverse');
    expect(seen).toContain('Demande de rendez-vous refusée');
  });

  it('keeps the cancellation note for the professional only', async () => {
    const id = await bookThomas(TUESDAY_11);
    expect((await inject('POST', `/api/pro/appointments/${id}/accept`, thomas)).statusCode).toBe(200);
    const response = await inject('POST', `/api/pro/appointments/${id}/cancel`, thomas, {
      reason: 'Audience imprévue',
      internalNote: CANCEL_NOTE,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().appointment.notes.map((note: { content: string }) => note.content)).toEqual([
      CANCEL_NOTE,
    ]);
    const seen = await whatTheClientSees();
    expect(seen).toContain('Audience imprévue');
    expect(seen).not.toContain('agressif');
  });

  it('writes no note when it is blank, and refuses a note too long with a French field error', async () => {
    const blank = await bookThomas('2027-06-09T08:00:00.000Z');
    const refused = await inject('POST', `/api/pro/appointments/${blank}/refuse`, thomas, {
      internalNote: '   ',
    });
    expect(refused.statusCode).toBe(200);
    expect(await notesOf(blank)).toEqual([]);

    tooLong = await bookThomas('2027-06-09T09:00:00.000Z');
    const before = (await t.handle.db.select({ n: count() }).from(appointmentNotes))[0]?.n;
    const response = await inject('POST', `/api/pro/appointments/${tooLong}/refuse`, thomas, {
      internalNote: 'x'.repeat(5001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors.internalNote).toBe(
      'La note interne ne doit pas dépasser 5000 caractères',
    );
    expect((await t.handle.db.select({ n: count() }).from(appointmentNotes))[0]?.n).toBe(before);
    const [row] = await t.handle.db.select().from(appointments).where(eq(appointments.id, tooLong));
    expect(row?.status).toBe('pending');
  });

  it("answers 404 for another professional's appointment, writing no note", async () => {
    // Thomas's request still pending from the test above.
    for (const action of ['refuse', 'cancel']) {
      const response = await inject('POST', `/api/pro/appointments/${tooLong}/${action}`, sophie, {
        reason: 'Motif',
        internalNote: 'Note de Sophie',
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await notesOf(tooLong)).toEqual([]);
  });
});
