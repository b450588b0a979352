import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VAT_EXEMPTION_MENTION } from '#domain/billing/invoices/billing-settings.ts';
import { FRENCH_FRANCHISE_EXEMPTION_CODE } from '#domain/billing/invoices/factur-x-xml.ts';
import type { TInvoice } from '#domain/billing/invoices/invoice-schemas.ts';
import {
  FIRM_INVOICE_HANDLING_REFUSED,
  FIRM_INVOICE_ISSUE_REFUSED,
  FIRM_VAT_NOT_OF_SIRET,
  FIRM_VAT_NUMBER_INVALID,
  FIRM_VAT_NUMBER_REQUIRED,
  FIRM_VAT_NUMBER_UNDER_FRANCHISE,
} from '#domain/identity/firms/firm-billing.ts';
import { UNSAFE_TEXT_MESSAGE } from '#domain/kernel/text/unsafe-characters.ts';
import { firmInvoiceSequences, invoiceSequences, invoices, users } from '#server/db/schema/index.ts';
import {
  firmIdOf,
  insertAppointment,
  insertProfessionalAccount,
  moveIntoFirm,
} from '#server/test-support/factories.ts';
import { pageTexts } from '#server/test-support/pdf-page-texts.ts';
import { newStaffAccount } from '#server/test-support/staff-accounts.ts';
import {
  callAs,
  createTestApp,
  loginAs,
  type TCallMethod,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { readFacturXAttachment } from './invoice-pdf';
import { FIRM_VAT_EXEMPT_WITH_VAT } from './invoice-store';

// Tuesday 24 November 2026, 11:00 Paris.
const NOW = new Date('2026-11-24T10:00:00Z');

let t: TTestApp;
let sophie: string;
let thomas: string;
let luc: string;
let marie: string;
let accountant: { cookie: string; userId: string };
let sophieFirmId: number;
let sophieProfessionalId: number;
let lucProfessionalId: number;
let lucOwnInvoice: TInvoice;
let sophieOwnInvoice: TInvoice;

const call = (cookie: string, method: TCallMethod, url: string, payload?: unknown) =>
  callAs(t.app, cookie, method, url, payload);

const BILLING = {
  siret: '443 061 841 00047',
  vatNumber: 'FR 64 443061841',
  hourlyRateCents: 20_000,
  reminderDelaysDays: [],
};

const FIRM = {
  name: 'Cabinet Martin Avocats',
  legalForm: 'selarl',
  siret: '732 829 320 00074',
  streetAddress: '45 boulevard Malesherbes',
  postalCode: '75008',
  city: 'Paris',
  phone: '01 99 00 18 40',
};
const FIRM_VAT = 'FR 44 732 829 320';

const DRAFT = {
  clientName: 'Marie Dubois',
  clientAddress: '12 rue de la Paix, 75002 Paris',
  lines: [
    { description: 'Consultation', quantityThousandths: 1000, unitPriceCents: 12_000, vatRateBp: 2000 },
  ],
};

async function createDraft(cookie: string): Promise<TInvoice> {
  const response = await call(cookie, 'POST', '/api/pro/invoices', DRAFT);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().invoice;
}

async function issue(cookie: string, id: number): Promise<TInvoice> {
  const response = await call(cookie, 'POST', `/api/pro/invoices/${id}/issue`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().invoice;
}

async function listOf(cookie: string): Promise<TInvoice[]> {
  const response = await call(cookie, 'GET', '/api/pro/invoices');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().invoices;
}

async function userIdOf(email: string): Promise<string> {
  const [user] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  return user.id;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  const sophieUserId = await userIdOf('sophie.martin@example.com');
  sophieFirmId = await firmIdOf(t.handle.db, sophieUserId);
  for (const cookie of [sophie, thomas]) {
    expect((await call(cookie, 'PUT', '/api/pro/billing-settings', BILLING)).statusCode).toBe(200);
  }
  sophieOwnInvoice = await issue(sophie, (await createDraft(sophie)).id);

  // Luc invoices alone in his own name, then joins Sophie's firm as a collaborator.
  const account = await insertProfessionalAccount(t.handle.db, {
    email: 'luc.fontaine@example.com',
    firstName: 'Luc',
    lastName: 'Fontaine',
  });
  lucProfessionalId = account.professional.id;
  luc = await loginAs(t.app, 'pro', 'luc.fontaine@example.com');
  expect((await call(luc, 'PUT', '/api/pro/billing-settings', BILLING)).statusCode).toBe(200);
  lucOwnInvoice = await issue(luc, (await createDraft(luc)).id);
  await moveIntoFirm(t.handle.db, account.user.id, sophieFirmId, 'collaborator');
  accountant = await newStaffAccount(t, sophie, 'accountant');
  sophieProfessionalId = await professionalIdOfInvoice(sophieOwnInvoice.id);
});

async function professionalIdOfInvoice(invoiceId: number): Promise<number> {
  const [row] = await t.handle.db
    .select({ professionalId: invoices.professionalId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!row) throw new Error(`no invoice ${invoiceId}`);
  return row.professionalId;
}

afterAll(async () => {
  await t.close();
});

describe('the firm’s billing details', () => {
  it('refuses firm invoicing without a VAT number, or with one whose key or SIREN is wrong, field by field', async () => {
    const cases: [unknown, string][] = [
      [undefined, FIRM_VAT_NUMBER_REQUIRED],
      [null, FIRM_VAT_NUMBER_REQUIRED],
      ['', FIRM_VAT_NUMBER_REQUIRED],
      ['FR45732829320', FIRM_VAT_NUMBER_INVALID],
      ['FR64443061841', FIRM_VAT_NOT_OF_SIRET],
      ['FR44732829320\u0000', UNSAFE_TEXT_MESSAGE],
      ['FR44 7328\u0000 29320', UNSAFE_TEXT_MESSAGE],
      ['FR44\u202e732829320', FIRM_VAT_NUMBER_INVALID],
      ['x'.repeat(1_000_000), FIRM_VAT_NUMBER_INVALID],
      ['DE44732829320', FIRM_VAT_NUMBER_INVALID],
      ['FR4473282932O', FIRM_VAT_NUMBER_INVALID],
      ['<script>FR44732829320', FIRM_VAT_NUMBER_INVALID],
      [44732829320, FIRM_VAT_NUMBER_INVALID],
    ];
    for (const [vatNumber, message] of cases) {
      const body =
        vatNumber === undefined ? { ...FIRM, invoicing: 'firm' } : { ...FIRM, vatNumber, invoicing: 'firm' };
      const response = await call(sophie, 'PUT', '/api/pro/firm', body);
      expect(response.statusCode, String(vatNumber).slice(0, 40)).toBe(400);
      expect(response.json().error.fieldErrors.vatNumber, String(vatNumber).slice(0, 40)).toBe(message);
    }
    const firm = (await call(sophie, 'GET', '/api/pro/firm')).json().firm;
    expect(firm).toMatchObject({ invoicing: 'member', vatNumber: null });
  });

  it('lets only an associate enter the VAT number or choose firm invoicing', async () => {
    const refused = await call(luc, 'PUT', '/api/pro/firm', {
      ...FIRM,
      vatNumber: FIRM_VAT,
      invoicing: 'firm',
    });
    expect(refused.statusCode).toBe(403);
    const saved = await call(sophie, 'PUT', '/api/pro/firm', {
      ...FIRM,
      vatNumber: FIRM_VAT,
      invoicing: 'firm',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().firm).toMatchObject({
      invoicing: 'firm',
      vatNumber: 'FR44732829320',
      siret: '73282932000074',
    });
    // While the firm invoices, its VAT number cannot be taken away.
    const cleared = await call(sophie, 'PUT', '/api/pro/firm', { ...FIRM, vatNumber: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().error.fieldErrors).toEqual({ vatNumber: FIRM_VAT_NUMBER_REQUIRED });
  });
});

describe('the firm’s invoices', () => {
  it('numbers 20 concurrent issues 1 to 20 in the firm’s one sequence, the firm as issuer', async () => {
    const drafts = await Promise.all(Array.from({ length: 20 }, () => createDraft(sophie)));
    expect(drafts.every((draft) => draft.byFirm)).toBe(true);
    const issued = await Promise.all(
      drafts.map((draft) => call(sophie, 'POST', `/api/pro/invoices/${draft.id}/issue`)),
    );
    for (const response of issued) expect(response.statusCode, response.body).toBe(200);
    const numbers = issued.map((response) => (response.json().invoice as TInvoice).number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `F-${String(i + 1).padStart(6, '0')}`));
    expect(issued[0]?.json().invoice.issuer).toMatchObject({
      name: 'Cabinet Martin Avocats',
      title: 'SELARL',
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
      streetAddress: '45 boulevard Malesherbes',
      lawyer: expect.stringContaining('Maître Sophie Martin'),
    });
    const [sequence] = await t.handle.db
      .select()
      .from(firmInvoiceSequences)
      .where(eq(firmInvoiceSequences.firmId, sophieFirmId));
    expect(sequence?.lastSequence).toBe(20);
    // Sophie's own sequence did not move.
    const [own] = await t.handle.db
      .select()
      .from(invoiceSequences)
      .where(eq(invoiceSequences.professionalId, sophieProfessionalId));
    expect(own?.lastSequence).toBe(1);
  });

  it('leaves a joining lawyer’s earlier invoices and sequence untouched', async () => {
    const lucs = await listOf(luc);
    const earlier = lucs.find((invoice) => invoice.id === lucOwnInvoice.id);
    expect(earlier).toEqual({ ...lucOwnInvoice, displayStatus: earlier?.displayStatus });
    expect(earlier).toMatchObject({
      byFirm: false,
      number: 'F-000001',
      issuer: { name: 'Maître Luc Fontaine' },
    });
    const [own] = await t.handle.db
      .select()
      .from(invoiceSequences)
      .where(eq(invoiceSequences.professionalId, lucProfessionalId));
    expect(own?.lastSequence).toBe(1);
  });

  it('lets a collaborator prepare a draft but not issue it; the accountant and an associate issue', async () => {
    const draft = await createDraft(luc);
    expect(draft).toMatchObject({ byFirm: true, lawyerName: 'Luc Fontaine', status: 'draft' });
    const refused = await call(luc, 'POST', `/api/pro/invoices/${draft.id}/issue`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(FIRM_INVOICE_ISSUE_REFUSED);
    expect((await call(luc, 'GET', `/api/pro/invoices/${draft.id}/issue-preview`)).statusCode).toBe(403);

    const issued = await issue(accountant.cookie, draft.id);
    expect(issued).toMatchObject({ number: 'F-000021', byFirm: true });
    expect(issued.issuer?.lawyer).toContain('Maître Luc Fontaine');

    // The collaborator sees it, but neither credits it nor records its payments nor reminds.
    for (const [url, body] of [
      [`/api/pro/invoices/${draft.id}/credit-note`, {}],
      [
        `/api/pro/invoices/${draft.id}/payments`,
        { paidOn: '2026-11-24', amountCents: 100, means: 'virement' },
      ],
      [`/api/pro/invoices/${draft.id}/reminders`, undefined],
    ] as const) {
      const response = await call(luc, 'POST', url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.message).toBe(FIRM_INVOICE_HANDLING_REFUSED);
    }
    const paid = await call(accountant.cookie, 'POST', `/api/pro/invoices/${draft.id}/payments`, {
      paidOn: '2026-11-24',
      amountCents: 4_000,
      means: 'virement',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const credited = await call(sophie, 'POST', `/api/pro/invoices/${draft.id}/credit-note`, {
      lines: [
        {
          description: 'Geste commercial',
          quantityThousandths: 1000,
          unitPriceCents: 1_000,
          vatRateBp: 2000,
        },
      ],
    });
    expect(credited.statusCode, credited.body).toBe(201);
    expect(credited.json().invoice).toMatchObject({ kind: 'credit_note', number: 'F-000022', byFirm: true });

    // A collaborator sees their own work; associates and the accountant see all the firm's invoices.
    const lucSees = await listOf(luc);
    expect(lucSees.every((invoice) => invoice.lawyerName === 'Luc Fontaine')).toBe(true);
    const accountantSees = await listOf(accountant.cookie);
    const firmNumbers = accountantSees.filter((invoice) => invoice.byFirm).map((invoice) => invoice.number);
    expect(firmNumbers).toHaveLength(22);
    expect(new Set(accountantSees.map((invoice) => invoice.lawyerName))).toEqual(
      new Set(['Luc Fontaine', 'Sophie Martin']),
    );
    expect((await listOf(sophie)).filter((invoice) => invoice.byFirm)).toHaveLength(22);
    // A collaborator's drafts are theirs: Luc never reaches Sophie's firm invoices.
    const sophiesFirmInvoice = accountantSees.find(
      (invoice) => invoice.lawyerName === 'Sophie Martin' && invoice.byFirm,
    );
    expect((await call(luc, 'GET', `/api/pro/invoices/${sophiesFirmInvoice?.id}`)).statusCode).toBe(404);

    const statistics = await call(accountant.cookie, 'GET', '/api/pro/invoices/statistics');
    expect(statistics.statusCode, statistics.body).toBe(200);
    expect(statistics.json().receivedThisMonthCents).toBe(4_000);
    // The firm's 21 invoices less the credit note, and Luc's own, the lawyer the accountant works for.
    expect(statistics.json().invoicedThisYearCents).toBe(22 * 14_400 - 1_200);
    const csv = await call(
      accountant.cookie,
      'GET',
      '/api/pro/invoices/export.csv?from=2026-01-01&to=2026-12-31',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('F-000021');
    expect(csv.body).toContain('F-000001');
  });

  it('never shows nor numbers another firm’s invoices: 404, and its own sequence starts at 1', async () => {
    const firmInvoice = (await listOf(sophie)).find((invoice) => invoice.byFirm);
    const id = firmInvoice?.id ?? 0;
    for (const [method, url] of [
      ['GET', `/api/pro/invoices/${id}`],
      ['GET', `/api/pro/invoices/${id}/pdf`],
      ['POST', `/api/pro/invoices/${id}/issue`],
      ['POST', `/api/pro/invoices/${id}/credit-note`],
      ['POST', `/api/pro/invoices/${id}/reminders`],
      ['DELETE', `/api/pro/invoices/${id}`],
    ] as const) {
      const response = await call(thomas, method, url, method === 'POST' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await listOf(thomas)).some((invoice) => invoice.byFirm)).toBe(false);

    const thomasFirm = {
      ...FIRM,
      name: 'Bernard Pénal Conseil',
      siret: '552 081 317 66522',
      vatNumber: 'FR03552081317',
      invoicing: 'firm',
    };
    expect((await call(thomas, 'PUT', '/api/pro/firm', thomasFirm)).statusCode).toBe(200);
    const theirs = await issue(thomas, (await createDraft(thomas)).id);
    expect(theirs).toMatchObject({
      number: 'F-000001',
      byFirm: true,
      issuer: { name: 'Bernard Pénal Conseil' },
    });
    expect((await call(sophie, 'GET', `/api/pro/invoices/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(accountant.cookie, 'GET', `/api/pro/invoices/${theirs.id}`)).statusCode).toBe(404);
  });

  // A PDF drawn in the worker pool: slow when the machine is shared.
  it('prints the firm with its SIRET and VAT number on the PDF, in the client space too', async () => {
    const draft = await createDraft(sophie);
    const [marieAccount] = await t.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'marie.dubois@example.com'));
    await t.handle.db
      .update(invoices)
      .set({ clientUserId: marieAccount?.id })
      .where(eq(invoices.id, draft.id));
    const issued = await issue(sophie, draft.id);
    const pdf = await call(sophie, 'GET', `/api/pro/invoices/${issued.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const [text = ''] = await pageTexts(pdf.rawPayload);
    expect(text).toContain('Cabinet Martin Avocats');
    expect(text).toContain('732 829 320 00074');
    expect(text).toContain('FR44732829320');
    expect(text).toContain('Dossier suivi par Maître Sophie Martin');

    const clientList = await call(marie, 'GET', '/api/client/invoices');
    expect(clientList.statusCode).toBe(200);
    const seen = (clientList.json().invoices as TInvoice[]).find((invoice) => invoice.id === issued.id);
    expect(seen).toMatchObject({ number: issued.number, issuer: { name: 'Cabinet Martin Avocats' } });
  }, 120_000);

  it('continues each lawyer’s own sequence once the firm goes back to invoicing per lawyer', async () => {
    const back = await call(sophie, 'PUT', '/api/pro/firm', { ...FIRM, invoicing: 'member' });
    expect(back.statusCode, back.body).toBe(200);
    const own = await issue(sophie, (await createDraft(sophie)).id);
    expect(own).toMatchObject({
      byFirm: false,
      number: 'F-000002',
      issuer: { name: 'Maître Sophie Martin' },
    });
    const lucs = await issue(luc, (await createDraft(luc)).id);
    expect(lucs).toMatchObject({ byFirm: false, number: 'F-000002' });
    // The firm's invoices stay the firm's, for its associates and its accountant.
    expect((await listOf(accountant.cookie)).filter((invoice) => invoice.byFirm)).toHaveLength(23);
    expect(sophieOwnInvoice.number).toBe('F-000001');
  });
});

describe('a firm under the VAT franchise', () => {
  // Emma invoices in her own name with a VAT number; her firm, under the franchise, has none.
  const EMMA_FIRM = {
    ...FIRM,
    name: 'Leroy Avocat',
    legalForm: 'individuel',
    siret: '552 081 317 66522',
  };
  let emma: string;
  let emmaProfessionalId: number;

  beforeAll(async () => {
    const account = await insertProfessionalAccount(t.handle.db, {
      email: 'emma.leroy@example.com',
      firstName: 'Emma',
      lastName: 'Leroy',
    });
    emmaProfessionalId = account.professional.id;
    emma = await loginAs(t.app, 'pro', 'emma.leroy@example.com');
    expect((await call(emma, 'PUT', '/api/pro/billing-settings', BILLING)).statusCode).toBe(200);
  });

  it('invoices without a VAT number once it says so, a number beside the franchise refused', async () => {
    const subject = await call(emma, 'PUT', '/api/pro/firm', { ...EMMA_FIRM, vatNumber: 'FR03552081317' });
    expect(subject.statusCode, subject.body).toBe(200);
    expect(subject.json().firm).toMatchObject({ vatNumber: 'FR03552081317', vatFranchise: false });

    for (const body of [
      { ...EMMA_FIRM, vatNumber: 'FR03552081317', vatFranchise: true, invoicing: 'firm' },
      { ...EMMA_FIRM, vatNumber: 'FR 03 552 081 317', vatFranchise: true },
    ]) {
      const both = await call(emma, 'PUT', '/api/pro/firm', body);
      expect(both.statusCode).toBe(400);
      expect(both.json().error.fieldErrors).toEqual({ vatNumber: FIRM_VAT_NUMBER_UNDER_FRANCHISE });
    }
    for (const hostile of ['true', 1, null, { franchise: true }]) {
      const response = await call(emma, 'PUT', '/api/pro/firm', { ...EMMA_FIRM, vatFranchise: hostile });
      expect(response.statusCode, String(hostile)).toBe(400);
    }

    // Choosing the franchise takes the stored number away, and firm invoicing needs nothing more.
    const franchise = await call(emma, 'PUT', '/api/pro/firm', {
      ...EMMA_FIRM,
      vatFranchise: true,
      invoicing: 'firm',
    });
    expect(franchise.statusCode, franchise.body).toBe(200);
    expect(franchise.json().firm).toMatchObject({ vatNumber: null, vatFranchise: true, invoicing: 'firm' });
    // A number sent later without leaving the franchise contradicts it: refused, the firm as it was.
    const later = await call(emma, 'PUT', '/api/pro/firm', { ...EMMA_FIRM, vatNumber: 'FR03552081317' });
    expect(later.statusCode).toBe(400);
    expect(later.json().error.fieldErrors).toEqual({ vatNumber: FIRM_VAT_NUMBER_UNDER_FRANCHISE });
    expect((await call(emma, 'GET', '/api/pro/firm')).json().firm).toMatchObject({
      vatNumber: null,
      vatFranchise: true,
    });
    // Nobody else's firm moved.
    expect((await call(sophie, 'GET', '/api/pro/firm')).json().firm.vatFranchise).toBe(false);
  });

  it('proposes lines without VAT, refuses to issue one with VAT, issues the firm without a VAT number', async () => {
    const appointment = await insertAppointment(t.handle.db, {
      professionalId: emmaProfessionalId,
      startsAt: new Date('2026-11-20T09:00:00Z'),
      endsAt: new Date('2026-11-20T10:00:00Z'),
      isFirstConsultation: true,
    });
    const proposal = await call(emma, 'GET', `/api/pro/invoices/proposal?appointmentId=${appointment.id}`);
    expect(proposal.statusCode, proposal.body).toBe(200);
    // The firm issues: its franchise, not Emma's own VAT number, decides the rate.
    expect(proposal.json().proposal.lines.map((line: { vatRateBp: number }) => line.vatRateBp)).toEqual([0]);

    const draft = await createDraft(emma);
    expect(draft.byFirm).toBe(true);
    const refused = await call(emma, 'POST', `/api/pro/invoices/${draft.id}/issue`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(FIRM_VAT_EXEMPT_WITH_VAT);
    expect((await call(emma, 'GET', `/api/pro/invoices/${draft.id}/issue-preview`)).statusCode).toBe(409);

    const withoutVat = await call(emma, 'PUT', `/api/pro/invoices/${draft.id}`, {
      ...DRAFT,
      lines: DRAFT.lines.map((line) => ({ ...line, vatRateBp: 0 })),
    });
    expect(withoutVat.statusCode, withoutVat.body).toBe(200);
    const issued = await issue(emma, draft.id);
    expect(issued).toMatchObject({ number: 'F-000001', byFirm: true, vatCents: 0 });
    expect(issued.issuer).toMatchObject({
      name: 'Leroy Avocat',
      siret: '55208131766522',
      vatNumber: null,
      lawyer: expect.stringContaining('Maître Emma Leroy'),
    });

    // A credit note with VAT is refused the same way.
    const credit = await call(emma, 'POST', `/api/pro/invoices/${issued.id}/credit-note`, {
      lines: [{ description: 'Geste', quantityThousandths: 1000, unitPriceCents: 1_000, vatRateBp: 2000 }],
    });
    expect(credit.statusCode).toBe(409);
    expect(credit.json().error.message).toBe(FIRM_VAT_EXEMPT_WITH_VAT);
  });

  // A PDF drawn in the worker pool: slow when the machine is shared.
  it('prints the franchise mention on the PDF and exemption E in its Factur-X XML', async () => {
    const issued = (await listOf(emma)).find((invoice) => invoice.byFirm && invoice.status === 'issued');
    const pdf = await call(emma, 'GET', `/api/pro/invoices/${issued?.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const [text = ''] = await pageTexts(pdf.rawPayload);
    expect(text).toContain('Leroy Avocat');
    expect(text).toContain('552 081 317 66522');
    expect(text).toContain(VAT_EXEMPTION_MENTION);
    expect(text).not.toContain('N° de TVA intracommunautaire');
    expect(text).not.toContain('FR03552081317');
    const xml = (await readFacturXAttachment(pdf.rawPayload)) ?? '';
    expect(xml).toContain(FRENCH_FRANCHISE_EXEMPTION_CODE);
    expect(xml).toContain('<ram:CategoryCode>E</ram:CategoryCode>');
    expect(xml).toContain('<ram:Name>Leroy Avocat</ram:Name>');
    expect(xml).not.toContain('schemeID="VA"');
  }, 120_000);
});
