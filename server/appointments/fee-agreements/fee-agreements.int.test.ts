import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEE_AGREEMENT_REQUIRED_MESSAGE } from '#domain/appointments/booking/booking-schemas.ts';
import {
  DEFAULT_FEE_AGREEMENT_TEMPLATE,
  MAX_TERMS_LENGTH,
} from '#domain/appointments/fee-agreements/fee-agreement-template.ts';
import { UNSAFE_TEXT_MESSAGE } from '#domain/kernel/text/unsafe-characters.ts';
import { appointments, emailOutbox, feeAgreements } from '#server/db/schema/index.ts';
import { insertProfessional, TEST_FEES } from '#server/test-support/factories.ts';
import { pageTexts } from '#server/test-support/pdf-page-texts.ts';
import {
  callAs,
  createTestApp,
  loginAs,
  type TCallMethod,
  type TTestApp,
} from '#server/test-support/test-app.ts';

let t: TTestApp;
let thomas: string;
let sophie: string;
let marie: string;
let lucas: string;
let freeFirst: number;
let onQuote: number;

// Monday 7 June 2027, 08:00 Paris: far from the demo appointments seeded around today.
const NOW = new Date('2027-06-07T06:00:00Z');
// Tuesday 8 June 10:00, 11:00 and 14:00 Paris.
const TUESDAY_10 = '2027-06-08T08:00:00.000Z';
const TUESDAY_11 = '2027-06-08T09:00:00.000Z';
const TUESDAY_14 = '2027-06-08T12:00:00.000Z';
const THOMAS = 2;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com', 'demo-2025', true);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com', 'demo-2025', true);
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com', 'demo-2025', true);
  lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com', 'demo-2025', true);
  freeFirst = (
    await insertProfessional(t.handle.db, {
      lastName: 'Gratuite',
      fees: { ...TEST_FEES, firstConsultation: { kind: 'free' } },
    })
  ).id;
  onQuote = (
    await insertProfessional(t.handle.db, {
      lastName: 'Devis',
      fees: { ...TEST_FEES, firstConsultation: { kind: 'quote' } },
    })
  ).id;
});

afterAll(async () => {
  await t.close();
});

const call = (cookie: string | undefined, method: TCallMethod, url: string, payload?: unknown) =>
  callAs(t.app, cookie, method, url, payload);

function book(professionalId: number, start: string, extra: Record<string, unknown> = {}) {
  return call(marie, 'POST', '/api/appointments', {
    professionalId,
    start,
    mode: 'cabinet',
    reason: 'Succession',
    answers: {},
    isFirstConsultation: true,
    ...extra,
  });
}

async function counts() {
  const [booked] = await t.handle.db.select({ n: count() }).from(appointments);
  const [agreed] = await t.handle.db.select({ n: count() }).from(feeAgreements);
  const [emails] = await t.handle.db.select({ n: count() }).from(emailOutbox);
  return { appointments: booked?.n ?? 0, agreements: agreed?.n ?? 0, emails: emails?.n ?? 0 };
}

async function pdfText(response: { rawPayload: Buffer }) {
  return (await pageTexts(new Uint8Array(response.rawPayload))).join(' ');
}

