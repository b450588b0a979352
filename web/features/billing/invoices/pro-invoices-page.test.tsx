import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TInvoice } from '#domain/billing/invoices/invoice-schemas.ts';
import type { TTopClient } from '#domain/billing/invoices/invoice-statistics-schemas.ts';
import {
  json,
  newQueryClient,
  stubApi,
  withQueryClient,
} from '#web/features/appointments/booking/test-support.tsx';
import { makeStaffSummary, signInStaff } from '#web/features/identity/firms/staff-test-fixtures.ts';
import { ProInvoicesPage } from './pro-invoices-page';
import { makeInvoice } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ISSUED = makeInvoice();

const BILLING = { siret: '73282932000074', vatNumber: null, hourlyRateCents: null, reminderDelaysDays: [15] };

function setup(
  invoices: TInvoice[] = [ISSUED],
  options: {
    billing?: typeof BILLING | null;
    url?: string;
    client?: ReturnType<typeof newQueryClient>;
    topClients?: TTopClient[];
  } = {},
) {
  const totals = { invoicedCents: 14_400, paidCents: 4_400, outstandingCents: 10_000, overdueCents: 0 };
  const api = stubApi([
    { method: 'GET', path: /^\/api\/pro\/invoices(\?.*)?$/, handler: () => json({ invoices, totals }) },
    {
      method: 'GET',
      path: '/api/pro/invoices/statistics',
      handler: () =>
        json({
          months: [{ month: '2026-11', label: 'nov. 2026', receivedCents: 4_400 }],
          receivedThisMonthCents: 4_400,
          invoicedThisYearCents: 14_400,
          outstandingCents: 10_000,
          overdueCents: 0,
          topClients: options.topClients ?? [],
        }),
    },
    {
      method: 'GET',
      path: '/api/pro/billing-settings',
      handler: () => json({ billing: options.billing === undefined ? BILLING : options.billing }),
    },
    {
      method: 'GET',
      path: '/api/pro/invoices/7',
      handler: () => json({ invoice: ISSUED, payments: [], reminders: [], creditNotes: [] }),
    },
    {
      method: 'PUT',
      path: '/api/pro/invoices/8',
      handler: () =>
        json({ invoice: { ...ISSUED, id: 8, status: 'draft', displayStatus: 'draft', number: null } }),
    },
    {
      method: 'POST',
      path: '/api/pro/invoices/7/payments',
      handler: () =>
        json({ invoice: { ...ISSUED, displayStatus: 'paid', paidCents: 14_400, outstandingCents: 0 } }, 201),
    },
    {
      method: 'GET',
      path: '/api/pro/invoices/proposal?appointmentId=12',
      handler: () =>
        json({
          proposal: {
            clientName: 'Marie Dubois',
            clientAddress: '',
            clientEmail: 'marie.dubois@example.com',
            clientIsBusiness: false,
            clientContactId: null,
            appointmentId: 12,
            caseId: null,
            workSessionIds: [],
            paymentTermDays: 30,
            lines: [
              {
                description: 'Consultation du 20/11/2026',
                quantityThousandths: 1000,
                unitPriceCents: 10_000,
                vatRateBp: 0,
              },
            ],
            notice: null,
          },
        }),
    },
    {
      method: 'POST',
      path: '/api/pro/invoices',
      handler: () => json({ invoice: { ...ISSUED, id: 8, status: 'draft', number: null } }, 201),
    },
  ]);
  render(
    withQueryClient(
      <MemoryRouter initialEntries={[options.url ?? '/pro/dashboard/payments']}>
        <ProInvoicesPage />
      </MemoryRouter>,
      options.client,
    ),
  );
  return { api, user: userEvent.setup() };
}

