import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TBillingSettings } from '#domain/billing/invoices/billing-settings.ts';
import type { TInvoice } from '#domain/billing/invoices/invoice-schemas.ts';
import type { TTopClient } from '#domain/billing/invoices/invoice-statistics-schemas.ts';
import { FIRM_ROLE_PERMISSIONS, type TFirmRole } from '#domain/identity/firms/firm-roles.ts';
import type { TFirmMember, TFirmResponse } from '#domain/identity/firms/firm-schemas.ts';
import {
  json,
  newQueryClient,
  stubApi,
  withQueryClient,
} from '#web/features/appointments/booking/test-support.tsx';
import { SOPHIE_FIRM } from '#web/features/identity/firms/firm-test-data.ts';
import { makeStaffSummary, signInStaff } from '#web/features/identity/firms/staff-test-fixtures.ts';
import { ProInvoicesPage } from './pro-invoices-page';
import { makeInvoice } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ISSUED = makeInvoice();

const BILLING: TBillingSettings = {
  siret: '73282932000074',
  vatNumber: null,
  hourlyRateCents: null,
  reminderDelaysDays: [15],
};

function member(firstName: string, role: TFirmRole, professionalId: number | null): TFirmMember {
  return {
    userId: `00000000-0000-4000-8000-00000000000${professionalId ?? 9}`,
    professionalId,
    firstName,
    lastName: 'Martin',
    email: `${firstName.toLowerCase()}@example.com`,
    role,
    joinedAt: '2026-11-01T09:00:00.000Z',
    assignedLawyerIds: [],
  };
}

/** « Mon cabinet » as a member of `role` reads it: Sophie and Luc, lawyers, and an accountant. */
function firmAs(role: TFirmRole, overrides: Partial<TFirmResponse> = {}): TFirmResponse {
  return {
    firm: SOPHIE_FIRM,
    myRole: role,
    myPermissions: [...FIRM_ROLE_PERMISSIONS[role]],
    members: [
      member('Sophie', 'associate', 1),
      member('Luc', 'collaborator', 2),
      member('Inès', 'accountant', null),
    ],
    ...overrides,
  };
}

const LUC_INVOICE = makeInvoice({ id: 9, clientName: 'Jean Petit', lawyerName: 'Luc Fontaine' });