describe('fee agreement at booking', () => {
  let appointmentId = 0;

  it('refuses a paying booking without the acceptance, and writes nothing', async () => {
    const before = await counts();
    for (const extra of [{}, { acceptsFeeAgreement: false }]) {
      const response = await book(THOMAS, TUESDAY_10, extra);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fieldErrors).toEqual({
        acceptsFeeAgreement: FEE_AGREEMENT_REQUIRED_MESSAGE,
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('stores exactly one agreement with the appointment when the client accepts', async () => {
    const before = await counts();
    const response = await book(THOMAS, TUESDAY_10, { acceptsFeeAgreement: true });
    expect(response.statusCode).toBe(201);
    const { appointment } = response.json();
    expect(appointment.hasFeeAgreement).toBe(true);
    appointmentId = appointment.id;
    const after = await counts();
    expect(after.appointments).toBe(before.appointments + 1);
    expect(after.agreements).toBe(before.agreements + 1);
    const rows = await t.handle.db
      .select()
      .from(feeAgreements)
      .where(eq(feeAgreements.appointmentId, appointmentId));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ professionalId: THOMAS, feeKind: 'amount', feeCents: 15_000 });
    expect(row?.clientUserId).toBe(row?.acceptedByUserId);
    expect(row?.acceptedAt.toISOString()).toBe(NOW.toISOString());
    expect(row?.content.client.name).toBe('Marie Dubois');
    expect(row?.content.mediator).toEqual({
      name: DEFAULT_FEE_AGREEMENT_TEMPLATE.mediatorName,
      address: DEFAULT_FEE_AGREEMENT_TEMPLATE.mediatorAddress,
      website: DEFAULT_FEE_AGREEMENT_TEMPLATE.mediatorWebsite,
    });
  });

  it('books a free first consultation without any agreement', async () => {
    const before = await counts();
    const response = await book(freeFirst, TUESDAY_10);
    expect(response.statusCode).toBe(201);
    expect(response.json().appointment.hasFeeAgreement).toBe(false);
    expect((await counts()).agreements).toBe(before.agreements);
  });

  it('asks for the agreement of a fee « sur devis » and stores it as such', async () => {
    expect((await book(onQuote, TUESDAY_10)).statusCode).toBe(400);
    const response = await book(onQuote, TUESDAY_10, { acceptsFeeAgreement: true });
    expect(response.statusCode).toBe(201);
    const [row] = await t.handle.db
      .select()
      .from(feeAgreements)
      .where(eq(feeAgreements.appointmentId, response.json().appointment.id));
    expect(row).toMatchObject({ feeKind: 'quote', feeCents: null });
    expect(row?.content.feeText).toContain('sur devis');
  });

  it('serves the PDF to both parties only: another client or professional gets 404', async () => {
    const url = (space: 'client' | 'pro') => `/api/${space}/appointments/${appointmentId}/fee-agreement.pdf`;
    const forClient = await call(marie, 'GET', url('client'));
    expect(forClient.statusCode).toBe(200);
    expect(forClient.headers['content-type']).toBe('application/pdf');
    expect(forClient.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(forClient);
    for (const expected of [
      "Convention d'honoraires",
      'Maître Thomas Bernard',
      'Marie Dubois',
      '150 € TTC',
      "Médiateur de la consommation de la profession d'avocat",
      '180 boulevard Haussmann',
      'Acceptée en ligne le',
    ])
      expect(text).toContain(expected);
    const forPro = await call(thomas, 'GET', url('pro'));
    expect(forPro.statusCode).toBe(200);
    expect(await pdfText(forPro)).toContain('Marie Dubois');

    expect((await call(lucas, 'GET', url('client'))).statusCode).toBe(404);
    expect((await call(sophie, 'GET', url('pro'))).statusCode).toBe(404);
    expect((await call(undefined, 'GET', url('client'))).statusCode).toBe(401);
    expect((await call(undefined, 'GET', url('pro'))).statusCode).toBe(401);
  });

  it('tells both spaces that the appointment has an agreement', async () => {
    const mine = (await call(marie, 'GET', '/api/client/appointments')).json();
    const card = mine.upcoming.find((a: { id: number }) => a.id === appointmentId);
    expect(card.hasFeeAgreement).toBe(true);
    const pro = (await call(thomas, 'GET', '/api/pro/appointments')).json();
    const proCard = pro.appointments.find((a: { id: number }) => a.id === appointmentId);
    expect(proCard.hasFeeAgreement).toBe(true);
  });

  it('never changes a stored agreement; the links to a deleted account may be cleared', async () => {
    await expect(
      t.handle.db
        .update(feeAgreements)
        .set({ feeCents: 1 })
        .where(eq(feeAgreements.appointmentId, appointmentId)),
    ).rejects.toThrow();
    await expect(
      t.handle.db.delete(feeAgreements).where(eq(feeAgreements.appointmentId, appointmentId)),
    ).rejects.toThrow();
    await t.handle.db.execute(
      sql`update fee_agreements set client_user_id = null, accepted_by_user_id = null where appointment_id = ${appointmentId}`,
    );
    const [row] = await t.handle.db
      .select()
      .from(feeAgreements)
      .where(eq(feeAgreements.appointmentId, appointmentId));
    expect(row?.clientUserId).toBeNull();
  });
});

describe('the professional’s template', () => {
  const custom = {
    ...DEFAULT_FEE_AGREEMENT_TEMPLATE,
    paymentTerms: 'Paiement par virement sous huit jours.',
    mediatorName: 'Médiateur de test',
  };

  it('is the default one until edited, then the edited one, and back to the default', async () => {
    const initial = (await call(thomas, 'GET', '/api/pro/fee-agreement-template')).json();
    expect(initial).toEqual({ template: DEFAULT_FEE_AGREEMENT_TEMPLATE, isDefault: true });
    const saved = await call(thomas, 'PUT', '/api/pro/fee-agreement-template', { template: custom });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ template: custom, isDefault: false });
    expect((await call(thomas, 'GET', '/api/pro/fee-agreement-template')).json().isDefault).toBe(false);
  });

  it('applies to later bookings only: an accepted agreement keeps what it said', async () => {
    const preview = await call(
      undefined,
      'GET',
      `/api/professionals/${THOMAS}/fee-agreement-preview?first=true`,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toMatch(/^inline/);
    expect(await pdfText(preview)).toContain('Médiateur de test');

    const booked = await book(THOMAS, TUESDAY_11, { acceptsFeeAgreement: true });
    expect(booked.statusCode).toBe(201);
    const later = await call(
      marie,
      'GET',
      `/api/client/appointments/${booked.json().appointment.id}/fee-agreement.pdf`,
    );
    expect(await pdfText(later)).toContain('Paiement par virement sous huit jours.');

    const [first] = await t.handle.db
      .select()
      .from(feeAgreements)
      .where(eq(feeAgreements.professionalId, THOMAS))
      .orderBy(feeAgreements.id)
      .limit(1);
    expect(first?.content.mediator.name).toBe(DEFAULT_FEE_AGREEMENT_TEMPLATE.mediatorName);

    const reset = await call(thomas, 'PUT', '/api/pro/fee-agreement-template', { template: null });
    expect(reset.json()).toEqual({ template: DEFAULT_FEE_AGREEMENT_TEMPLATE, isDefault: true });
  });

  it('refuses oversized or hostile text with field errors, and strangers', async () => {
    const huge = await call(thomas, 'PUT', '/api/pro/fee-agreement-template', {
      template: { ...custom, terms: 'a'.repeat(1024 * 1024) },
    });
    // A megabyte is refused by the body limit before any schema runs; just over the field's maximum, by the schema.
    expect(huge.statusCode).toBe(413);
    const tooLong = await call(thomas, 'PUT', '/api/pro/fee-agreement-template', {
      template: { ...custom, terms: 'a'.repeat(MAX_TERMS_LENGTH + 1) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().error.fieldErrors)).toEqual(['template.terms']);
    const withNul = await call(thomas, 'PUT', '/api/pro/fee-agreement-template', {
      template: { ...custom, mediatorName: 'Médiateur\u0000' },
    });
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json().error.fieldErrors).toEqual({ 'template.mediatorName': UNSAFE_TEXT_MESSAGE });
    const badSite = await call(thomas, 'PUT', '/api/pro/fee-agreement-template', {
      template: { ...custom, mediatorWebsite: 'javascript:alert(1)' },
    });
    expect(badSite.statusCode).toBe(400);
    expect((await call(marie, 'PUT', '/api/pro/fee-agreement-template', { template: null })).statusCode).toBe(
      401,
    );
    expect((await call(thomas, 'GET', '/api/pro/fee-agreement-template')).json().isDefault).toBe(true);
  });

  it('previews only for a public professional whose booking needs an agreement', async () => {
    const url = (id: number, query = 'first=true') =>
      `/api/professionals/${id}/fee-agreement-preview?${query}`;
    expect((await call(undefined, 'GET', url(freeFirst))).statusCode).toBe(404);
    expect((await call(undefined, 'GET', url(freeFirst, 'first=false'))).statusCode).toBe(200);
    expect((await call(undefined, 'GET', url(999_999))).statusCode).toBe(404);
    const hidden = (await insertProfessional(t.handle.db, { verificationStatus: 'pending' })).id;
    expect((await call(undefined, 'GET', url(hidden))).statusCode).toBe(404);
    const dated = await call(undefined, 'GET', url(THOMAS, `first=true&mode=visio&start=${TUESDAY_14}`));
    expect(await pdfText(dated)).toContain('Visioconférence');
  });
});

describe('the public preview', () => {
  const url = `/api/professionals/${THOMAS}/fee-agreement-preview?first=true`;
  const anonymous = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers });

  it('is drawn once per change, by the PDF workers, and revalidated with a strong ETag', async () => {
    const renderer = t.app.pdfRenderer;
    const render = renderer.render;
    let drawn = 0;
    renderer.render = (job, owner) => {
      drawn += 1;
      return render(job, owner);
    };
    try {
      // Many visitors at once: one drawing, shared.
      const answers = await Promise.all(Array.from({ length: 20 }, () => anonymous(url)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
      expect(drawn).toBe(1);
      const etag = String(answers[0]?.headers.etag);
      expect(etag).toMatch(/^"[\w-]{32}"$/);
      expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
      expect(answers[0]?.headers['cache-control']).toBe('public, no-cache');
      expect(answers[0]?.headers['x-content-type-options']).toBe('nosniff');
      expect(await pdfText(answers[0] as { rawPayload: Buffer })).toContain('Aperçu');

      const revalidated = await anonymous(url, { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
      expect(drawn).toBe(1);

      // The professional edits their template: a new preview, a new tag.
      const edited = await call(thomas, 'PUT', '/api/pro/fee-agreement-template', {
        template: { ...DEFAULT_FEE_AGREEMENT_TEMPLATE, paymentTerms: 'Paiement comptant.' },
      });
      expect(edited.statusCode).toBe(200);
      const changed = await anonymous(url, { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(await pdfText(changed)).toContain('Paiement comptant.');
      expect(drawn).toBe(2);
      await call(thomas, 'PUT', '/api/pro/fee-agreement-template', { template: null });
    } finally {
      renderer.render = render;
    }
  });

  it('answers one address asking for many different previews at once 429 past its share, with Retry-After', async () => {
    // Each date is another preview: none is in the cache, each needs drawing.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, day) =>
        anonymous(`${url}&mode=cabinet&start=${encodeURIComponent(`2027-07-${String(day + 10)}T08:00:00Z`)}`),
      ),
    );
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.filter((answer) => answer.statusCode === 200).length + refused.length).toBe(10);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json().error.code).toBe('PDF_RENDERING_LIMIT');
      expect(answer.json().error.message).toMatch(/documents PDF sont déjà en préparation/);
    }
  });
});