describe('ProInvoicesPage', () => {
  it('lists the invoices with their number, dates, amount and status, and the total issued', async () => {
    setup();
    const row = await screen.findByRole('row', { name: /Marie Dubois/ });
    expect(within(row).getByText('F-000001')).toBeInTheDocument();
    expect(within(row).getByText('25/11/2026')).toBeInTheDocument();
    expect(within(row).getByText('25/12/2026')).toBeInTheDocument();
    expect(within(row).getByText('Partiellement payée')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Émettre/ })).toBeNull();
    expect(
      screen.getByText(/Facturé\s: 144\s€ TTC · Encaissé\s: 44\s€ · Reste dû\s: 100\s€/),
    ).toBeInTheDocument();
  });

  it('says which invoices the firm issued and whose work each bills', async () => {
    setup([
      ISSUED,
      makeInvoice({ id: 8, clientName: 'Lucas Moreau', byFirm: true, lawyerName: 'Maître Antoine Lambert' }),
    ]);
    const firmRow = await screen.findByRole('row', { name: /Lucas Moreau/ });
    expect(within(firmRow).getByText('Facture du cabinet · Maître Antoine Lambert')).toBeInTheDocument();
    const ownRow = screen.getByRole('row', { name: /Marie Dubois/ });
    expect(within(ownRow).queryByText(/Facture du cabinet/)).toBeNull();
  });

  it('asks the server for the chosen status and period', async () => {
    const { api, user } = setup();
    await screen.findByRole('row', { name: /Marie Dubois/ });
    await user.selectOptions(screen.getByLabelText('Statut'), 'overdue');
    await vi.waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/pro/invoices?status=overdue')).toBe(true),
    );
  });

  it('shows an invoice’s lines, its totals and what is left to pay', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /Ouvrir\s: Facture F-000001/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Facture F-000001' });
    const read = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');
    const table = await within(dialog).findByRole('table', { name: 'Lignes' });
    expect(within(table).getAllByRole('columnheader').map(read)).toEqual([
      'Désignation',
      'Qté',
      'PU HT',
      'TVA',
    ]);
    expect(
      within(within(table).getByRole('row', { name: /^Consultation/ }))
        .getAllByRole('cell')
        .map(read),
    ).toEqual(['Consultation', '1', '120 €', '20 %']);
    expect(within(dialog).getAllByRole('term').map(read)).toEqual([
      'Total HT',
      'TVA',
      'Total TTC',
      'Payé',
      'Reste dû',
    ]);
    expect(within(dialog).getAllByRole('definition').map(read)).toEqual([
      '120 €',
      '24 €',
      '144 €',
      '44 €',
      '100 €',
    ]);
  });

  it('records a payment from the invoice, the amount owed proposed', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: /Ouvrir\s: Facture F-000001/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Facture F-000001' });
    const form = await within(dialog).findByRole('form', { name: 'Enregistrer un paiement' });
    expect(within(form).getByLabelText('Montant (€)')).toHaveValue('100');
    await user.selectOptions(within(form).getByLabelText('Moyen de paiement'), 'cheque');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le paiement' }));
    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/pro/invoices/7/payments')?.body).toMatchObject({
        amountCents: 10_000,
        means: 'cheque',
      }),
    );
    expect(within(dialog).getByRole('link', { name: 'Télécharger le PDF' })).toHaveAttribute(
      'href',
      '/api/pro/invoices/7/pdf',
    );
  });

  it('edits a draft in the same dialog and sends the whole draft again', async () => {
    const draft: TInvoice = {
      ...ISSUED,
      id: 8,
      status: 'draft',
      displayStatus: 'draft',
      number: null,
      issueDate: null,
      dueDate: null,
    };
    const { api, user } = setup([draft]);
    await user.click(await screen.findByRole('button', { name: 'Modifier le brouillon de Marie Dubois' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le brouillon' });
    expect(within(dialog).getByLabelText('Désignation')).toHaveValue('Consultation');
    await user.clear(within(dialog).getByLabelText('Client *'));
    await user.type(within(dialog).getByLabelText('Client *'), 'Marie Dubois-Laurent');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le brouillon' }));
    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        clientName: 'Marie Dubois-Laurent',
        lines: [
          { description: 'Consultation', quantityThousandths: 1000, unitPriceCents: 12_000, vatRateBp: 2000 },
        ],
      }),
    );
  });

  it('says what is missing before the first invoice can be issued', async () => {
    setup([], { billing: null });
    expect(await screen.findByText(/Renseignez votre SIRET/)).toBeInTheDocument();
  });

  it('shows an accountant the lawyer’s invoices, without that lawyer’s billing settings to change', async () => {
    const { api } = setup([ISSUED], {
      billing: null,
      client: signInStaff(newQueryClient(), makeStaffSummary('accountant')),
      topClients: [
        {
          clientName: 'Marie Dubois',
          clientContactId: 12,
          invoiceCount: 1,
          invoicedCents: 14_400,
          paidCents: 4_400,
          outstandingCents: 10_000,
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Factures et paiements' })).toBeVisible();
    expect(
      screen.getByText(/^Les factures de Maître Sophie Martin, numérotées à leur émission/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Paramètres de facturation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Nouvelle facture' })).toBeVisible();
    expect(
      await screen.findByText(/ne sont pas encore renseignés dans ses paramètres de facturation/),
    ).toBeVisible();
    // The contacts are not the accountant's to open: the best client is named, not linked.
    const best = await screen.findByRole('list', { name: 'Meilleurs clients' });
    expect(within(best).getByText('Marie Dubois')).toBeVisible();
    expect(within(best).queryByRole('link')).toBeNull();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('opens « Nouvelle facture » filled from the appointment to bill', async () => {
    setup([], { url: '/pro/dashboard/payments?rendez-vous=12' });
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle facture' });
    expect(await within(dialog).findByDisplayValue('Consultation du 20/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Client *')).toHaveValue('Marie Dubois');
    expect(within(dialog).getByLabelText('Prix unitaire HT (€)')).toHaveValue('100');
  });

  it('says when there is no invoice yet', async () => {
    setup([]);
    expect(await screen.findByText('Aucune facture')).toBeInTheDocument();
  });

  it('sends what was typed as the request carries it: « 1,5 » → 1500 thousandths, « 95,50 » → 9550 cents', async () => {
    const { api, user } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Nouvelle facture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle facture' });
    await user.type(within(dialog).getByLabelText('Client *'), 'Marie Dubois');
    await user.type(within(dialog).getByLabelText('Adresse du client *'), '12 rue de la Paix');
    await user.type(within(dialog).getByLabelText('Désignation'), 'Consultation');
    await user.clear(within(dialog).getByLabelText('Quantité'));
    await user.type(within(dialog).getByLabelText('Quantité'), '1,5');
    await user.type(within(dialog).getByLabelText('Prix unitaire HT (€)'), '95,50');
    await user.selectOptions(within(dialog).getByLabelText('TVA'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le brouillon' }));
    await vi.waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = api.calls.find((call) => call.method === 'POST')?.body;
    expect(sent).toMatchObject({
      clientName: 'Marie Dubois',
      paymentTermDays: 30,
      lines: [
        { description: 'Consultation', quantityThousandths: 1500, unitPriceCents: 9550, vatRateBp: 1000 },
      ],
    });
  });

  it('shows a typing mistake next to its field and sends nothing', async () => {
    const { api, user } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Nouvelle facture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle facture' });
    await user.type(within(dialog).getByLabelText('Prix unitaire HT (€)'), '12,345');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le brouillon' }));
    expect(await within(dialog).findByText('Prix invalide')).toBeInTheDocument();
    expect(within(dialog).getByText('Le nom du client est requis')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
