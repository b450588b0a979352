import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCaseSummary } from '#domain/practice/cases/case-schemas.ts';
import {
  json,
  stubApi,
  type TRoute,
  withQueryClient,
} from '#web/features/appointments/booking/test-support.tsx';
import { ProCasesPage } from './pro-cases-page';
import { makeCaseDetail, makeCaseSummary, makeProClient } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CASES: TCaseSummary[] = [
  makeCaseSummary({
    id: 1,
    title: 'Divorce Dubois',
    clientName: 'Marie Dubois',
    category: 'Droit de la famille',
  }),
  makeCaseSummary({
    id: 2,
    title: 'Licenciement abusif',
    clientName: 'Lucas Moreau',
    category: 'Droit du travail',
    status: 'En négociation',
    priority: 'Moyenne',
    nextDeadline: null,
  }),
  makeCaseSummary({
    id: 3,
    title: 'Succession Petit',
    clientName: 'Anne Petit',
    category: 'Droit des successions',
    status: 'Clos',
  }),
];

function setup(options: { routes?: TRoute[]; url?: string; cases?: TCaseSummary[] } = {}) {
  const api = stubApi([
    ...(options.routes ?? []),
    { method: 'GET', path: '/api/pro/cases', handler: () => json({ cases: options.cases ?? CASES }) },
    { method: 'GET', path: '/api/pro/clients', handler: () => json({ clients: [makeProClient()] }) },
  ]);
  const router = createMemoryRouter(
    [
      { path: '/pro/dashboard/cases', element: <ProCasesPage /> },
      { path: '/pro/dashboard/cases/:id', element: <p>Page du dossier</p> },
    ],
    { initialEntries: [options.url ?? '/pro/dashboard/cases'] },
  );
  const user = userEvent.setup();
  render(withQueryClient(<RouterProvider router={router} />));
  return { api, user, router };
}

function counters() {
  return within(screen.getByRole('region', { name: 'Compteurs des dossiers' }));
}

