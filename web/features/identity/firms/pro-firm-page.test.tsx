import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRM_ROLE_PERMISSIONS } from '#domain/identity/firms/firm-roles.ts';
import type { TFirmResponse } from '#domain/identity/firms/firm-schemas.ts';
import { SOPHIE_FIRM } from './firm-test-data';
import { ProFirmPage } from './pro-firm-page';

const SOPHIE_ID = '00000000-0000-4000-8000-000000000001';
const LUC_ID = '00000000-0000-4000-8000-000000000002';
// The key's message, whose « : » follows a no-break space Testing Library's queries read as a plain one.
const SIRET_KEY_MESSAGE =
  /^SIRET invalide\s: la clé de contrôle ne correspond pas \(vérifiez chacun des 14 chiffres\)$/;

const FIRM: TFirmResponse = {
  firm: SOPHIE_FIRM,
  myRole: 'associate',
  myPermissions: [...FIRM_ROLE_PERMISSIONS.associate],
  members: [
    {
      userId: SOPHIE_ID,
      professionalId: 1,
      firstName: 'Sophie',
      lastName: 'Martin',
      email: 'sophie.martin@example.com',
      role: 'associate',
      // 00:30 in Paris on 1 December: the Paris day, not UTC's 30 November.
      joinedAt: '2026-11-30T23:30:00.000Z',
      assignedLawyerIds: [],
    },
    {
      userId: LUC_ID,
      professionalId: 7,
      firstName: 'Luc',
      lastName: 'Fontaine',
      email: 'luc.fontaine@example.com',
      role: 'collaborator',
      joinedAt: '2027-02-15T09:00:00.000Z',
      assignedLawyerIds: [],
    },
  ],
};

const COLLABORATOR_VIEW: TFirmResponse = {
  ...FIRM,
  firm: { ...FIRM.firm, siret: '73282932000074' },
  myRole: 'collaborator',
  myPermissions: [...FIRM_ROLE_PERMISSIONS.collaborator],
};

type TCall = { method: string; url: string; body: unknown };

