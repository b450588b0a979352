import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TInvoice } from '../../../domain/invoices/invoice-schemas';
import { json, stubApi, withQueryClient } from '../booking/test-support';
import { ProInvoicesPage } from './pro-invoices-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ISSUED: TInvoice = {
  id: 7,
  kind: 'invoice',
  status: 'issued',
  number: 'F-000001',
  clientName: 'Marie Dubois',
  clientAddress: '12 rue de la Paix, 75002 Paris',
  clientIsBusiness: false,
  clientContactId: null,
  issueDate: '2026-11-25',
  dueDate: '2026-12-25',
  paymentTermDays: 30,
  lines: [
    { description: 'Consultation', quantityThousandths: 1000, unitPriceCents: 12_000, vatRateBp: 2000 },
  ],
  netCents: 12_000,
  vatCents: 2_400,
  grossCents: 14_400,
  vatBreakdown: [{ vatRateBp: 2000, netCents: 12_000, vatCents: 2_400 }],
};

function setup(invoices: TInvoice[] = [ISSUED]) {
  const api = stubApi([
    { method: 'GET', path: '/api/pro/invoices', handler: () => json({ invoices }) },
    {
      method: 'POST',
      path: '/api/pro/invoices',
      handler: () => json({ invoice: { ...ISSUED, id: 8, status: 'draft', number: null } }, 201),
    },
  ]);
  render(
    withQueryClient(
      <MemoryRouter>
        <ProInvoicesPage />
      </MemoryRouter>,
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
    expect(within(row).getByText('Émise')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Émettre/ })).toBeNull();
    expect(screen.getByText(/Total émis : 144\s€ TTC/)).toBeInTheDocument();
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
