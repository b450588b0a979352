import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TInvoice,
  ZInvoiceDetailResponse,
  ZInvoicesResponse,
  ZIssuePreviewResponse,
} from '#domain/billing/invoices/invoice-schemas.ts';
import { onlinePayments, workSessions } from '#server/db/schema/index.ts';
import { insertAppointment } from '#server/test-support/factories.ts';
import {
  callAs,
  createTestApp,
  loginAs,
  outboxFor,
  type TCallMethod,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { readFacturXAttachment } from './invoice-pdf';
import { sendDueReminders } from './invoice-reminders';

let t: TTestApp;
let sophie: string;
let thomas: string;
let marie: string;

// Tuesday 24 November 2026 at 23:30 UTC: already 00:30 on the 25th in Paris.
const NOW = new Date('2026-11-24T23:30:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  for (const cookie of [sophie, thomas]) {
    const saved = await call(cookie, 'PUT', '/api/pro/billing-settings', BILLING);
    expect(saved.statusCode, saved.body).toBe(200);
  }
});

afterAll(async () => {
  await t.close();
});

function call(cookie: string | undefined, method: TCallMethod, url: string, payload?: unknown) {
  return callAs(t.app, cookie, method, url, payload);
}

const BILLING = {
  siret: '732 829 320 00074',
  vatNumber: 'FR 44 732829320',
  hourlyRateCents: 20_000,
  reminderDelaysDays: [30, 7],
};

const DRAFT = {
  clientName: 'Marie Dubois',
  clientAddress: '12 rue de la Paix, 75002 Paris',
  lines: [
    {
      description: 'Consultation du 20 novembre 2026',
      quantityThousandths: 1000,
      unitPriceCents: 12_000,
      vatRateBp: 2000,
    },
  ],
};