/** The API as the page meets it: the session, the firm, and the answer to a save. */
function stubApi(firm: TFirmResponse, myUserId: string, onSave?: (body: unknown) => Response) {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url === '/api/auth/pro/session') {
        return Response.json({ user: { id: myUserId, email: 'x@example.com' }, professional: null });
      }
      if (url === '/api/pro/firm' && method === 'GET') return Response.json(firm);
      if (url === '/api/pro/firm' && method === 'PUT' && onSave) return onSave(body);
      if (url === '/api/pro/firm/invitations' && method === 'GET') return Response.json([]);
      return Response.json(
        { error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } },
        { status: 404 },
      );
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProFirmPage />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ProFirmPage for an associate', () => {
  it('shows the firm in a form, refuses a SIRET whose key is wrong beside the field, then saves it', async () => {
    const calls = stubApi(FIRM, SOPHIE_ID, (body) =>
      Response.json({ ...FIRM, firm: { ...FIRM.firm, ...(body as object), siret: '73282932000074' } }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon cabinet' })).toBeInTheDocument();
    const name = await screen.findByLabelText('Nom du cabinet *');
    expect(name).toHaveValue('Cabinet Martin Avocats');
    const legalForm = screen.getByLabelText('Forme d’exercice *');
    expect(legalForm).toHaveDisplayValue('Exercice individuel');
    expect(within(legalForm).getByRole('option', { name: 'Association d’avocats' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code postal *')).toHaveValue('75008');
    expect(screen.getByText('Chaque avocat facture en son nom')).toBeInTheDocument();

    const siret = screen.getByLabelText('SIRET *');
    await userEvent.type(siret, '732 829 320 00075');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(SIRET_KEY_MESSAGE)).toBeInTheDocument();
    expect(siret).toHaveAttribute('aria-invalid', 'true');
    expect(siret).toHaveAccessibleDescription(/la clé de contrôle ne correspond pas/);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.clear(siret);
    await userEvent.type(siret, '732 829 320 00074');
    await userEvent.selectOptions(legalForm, 'SELARL');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Cabinet Martin Avocats',
      legalForm: 'selarl',
      siret: '73282932000074',
      vatNumber: null,
      vatFranchise: false,
      streetAddress: '45 boulevard Malesherbes',
      postalCode: '75008',
      city: 'Paris',
      phone: '01 99 00 18 40',
      invoicing: 'member',
    });
    // The saved SIRET comes back as the server keeps it, written for reading.
    await waitFor(() => expect(siret).toHaveValue('732 829 320 00074'));
    expect(screen.queryByText(SIRET_KEY_MESSAGE)).not.toBeInTheDocument();
  });

  it('asks for the firm’s VAT number, checked by its key, before the firm invoices', async () => {
    const calls = stubApi(FIRM, SOPHIE_ID, (body) =>
      Response.json({ ...FIRM, firm: { ...FIRM.firm, ...(body as object) } }),
    );
    renderPage();
    await userEvent.type(await screen.findByLabelText('SIRET *'), '732 829 320 00074');
    const firmInvoicing = screen.getByRole('radio', { name: /Le cabinet facture/ });
    expect(screen.getByRole('radio', { name: /Chaque avocat facture en son nom/ })).toBeChecked();
    expect(screen.getByRole('group', { name: /Qui émet les factures du cabinet/ })).toBeInTheDocument();
    await userEvent.click(firmInvoicing);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const vat = screen.getByLabelText('N° de TVA intracommunautaire');
    expect(await screen.findByText(/avant de choisir la facturation par le cabinet/)).toBeInTheDocument();
    expect(vat).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(vat, 'FR 45 732 829 320');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/Numéro de TVA intracommunautaire invalide/)).toBeInTheDocument();
    await userEvent.clear(vat);
    await userEvent.type(vat, 'FR 64 443 061 841');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/ne correspond pas au SIREN du cabinet/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.clear(vat);
    await userEvent.type(vat, 'FR 44 732 829 320');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
      vatFranchise: false,
      invoicing: 'firm',
    });
    await waitFor(() => expect(vat).toHaveValue('FR44732829320'));
    expect(screen.getByRole('radio', { name: /Le cabinet facture/ })).toBeChecked();
  });

  it('lets a firm under the VAT franchise invoice without a VAT number, the mention said', async () => {
    const calls = stubApi(
      { ...FIRM, firm: { ...FIRM.firm, vatNumber: 'FR44732829320' } },
      SOPHIE_ID,
      (body) => Response.json({ ...FIRM, firm: { ...FIRM.firm, ...(body as object) } }),
    );
    renderPage();
    await userEvent.type(await screen.findByLabelText('SIRET *'), '732 829 320 00074');
    const situation = screen.getByRole('group', { name: 'Situation de TVA du cabinet' });
    expect(within(situation).getByRole('radio', { name: /Assujetti à la TVA/ })).toBeChecked();
    expect(screen.getByLabelText('N° de TVA intracommunautaire')).toHaveValue('FR44732829320');
    const franchise = within(situation).getByRole('radio', { name: /Franchise en base de TVA/ });
    expect(franchise).toHaveAccessibleName(/TVA non applicable, art\. 293 B du CGI/);
    await userEvent.click(franchise);
    // Under the franchise there is no number to type.
    expect(screen.queryByLabelText('N° de TVA intracommunautaire')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Le cabinet facture/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      vatNumber: null,
      vatFranchise: true,
      invoicing: 'firm',
    });
    await waitFor(() => expect(franchise).toBeChecked());

    // Back to VAT: the number is asked for again before the firm invoices.
    await userEvent.click(within(situation).getByRole('radio', { name: /Assujetti à la TVA/ }));
    const vat = screen.getByLabelText('N° de TVA intracommunautaire');
    expect(vat).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/ou choisissez la franchise en base de TVA/)).toBeInTheDocument();
    expect(vat).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('shows the server’s refusal of the VAT number beside the field', async () => {
    const message =
      'Indiquez le numéro de TVA intracommunautaire du cabinet, ou choisissez la franchise en base de TVA, avant de choisir la facturation par le cabinet';
    stubApi(
      { ...FIRM, firm: { ...FIRM.firm, invoicing: 'firm', vatNumber: 'FR44732829320' } },
      SOPHIE_ID,
      () =>
        Response.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Certains champs sont invalides.',
              fieldErrors: { vatNumber: message },
            },
          },
          { status: 400 },
        ),
    );
    renderPage();
    const vat = await screen.findByLabelText('N° de TVA intracommunautaire');
    expect(vat).toHaveValue('FR44732829320');
    await userEvent.type(screen.getByLabelText('SIRET *'), '73282932000074');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(vat).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts the server’s field errors beside their fields and keeps what was typed', async () => {
    const message = 'Le nom du cabinet ne doit pas dépasser 150 caractères';
    stubApi(FIRM, SOPHIE_ID, () =>
      Response.json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Certains champs sont invalides. Vérifiez le formulaire.',
            fieldErrors: { name: message },
          },
        },
        { status: 400 },
      ),
    );
    renderPage();
    const name = await screen.findByLabelText('Nom du cabinet *');
    await userEvent.clear(name);
    await userEvent.type(name, 'Cabinet Martin');
    await userEvent.type(screen.getByLabelText('SIRET *'), '73282932000074');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Cabinet Martin');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the members with their role and since when, and marks the signed-in one', async () => {
    stubApi(FIRM, SOPHIE_ID);
    renderPage();
    const table = await screen.findByRole('table', { name: /Les 2 membres du cabinet/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sophie Martin(vous)sophie.martin@example.comAssocié(e)depuis le 1er décembre 2026',
      'Luc Fontaineluc.fontaine@example.comAvocat(e) collaborateur(trice)depuis le 15 février 2027Retirer du cabinet',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Membres du cabinet (2)' })).toBeInTheDocument();
  });

  it('lets an associate invite a member and see the pending invitations', async () => {
    stubApi(FIRM, SOPHIE_ID);
    renderPage();
    const invitations = await screen.findByRole('region', { name: 'Invitations' });
    expect(await within(invitations).findByText('Aucune invitation en attente.')).toBeInTheDocument();
  });

  it('says what each of the four roles may do and never does, its own role marked', async () => {
    stubApi(FIRM, SOPHIE_ID);
    renderPage();
    const section = await screen.findByRole('region', { name: 'Rôles et droits' });
    const roles = within(section).getAllByRole('heading', { level: 3 });
    expect(roles.map((heading) => heading.textContent)).toEqual([
      'Associé(e)Votre rôle',
      'Avocat(e) collaborateur(trice)',
      'Assistant(e)',
      'Comptable',
    ]);
    const accountant = within(section).getByRole('listitem', { name: 'Comptable' });
    expect(
      within(accountant)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Factures, paiements et exports du cabinet', 'Statistiques du cabinet']);
    expect(accountant).toHaveTextContent(
      'Limite : Ne voit ni les agendas, ni les dossiers, ni les messages.',
    );
    const associate = within(section).getByRole('listitem', { name: /^Associé\(e\)/ });
    expect(associate).toHaveTextContent('Administrer le cabinet : membres, rôles, invitations et paramètres');
  });
});

