import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { databaseErrorOf } from '#server/db/database-error.ts';
import {
  contacts,
  invoicePayments,
  invoiceSequences,
  invoices,
  professionals,
  users,
} from '#server/db/schema/index.ts';
import { insertProfessional } from '#server/test-support/factories.ts';
import { createTestApp, type TTestApp } from '#server/test-support/test-app.ts';
import { lawyerAloneScope as own } from './billing-scope';
import {
  createDraftInvoice,
  issueCreditNote,
  issueInvoice,
  recordPayment,
  type TDraftInvoiceInput,
} from './invoice-store';

let t: TTestApp;
let first: number;
let second: number;

const CONSULTATION: TDraftInvoiceInput = {
  clientName: 'Marie Dubois',
  clientAddress: '12 rue de la Paix, 75002 Paris',
  clientIsBusiness: false,
  paymentTermDays: 30,
  lines: [
    {
      description: 'Consultation du 20 novembre 2026',
      quantityThousandths: 1000,
      unitPriceCents: 12_000,
      vatRateBp: 2000,
    },
    {
      description: 'Rédaction de courrier',
      quantityThousandths: 1500,
      unitPriceCents: 13_333,
      vatRateBp: 2000,
    },
  ],
};

const BILLING = {
  siret: '73282932000074',
  vatNumber: 'FR44732829320',
  hourlyRateCents: 20_000,
  reminderDelaysDays: [],
};

/** What the issuing code freezes on an invoice; written by hand where a test bypasses the code. */
const ISSUER = {
  name: 'Maître Test Premiere',
  title: 'Avocat',
  practice: 'Cabinet',
  streetAddress: '1 rue de Rivoli',
  postalCode: '75001',
  city: 'Paris',
  siret: BILLING.siret,
  vatNumber: BILLING.vatNumber,
  email: null,
  phone: '0102030405',
};

beforeAll(async () => {
  t = await createTestApp();
  first = (await insertProfessional(t.handle.db, { lastName: 'Premiere', billing: BILLING })).id;
  second = (await insertProfessional(t.handle.db, { lastName: 'Seconde', billing: BILLING })).id;
});

afterAll(async () => {
  await t.close();
});

function draft(professionalId: number, input: Partial<TDraftInvoiceInput> = {}) {
  return createDraftInvoice(t.handle.db, { professionalId, firmId: null }, { ...CONSULTATION, ...input });
}

async function expectAppError(promise: Promise<unknown>, code: string, message: RegExp) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code });
  expect((error as AppError).message).toMatch(message);
}

/** The database's own refusal (the constraint named by the trigger), whichever driver reports it. */
async function expectRefused(promise: Promise<unknown>, constraint: string) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(databaseErrorOf(error)?.constraint).toBe(constraint);
}

