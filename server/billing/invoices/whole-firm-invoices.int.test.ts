import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInvoice } from '#domain/billing/invoices/invoice-schemas.ts';
import { contacts, users } from '#server/db/schema/index.ts';
import { firmIdOf, insertProfessionalAccount, moveIntoFirm } from '#server/test-support/factories.ts';
import { newStaffAccount } from '#server/test-support/staff-accounts.ts';
import {
  callAs,
  createTestApp,
  loginAs,
  type TCallMethod,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { WHOLE_FIRM_INVOICES_REFUSED, WHOLE_FIRM_STATISTICS_REFUSED } from './billing-scope';

// « Tout le cabinet » (issue 27 §4, ADR 0062 amended): while each lawyer invoices in their own name, associates
// and the accountant read every lawyer's invoices, figures and exports at once; nobody else, and never another
// firm's. Tuesday 24 November 2026, 11:00 Paris.
const NOW = new Date('2026-11-24T10:00:00Z');
const YEAR = 'from=2026-01-01&to=2026-12-31';

let t: TTestApp;
let sophie: string;
let luc: string;
let thomas: string;
let accountant: { cookie: string; userId: string };
let assistant: { cookie: string; userId: string };
let sophieUserId: string;
let lucUserId: string;
let thomasContactId: number;
const invoiceIds: Record<'sophie' | 'luc' | 'thomas', number[]> = { sophie: [], luc: [], thomas: [] };

const call = (cookie: string, method: TCallMethod, url: string, payload?: unknown) =>
  callAs(t.app, cookie, method, url, payload);

const BILLING = {
  siret: '443 061 841 00047',
  vatNumber: 'FR 64 443061841',
  hourlyRateCents: 20_000,
  reminderDelaysDays: [],
};

/** Issues an invoice of `cents` HT at 20 % to `client` in the lawyer's own name. */
async function issued(
  cookie: string,
  client: string,
  cents: number,
  clientContactId?: number,
): Promise<TInvoice> {
  const draft = await call(cookie, 'POST', '/api/pro/invoices', {
    clientName: client,
    ...(clientContactId ? { clientContactId } : {}),
    clientAddress: '12 rue de la Paix, 75002 Paris',
    lines: [
      { description: 'Consultation', quantityThousandths: 1000, unitPriceCents: cents, vatRateBp: 2000 },
    ],
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const response = await call(cookie, 'POST', `/api/pro/invoices/${draft.json().invoice.id}/issue`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().invoice;
}

async function list(cookie: string, query = ''): Promise<TInvoice[]> {
  const response = await call(cookie, 'GET', `/api/pro/invoices${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().invoices;
}

async function userIdOf(email: string): Promise<string> {
  const [user] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  return user.id;
}

const ids = (invoices: readonly TInvoice[]) => invoices.map((invoice) => invoice.id).sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
  sophieUserId = await userIdOf('sophie.martin@example.com');
  const account = await insertProfessionalAccount(t.handle.db, {
    email: 'luc.fontaine@example.com',
    firstName: 'Luc',
    lastName: 'Fontaine',
  });
  lucUserId = account.user.id;
  await moveIntoFirm(t.handle.db, lucUserId, await firmIdOf(t.handle.db, sophieUserId), 'collaborator');
  luc = await loginAs(t.app, 'pro', 'luc.fontaine@example.com');
  for (const cookie of [sophie, luc, thomas])
    expect((await call(cookie, 'PUT', '/api/pro/billing-settings', BILLING)).statusCode).toBe(200);

  // The firm invoices per lawyer (as before firms): each lawyer's sequence starts at F-000001.
  invoiceIds.sophie.push((await issued(sophie, 'Marie Dubois', 10_000)).id);
  invoiceIds.sophie.push((await issued(sophie, 'SARL Fabre', 20_000)).id);
  invoiceIds.luc.push((await issued(luc, 'Marie Dubois', 30_000)).id);
  const paid = await call(luc, 'POST', `/api/pro/invoices/${invoiceIds.luc[0]}/payments`, {
    paidOn: '2026-11-24',
    amountCents: 5_000,
    means: 'virement',
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const contact = await call(thomas, 'POST', '/api/pro/contacts', {
    firstName: 'Jean',
    lastName: 'Secret',
    email: 'jean.secret@example.com',
    phone: '06 11 22 33 44',
  });
  expect(contact.statusCode, contact.body).toBe(201);
  thomasContactId = contact.json().contact.id;
  invoiceIds.thomas.push((await issued(thomas, 'Jean Secret', 40_000, thomasContactId)).id);

  accountant = await newStaffAccount(t, sophie, 'accountant');
  assistant = await newStaffAccount(t, sophie, 'assistant', [sophieUserId]);
  for (const staff of [accountant, assistant]) {
    const chosen = await call(staff.cookie, 'PUT', '/api/pro/acting-for', { lawyerUserId: sophieUserId });
    expect(chosen.statusCode, chosen.body).toBe(200);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('« Tout le cabinet » while each lawyer invoices in their own name', () => {
  it('lists every lawyer’s invoices, each naming its lawyer, for an associate and for the accountant', async () => {
    const everyone = [...invoiceIds.sophie, ...invoiceIds.luc].sort((a, b) => a - b);
    // Without the view, one lawyer at a time, as before.
    expect(ids(await list(sophie))).toEqual(invoiceIds.sophie);
    expect(ids(await list(accountant.cookie))).toEqual(invoiceIds.sophie);

    for (const cookie of [sophie, accountant.cookie]) {
      const response = await call(cookie, 'GET', '/api/pro/invoices?view=firm');
      expect(response.statusCode, response.body).toBe(200);
      const { invoices, totals } = response.json() as { invoices: TInvoice[]; totals: { paidCents: number } };
      expect(ids(invoices)).toEqual(everyone);
      expect(invoices.map((invoice) => [invoice.lawyerName, invoice.number, invoice.byFirm]).sort()).toEqual([
        ['Luc Fontaine', 'F-000001', false],
        ['Sophie Martin', 'F-000001', false],
        ['Sophie Martin', 'F-000002', false],
      ]);
      expect(totals.paidCents).toBe(5_000);
    }
    // The filters apply across the firm.
    const overdueNone = await list(sophie, '?view=firm&status=paid');
    expect(overdueNone).toEqual([]);
    const marie = await call(sophie, 'GET', '/api/pro/invoices?view=firm&status=partially_paid');
    expect(ids(marie.json().invoices)).toEqual(invoiceIds.luc);
  });

  it('adds up the whole firm’s figures, and exports them with each row’s issuer and lawyer', async () => {
    for (const cookie of [sophie, accountant.cookie]) {
      const mine = (await call(cookie, 'GET', '/api/pro/invoices/statistics')).json();
      expect(mine.invoicedThisYearCents).toBe(36_000);
      expect(mine.receivedThisMonthCents).toBe(0);
      const statistics = await call(cookie, 'GET', '/api/pro/invoices/statistics?view=firm');
      expect(statistics.statusCode, statistics.body).toBe(200);
      expect(statistics.json()).toMatchObject({
        invoicedThisYearCents: 72_000,
        receivedThisMonthCents: 5_000,
        outstandingCents: 67_000,
      });
      expect(statistics.json().topClients.map((client: { clientName: string }) => client.clientName)).toEqual(
        expect.arrayContaining(['Marie Dubois', 'SARL Fabre']),
      );
    }

    const csv = await call(accountant.cookie, 'GET', `/api/pro/invoices/export.csv?${YEAR}&view=firm`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="factures-cabinet-2026-01-01-2026-12-31.csv"',
    );
    const rows = csv.body.slice(1).trim().split('\r\n');
    expect(rows[0]?.startsWith('Numéro;Émetteur;Avocat;Type;')).toBe(true);
    expect(
      rows
        .slice(1)
        .map((row) => row.split(';').slice(0, 3))
        .sort(),
    ).toEqual([
      ['F-000001', 'Maître Luc Fontaine', 'Luc Fontaine'],
      ['F-000001', 'Maître Sophie Martin', 'Sophie Martin'],
      ['F-000002', 'Maître Sophie Martin', 'Sophie Martin'],
    ]);
    expect(csv.body).not.toContain('Jean Secret');
    expect(csv.body).not.toContain('Bernard');
  });

  it('refuses the whole firm to a collaborator, who keeps their own, and to an assistant, with no data', async () => {
    expect(ids(await list(luc))).toEqual(invoiceIds.luc);
    for (const [url, message] of [
      ['/api/pro/invoices?view=firm', WHOLE_FIRM_INVOICES_REFUSED],
      ['/api/pro/invoices/statistics?view=firm', WHOLE_FIRM_STATISTICS_REFUSED],
      [`/api/pro/invoices/export.csv?${YEAR}&view=firm`, WHOLE_FIRM_INVOICES_REFUSED],
      [`/api/pro/invoices/export.zip?${YEAR}&view=firm`, WHOLE_FIRM_INVOICES_REFUSED],
    ] as const) {
      const refused = await call(luc, 'GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.message, url).toBe(message);
      const staff = await call(assistant.cookie, 'GET', url);
      expect(staff.statusCode, url).toBe(403);
      for (const response of [refused, staff]) {
        expect(response.body).not.toContain('Marie Dubois');
        expect(response.body).not.toContain('F-000001');
      }
    }
  });

  it('never reaches another firm: its own view is its own, a hostile filter changes nothing', async () => {
    const theirs = await list(thomas, '?view=firm');
    expect(ids(theirs)).toEqual(invoiceIds.thomas);
    const thomasFirmId = await firmIdOf(t.handle.db, await userIdOf('thomas.bernard@example.com'));
    const [thomasProfileId] = await t.handle.db
      .select({ professionalId: contacts.professionalId })
      .from(contacts)
      .where(eq(contacts.id, thomasContactId));
    const everyone = ids(await list(sophie, '?view=firm'));
    for (const query of [
      `?view=firm&firmId=${thomasFirmId}`,
      `?view=firm&professionalId=${thomasProfileId?.professionalId}`,
      `?view=firm&lawyerId=${thomasProfileId?.professionalId}&scope=all`,
    ]) {
      const response = await call(sophie, 'GET', `/api/pro/invoices${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(ids(response.json().invoices), query).toEqual(everyone);
    }
    // Another firm's contact filters down to nothing, never to its invoices.
    expect(ids(await list(thomas, `?contactId=${thomasContactId}`))).toEqual(invoiceIds.thomas);
    expect(await list(accountant.cookie, `?view=firm&contactId=${thomasContactId}`)).toEqual([]);
    // A name the API does not know is no view at all: one's own invoices, never more.
    expect(ids(await list(sophie, '?view[]=firm'))).toEqual(invoiceIds.sophie);
    for (const query of ['?view=FIRM', '?view=all', '?view=firm&view=firm', '?view=']) {
      const response = await call(sophie, 'GET', `/api/pro/invoices${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).not.toContain('F-000001');
    }
    expect((await call(sophie, 'GET', '/api/pro/invoices/statistics?view=everyone')).statusCode).toBe(400);
    expect((await call(sophie, 'GET', `/api/pro/invoices/export.csv?${YEAR}&view=firms`)).statusCode).toBe(
      400,
    );
    // An invoice is still opened in its lawyer's scope only: the view lists, it does not open.
    expect((await call(sophie, 'GET', `/api/pro/invoices/${invoiceIds.thomas[0]}`)).statusCode).toBe(404);
    expect((await call(thomas, 'GET', `/api/pro/invoices/${invoiceIds.luc[0]}?view=firm`)).statusCode).toBe(
      404,
    );
  });

  // PDFs drawn in the worker pool: slow when the machine is shared.
  it('archives every lawyer’s PDFs and the firm’s own, each issuer in its folder', async () => {
    // The firm now invoices: its own sequence starts at F-000001 too.
    const firm = await call(sophie, 'PUT', '/api/pro/firm', {
      name: 'Cabinet Martin Avocats',
      legalForm: 'selarl',
      siret: '732 829 320 00074',
      streetAddress: '45 boulevard Malesherbes',
      postalCode: '75008',
      city: 'Paris',
      phone: '01 99 00 18 40',
      vatNumber: 'FR 44 732 829 320',
      invoicing: 'firm',
    });
    expect(firm.statusCode, firm.body).toBe(200);
    const firmInvoice = await issued(sophie, 'Marie Dubois', 5_000);
    expect(firmInvoice).toMatchObject({ byFirm: true, number: 'F-000001' });

    const archive = await call(accountant.cookie, 'GET', `/api/pro/invoices/export.zip?${YEAR}&view=firm`);
    expect(archive.statusCode, archive.body.slice(0, 200)).toBe(200);
    expect(archive.headers['content-disposition']).toBe(
      'attachment; filename="factures-cabinet-2026-01-01-2026-12-31.zip"',
    );
    const files = unzipSync(new Uint8Array(archive.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'cabinet/facture-F-000001.pdf',
      'factures-cabinet-2026-01-01-2026-12-31.csv',
      'luc-fontaine/facture-F-000001.pdf',
      'sophie-martin/facture-F-000001.pdf',
      'sophie-martin/facture-F-000002.pdf',
    ]);
    // Sophie's own view keeps its flat names, and no longer loses a file to a shared number.
    const own = unzipSync(
      new Uint8Array((await call(sophie, 'GET', `/api/pro/invoices/export.zip?${YEAR}`)).rawPayload),
    );
    expect(Object.keys(own).sort()).toEqual([
      'facture-F-000001-2.pdf',
      'facture-F-000001.pdf',
      'facture-F-000002.pdf',
      'factures-2026-01-01-2026-12-31.csv',
    ]);
  }, 240_000);

  it('leaves out the own invoices of a lawyer who left, and keeps the firm’s', async () => {
    const before = ids(await list(sophie, '?view=firm'));
    expect(before).toEqual(expect.arrayContaining(invoiceIds.luc));
    const elsewhere = await insertProfessionalAccount(t.handle.db, {
      email: 'autre.cabinet@example.com',
      firstName: 'Autre',
      lastName: 'Cabinet',
    });
    await moveIntoFirm(t.handle.db, lucUserId, await firmIdOf(t.handle.db, elsewhere.user.id), 'associate');
    const after = await list(accountant.cookie, '?view=firm');
    expect(ids(after)).toEqual(before.filter((id) => !invoiceIds.luc.includes(id)));
    expect(after.some((invoice) => invoice.byFirm)).toBe(true);
    // Luc, now an associate elsewhere, sees his own invoices there, and nothing of Sophie's firm.
    const lucNow = await loginAs(t.app, 'pro', 'luc.fontaine@example.com');
    expect(ids(await list(lucNow, '?view=firm'))).toEqual(invoiceIds.luc);
  });
});