function setup(
  invoices: TInvoice[] = [ISSUED],
  options: {
    billing?: typeof BILLING | null;
    url?: string;
    client?: ReturnType<typeof newQueryClient>;
    topClients?: TTopClient[];
    firm?: TFirmResponse;
    /** What `view=firm` answers. */
    wholeFirm?: TInvoice[];
  } = {},
) {
  const totals = { invoicedCents: 14_400, paidCents: 4_400, outstandingCents: 10_000, overdueCents: 0 };
  const api = stubApi([
    {
      method: 'GET',
      path: /^\/api\/pro\/invoices(\?.*)?$/,
      handler: (call) =>
        json({
          invoices: /[?&]view=firm/.test(call.path) ? (options.wholeFirm ?? []) : invoices,
          totals,
        }),
    },
    ...(options.firm ? [{ method: 'GET', path: '/api/pro/firm', handler: () => json(options.firm) }] : []),
    {
      method: 'GET',
      path: /^\/api\/pro\/invoices\/statistics(\?view=firm)?$/,
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

  it('shows an associate « Tout le cabinet »: every lawyer’s invoices, figures and exports, read only', async () => {
    const { api, user } = setup([ISSUED], {
      firm: firmAs('associate'),
      wholeFirm: [ISSUED, LUC_INVOICE],
      topClients: [
        {
          clientName: 'Jean Petit',
          clientContactId: 12,
          invoiceCount: 1,
          invoicedCents: 14_400,
          paidCents: 0,
          outstandingCents: 14_400,
        },
      ],
    });
    const choice = await screen.findByRole('group', { name: 'Factures affichées' });
    expect(within(choice).getByRole('radio', { name: 'Mes factures' })).toBeChecked();
    // Sophie's own list: her invoices open, her clients are links.
    expect(await screen.findByRole('button', { name: /Ouvrir\s: Facture F-000001/ })).toBeVisible();
    expect(screen.queryByRole('row', { name: /Jean Petit/ })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Jean Petit' })).toBeVisible();

    await user.click(within(choice).getByRole('radio', { name: 'Tout le cabinet' }));
    const lucRow = await screen.findByRole('row', { name: /Jean Petit/ });
    expect(within(lucRow).getByText('Luc Fontaine')).toBeVisible();
    expect(within(lucRow).getByText('En son nom')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Avocat' })).toBeVisible();
    expect(
      within(screen.getByRole('row', { name: /Marie Dubois/ })).getByText('Sophie Martin'),
    ).toBeVisible();
    // Read only: no invoice opens here, and a colleague's client is not a link.
    expect(screen.queryByRole('button', { name: /Ouvrir/ })).toBeNull();
    expect(screen.getByText(/Vue d’ensemble en lecture seule/)).toBeVisible();
    expect(screen.getByText(/^Les factures de tous les avocats du cabinet, numérotées/)).toBeVisible();
    const best = await screen.findByRole('list', { name: 'Meilleurs clients' });
    await vi.waitFor(() => expect(within(best).queryByRole('link')).toBeNull());
    expect(api.calls.some((call) => call.path === '/api/pro/invoices?view=firm')).toBe(true);
    expect(api.calls.some((call) => call.path === '/api/pro/invoices/statistics?view=firm')).toBe(true);
    const csv = screen.getByRole('link', { name: /^Exporter \(CSV\) les factures de tout le cabinet/ });
    expect(csv.getAttribute('href')).toMatch(/^\/api\/pro\/invoices\/export\.csv\?from=.*&view=firm$/);
    expect(csv.getAttribute('download')).toMatch(/^factures-cabinet-/);
    expect(
      screen.getByRole('link', { name: /^Télécharger les PDF \(zip\) des factures de tout le cabinet/ }),
    ).toHaveAttribute('href', expect.stringMatching(/view=firm$/));

    // Back to her own: the list, the figures and the exports are hers again.
    await user.click(within(choice).getByRole('radio', { name: 'Mes factures' }));
    await vi.waitFor(() => expect(screen.queryByRole('row', { name: /Jean Petit/ })).toBeNull());
    expect(screen.getByRole('link', { name: /^Exporter \(CSV\)/ }).getAttribute('href')).not.toMatch(/view/);
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('offers the accountant « Tout le cabinet » beside the lawyer they work for', async () => {
    const { user } = setup([ISSUED], {
      client: signInStaff(newQueryClient(), makeStaffSummary('accountant')),
      firm: firmAs('accountant'),
      wholeFirm: [ISSUED, LUC_INVOICE],
    });
    const choice = await screen.findByRole('group', { name: 'Factures affichées' });
    expect(within(choice).getByRole('radio', { name: 'Maître Sophie Martin' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'Tout le cabinet' }));
    expect(await screen.findByRole('row', { name: /Jean Petit/ })).toBeVisible();
    expect(screen.getByText(/travaillez pour l’avocat concerné/)).toBeVisible();
  });

  it('offers no « Tout le cabinet » to a collaborator, nor in a firm of one lawyer', async () => {
    const { api } = setup([ISSUED], { firm: firmAs('collaborator') });
    await screen.findByRole('row', { name: /Marie Dubois/ });
    await vi.waitFor(() => expect(api.calls.some((call) => call.path === '/api/pro/firm')).toBe(true));
    expect(screen.queryByRole('group', { name: 'Factures affichées' })).toBeNull();
    expect(api.calls.some((call) => call.path.includes('view=firm'))).toBe(false);
  });

  it('offers none in a firm of one lawyer, its staff aside', async () => {
    const alone = firmAs('associate');
    const { api } = setup([ISSUED], {
      firm: { ...alone, members: alone.members.filter((one) => one.firstName !== 'Luc') },
    });
    await screen.findByRole('row', { name: /Marie Dubois/ });
    await vi.waitFor(() => expect(api.calls.some((call) => call.path === '/api/pro/firm')).toBe(true));
    expect(screen.queryByRole('group', { name: 'Factures affichées' })).toBeNull();
  });

  it('starts a new line at 0 % of VAT while the firm invoices under the franchise', async () => {
    const { user } = setup([], {
      billing: { ...BILLING, vatNumber: 'FR44732829320' },
      firm: firmAs('associate', { firm: { ...SOPHIE_FIRM, invoicing: 'firm', vatFranchise: true } }),
    });
    await screen.findByRole('group', { name: 'Factures affichées' });
    await user.click(screen.getByRole('button', { name: 'Nouvelle facture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle facture' });
    expect(within(dialog).getByLabelText('TVA')).toHaveValue('0');
  });
});
