import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { monthlyRevenue } from '#domain/billing/invoices/invoice-statistics.ts';
import type { TInvoiceStatistics } from '#domain/billing/invoices/invoice-statistics-schemas.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { invoiceExportUrl } from './invoice-statistics-api';
import { InvoiceExportLink, InvoiceStatisticsPanel, STATISTICS_LOAD_ERROR } from './invoice-statistics-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const STATISTICS: TInvoiceStatistics = {
  months: monthlyRevenue(
    [
      { paidOn: '2026-09-15', amountCents: 30_000 },
      { paidOn: '2026-10-20', amountCents: 20_000 },
      { paidOn: '2026-11-03', amountCents: 5_050 },
    ],
    '2026-11',
  ),
  receivedThisMonthCents: 5_050,
  invoicedThisYearCents: 160_000,
  outstandingCents: 105_000,
  overdueCents: 90_000,
  topClients: [
    {
      clientName: 'Marie Dubois',
      clientContactId: 12,
      invoiceCount: 2,
      invoicedCents: 90_000,
      paidCents: 30_000,
      outstandingCents: 60_000,
    },
    {
      clientName: 'SARL Fabre',
      clientContactId: null,
      invoiceCount: 1,
      invoicedCents: 50_000,
      paidCents: 20_000,
      outstandingCents: 30_000,
    },
  ],
};

function setup(handler: () => Response | Promise<Response>) {
  const api = stubApi([{ method: 'GET', path: '/api/pro/invoices/statistics', handler }]);
  render(
    withQueryClient(
      <MemoryRouter>
        <InvoiceStatisticsPanel />
      </MemoryRouter>,
    ),
  );
  return { api, user: userEvent.setup() };
}

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('InvoiceStatisticsPanel', () => {
  it('shows the four figures, the 12-month chart with its table and the top clients', async () => {
    setup(() => json(STATISTICS));
    expect(await screen.findByRole('region', { name: 'Statistiques financières' })).toBeInTheDocument();
    expect(figure('Encaissé ce mois-ci')).toMatch(/^50,50\s€$/);
    expect(figure('Facturé cette année')).toMatch(/^1\s600\s€$/);
    expect(figure('Reste à encaisser')).toMatch(/^1\s050\s€$/);
    expect(figure('dont en retard')).toMatch(/^900\s€$/);

    const chart = screen.getByRole('img', { name: /Encaissements de décembre 2025 à novembre 2026/ });
    expect(chart.getAttribute('aria-label')).toMatch(
      /550,50\s€ au total, le plus en septembre 2026 \(300\s€\)/,
    );
    expect(within(chart).getAllByTestId('revenue-bar')).toHaveLength(12);
    // A euro axis in round steps above the best month (300 €), months in French.
    expect(chart).toHaveTextContent(/0\s€100\s€200\s€300\s€/);
    expect(chart).toHaveTextContent(/déc\..*sept\..*nov\./);

    const table = screen.getByRole('table', { name: 'Encaissements par mois' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent(/décembre 2025\s*0\s€/);
    expect(rows[12]).toHaveTextContent(/novembre 2026\s*50,50\s€/);

    const clients = within(screen.getByRole('list', { name: 'Meilleurs clients' })).getAllByRole('listitem');
    expect(clients).toHaveLength(2);
    expect(within(clients[0] as HTMLElement).getByRole('link', { name: 'Marie Dubois' })).toHaveAttribute(
      'href',
      '/pro/dashboard/contacts/12',
    );
    expect(clients[0]).toHaveTextContent(/900\s€ facturés · 300\s€ payés · 600\s€ restant dus/);
    expect(within(clients[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(clients[1]).toHaveTextContent('SARL Fabre');
  });

  it('says when nothing was received nor invoiced', async () => {
    setup(() =>
      json({
        ...STATISTICS,
        months: monthlyRevenue([], '2026-11'),
        receivedThisMonthCents: 0,
        invoicedThisYearCents: 0,
        outstandingCents: 0,
        overdueCents: 0,
        topClients: [],
      }),
    );
    expect(await screen.findByText('Aucune facture émise ces 12 derniers mois')).toBeInTheDocument();
    expect(figure('Encaissé ce mois-ci')).toMatch(/^0\s€$/);
    const empty = screen.getByRole('img');
    expect(empty.getAttribute('aria-label')).toMatch(/aucun encaissement\.$/);
    // One line instead of twelve empty bars on their axes.
    expect(empty).toHaveTextContent(/^Aucun paiement sur la période$/);
    expect(screen.queryAllByTestId('revenue-bar')).toHaveLength(0);
  });

  it('shows a French error and loads again on « Réessayer »', async () => {
    let fail = true;
    const { user } = setup(() =>
      fail ? json({ error: { code: 'INTERNAL', message: 'Erreur' } }, 500) : json(STATISTICS),
    );
    expect(await screen.findByText(STATISTICS_LOAD_ERROR)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Statistiques financières' })).toBeInTheDocument();
  });
});

describe('InvoiceExportLink', () => {
  it('links to the CSV of the period', () => {
    render(<InvoiceExportLink period={{ from: '2026-01-01', to: '2026-12-31' }} />);
    const link = screen.getByRole('link', { name: /^Exporter \(CSV\)/ });
    expect(link).toHaveAttribute('href', '/api/pro/invoices/export.csv?from=2026-01-01&to=2026-12-31');
    expect(link).toHaveAttribute('download', 'factures-2026-01-01-2026-12-31.csv');
    expect(link).toHaveAccessibleName('Exporter (CSV) les factures du 01/01/2026 au 31/12/2026');
    expect(invoiceExportUrl({ from: '2026-01-01', to: '2026-03-31' })).toBe(
      '/api/pro/invoices/export.csv?from=2026-01-01&to=2026-03-31',
    );
  });
});