describe('ProCasesPage', () => {
  it('lists the cases with their type label, dates, badges and link, and counts them', async () => {
    setup();
    const card = (await screen.findByRole('listitem', { name: 'Licenciement abusif' })) as HTMLElement;
    expect(within(card).getByText('Lucas Moreau')).toBeInTheDocument();
    expect(within(card).getByText('Droit du travail')).toBeInTheDocument();
    expect(within(card).getByText('03/02/2099')).toBeInTheDocument();
    expect(within(card).getByText('Aucune échéance')).toBeInTheDocument();
    expect(within(card).getByText('En négociation')).toBeInTheDocument();
    expect(within(card).getByText('Priorité moyenne')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ouvrir' })).toHaveAttribute(
      'href',
      '/pro/dashboard/cases/2',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Mes dossiers' })).toBeInTheDocument();
    expect(screen.getByText('Gérez tous vos dossiers clients')).toBeInTheDocument();
    expect(counters().getByText('Total').nextSibling).toHaveTextContent('3');
    expect(counters().getByText('Actifs').nextSibling).toHaveTextContent('2');
    expect(counters().getByText('Clos').nextSibling).toHaveTextContent('1');
  });

  it('filters active and closed cases, and searches title, client or type', async () => {
    const { user } = setup();
    await screen.findByRole('listitem', { name: 'Divorce Dubois' });

    await user.click(screen.getByRole('button', { name: 'Clos (1)' }));
    expect(screen.getByRole('button', { name: 'Clos (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('listitem', { name: 'Succession Petit' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Divorce Dubois' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actifs (2)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('listitem', { name: 'Succession Petit' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tous (3)' }));
    const search = screen.getByPlaceholderText('Rechercher un dossier, client…');
    await user.type(search, 'MOREAU');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('listitem', { name: 'Licenciement abusif' })).toBeInTheDocument();
    expect(counters().getByText('Total').nextSibling).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Clos (0)' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'droit du travail');
    expect(screen.getByRole('listitem', { name: 'Licenciement abusif' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'succession');
    expect(screen.getByRole('listitem', { name: 'Succession Petit' })).toBeInTheDocument();
  });

  it('echoes the search term in the empty state', async () => {
    const { user } = setup();
    await screen.findByRole('listitem', { name: 'Divorce Dubois' });
    await user.type(screen.getByPlaceholderText('Rechercher un dossier, client…'), 'brevet');
    expect(screen.getByRole('heading', { name: 'Aucun dossier trouvé' })).toBeInTheDocument();
    expect(screen.getByText('Aucun dossier ne correspond à « brevet ».')).toBeInTheDocument();
    expect(counters().getByText('Total').nextSibling).toHaveTextContent('0');
  });

  it('opens the creation dialog from ?nouveau=1 and removes the parameter when it closes', async () => {
    const { user, router } = setup({ url: '/pro/dashboard/cases?nouveau=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Créer un nouveau dossier' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: 'Nouveau dossier' }));
    expect(await screen.findByRole('dialog', { name: 'Créer un nouveau dossier' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?nouveau=1');
  });

  it('requires a title and a numeric value, shows server field errors, then goes to the new case', async () => {
    let attempt = 0;
    const { api, user, router } = setup({
      routes: [
        {
          method: 'POST',
          path: '/api/pro/cases',
          handler: () => {
            attempt += 1;
            if (attempt === 1) {
              return json(
                {
                  error: {
                    code: 'VALIDATION_FAILED',
                    message: 'Certains champs sont invalides. Vérifiez le formulaire.',
                    fieldErrors: { nextDeadline: 'Date invalide (cette date n’existe pas)' },
                  },
                },
                400,
              );
            }
            return json({ case: makeCaseDetail({ id: 42, title: 'Bail commercial' }) }, 201);
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Nouveau dossier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un nouveau dossier' });
    expect(within(dialog).getByLabelText('Statut')).toHaveValue('En cours');
    expect(within(dialog).getByLabelText('Priorité')).toHaveValue('Moyenne');
    expect(within(dialog).getByLabelText('Catégorie *')).toHaveValue('Autre');
    const client = within(dialog).getByLabelText('Client');
    expect(client).toHaveValue('');
    expect(within(client).getByRole('option', { name: 'Client à définir' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Droit du travail' })).toHaveValue('Droit du travail');

    await user.type(within(dialog).getByLabelText('Valeur estimée (€)'), 'beaucoup');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le dossier' }));
    expect(await within(dialog).findByText('Le titre est requis')).toBeInTheDocument();
    expect(within(dialog).getByText('La valeur estimée doit être un nombre')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Titre du dossier *'), 'Bail commercial');
    await user.clear(within(dialog).getByLabelText('Valeur estimée (€)'));
    await user.type(within(dialog).getByLabelText('Valeur estimée (€)'), '1 500,50');
    await user.selectOptions(within(dialog).getByLabelText('Catégorie *'), 'Droit des affaires');
    await user.selectOptions(client, 'Lucas Moreau (lucas.moreau@example.com)');
    await user.type(within(dialog).getByLabelText('Prochaine échéance'), '2099-04-01');
    await user.type(
      within(dialog).getByLabelText('Parties adverses'),
      'SARL Immo Centre{Enter}{Enter}  Paul Girard ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Créer le dossier' }));
    expect(await within(dialog).findByText('Date invalide (cette date n’existe pas)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Prochaine échéance')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Titre du dossier *')).toHaveValue('Bail commercial');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Bail commercial',
      category: 'Droit des affaires',
      status: 'En cours',
      priority: 'Moyenne',
      nextDeadline: '2099-04-01',
      estimatedValueCents: 150_050,
      client: {
        userId: makeProClient().userId,
        name: 'Lucas Moreau',
        email: 'lucas.moreau@example.com',
        phone: '06 12 34 56 78',
      },
      opposingParties: ['SARL Immo Centre', 'Paul Girard'],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Créer le dossier' }));
    expect(await screen.findByText('Page du dossier')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pro/dashboard/cases/42');
  });

  it('says a possible conflict of interest in the dialog before the case is opened', async () => {
    const created = makeCaseDetail({
      id: 43,
      title: 'Bail Girard',
      possibleConflicts: [
        {
          subject: 'opposingParty',
          subjectName: 'Paul Girard',
          kind: 'contact',
          matchedName: 'Paul Girard',
          caseId: null,
          caseTitle: null,
          contactId: 7,
          appointmentId: null,
          appointmentDate: null,
          heldBy: null,
        },
      ],
    });
    const { user, router } = setup({
      routes: [{ method: 'POST', path: '/api/pro/cases', handler: () => json({ case: created }, 201) }],
    });
    await user.click(await screen.findByRole('button', { name: 'Nouveau dossier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un nouveau dossier' });
    await user.type(within(dialog).getByLabelText('Titre du dossier *'), 'Bail Girard');
    await user.type(within(dialog).getByLabelText('Parties adverses'), 'Paul Girard');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le dossier' }));
    const flag = await within(dialog).findByRole('note', { name: "Conflit d'intérêts possible" });
    expect(flag).toHaveTextContent('Partie adverse indiquée « Paul Girard » — Contact : Paul Girard');
    expect(within(flag).getByRole('link', { name: 'Contact\u00a0: Paul Girard' })).toHaveAttribute(
      'href',
      '/pro/dashboard/contacts/7',
    );
    expect(within(dialog).getByText('Le dossier « Bail Girard » a été créé.')).toBeInTheDocument();
    const open = within(dialog).getByRole('button', { name: 'Ouvrir le dossier' });
    expect(open).toHaveFocus();
    await user.click(open);
    expect(router.state.location.pathname).toBe('/pro/dashboard/cases/43');
  });

  it('lists « Partagés avec moi » with the lawyer and the right, and « Dossiers du cabinet » linking only its own', async () => {
    setup({
      routes: [
        {
          method: 'GET',
          path: '/api/pro/cases',
          handler: () =>
            json({
              cases: CASES,
              shared: [
                {
                  ...makeCaseSummary({ id: 9, title: 'Bail Vasseur' }),
                  responsibleLawyer: 'Maître Luc Fontaine',
                  access: 'read',
                },
              ],
            }),
        },
        {
          method: 'GET',
          path: '/api/pro/firm',
          handler: () =>
            json({
              myRole: 'associate',
              myPermissions: ['cases.own', 'cases.list-firm', 'records.hand-over-firm'],
              members: [
                { userId: 'sophie', role: 'associate' },
                { userId: 'luc', role: 'collaborator' },
              ],
            }),
        },
        {
          method: 'GET',
          path: '/api/pro/firm/cases',
          handler: () =>
            json({
              cases: [
                {
                  id: 9,
                  title: 'Bail Vasseur',
                  status: 'En cours',
                  responsibleLawyer: 'Maître Luc Fontaine',
                  access: 'read',
                },
                {
                  id: 12,
                  title: 'Rupture Girard',
                  status: 'Clos',
                  responsibleLawyer: 'Maître Luc Fontaine',
                  access: null,
                },
              ],
            }),
        },
      ],
    });
    const shared = await screen.findByRole('list', { name: 'Dossiers partagés avec moi' });
    const item = within(shared).getByRole('listitem', { name: 'Bail Vasseur' });
    expect(item).toHaveTextContent('Maître Luc Fontaine');
    expect(item).toHaveTextContent('Lecture');
    expect(within(item).getByRole('link', { name: 'Ouvrir' })).toHaveAttribute(
      'href',
      '/pro/dashboard/cases/9',
    );
    const firm = await screen.findByRole('table', { name: 'Dossiers du cabinet' });
    expect(within(firm).getByRole('link', { name: 'Bail Vasseur' })).toHaveAttribute(
      'href',
      '/pro/dashboard/cases/9',
    );
    expect(within(firm).getByText('Rupture Girard')).toBeInTheDocument();
    expect(within(firm).queryByRole('link', { name: 'Rupture Girard' })).toBeNull();
    // Any of them may be handed over to another lawyer of the firm, on the associate's list or not.
    expect(
      within(firm).getByRole('button', {
        name: 'Confier le dossier «\u00a0Rupture Girard\u00a0» à un confrère',
      }),
    ).toBeInTheDocument();
  });

  it('shows no « Dossiers du cabinet » to a member whose role does not list them', async () => {
    const { api } = setup({
      routes: [
        {
          method: 'GET',
          path: '/api/pro/firm',
          handler: () => json({ myRole: 'collaborator', myPermissions: ['cases.own'], members: [] }),
        },
      ],
    });
    await screen.findByRole('listitem', { name: 'Divorce Dubois' });
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/pro/firm')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Dossiers du cabinet' })).toBeNull();
    expect(api.calls.some((call) => call.path === '/api/pro/firm/cases')).toBe(false);
  });
});