async function createDraft(cookie: string, body: unknown = DRAFT): Promise<TInvoice> {
  const response = await call(cookie, 'POST', '/api/pro/invoices', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().invoice;
}

describe('invoice routes', () => {
  it('creates a draft with its totals, issues it on the Paris date with the next number', async () => {
    const draft = await createDraft(sophie);
    expect(draft).toMatchObject({
      status: 'draft',
      number: null,
      paymentTermDays: 30,
      netCents: 12_000,
      vatCents: 2_400,
      grossCents: 14_400,
      vatBreakdown: [{ vatRateBp: 2000, netCents: 12_000, vatCents: 2_400 }],
    });
    const issued = await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/issue`);
    expect(issued.statusCode).toBe(200);
    expect(issued.json().invoice).toMatchObject({
      status: 'issued',
      number: 'F-000001',
      issueDate: '2026-11-25',
      dueDate: '2026-12-25',
    });
    const list = ZInvoicesResponse.parse((await call(sophie, 'GET', '/api/pro/invoices')).json());
    expect(list.invoices.map((invoice) => invoice.id)).toContain(draft.id);
  });

  it('numbers ten simultaneous issues 2 to 11', async () => {
    const drafts = await Promise.all(Array.from({ length: 10 }, () => createDraft(sophie)));
    const answers = await Promise.all(
      drafts.map((draft) => call(sophie, 'POST', `/api/pro/invoices/${draft.id}/issue`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.map((answer) => answer.json().invoice.number).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `F-${String(index + 2).padStart(6, '0')}`),
    );
  });

  it('keeps each professional to their own invoices: another one’s id is not found', async () => {
    const draft = await createDraft(sophie);
    expect((await call(thomas, 'POST', `/api/pro/invoices/${draft.id}/issue`)).statusCode).toBe(404);
    expect((await call(thomas, 'DELETE', `/api/pro/invoices/${draft.id}`)).statusCode).toBe(404);
    const theirs = ZInvoicesResponse.parse((await call(thomas, 'GET', '/api/pro/invoices')).json());
    expect(theirs.invoices.map((invoice) => invoice.id)).not.toContain(draft.id);
    // Thomas's sequence starts at 1 whatever Sophie issued.
    const own = await createDraft(thomas);
    expect((await call(thomas, 'POST', `/api/pro/invoices/${own.id}/issue`)).json().invoice.number).toBe(
      'F-000001',
    );
    // Nobody else: no session, or a client's.
    expect((await call(undefined, 'GET', '/api/pro/invoices')).statusCode).toBe(401);
    expect((await call(marie, 'GET', '/api/pro/invoices')).statusCode).toBe(401);
    expect((await call(marie, 'POST', '/api/pro/invoices', DRAFT)).statusCode).toBe(401);
  });

  it('refuses a client from another professional’s address book', async () => {
    const contact = await call(thomas, 'POST', '/api/pro/contacts', {
      firstName: 'Paul',
      lastName: 'Lefèvre',
      email: 'paul.lefevre@example.com',
      phone: '06 11 22 33 44',
    });
    expect(contact.statusCode).toBe(201);
    const response = await call(sophie, 'POST', '/api/pro/invoices', {
      ...DRAFT,
      clientContactId: contact.json().contact.id,
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers bad amounts in French next to the field, and writes nothing', async () => {
    const before = ZInvoicesResponse.parse((await call(sophie, 'GET', '/api/pro/invoices')).json()).invoices
      .length;
    const line = DRAFT.lines[0];
    const cases: [unknown, string, RegExp][] = [
      [{ ...DRAFT, lines: [{ ...line, vatRateBp: 1960 }] }, 'lines.vatRateBp', /n’existe pas en France/],
      [{ ...DRAFT, lines: [{ ...line, unitPriceCents: -100 }] }, 'lines.unitPriceCents', /négatif/],
      [{ ...DRAFT, lines: [{ ...line, unitPriceCents: 1e12 }] }, 'lines.unitPriceCents', /trop élevé/],
      [{ ...DRAFT, lines: [{ ...line, quantityThousandths: 0 }] }, 'lines.quantityThousandths', /positive/],
      [{ ...DRAFT, lines: [] }, 'lines', /au moins une ligne/],
      [{ ...DRAFT, lines: Array(101).fill(line) }, 'lines', /100 lignes au plus/],
      [{ ...DRAFT, paymentTermDays: 90 }, 'paymentTermDays', /60 jours/],
      [{ ...DRAFT, clientName: 'x'.repeat(1_000_000) }, 'clientName', /200 caractères/],
      [{ ...DRAFT, lines: [{ ...line, description: 'Consultation\u0000' }] }, 'lines.description', /./],
    ];
    for (const [body, field, message] of cases) {
      const response = await call(sophie, 'POST', '/api/pro/invoices', body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.fieldErrors?.[field], field).toMatch(message);
    }
    const after = ZInvoicesResponse.parse((await call(sophie, 'GET', '/api/pro/invoices')).json()).invoices
      .length;
    expect(after).toBe(before);
  });

  it('previews a draft as it would be issued, with the next number, without taking it', async () => {
    const first = await createDraft(sophie);
    const second = await createDraft(sophie);
    const preview = await call(sophie, 'GET', `/api/pro/invoices/${first.id}/issue-preview`);
    expect(preview.statusCode, preview.body).toBe(200);
    const { invoice, number } = ZIssuePreviewResponse.parse(preview.json());
    expect(number).toMatch(/^F-\d{6}$/);
    expect(invoice).toMatchObject({ status: 'draft', number: null, issueDate: '2026-11-25' });
    expect(invoice.dueDate).toBe('2026-12-25');
    expect(invoice.issuer).toMatchObject({
      name: 'Maître Sophie Martin',
      // The title as she wrote it and her bar (issue 26 §4).
      title: 'Avocate au barreau de Paris',
      siret: '73282932000074',
      consumerMediator: { website: 'mediateur-consommation-avocat.fr' },
    });
    // Reading it again gives the same number: nothing was consumed.
    const again = ZIssuePreviewResponse.parse(
      (await call(sophie, 'GET', `/api/pro/invoices/${second.id}/issue-preview`)).json(),
    );
    expect(again.number).toBe(number);

    // Another invoice issued meanwhile takes the number: issuing with the one announced is refused.
    const taken = await call(sophie, 'POST', `/api/pro/invoices/${second.id}/issue`, {
      expectedNumber: number,
    });
    expect(taken.json().invoice.number).toBe(number);
    const changed = await call(sophie, 'POST', `/api/pro/invoices/${first.id}/issue`, {
      expectedNumber: number,
    });
    expect(changed.statusCode).toBe(409);
    const next = ZIssuePreviewResponse.parse(
      (await call(sophie, 'GET', `/api/pro/invoices/${first.id}/issue-preview`)).json(),
    ).number;
    expect(next).not.toBe(number);
    expect(changed.json().error.message).toContain(`Le numéro a changé`);
    expect(changed.json().error.message).toContain(next);
    // The refusal gave the number back: the one now announced is the one issued.
    const issued = await call(sophie, 'POST', `/api/pro/invoices/${first.id}/issue`, {
      expectedNumber: next,
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().invoice.number).toBe(next);
    expect(issued.json().invoice.issuer.consumerMediator.name).toBe(
      "Médiateur de la consommation de la profession d'avocat",
    );

    expect((await call(thomas, 'GET', `/api/pro/invoices/${first.id}/issue-preview`)).statusCode).toBe(404);
    expect((await call(sophie, 'GET', `/api/pro/invoices/${first.id}/issue-preview`)).statusCode).toBe(404);
    const malformed = await call(sophie, 'POST', `/api/pro/invoices/${second.id}/issue`, {
      expectedNumber: 'F-1\u0000',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses to issue a 0 € invoice and to delete an issued one, and deletes a draft', async () => {
    const free = await createDraft(sophie, { ...DRAFT, lines: [{ ...DRAFT.lines[0], unitPriceCents: 0 }] });
    const zero = await call(sophie, 'POST', `/api/pro/invoices/${free.id}/issue`);
    expect(zero.statusCode).toBe(409);
    expect(zero.json().error.message).toMatch(/0 €/);
    expect((await call(sophie, 'DELETE', `/api/pro/invoices/${free.id}`)).statusCode).toBe(204);
    expect((await call(sophie, 'DELETE', `/api/pro/invoices/${free.id}`)).statusCode).toBe(404);

    const draft = await createDraft(sophie);
    await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/issue`);
    const kept = await call(sophie, 'DELETE', `/api/pro/invoices/${draft.id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error.message).toMatch(/avoir/);
    expect((await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/issue`)).statusCode).toBe(404);
  });

  it('keeps billing settings valid: SIRET, VAT number, reminder delays', async () => {
    const saved = (await call(sophie, 'GET', '/api/pro/billing-settings')).json();
    expect(saved.billing).toEqual({
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
      hourlyRateCents: 20_000,
      reminderDelaysDays: [7, 30],
    });
    const cases: [unknown, string, RegExp][] = [
      [{ ...BILLING, siret: '73282932000075' }, 'siret', /la clé de contrôle ne correspond pas/],
      [{ ...BILLING, siret: '1'.repeat(1_000_000) }, 'siret', /14 chiffres/],
      [{ ...BILLING, vatNumber: 'FR00732829320' }, 'vatNumber', /TVA intracommunautaire invalide/],
      [{ ...BILLING, reminderDelaysDays: [7, 7] }, 'reminderDelaysDays', /même délai/],
      [{ ...BILLING, reminderDelaysDays: [1, 2, 3, 4] }, 'reminderDelaysDays', /3 relances/],
      [{ ...BILLING, hourlyRateCents: -1 }, 'hourlyRateCents', /positif/],
    ];
    for (const [body, field, message] of cases) {
      const response = await call(sophie, 'PUT', '/api/pro/billing-settings', body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.fieldErrors?.[field], field).toMatch(message);
    }
    expect((await call(marie, 'PUT', '/api/pro/billing-settings', BILLING)).statusCode).toBe(401);
  });

  it('records payments, partial then full, and shows the status each time', async () => {
    const draft = await createDraft(sophie);
    await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/issue`);
    const future = await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/payments`, {
      paidOn: '2026-11-26',
      amountCents: 100,
      means: 'virement',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fieldErrors.paidOn).toMatch(/futur/);
    const partial = await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/payments`, {
      paidOn: '2026-11-25',
      amountCents: 4_400,
      means: 'cheque',
      note: 'Chèque n° 1234',
    });
    expect(partial.statusCode, partial.body).toBe(201);
    expect(partial.json().invoice).toMatchObject({
      displayStatus: 'partially_paid',
      paidCents: 4_400,
      outstandingCents: 10_000,
    });
    const tooMuch = await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/payments`, {
      paidOn: '2026-11-25',
      amountCents: 10_001,
      means: 'virement',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toMatch(/dépasse/);
    expect(
      (
        await call(thomas, 'POST', `/api/pro/invoices/${draft.id}/payments`, {
          paidOn: '2026-11-25',
          amountCents: 1,
          means: 'virement',
        })
      ).statusCode,
    ).toBe(404);
    const rest = await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/payments`, {
      paidOn: '2026-11-25',
      amountCents: 10_000,
      means: 'virement',
    });
    expect(rest.json().invoice).toMatchObject({ displayStatus: 'paid', outstandingCents: 0 });
    const detail = ZInvoiceDetailResponse.parse(
      (await call(sophie, 'GET', `/api/pro/invoices/${draft.id}`)).json(),
    );
    expect(detail.payments.map((payment) => [payment.amountCents, payment.means, payment.note])).toEqual([
      [4_400, 'cheque', 'Chèque n° 1234'],
      [10_000, 'virement', null],
    ]);
    expect((await call(thomas, 'GET', `/api/pro/invoices/${draft.id}`)).statusCode).toBe(404);
    const [first] = detail.payments;
    expect(
      (await call(thomas, 'DELETE', `/api/pro/invoices/${draft.id}/payments/${first?.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(sophie, 'DELETE', `/api/pro/invoices/${draft.id}/payments/${first?.id}`)).statusCode,
    ).toBe(204);
    const after = (await call(sophie, 'GET', `/api/pro/invoices/${draft.id}`)).json();
    expect(after.invoice).toMatchObject({ displayStatus: 'partially_paid', outstandingCents: 4_400 });
  });

  it('cancels an invoice by a credit note, numbered in the same sequence, never beyond the invoice', async () => {
    const draft = await createDraft(sophie);
    const issued = (await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/issue`)).json().invoice;
    const note = await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/credit-note`, {});
    expect(note.statusCode, note.body).toBe(201);
    const noteNumber = Number(note.json().invoice.number.slice(2));
    expect(noteNumber).toBe(Number(issued.number.slice(2)) + 1);
    expect(note.json().invoice).toMatchObject({
      kind: 'credit_note',
      creditedInvoiceNumber: issued.number,
      grossCents: issued.grossCents,
    });
    const cancelled = (await call(sophie, 'GET', `/api/pro/invoices/${draft.id}`)).json();
    expect(cancelled.invoice.displayStatus).toBe('cancelled');
    expect(cancelled.creditNotes).toHaveLength(1);
    const again = await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/credit-note`, {
      lines: [{ description: 'Encore', quantityThousandths: 1000, unitPriceCents: 100, vatRateBp: 2000 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/dépasser/);
    expect((await call(thomas, 'POST', `/api/pro/invoices/${draft.id}/credit-note`, {})).statusCode).toBe(
      404,
    );
    const filtered = ZInvoicesResponse.parse(
      (await call(sophie, 'GET', '/api/pro/invoices?status=cancelled')).json(),
    );
    expect(filtered.invoices.map((invoice) => invoice.id)).toEqual([draft.id]);
  });

  it('reminds the client by hand and automatically, each delay at most once, without the invoice’s lines', async () => {
    const draft = await createDraft(sophie, {
      ...DRAFT,
      clientEmail: 'marie.dubois@example.com',
      lines: [{ ...DRAFT.lines[0], description: 'Divorce contentieux — audience du 3 décembre' }],
    });
    const issued = (await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/issue`)).json().invoice;
    expect(issued.dueDate).toBe('2026-12-25');
    const manual = await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/reminders`);
    expect(manual.statusCode, manual.body).toBe(201);
    expect((await call(thomas, 'POST', `/api/pro/invoices/${draft.id}/reminders`)).statusCode).toBe(404);
    const mails = (await outboxFor(t.handle, 'marie.dubois@example.com')).filter(
      (mail) => mail.kind === 'invoice_reminder',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Rappel\u00a0: facture ${issued.number} impayée`);
    expect(mails[0]?.textBody).toMatch(/144\s€/);
    expect(mails[0]?.textBody).not.toContain('Divorce');
    // An address the professional typed, on an invoice of no client account: greeted without a name (issue 26 §6).
    expect(mails[0]?.textBody.split('\n')[0]).toBe('Bonjour,');

    const deps = { db: t.handle.db, config: t.config, clock: t.clock };
    expect(await sendDueReminders(deps, '2026-12-31')).toBe(0);
    // 7 days after the due date, twice (another instance, a retry): one e-mail.
    const [once, twice] = await Promise.all([
      sendDueReminders(deps, '2027-01-01'),
      sendDueReminders(deps, '2027-01-01'),
    ]);
    expect(once + twice).toBe(1);
    expect(await sendDueReminders(deps, '2027-01-20')).toBe(0);
    expect(await sendDueReminders(deps, '2027-01-24')).toBe(1);
    expect(await sendDueReminders(deps, '2027-06-01')).toBe(0);
    const reminders = (await call(sophie, 'GET', `/api/pro/invoices/${draft.id}`)).json().reminders;
    expect(reminders.map((reminder: { delayDays: number | null }) => reminder.delayDays)).toEqual([
      null,
      7,
      30,
    ]);

    // Paid: no more reminders, by hand either.
    await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/payments`, {
      paidOn: '2026-11-25',
      amountCents: issued.grossCents,
      means: 'virement',
    });
    const nothingOwed = await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/reminders`);
    expect(nothingOwed.statusCode).toBe(409);
  });

  it('proposes an invoice from an appointment at the stated fee and from a case’s unbilled work', async () => {
    const sophieRow = await t.handle.db.query.professionals.findFirst({
      where: (table, { eq }) => eq(table.lastName, 'Martin'),
    });
    if (!sophieRow) throw new Error('Sophie absente');
    const followUp = sophieRow.fees?.followUp;
    if (followUp?.kind !== 'amount') throw new Error('Sophie states no follow-up fee');
    const followUpCents = followUp.cents;
    const appointment = await insertAppointment(t.handle.db, {
      professionalId: sophieRow.id,
      startsAt: new Date('2026-11-20T09:00:00Z'),
      endsAt: new Date('2026-11-20T10:00:00Z'),
      isFirstConsultation: false,
    });
    const fromAppointment = await call(
      sophie,
      'GET',
      `/api/pro/invoices/proposal?appointmentId=${appointment.id}`,
    );
    expect(fromAppointment.statusCode, fromAppointment.body).toBe(200);
    expect(fromAppointment.json().proposal.lines).toEqual([
      {
        description: 'Consultation du 20/11/2026',
        quantityThousandths: 1000,
        unitPriceCents: Math.round((followUpCents * 10_000) / 12_000),
        vatRateBp: 2000,
      },
    ]);
    expect(
      (await call(thomas, 'GET', `/api/pro/invoices/proposal?appointmentId=${appointment.id}`)).statusCode,
    ).toBe(404);
    expect((await call(sophie, 'GET', '/api/pro/invoices/proposal')).statusCode).toBe(400);

    const created = await call(sophie, 'POST', '/api/pro/cases', {
      title: 'Succession Dubois',
      category: 'Droit des successions',
      client: { name: 'Marie Dubois', address: '12 rue de la Paix, 75002 Paris' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const caseId = created.json().case.id;
    const [session] = await t.handle.db
      .insert(workSessions)
      .values({
        professionalId: sophieRow.id,
        caseId,
        title: 'Analyse du testament',
        startedAt: new Date('2026-11-23T09:00:00Z'),
        endedAt: new Date('2026-11-23T10:30:00Z'),
        durationMinutes: 90,
      })
      .returning();
    const fromCase = (await call(sophie, 'GET', `/api/pro/invoices/proposal?caseId=${caseId}`)).json()
      .proposal;
    expect(fromCase).toMatchObject({
      clientName: 'Marie Dubois',
      clientAddress: '12 rue de la Paix, 75002 Paris',
      caseId,
      workSessionIds: [session?.id],
      lines: [
        {
          description: 'Analyse du testament — 23/11/2026 (1\u00a0h 30)',
          quantityThousandths: 1500,
          unitPriceCents: 20_000,
          vatRateBp: 2000,
        },
      ],
    });
    const { notice, ...proposed } = fromCase;
    expect(notice).toBeNull();
    const invoice = await createDraft(sophie, proposed);
    expect(invoice.grossCents).toBe(36_000);
    const billed = (await call(sophie, 'GET', `/api/pro/invoices/proposal?caseId=${caseId}`)).json().proposal;
    expect(billed.lines).toEqual([]);
    expect(billed.notice).toMatch(/Aucune séance/);
    // Another professional's session cannot be slipped into an invoice.
    const stolen = await call(thomas, 'POST', '/api/pro/invoices', {
      ...DRAFT,
      caseId,
      workSessionIds: [session?.id],
    });
    expect(stolen.statusCode).toBe(404);
  });

  it('puts the invoice of a client’s appointment in their space, as a PDF carrying its Factur-X XML', async () => {
    const sophieRow = await t.handle.db.query.professionals.findFirst({
      where: (table, { eq }) => eq(table.lastName, 'Martin'),
    });
    const marieRow = await t.handle.db.query.users.findFirst({
      where: (table, { eq }) => eq(table.email, 'marie.dubois@example.com'),
    });
    if (!sophieRow || !marieRow) throw new Error('comptes de démonstration absents');
    const appointment = await insertAppointment(t.handle.db, {
      professionalId: sophieRow.id,
      clientUserId: marieRow.id,
      startsAt: new Date('2026-11-18T09:00:00Z'),
      endsAt: new Date('2026-11-18T10:00:00Z'),
    });
    const draft = await createDraft(sophie, { ...DRAFT, appointmentId: appointment.id });
    expect(draft.clientHasAccount).toBe(true);
    const draftPdf = await call(sophie, 'GET', `/api/pro/invoices/${draft.id}/pdf`);
    expect(draftPdf.statusCode).toBe(200);
    expect(await readFacturXAttachment(draftPdf.rawPayload)).toBeNull();
    // A draft is the professional's work in progress: not in the client's space.
    expect((await call(marie, 'GET', '/api/client/invoices')).json().invoices).toEqual([]);
    expect((await call(marie, 'GET', `/api/client/invoices/${draft.id}/pdf`)).statusCode).toBe(404);

    const issued = (await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/issue`)).json().invoice;
    const mine = ZInvoicesResponse.parse((await call(marie, 'GET', '/api/client/invoices')).json());
    expect(mine.invoices.map((invoice) => invoice.number)).toEqual([issued.number]);
    const pdf = await call(marie, 'GET', `/api/client/invoices/${draft.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="facture-${issued.number}.pdf"`);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const xml = await readFacturXAttachment(pdf.rawPayload);
    expect(xml).toContain(`<ram:ID>${issued.number}</ram:ID>`);
    expect(xml).toContain('<ram:GrandTotalAmount>144.00</ram:GrandTotalAmount>');
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">24.00</ram:TaxTotalAmount>');
    expect(xml).toContain('73282932000074');

    const proPdf = await call(sophie, 'GET', `/api/pro/invoices/${draft.id}/pdf`);
    expect(await readFacturXAttachment(proPdf.rawPayload)).toBe(xml);

    // Her bell says it was issued, then settled once the payment Sophie records covers it.
    const bell = async () =>
      (await call(marie, 'GET', '/api/client/notifications')).json().notifications as {
        kind: string;
        title: string;
        link: string;
      }[];
    const issuedNotice = (await bell()).find(
      (n) => n.kind === 'invoice_issued' && n.title.includes(issued.number),
    );
    expect(issuedNotice?.link).toBe('/dashboard?onglet=factures');
    const paid = await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/payments`, {
      paidOn: '2026-11-24',
      amountCents: 14_400,
      means: 'virement',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await bell()).find((n) => n.kind === 'invoice_paid')?.title).toContain(issued.number);
    // Nobody else: another professional, another client, no session.
    expect((await call(thomas, 'GET', `/api/pro/invoices/${draft.id}/pdf`)).statusCode).toBe(404);
    const lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com');
    expect((await call(lucas, 'GET', `/api/client/invoices/${draft.id}/pdf`)).statusCode).toBe(404);
    expect((await call(lucas, 'GET', '/api/client/invoices')).json().invoices).toEqual([]);
    expect((await call(undefined, 'GET', `/api/client/invoices/${draft.id}/pdf`)).statusCode).toBe(401);
    expect((await call(sophie, 'GET', '/api/client/invoices')).statusCode).toBe(401);
  });

  it('edits a draft (totals recomputed) but never an issued invoice', async () => {
    const draft = await createDraft(sophie);
    const edited = await call(sophie, 'PUT', `/api/pro/invoices/${draft.id}`, {
      ...DRAFT,
      clientName: 'Marie Dubois-Laurent',
      lines: [{ ...DRAFT.lines[0], quantityThousandths: 2000 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().invoice).toMatchObject({
      clientName: 'Marie Dubois-Laurent',
      netCents: 24_000,
      grossCents: 28_800,
      status: 'draft',
    });
    expect((await call(thomas, 'PUT', `/api/pro/invoices/${draft.id}`, DRAFT)).statusCode).toBe(404);
    const invalid = await call(sophie, 'PUT', `/api/pro/invoices/${draft.id}`, { ...DRAFT, lines: [] });
    expect(invalid.statusCode).toBe(400);
    await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/issue`);
    const refused = await call(sophie, 'PUT', `/api/pro/invoices/${draft.id}`, DRAFT);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/avoir/);
    const kept = (await call(sophie, 'GET', `/api/pro/invoices/${draft.id}`)).json().invoice;
    expect(kept).toMatchObject({ clientName: 'Marie Dubois-Laurent', grossCents: 28_800, status: 'issued' });
  });

  it('records the fee prepaid online on the appointment’s invoice, once, and tells the client it is paid', async () => {
    const sophieRow = await t.handle.db.query.professionals.findFirst({
      where: (table, { eq }) => eq(table.lastName, 'Martin'),
    });
    const marieRow = await t.handle.db.query.users.findFirst({
      where: (table, { eq }) => eq(table.email, 'marie.dubois@example.com'),
    });
    if (!sophieRow || !marieRow) throw new Error('comptes de démonstration absents');
    const appointment = await insertAppointment(t.handle.db, {
      professionalId: sophieRow.id,
      clientUserId: marieRow.id,
      startsAt: new Date('2026-11-10T09:00:00Z'),
      endsAt: new Date('2026-11-10T10:00:00Z'),
      paymentStatus: 'paid',
    });
    await t.handle.db.insert(onlinePayments).values({
      appointmentId: appointment.id,
      professionalId: sophieRow.id,
      connectedAccount: 'acct_1TestSophie',
      checkoutSessionId: `cs_test_${appointment.id}`,
      amountCents: 14_400,
      status: 'paid',
      updatedAt: new Date('2026-11-09T15:00:00Z'),
    });
    const draft = await createDraft(sophie, { ...DRAFT, appointmentId: appointment.id });
    const issued = (await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/issue`)).json().invoice;
    expect(issued).toMatchObject({ displayStatus: 'paid', paidCents: 14_400, outstandingCents: 0 });
    const detail = (await call(sophie, 'GET', `/api/pro/invoices/${draft.id}`)).json();
    expect(detail.payments).toMatchObject([
      {
        paidOn: '2026-11-09',
        amountCents: 14_400,
        means: 'en_ligne',
        note: 'Prépaiement en ligne à la réservation',
      },
    ]);
    const announced = (await outboxFor(t.handle, 'marie.dubois@example.com')).find(
      (mail) => mail.kind === 'invoice_issued' && mail.textBody.includes(issued.number),
    );
    expect(announced?.textBody).toContain('déjà réglée en ligne lors de votre réservation');
    expect(announced?.textBody.split('\n')[0]).toBe('Bonjour Marie,');
    // Credited and invoiced again: the prepayment is not counted twice.
    await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/credit-note`, {});
    const again = await createDraft(sophie, {
      ...DRAFT,
      appointmentId: appointment.id,
      clientEmail: 'marie.dubois@example.com',
    });
    const second = (await call(sophie, 'POST', `/api/pro/invoices/${again.id}/issue`)).json().invoice;
    expect(second).toMatchObject({ paidCents: 0, outstandingCents: 14_400 });
    // Reminded at the address of the client's own account: greeted by her first name (issue 26 §6).
    expect((await call(sophie, 'POST', `/api/pro/invoices/${again.id}/reminders`)).statusCode).toBe(201);
    const reminder = (await outboxFor(t.handle, 'marie.dubois@example.com')).find(
      (mail) => mail.kind === 'invoice_reminder' && mail.subject.includes(second.number),
    );
    expect(reminder?.textBody.split('\n')[0]).toBe('Bonjour Marie,');
  });
});