describe('invoices', () => {
  it('computes a draft’s amounts from its lines, to the cent', async () => {
    const row = await draft(first);
    expect(row).toMatchObject({
      status: 'draft',
      sequence: null,
      netCents: 32_000,
      vatCents: 6_400,
      grossCents: 38_400,
    });
  });

  it('numbers concurrent issues in one continuous sequence per professional, with no gap and no duplicate', async () => {
    const drafts = await Promise.all(Array.from({ length: 20 }, () => draft(first)));
    const issued = await Promise.all(
      drafts.map((row) => issueInvoice(t.handle.db, own(first), row.id, '2026-11-24')),
    );
    expect(issued.map((row) => row.sequence).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(issued[0]).toMatchObject({ status: 'issued', issueDate: '2026-11-24', dueDate: '2026-12-24' });
    // The other professional's sequence is their own.
    const theirs = await issueInvoice(t.handle.db, own(second), (await draft(second)).id, '2026-11-24');
    expect(theirs.sequence).toBe(1);
  });

  it('gives the number back when the issuing transaction fails', async () => {
    const lost = await draft(first);
    await expect(
      t.handle.db.transaction(async (tx) => {
        await tx
          .update(invoices)
          .set({ status: 'issued', issuer: ISSUER, issueDate: '2026-11-24', dueDate: '2026-12-24' })
          .where(eq(invoices.id, lost.id));
        throw new Error('panne après la numérotation');
      }),
    ).rejects.toThrow('panne');
    const next = await issueInvoice(t.handle.db, own(first), (await draft(first)).id, '2026-11-24');
    expect(next.sequence).toBe(21);
    const [counter] = await t.handle.db
      .select()
      .from(invoiceSequences)
      .where(eq(invoiceSequences.professionalId, first));
    expect(counter?.lastSequence).toBe(21);
  });

  it('takes the number from the database whatever the code path asks', async () => {
    const [row] = await t.handle.db
      .insert(invoices)
      .values({
        ...CONSULTATION,
        professionalId: first,
        status: 'issued',
        issuer: ISSUER,
        sequence: 999,
        issueDate: '2026-11-24',
        dueDate: '2026-12-24',
        netCents: 100,
        vatCents: 20,
        grossCents: 120,
      })
      .returning();
    expect(row?.sequence).toBe(22);
  });

  it('refuses an issue date before the last issued invoice, without using a number', async () => {
    const early = await draft(first);
    await expectAppError(
      issueInvoice(t.handle.db, own(first), early.id, '2026-11-20'),
      'INVALID_STATE',
      /chronologique/,
    );
    const next = await issueInvoice(t.handle.db, own(first), early.id, '2026-11-25');
    expect(next.sequence).toBe(23);
  });

  it('never changes nor deletes an issued invoice', async () => {
    const issued = await issueInvoice(t.handle.db, own(first), (await draft(first)).id, '2026-11-25');
    await expectRefused(
      t.handle.db
        .update(invoices)
        .set({ grossCents: 1, netCents: 1, vatCents: 0 })
        .where(eq(invoices.id, issued.id)),
      'invoices_issued_immutable',
    );
    await expectRefused(
      t.handle.db.update(invoices).set({ status: 'draft' }).where(eq(invoices.id, issued.id)),
      'invoices_issued_immutable',
    );
    await expectRefused(
      t.handle.db.delete(invoices).where(eq(invoices.id, issued.id)),
      'invoices_issued_immutable',
    );
    await expectAppError(
      issueInvoice(t.handle.db, own(first), issued.id, '2026-11-26'),
      'NOT_FOUND',
      /introuvable/,
    );
    const [still] = await t.handle.db.select().from(invoices).where(eq(invoices.id, issued.id));
    expect(still).toEqual(issued);
  });

  it('lets the address book forget a client without touching the invoices issued to them', async () => {
    const [contact] = await t.handle.db
      .insert(contacts)
      .values({
        professionalId: first,
        type: 'client',
        firstName: 'Marie',
        lastName: 'Dubois',
        email: 'marie@example.com',
        phone: '0600000000',
      })
      .returning();
    if (!contact) throw new Error('contact absent');
    const issued = await issueInvoice(
      t.handle.db,
      own(first),
      (await draft(first, { clientContactId: contact.id })).id,
      '2026-11-25',
    );
    await t.handle.db.delete(contacts).where(eq(contacts.id, contact.id));
    const [kept] = await t.handle.db.select().from(invoices).where(eq(invoices.id, issued.id));
    expect(kept).toEqual({ ...issued, clientContactId: null });
  });

  it('keeps drafts editable and deletable, and another professional’s draft out of reach', async () => {
    const mine = await draft(first);
    await t.handle.db.update(invoices).set({ clientName: 'Marie Durand' }).where(eq(invoices.id, mine.id));
    await expectAppError(
      issueInvoice(t.handle.db, own(second), mine.id, '2026-11-25'),
      'NOT_FOUND',
      /introuvable/,
    );
    await t.handle.db.delete(invoices).where(eq(invoices.id, mine.id));
    const free = await draft(first, {
      lines: [{ description: 'Geste', quantityThousandths: 1000, unitPriceCents: 0, vatRateBp: 0 }],
    });
    await expectAppError(
      issueInvoice(t.handle.db, own(first), free.id, '2026-11-25'),
      'INVALID_STATE',
      /0 €/,
    );
  });

  it('freezes the issuer’s mentions on issue and refuses an issue without them', async () => {
    const issued = await issueInvoice(t.handle.db, own(first), (await draft(first)).id, '2026-11-27');
    expect(issued.issuer).toMatchObject({
      siret: BILLING.siret,
      vatNumber: BILLING.vatNumber,
      title: 'Avocat',
    });
    await t.handle.db
      .update(professionals)
      .set({ billing: { ...BILLING, siret: '40483304800022' } })
      .where(eq(professionals.id, first));
    const [kept] = await t.handle.db.select().from(invoices).where(eq(invoices.id, issued.id));
    expect(kept?.issuer?.siret).toBe(BILLING.siret);
    await t.handle.db.update(professionals).set({ billing: BILLING }).where(eq(professionals.id, first));
    const bare = await draft(first);
    await expectRefused(
      t.handle.db
        .update(invoices)
        .set({ status: 'issued', issueDate: '2026-11-27', dueDate: '2026-12-27' })
        .where(eq(invoices.id, bare.id)),
      'invoices_issuer_mentions',
    );
    const unset = (await insertProfessional(t.handle.db, { lastName: 'Sans' })).id;
    const theirs = await draft(unset);
    await expectAppError(
      issueInvoice(t.handle.db, own(unset), theirs.id, '2026-11-27'),
      'INVALID_STATE',
      /SIRET/,
    );
    await t.handle.db
      .update(professionals)
      .set({ billing: { ...BILLING, vatNumber: null } })
      .where(eq(professionals.id, unset));
    await expectAppError(
      issueInvoice(t.handle.db, own(unset), theirs.id, '2026-11-27'),
      'INVALID_STATE',
      /293 B/,
    );
  });

  it('credits an invoice at most once in full, even with credit notes issued at the same moment', async () => {
    const invoice = await issueInvoice(t.handle.db, own(first), (await draft(first)).id, '2026-11-28');
    const part = [
      {
        description: 'Geste commercial',
        quantityThousandths: 1000,
        unitPriceCents: 10_000,
        vatRateBp: 2000 as const,
      },
    ];
    const settled = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        issueCreditNote(t.handle.db, own(first), invoice.id, '2026-11-28', part),
      ),
    );
    // 120 € TTC each: three fit in the 384 € TTC invoice, a fourth would exceed it.
    const fitting = Math.floor(invoice.grossCents / 12_000);
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(Math.min(5, fitting));
    for (const result of settled)
      if (result.status === 'rejected') expect((result.reason as AppError).message).toMatch(/dépasser/);
    const notes = await t.handle.db.select().from(invoices).where(eq(invoices.creditedInvoiceId, invoice.id));
    expect(
      notes.every(
        (note) => note.kind === 'credit_note' && note.status === 'issued' && note.sequence !== null,
      ),
    ).toBe(true);
    expect(notes.reduce((sum, note) => sum + note.grossCents, 0)).toBeLessThanOrEqual(invoice.grossCents);
    await expectAppError(
      issueCreditNote(t.handle.db, own(first), invoice.id, '2026-11-28', undefined),
      'INVALID_STATE',
      /avoir partiel/,
    );
    await expectAppError(
      issueCreditNote(t.handle.db, own(second), invoice.id, '2026-11-28', undefined),
      'NOT_FOUND',
      /introuvable/,
    );
    const whole = await issueInvoice(t.handle.db, own(first), (await draft(first)).id, '2026-11-28');
    const note = await issueCreditNote(t.handle.db, own(first), whole.id, '2026-11-28', undefined);
    expect(note).toMatchObject({ kind: 'credit_note', grossCents: whole.grossCents, lines: whole.lines });
    await expectAppError(
      issueCreditNote(t.handle.db, own(first), note.id, '2026-11-28', undefined),
      'NOT_FOUND',
      /introuvable/,
    );
  });

  it('keeps payments within what is owed, even when recorded at the same moment', async () => {
    const invoice = await issueInvoice(t.handle.db, own(first), (await draft(first)).id, '2026-11-28');
    const third = Math.floor(invoice.grossCents / 3);
    const settled = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        recordPayment(t.handle.db, own(first), invoice.id, {
          paidOn: '2026-11-28',
          amountCents: third,
          means: 'virement',
        }),
      ),
    );
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const result of settled)
      if (result.status === 'rejected') expect((result.reason as AppError).message).toMatch(/dépasse/);
    const rest = invoice.grossCents - 3 * third;
    if (rest > 0)
      await recordPayment(t.handle.db, own(first), invoice.id, {
        paidOn: '2026-11-28',
        amountCents: rest,
        means: 'cheque',
      });
    await expectAppError(
      recordPayment(t.handle.db, own(first), invoice.id, {
        paidOn: '2026-11-28',
        amountCents: 1,
        means: 'cheque',
      }),
      'INVALID_STATE',
      /dépasse/,
    );
    await expectAppError(
      recordPayment(t.handle.db, own(second), invoice.id, {
        paidOn: '2026-11-28',
        amountCents: 1,
        means: 'cheque',
      }),
      'NOT_FOUND',
      /introuvable/,
    );
    const pending = await draft(first);
    await expectAppError(
      recordPayment(t.handle.db, own(first), pending.id, {
        paidOn: '2026-11-28',
        amountCents: 1,
        means: 'cheque',
      }),
      'NOT_FOUND',
      /introuvable/,
    );
    await expectRefused(
      t.handle.db.insert(invoicePayments).values({
        invoiceId: pending.id,
        professionalId: first,
        paidOn: '2026-11-28',
        amountCents: 1,
        means: 'cheque',
      }),
      'invoice_payments_within_due',
    );
  });

  it('keeps issued invoices when their client’s account or their professional goes (ten years, L123-22)', async () => {
    const [client] = await t.handle.db
      .insert(users)
      .values({
        email: 'partant@example.com',
        passwordHash: 'x',
        role: 'client',
        firstName: 'Paul',
        lastName: 'Partant',
      })
      .returning();
    if (!client) throw new Error('client absent');
    const issued = await issueInvoice(
      t.handle.db,
      own(first),
      (await draft(first, { clientUserId: client.id })).id,
      '2026-11-28',
    );
    await t.handle.db.delete(users).where(eq(users.id, client.id));
    const [kept] = await t.handle.db.select().from(invoices).where(eq(invoices.id, issued.id));
    expect(kept).toEqual({ ...issued, clientUserId: null });

    const draftsOnly = (await insertProfessional(t.handle.db, { lastName: 'Brouillons', billing: BILLING }))
      .id;
    await draft(draftsOnly);
    await t.handle.db.delete(professionals).where(eq(professionals.id, draftsOnly));
    const left = await t.handle.db.execute(
      sql`select count(*)::int as n from invoices where professional_id = ${draftsOnly}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    await expectRefused(
      t.handle.db.delete(professionals).where(eq(professionals.id, first)),
      'invoices_issued_immutable',
    );
  });
});
