import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInvoice } from '#domain/billing/invoices/invoice-schemas.ts';
import {
  ZContactInvoicesResponse,
  ZInvoiceStatisticsResponse,
} from '#domain/billing/invoices/invoice-statistics-schemas.ts';
import { accessJournal } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  loginAs,
  type TCallMethod,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { readFacturXAttachment } from './invoice-pdf';

let t: TTestApp;
let sophie: string;
let thomas: string;
let marie: string;
let paulId: number;

const SOPHIE = 'sophie.martin@example.com';
const THOMAS = 'thomas.bernard@example.com';
const sessions = new Map<string, { cookie: string; at: number }>();

/** A remembered session (30 days) of the clock's time: the history below spans a year. */
async function sessionOf(email: string): Promise<string> {
  const now = t.clock.now().getTime();
  const known = sessions.get(email);
  if (known && now >= known.at && now - known.at < 20 * 86_400_000) return known.cookie;
  const cookie = await loginAs(t.app, 'pro', email, 'demo-2025', true);
  sessions.set(email, { cookie, at: now });
  return cookie;
}

/** VAT exempt (franchise): lines at vatRateBp 0. */
const EXEMPT_BILLING = {
  siret: '73282932000074',
  vatNumber: null,
  hourlyRateCents: 20_000,
  reminderDelaysDays: [],
};
const EVIL_NAME = '=HYPERLINK("http://evil.example";"x")';

function call(cookie: string | undefined, method: TCallMethod, url: string, payload?: unknown) {
  return callAs(t.app, cookie, method, url, payload);
}

/** Noon in Paris on a civil date (UTC+1 in winter, UTC+2 in summer: 10:00 UTC is noon or 11:00). */
function atParisDay(date: string) {
  t.clock.set(new Date(`${date}T10:00:00Z`));
}