describe('ProFirmPage for a collaborator', () => {
  it('shows the firm read-only, and the collaborator’s role marked', async () => {
    stubApi(COLLABORATOR_VIEW, LUC_ID);
    renderPage();
    expect(
      await screen.findByText('Seul(e) un(e) associé(e) peut modifier les informations du cabinet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Coordonnées du cabinet' });
    expect(details).toHaveTextContent('SIRET732 829 320 00074');
    expect(details).toHaveTextContent('Forme d’exerciceExercice individuel');
    expect(details).toHaveTextContent('TVANon renseigné');
    const mine = screen.getByRole('listitem', { name: /^Avocat\(e\) collaborateur\(trice\)/ });
    expect(mine).toHaveTextContent('Votre rôle');
    expect(screen.getByRole('row', { name: /Luc Fontaine/ })).toHaveTextContent('(vous)');
    // Inviting is the associates' (firm.manage): no invitations panel, no request for them.
    expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument();
  });

  it('says the firm is under the VAT franchise, with the mention its invoices carry', async () => {
    stubApi({ ...COLLABORATOR_VIEW, firm: { ...COLLABORATOR_VIEW.firm, vatFranchise: true } }, LUC_ID);
    renderPage();
    const details = await screen.findByRole('region', { name: 'Coordonnées du cabinet' });
    expect(details).toHaveTextContent('TVAFranchise en base de TVA (TVA non applicable, art. 293 B du CGI)');
  });

  it('says so in French when the firm cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 })),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger votre cabinet. Veuillez réessayer.',
    );
  });
});
