import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TInvoice, ZInvoicesResponse } from '../../domain/invoices/invoice-schemas';
import { callAs, createTestApp, loginAs, type TCallMethod, type TTestApp } from '../test-support/test-app';

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
});

afterAll(async () => {
  await t.close();
});

function call(cookie: string | undefined, method: TCallMethod, url: string, payload?: unknown) {
  return callAs(t.app, cookie, method, url, payload);
}

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
});