async function issueOn(
  email: string,
  date: string,
  clientName: string,
  cents: number,
  clientContactId?: number,
): Promise<TInvoice> {
  atParisDay(date);
  const cookie = await sessionOf(email);
  const draft = await call(cookie, 'POST', '/api/pro/invoices', {
    clientName,
    clientAddress: '12 rue de la Paix, 75002 Paris',
    clientContactId,
    lines: [{ description: 'Honoraires', quantityThousandths: 1000, unitPriceCents: cents, vatRateBp: 0 }],
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const issued = await call(cookie, 'POST', `/api/pro/invoices/${draft.json().invoice.id}/issue`);
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json().invoice;
}

async function payOn(email: string, invoice: TInvoice, paidOn: string, amountCents: number) {
  atParisDay(paidOn);
  const cookie = await sessionOf(email);
  const paid = await call(cookie, 'POST', `/api/pro/invoices/${invoice.id}/payments`, {
    paidOn,
    amountCents,
    means: 'virement',
  });
  expect(paid.statusCode, paid.body).toBe(201);
}

let marieInvoice: TInvoice;
let evilInvoice: TInvoice;
let paulInvoice: TInvoice;

beforeAll(async () => {
  t = await createTestApp();
  atParisDay('2025-11-20');
  for (const email of [SOPHIE, THOMAS]) {
    const settings = await call(await sessionOf(email), 'PUT', '/api/pro/billing-settings', EXEMPT_BILLING);
    expect(settings.statusCode, settings.body).toBe(200);
  }
  const paul = await call(await sessionOf(SOPHIE), 'POST', '/api/pro/contacts', {
    firstName: 'Paul',
    lastName: 'Lefèvre',
    email: 'paul.lefevre@example.com',
    phone: '06 11 22 33 44',
  });
  expect(paul.statusCode, paul.body).toBe(201);
  paulId = paul.json().contact.id;

  // A year ago: before the 12 months of the chart.
  const old = await issueOn(SOPHIE, '2025-11-20', 'Lucas Moreau', 7_000);
  await payOn(SOPHIE, old, '2025-11-25', 7_000);
  marieInvoice = await issueOn(SOPHIE, '2026-09-10', 'Marie Dubois', 100_000);
  await payOn(SOPHIE, marieInvoice, '2026-09-15', 30_000);
  evilInvoice = await issueOn(SOPHIE, '2026-10-05', EVIL_NAME, 50_000);
  await payOn(SOPHIE, evilInvoice, '2026-10-20', 20_000);
  paulInvoice = await issueOn(SOPHIE, '2026-11-02', 'Paul Lefèvre', 20_000, paulId);
  const credit = await call(
    await sessionOf(SOPHIE),
    'POST',
    `/api/pro/invoices/${marieInvoice.id}/credit-note`,
    {
      lines: [
        { description: 'Geste commercial', quantityThousandths: 1000, unitPriceCents: 10_000, vatRateBp: 0 },
      ],
    },
  );
  expect(credit.statusCode, credit.body).toBe(201);
  await payOn(SOPHIE, paulInvoice, '2026-11-03', 5_000);
  // A draft is nowhere in the figures nor in the export.
  expect(
    (
      await call(await sessionOf(SOPHIE), 'POST', '/api/pro/invoices', {
        clientName: 'Brouillon Client',
        clientAddress: 'Paris',
        lines: [{ description: 'x', quantityThousandths: 1000, unitPriceCents: 99_900, vatRateBp: 0 }],
      })
    ).statusCode,
  ).toBe(201);

  // Thomas's money is his own.
  const theirs = await issueOn(THOMAS, '2026-11-05', 'Client de Thomas', 99_900);
  await payOn(THOMAS, theirs, '2026-11-06', 99_900);

  t.clock.set(new Date('2026-11-30T22:30:00Z'));
  sophie = await sessionOf(SOPHIE);
  thomas = await sessionOf(THOMAS);
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com', 'demo-2025', true);
});

afterAll(async () => {
  await t.close();
});

async function statistics(cookie: string) {
  const response = await call(cookie, 'GET', '/api/pro/invoices/statistics');
  expect(response.statusCode, response.body).toBe(200);
  return ZInvoiceStatisticsResponse.parse(response.json());
}

describe('invoice statistics', () => {
  it('sums what was received per Paris month, invoiced this year, owed and overdue, and the top clients', async () => {
    // 23:30 in Paris on 30 November: still November.
    t.clock.set(new Date('2026-11-30T22:30:00Z'));
    const stats = await statistics(sophie);
    expect(stats.months).toHaveLength(12);
    expect(stats.months[0]).toEqual({ month: '2025-12', label: 'déc. 2025', receivedCents: 0 });
    expect(stats.months.slice(-3)).toEqual([
      { month: '2026-09', label: 'sept. 2026', receivedCents: 30_000 },
      { month: '2026-10', label: 'oct. 2026', receivedCents: 20_000 },
      { month: '2026-11', label: 'nov. 2026', receivedCents: 5_000 },
    ]);
    expect(stats).toMatchObject({
      receivedThisMonthCents: 5_000,
      // 1 000 + 500 + 200 € issued in 2026, less the 100 € credit note (2025's invoice is not this year).
      invoicedThisYearCents: 160_000,
      // Marie 1 000 − 100 − 300, the evil name 500 − 200, Paul 200 − 50.
      outstandingCents: 105_000,
      // Marie's (due 10 October) and the evil name's (due 4 November); Paul's is due 2 December.
      overdueCents: 90_000,
    });
    expect(stats.topClients).toEqual([
      {
        clientName: 'Marie Dubois',
        clientContactId: null,
        invoiceCount: 1,
        invoicedCents: 90_000,
        paidCents: 30_000,
        outstandingCents: 60_000,
      },
      {
        clientName: EVIL_NAME,
        clientContactId: null,
        invoiceCount: 1,
        invoicedCents: 50_000,
        paidCents: 20_000,
        outstandingCents: 30_000,
      },
      {
        clientName: 'Paul Lefèvre',
        clientContactId: paulId,
        invoiceCount: 1,
        invoicedCents: 20_000,
        paidCents: 5_000,
        outstandingCents: 15_000,
      },
    ]);
  });

  it('turns the month at midnight in Paris, not in UTC', async () => {
    // 00:30 on 1 December in Paris.
    t.clock.set(new Date('2026-11-30T23:30:00Z'));
    const stats = await statistics(sophie);
    expect(stats.months.at(-1)).toEqual({ month: '2026-12', label: 'déc. 2026', receivedCents: 0 });
    expect(stats.months[0]?.month).toBe('2026-01');
    expect(stats.receivedThisMonthCents).toBe(0);
    // The home tile counts the same payments.
    const summary = await call(sophie, 'GET', '/api/pro/summary');
    expect(summary.json().revenueThisMonthCents).toBe(0);
    t.clock.set(new Date('2026-11-30T22:30:00Z'));
    expect((await call(sophie, 'GET', '/api/pro/summary')).json().revenueThisMonthCents).toBe(5_000);
  });

  it('shows each professional only their own figures, and no one else any', async () => {
    t.clock.set(new Date('2026-11-30T22:30:00Z'));
    const theirs = await statistics(thomas);
    expect(theirs.receivedThisMonthCents).toBe(99_900);
    expect(theirs.invoicedThisYearCents).toBe(99_900);
    expect(theirs.topClients.map((client) => client.clientName)).toEqual(['Client de Thomas']);
    expect((await call(undefined, 'GET', '/api/pro/invoices/statistics')).statusCode).toBe(401);
    expect([401, 403]).toContain((await call(marie, 'GET', '/api/pro/invoices/statistics')).statusCode);
    expect([401, 403]).toContain(
      (await call(marie, 'GET', '/api/pro/invoices/export.csv?from=2026-01-01&to=2026-12-31')).statusCode,
    );
    expect([401, 403]).toContain(
      (await call(marie, 'GET', `/api/pro/contacts/${paulId}/invoices`)).statusCode,
    );
  });
});

describe('invoice export', () => {
  it('gives the period’s issued invoices and credit notes as a French CSV, formulas neutralised', async () => {
    t.clock.set(new Date('2026-11-30T22:30:00Z'));
    const response = await call(sophie, 'GET', '/api/pro/invoices/export.csv?from=2026-01-01&to=2026-12-31');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="factures-2026-01-01-2026-12-31.csv"',
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      "Numéro;Type;Date d'émission;Échéance;Client;Total HT;TVA;Total TTC;Payé;Reste dû;Statut",
    );
    // Three invoices and one credit note of 2026, oldest first; neither 2025's invoice nor the draft.
    expect(lines.slice(1)).toEqual([
      `${marieInvoice.number};Facture;10/09/2026;10/10/2026;Marie Dubois;1000,00;0,00;1000,00;300,00;600,00;En retard`,
      `${evilInvoice.number};Facture;05/10/2026;04/11/2026;"'=HYPERLINK(""http://evil.example"";""x"")";500,00;0,00;500,00;200,00;300,00;En retard`,
      `${paulInvoice.number};Facture;02/11/2026;02/12/2026;Paul Lefèvre;200,00;0,00;200,00;50,00;150,00;Partiellement payée`,
      expect.stringMatching(
        /^F-\d{6};Avoir;02\/11\/2026;02\/11\/2026;Marie Dubois;-100,00;0,00;-100,00;0,00;0,00;Émise$/,
      ),
      '',
    ]);
    expect(response.body).not.toContain('Brouillon Client');
    expect(response.body).not.toContain('Lucas Moreau');

    const theirs = await call(thomas, 'GET', '/api/pro/invoices/export.csv?from=2026-01-01&to=2026-12-31');
    expect(theirs.body).toContain('Client de Thomas');
    expect(theirs.body).not.toContain('Marie Dubois');
  });

  it('gives the accountant the period’s PDFs and the CSV in one zip', async () => {
    const response = await call(sophie, 'GET', '/api/pro/invoices/export.zip?from=2026-01-01&to=2026-12-31');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="factures-2026-01-01-2026-12-31.zip"',
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files).sort();
    expect(names).toEqual(
      [
        'factures-2026-01-01-2026-12-31.csv',
        `facture-${marieInvoice.number}.pdf`,
        `facture-${evilInvoice.number}.pdf`,
        `facture-${paulInvoice.number}.pdf`,
        expect.stringMatching(/^avoir-F-\d{6}\.pdf$/),
      ].sort(),
    );
    const pdf = files[`facture-${marieInvoice.number}.pdf`];
    if (!pdf) throw new Error('PDF absent');
    expect(await readFacturXAttachment(pdf)).toContain(`<ram:ID>${marieInvoice.number}</ram:ID>`);
    const theirs = unzipSync(
      new Uint8Array(
        (await call(thomas, 'GET', '/api/pro/invoices/export.zip?from=2026-01-01&to=2026-12-31')).rawPayload,
      ),
    );
    expect(Object.keys(theirs)).not.toContain(`facture-${marieInvoice.number}.pdf`);
    expect(
      (await call(marie, 'GET', '/api/pro/invoices/export.zip?from=2026-01-01&to=2026-12-31')).statusCode,
    ).toBe(401);
    expect(
      (await call(sophie, 'GET', '/api/pro/invoices/export.zip?from=2026-12-31&to=2026-01-01')).statusCode,
    ).toBe(400);
  });

  it('lets a few archives through, then makes the next one wait (each costs seconds of CPU)', async () => {
    t.clock.set(new Date('2026-12-15T10:00:00Z'));
    const answers = [];
    for (let index = 0; index < 7; index += 1)
      answers.push(
        (await call(thomas, 'GET', '/api/pro/invoices/export.zip?from=2026-01-01&to=2026-12-31')).statusCode,
      );
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.slice(5)).toContain(429);
    // Sophie is counted apart.
    expect(
      (await call(sophie, 'GET', '/api/pro/invoices/export.zip?from=2026-01-01&to=2026-12-31')).statusCode,
    ).toBe(200);
  });

  it('refuses a reversed, too long or malformed period in French', async () => {
    const cases: [string, string, RegExp][] = [
      ['from=2026-12-31&to=2026-01-01', 'to', /postérieure/],
      ['from=2026-01-01&to=2027-01-02', 'to', /366 jours/],
      ['from=2026-02-30&to=2026-03-01', 'from', /Date invalide/],
      ['from=2026-01-01', 'to', /./],
    ];
    for (const [query, field, message] of cases) {
      const response = await call(sophie, 'GET', `/api/pro/invoices/export.csv?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fieldErrors?.[field], query).toMatch(message);
    }
    // A whole leap year is one period.
    expect(
      (await call(sophie, 'GET', '/api/pro/invoices/export.csv?from=2028-01-01&to=2028-12-31')).statusCode,
    ).toBe(200);
  });
});

describe('contact payments', () => {
  it('lists the contact’s invoices and their payments, a read written to the access journal', async () => {
    t.clock.set(new Date('2026-11-30T22:30:00Z'));
    const invoiceReads = () =>
      t.handle.db
        .select({ action: accessJournal.action, label: accessJournal.label })
        .from(accessJournal)
        .where(
          and(
            eq(accessJournal.subject, 'contact'),
            eq(accessJournal.subjectId, String(paulId)),
            eq(accessJournal.label, 'Factures de Paul Lefèvre'),
          ),
        );
    expect(await invoiceReads()).toEqual([]);
    const response = await call(sophie, 'GET', `/api/pro/contacts/${paulId}/invoices`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await invoiceReads()).toEqual([{ action: 'read', label: 'Factures de Paul Lefèvre' }]);
    const body = ZContactInvoicesResponse.parse(response.json());
    expect(body.invoices.map((invoice) => invoice.id)).toEqual([paulInvoice.id]);
    expect(body.payments).toEqual([
      {
        id: expect.any(Number),
        invoiceId: paulInvoice.id,
        invoiceNumber: paulInvoice.number,
        paidOn: '2026-11-03',
        amountCents: 5_000,
        means: 'virement',
        note: null,
      },
    ]);
  });

  it('does not find another professional’s contact, and journals nothing then', async () => {
    const lines = async () => (await t.handle.db.select().from(accessJournal)).length;
    const before = await lines();
    expect((await call(thomas, 'GET', `/api/pro/contacts/${paulId}/invoices`)).statusCode).toBe(404);
    expect(await lines()).toBe(before);
    const theirs = await call(thomas, 'POST', '/api/pro/contacts', {
      firstName: 'Jeanne',
      lastName: 'Petit',
      email: 'jeanne.petit@example.com',
      phone: '06 55 44 33 22',
    });
    expect(theirs.statusCode).toBe(201);
    const answer = await call(sophie, 'GET', `/api/pro/contacts/${theirs.json().contact.id}/invoices`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error.message).toBe('Contact introuvable.');
    expect((await call(sophie, 'GET', '/api/pro/contacts/999999/invoices')).statusCode).toBe(404);
  });
});
