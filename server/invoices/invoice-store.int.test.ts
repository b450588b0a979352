import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors/app-error';
import { databaseErrorOf } from '../db/database-error';
import { contacts, invoiceSequences, invoices, professionals } from '../db/schema';
import { insertProfessional } from '../test-support/factories';
import { createTestApp, type TTestApp } from '../test-support/test-app';
import { createDraftInvoice, issueInvoice, type TDraftInvoiceInput } from './invoice-store';

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

beforeAll(async () => {
  t = await createTestApp();
  first = (await insertProfessional(t.handle.db, { lastName: 'Premiere' })).id;
  second = (await insertProfessional(t.handle.db, { lastName: 'Seconde' })).id;
});

afterAll(async () => {
  await t.close();
});

function draft(professionalId: number, input: Partial<TDraftInvoiceInput> = {}) {
  return createDraftInvoice(t.handle.db, professionalId, { ...CONSULTATION, ...input });
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
      drafts.map((row) => issueInvoice(t.handle.db, first, row.id, '2026-11-24')),
    );
    expect(issued.map((row) => row.sequence).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(issued[0]).toMatchObject({ status: 'issued', issueDate: '2026-11-24', dueDate: '2026-12-24' });
    // The other professional's sequence is their own.
    const theirs = await issueInvoice(t.handle.db, second, (await draft(second)).id, '2026-11-24');
    expect(theirs.sequence).toBe(1);
  });

  it('gives the number back when the issuing transaction fails', async () => {
    const lost = await draft(first);
    await expect(
      t.handle.db.transaction(async (tx) => {
        await tx
          .update(invoices)
          .set({ status: 'issued', issueDate: '2026-11-24', dueDate: '2026-12-24' })
          .where(eq(invoices.id, lost.id));
        throw new Error('panne après la numérotation');
      }),
    ).rejects.toThrow('panne');
    const next = await issueInvoice(t.handle.db, first, (await draft(first)).id, '2026-11-24');
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
      issueInvoice(t.handle.db, first, early.id, '2026-11-20'),
      'INVALID_STATE',
      /chronologique/,
    );
    const next = await issueInvoice(t.handle.db, first, early.id, '2026-11-25');
    expect(next.sequence).toBe(23);
  });

  it('never changes nor deletes an issued invoice', async () => {
    const issued = await issueInvoice(t.handle.db, first, (await draft(first)).id, '2026-11-25');
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
      issueInvoice(t.handle.db, first, issued.id, '2026-11-26'),
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
      first,
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
      issueInvoice(t.handle.db, second, mine.id, '2026-11-25'),
      'NOT_FOUND',
      /introuvable/,
    );
    await t.handle.db.delete(invoices).where(eq(invoices.id, mine.id));
    const free = await draft(first, {
      lines: [{ description: 'Geste', quantityThousandths: 1000, unitPriceCents: 0, vatRateBp: 0 }],
    });
    await expectAppError(issueInvoice(t.handle.db, first, free.id, '2026-11-25'), 'INVALID_STATE', /0 €/);
  });

  it('goes with the professional’s account when it is deleted', async () => {
    await t.handle.db.delete(professionals).where(eq(professionals.id, second));
    const left = await t.handle.db.execute(
      sql`select count(*)::int as n from invoices where professional_id = ${second}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
