import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCaseDetail } from '#domain/practice/cases/case-schemas.ts';
import { parseWorkDuration } from '#domain/practice/cases/work-session-duration.ts';
import {
  json,
  stubApi,
  type TRoute,
  withQueryClient,
} from '#web/features/appointments/booking/test-support.tsx';
import { makeProAppointment } from '#web/features/appointments/professional-actions/test-fixtures.ts';
import { ProCaseDetailPage } from './pro-case-detail-page';
import { makeCaseDetail, makeProClient, makeWorkSession } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type TBody = Record<string, unknown>;

/** A small in-memory server for one case: every mutation answers with the whole case, as the API does. */
function setup(options: { initial?: Partial<TCaseDetail>; routes?: TRoute[]; url?: string } = {}) {
  let current = makeCaseDetail(options.initial);
  const answer = (next: Partial<TCaseDetail>) => {
    current = { ...current, ...next };
    return json({ case: current });
  };
  const api = stubApi([
    ...(options.routes ?? []),
    { method: 'GET', path: '/api/pro/cases/1', handler: () => json({ case: current }) },
    {
      method: 'PATCH',
      path: '/api/pro/cases/1',
      handler: ({ body }) => answer(body as Partial<TCaseDetail>),
    },
    {
      method: 'POST',
      path: '/api/pro/cases/1/tags',
      handler: ({ body }) =>
        answer({ tags: [...current.tags, { id: 50, name: String((body as TBody).name), colour: 'purple' }] }),
    },
    {
      method: 'DELETE',
      path: /^\/api\/pro\/cases\/1\/tags\/\d+$/,
      handler: ({ path }) => answer({ tags: current.tags.filter((tag) => !path.endsWith(`/${tag.id}`)) }),
    },
    {
      method: 'POST',
      path: '/api/pro/cases/1/work-sessions',
      handler: ({ body }) => {
        const request = body as { title: string; duration: string; date: string };
        const session = makeWorkSession({
          id: 60,
          title: request.title,
          date: request.date,
          durationMinutes: parseWorkDuration(request.duration),
        });
        return answer({
          workSessions: [...current.workSessions, session],
          totalWorkMinutes: current.totalWorkMinutes + session.durationMinutes,
        });
      },
    },
    {
      method: 'DELETE',
      path: /^\/api\/pro\/cases\/1\/work-sessions\/\d+$/,
      handler: ({ path }) => {
        const workSessions = current.workSessions.filter((session) => !path.endsWith(`/${session.id}`));
        return answer({
          workSessions,
          totalWorkMinutes: workSessions.reduce((sum, session) => sum + session.durationMinutes, 0),
        });
      },
    },
    {
      method: 'POST',
      path: /^\/api\/pro\/cases\/1\/documents\/\d+\/(archive|restore)$/,
      handler: ({ path }) =>
        answer({
          documents: current.documents.map((document) =>
            path.includes(`/documents/${document.id}/`)
              ? { ...document, archived: path.endsWith('/archive') }
              : document,
          ),
        }),
    },
    {
      method: 'GET',
      path: '/api/pro/clients',
      handler: () =>
        json({
          clients: [
            makeProClient(),
            makeProClient({
              key: 'u-2',
              userId: null,
              name: 'Anne Petit',
              email: 'anne.petit@example.com',
              phone: null,
            }),
          ],
        }),
    },
    {
      method: 'GET',
      path: '/api/pro/appointments?period=all&status=all',
      handler: () => json({ appointments: [], count: 0 }),
    },
  ]);
  const router = createMemoryRouter(
    [
      { path: '/pro/dashboard/cases/:id', element: <ProCaseDetailPage /> },
      { path: '/pro/dashboard/cases', element: <p>Liste des dossiers</p> },
    ],
    { initialEntries: [options.url ?? '/pro/dashboard/cases/1'] },
  );
  const user = userEvent.setup();
  render(withQueryClient(<RouterProvider router={router} />));
  return { api, user, router, mutations: () => api.calls.filter((call) => call.method !== 'GET') };
}

describe('ProCaseDetailPage', () => {
  it('shows « Chargement... », then the case with its badges, tabs and client', async () => {
    const { user, router } = setup({
      initial: { status: 'Expertise', priority: 'Basse', workSessions: [makeWorkSession()] },
    });
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Divorce Dubois' })).toBeInTheDocument();
    expect(screen.getByText('Détail du dossier')).toBeInTheDocument();
    expect(screen.getByText('Expertise', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByLabelText('Statut du dossier')).toHaveValue('Expertise');
    expect(screen.getByText('Priorité basse')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Infos du client' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Rendez-vous (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sessions de travail (1)' })).toBeInTheDocument();
    expect(screen.getByText('marie.dubois@example.com')).toBeInTheDocument();
    expect(screen.getByText('Aucune adresse renseignée')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retour aux dossiers' }));
    expect(router.state.location.pathname).toBe('/pro/dashboard/cases');
  });

  it('says « Dossier introuvable » for an unknown case', async () => {
    setup({ url: '/pro/dashboard/cases/999' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dossier introuvable' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('changes the status, Clos included', async () => {
    const { user, mutations } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Divorce Dubois' });
    await user.selectOptions(screen.getByLabelText('Statut du dossier'), 'Clos');
    await waitFor(() => expect(screen.getByText('Clos', { selector: 'span' })).toBeInTheDocument());
    expect(mutations()).toEqual([{ method: 'PATCH', path: '/api/pro/cases/1', body: { status: 'Clos' } }]);
  });

  it('changes the priority (issue 15 §6)', async () => {
    const { user, mutations } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Divorce Dubois' });
    await user.selectOptions(screen.getByLabelText('Priorité'), 'Basse');
    await waitFor(() => expect(screen.getByLabelText('Priorité')).toHaveValue('Basse'));
    expect(mutations()).toEqual([{ method: 'PATCH', path: '/api/pro/cases/1', body: { priority: 'Basse' } }]);
  });

  it('edits the title: a blank title is refused next to the field, a server error too', async () => {
    const { user, mutations } = setup({
      routes: [
        {
          method: 'PATCH',
          path: '/api/pro/cases/1',
          handler: ({ body }) =>
            (body as TBody).title === 'x'
              ? json(
                  {
                    error: {
                      code: 'VALIDATION_FAILED',
                      message: 'Certains champs sont invalides.',
                      fieldErrors: { title: 'Titre refusé par le serveur' },
                    },
                  },
                  400,
                )
              : json({ case: makeCaseDetail({ title: String((body as TBody).title) }) }),
        },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Divorce Dubois' });
    await user.click(screen.getByRole('button', { name: 'Modifier le titre' }));
    const field = screen.getByLabelText('Titre du dossier');
    expect(field).toHaveValue('Divorce Dubois');
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le titre' }));
    expect(await screen.findByText('Le titre est requis')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(mutations()).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'x');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le titre' }));
    expect(await screen.findByText('Titre refusé par le serveur')).toBeInTheDocument();
    expect(field).toHaveValue('x');

    await user.clear(field);
    await user.type(field, 'Divorce Dubois – appel');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le titre' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Divorce Dubois – appel' }),
    ).toBeInTheDocument();
    expect(mutations().at(-1)).toEqual({
      method: 'PATCH',
      path: '/api/pro/cases/1',
      body: { title: 'Divorce Dubois – appel' },
    });
  });

  it('adds a trimmed tag with Enter or « + », ignores blanks, clears on Escape and removes with the cross', async () => {
    const { user, mutations } = setup({ initial: { tags: [{ id: 3, name: 'Urgent', colour: 'red' }] } });
    const input = await screen.findByLabelText('Nouvelle étiquette');
    expect(screen.getByText('Urgent')).toHaveClass('bg-red-100');

    await user.type(input, '   {Enter}');
    await user.click(screen.getByRole('button', { name: "Ajouter l'étiquette" }));
    expect(mutations()).toHaveLength(0);

    await user.type(input, 'Brouillon{Escape}');
    expect(input).toHaveValue('');
    expect(mutations()).toHaveLength(0);

    await user.type(input, '  Audience  {Enter}');
    expect(await screen.findByText('Audience')).toHaveClass('bg-purple-100');
    expect(input).toHaveValue('');
    expect(mutations()[0]).toEqual({
      method: 'POST',
      path: '/api/pro/cases/1/tags',
      body: { name: 'Audience' },
    });

    await user.click(screen.getByRole('button', { name: "Retirer l'étiquette Urgent" }));
    await waitFor(() => expect(screen.queryByText('Urgent')).not.toBeInTheDocument());
    expect(mutations()[1]).toMatchObject({ method: 'DELETE', path: '/api/pro/cases/1/tags/3' });
  });

  it('picks a client: the confirm button waits for a choice, search filters by name or email', async () => {
    const { user, mutations } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sélectionner un client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sélectionner un client' });
    const confirm = within(dialog).getByRole('button', { name: 'Sélectionner ce client' });
    expect(confirm).toBeDisabled();
    await within(dialog).findByRole('button', { name: /Lucas Moreau/ });

    await user.type(within(dialog).getByLabelText('Rechercher un client'), 'anne.petit@');
    expect(within(dialog).queryByRole('button', { name: /Lucas Moreau/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Anne Petit/ }));
    expect(within(dialog).getByRole('button', { name: /Anne Petit/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('anne.petit@example.com')).toBeInTheDocument();
    expect(mutations()).toEqual([
      {
        method: 'PATCH',
        path: '/api/pro/cases/1',
        body: { client: { userId: null, name: 'Anne Petit', email: 'anne.petit@example.com', phone: null } },
      },
    ]);
  });

  it('refuses an invalid work-session duration, then adds the session and updates the total', async () => {
    const { user, mutations } = setup({
      initial: { workSessions: [makeWorkSession()], totalWorkMinutes: 90 },
    });
    await user.click(await screen.findByRole('tab', { name: 'Sessions de travail (1)' }));
    expect(screen.getByText('1 h 30 min')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une session' });
    expect(within(dialog).getByText('Format : 1 h 30, 45 min, 2 h, etc.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Titre *'), 'Appel avec le notaire');
    await user.type(within(dialog).getByLabelText('Durée *'), 'beaucoup');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter la session' }));
    expect(
      await within(dialog).findByText('Durée invalide. Format : 1 h 30, 45 min, 2 h, etc.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Durée *')).toHaveAttribute('aria-invalid', 'true');
    expect(mutations()).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Durée *'));
    await user.type(within(dialog).getByLabelText('Durée *'), '45min');
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), '2099-02-02');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter la session' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Appel avec le notaire' })).toBeInTheDocument();
    expect(screen.getByText('2 h 15 min')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sessions de travail (2)' })).toBeInTheDocument();
    expect(mutations()[0]?.body).toEqual({
      title: 'Appel avec le notaire',
      duration: '45min',
      description: null,
      date: '2099-02-02',
    });
  });

  it('opens a session for editing with its duration written back as text', async () => {
    const { user } = setup({ initial: { workSessions: [makeWorkSession({ status: 'paused' })] } });
    await user.click(await screen.findByRole('tab', { name: 'Sessions de travail (1)' }));
    expect(screen.getByText('En pause')).toHaveClass('bg-red-600');
    await user.click(screen.getByRole('button', { name: 'Modifier la session Rédaction des conclusions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la session' });
    expect(within(dialog).getByLabelText('Durée *')).toHaveValue('1h30min');
    expect(within(dialog).getByLabelText('Titre *')).toHaveValue('Rédaction des conclusions');
  });

  it('asks before deleting a session', async () => {
    const { user, mutations } = setup({
      initial: { workSessions: [makeWorkSession()], totalWorkMinutes: 90 },
    });
    await user.click(await screen.findByRole('tab', { name: 'Sessions de travail (1)' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer la session Rédaction des conclusions' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Supprimer la session' });
    expect(confirm).toHaveTextContent('Rédaction des conclusions');
    expect(confirm).toHaveTextContent('Cette action est irréversible.');
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mutations()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Supprimer la session Rédaction des conclusions' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Supprimer la session' });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Aucune session de travail')).toBeInTheDocument();
    expect(screen.getByText('0 min')).toBeInTheDocument();
    expect(mutations()).toEqual([
      { method: 'DELETE', path: '/api/pro/cases/1/work-sessions/7', body: undefined },
    ]);
  });

  it('asks before archiving a document, then lists it under « Documents archivés » with « Restaurer »', async () => {
    const document = {
      id: 9,
      title: 'Contrat de mariage',
      kind: 'contract' as const,
      fileName: 'contrat.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1200,
      uploadDate: '2099-01-12',
      archived: false,
      url: '/api/pro/cases/1/documents/9/file',
      sharedAt: null,
    };
    const { user, mutations } = setup({ initial: { documents: [document] } });
    expect(await screen.findByRole('link', { name: 'Aperçu de Contrat de mariage' })).toHaveAttribute(
      'href',
      '/api/pro/cases/1/documents/9/file',
    );
    expect(screen.getByRole('link', { name: 'Télécharger Contrat de mariage' })).toHaveAttribute(
      'href',
      '/api/pro/cases/1/documents/9/file?download=1',
    );
    await user.click(screen.getByRole('button', { name: 'Archiver Contrat de mariage' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Archiver le document' });
    expect(confirm).toHaveTextContent('Contrat de mariage');
    expect(confirm).toHaveTextContent('Cette action peut être annulée.');
    expect(mutations()).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Archiver' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mutations()[0]).toMatchObject({ method: 'POST', path: '/api/pro/cases/1/documents/9/archive' });
    expect(screen.queryByRole('link', { name: 'Aperçu de Contrat de mariage' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Documents archivés (1)' }));
    await user.click(screen.getByRole('button', { name: 'Restaurer Contrat de mariage' }));
    expect(await screen.findByRole('link', { name: 'Aperçu de Contrat de mariage' })).toBeInTheDocument();
    expect(mutations()[1]).toMatchObject({ method: 'POST', path: '/api/pro/cases/1/documents/9/restore' });
  });

  it('lists linked appointments, opens one, and links another', async () => {
    const linked = makeProAppointment({ id: 1, status: 'pending', mode: 'video', location: null });
    const other = makeProAppointment({ id: 2, client: 'Lucas Moreau', email: 'lucas.moreau@example.com' });
    const mine = makeProAppointment({ id: 3, date: '2099-12-01', time: '09:00' });
    const { user, mutations } = setup({
      initial: { appointments: [linked] },
      routes: [
        {
          method: 'GET',
          path: '/api/pro/appointments?period=all&status=all',
          handler: () => json({ appointments: [linked, other, mine], count: 3 }),
        },
        {
          method: 'POST',
          path: '/api/pro/cases/1/appointments',
          handler: () => json({ case: makeCaseDetail({ appointments: [linked, mine] }) }),
        },
      ],
    });
    await user.click(await screen.findByRole('tab', { name: 'Rendez-vous (1)' }));
    const item = screen.getByRole('button', { name: /Consultation divorce/ });
    expect(item).toHaveTextContent('mardi 24 novembre 2099 à 14:30');
    expect(item).toHaveTextContent('Visioconférence');
    expect(item).toHaveTextContent('En attente');

    const select = screen.getByLabelText('Rendez-vous à lier');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    // The case's own client comes first; the already linked one is not offered.
    expect(labels.slice(1)).toEqual([
      'Marie Dubois — Consultation divorce — 01/12/2099 09:00',
      'Lucas Moreau — Consultation divorce — 24/11/2099 14:30',
    ]);
    expect(screen.getByRole('button', { name: 'Lier au dossier' })).toBeDisabled();
    await user.selectOptions(select, '3');
    await user.click(screen.getByRole('button', { name: 'Lier au dossier' }));
    expect(await screen.findByRole('tab', { name: 'Rendez-vous (2)' })).toBeInTheDocument();
    expect(mutations()[0]).toEqual({
      method: 'POST',
      path: '/api/pro/cases/1/appointments',
      body: { appointmentId: 3 },
    });

    await user.click(screen.getAllByRole('button', { name: /Consultation divorce/ })[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Rendez-vous avec Marie Dubois' })).toBeInTheDocument();
  });

  it('offers linking an appointment to the responsible lawyer only, not to a colleague who may edit the case', async () => {
    const linked = makeProAppointment({ id: 1 });
    const { user } = setup({
      initial: { appointments: [linked], access: 'edit', responsibleLawyer: 'Maître Luc Fontaine' },
    });
    await user.click(await screen.findByRole('tab', { name: 'Rendez-vous (1)' }));
    expect(screen.getByRole('button', { name: /Consultation divorce/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('Rendez-vous à lier')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Lier un rendez-vous' })).toBeNull();
  });

  it('edits the opposing parties one per line and shows the possible conflicts of the case', async () => {
    const { user, mutations } = setup({
      initial: {
        opposingParties: ['Paul Dubois'],
        possibleConflicts: [
          {
            subject: 'opposingParty',
            subjectName: 'Paul Dubois',
            kind: 'caseClient',
            matchedName: 'Paul Dubois',
            caseId: 9,
            caseTitle: 'Bail Dubois',
            contactId: null,
            appointmentId: null,
            appointmentDate: null,
            heldBy: null,
          },
        ],
      },
    });
    const flag = await screen.findByRole('note', { name: "Conflit d'intérêts possible" });
    expect(
      within(flag).getByRole('link', { name: 'Client du dossier «\u00a0Bail Dubois\u00a0» (Paul Dubois)' }),
    ).toHaveAttribute('href', '/pro/dashboard/cases/9');
    const card = screen.getByRole('region', { name: 'Parties adverses' });
    expect(within(card).getByRole('listitem')).toHaveTextContent('Paul Dubois');
    await user.click(within(card).getByRole('button', { name: 'Modifier les parties adverses' }));
    const field = within(card).getByLabelText('Parties adverses');
    expect(field).toHaveValue('Paul Dubois');
    await user.click(field);
    await user.paste(`\n${'x'.repeat(201)}`);
    await user.click(within(card).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(card).findByText('Le nom ne doit pas dépasser 200 caractères')).toBeInTheDocument();
    expect(mutations()).toEqual([]);
    await user.clear(field);
    await user.paste('Paul Dubois\n\nSCI Les Tilleuls');
    await user.click(within(card).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(card).findByText('SCI Les Tilleuls')).toBeInTheDocument();
    expect(mutations()).toEqual([
      {
        method: 'PATCH',
        path: '/api/pro/cases/1',
        body: { opposingParties: ['Paul Dubois', 'SCI Les Tilleuls'] },
      },
    ]);
  });
  it('lets its lawyer hand the case over; once the colleague holds it, the page says so and keeps the focus', async () => {
    const luc = '8b3e5c74-4b73-4d2a-9f65-9ebc5c2d4e33';
    let handed = false;
    const { user } = setup({
      routes: [
        {
          method: 'GET',
          path: '/api/pro/cases/1',
          handler: () =>
            json({
              case: makeCaseDetail(
                handed ? { access: 'edit', responsibleLawyer: 'Maître Luc Fontaine' } : { access: 'own' },
              ),
            }),
        },
        {
          method: 'GET',
          path: '/api/pro/firm',
          handler: () =>
            json({
              myRole: 'collaborator',
              myPermissions: ['cases.own'],
              members: [
                { userId: 'sophie', role: 'collaborator' },
                { userId: luc, role: 'collaborator' },
              ],
            }),
        },
        {
          method: 'GET',
          path: '/api/pro/cases/1/hand-over',
          handler: () =>
            json({
              responsibleLawyer: { userId: 'sophie', name: 'Maître Sophie Martin', role: 'collaborator' },
              lawyers: [{ userId: luc, name: 'Maître Luc Fontaine', role: 'collaborator' }],
              viewerAccess: 'own',
              lawyersOnList: [],
              appointments: 0,
              workSessions: 1,
            }),
        },
        {
          method: 'POST',
          path: '/api/pro/cases/1/hand-over',
          handler: () => {
            handed = true;
            return json({
              responsibleLawyer: { userId: luc, name: 'Maître Luc Fontaine', role: 'collaborator' },
            });
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Confier le dossier à un confrère' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confier le dossier à un confrère' });
    await user.selectOptions(await within(dialog).findByLabelText('Avocat(e) à qui le confier'), luc);
    expect(within(dialog).getByRole('region', { name: 'Ce que cela change' })).toHaveTextContent(
      'Vous restez sur sa liste d’accès, avec le droit de le modifier : Maître Luc Fontaine pourra vous en retirer.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confier le dossier' }));
    expect(
      await screen.findByText(
        'Dossier de Maître Luc Fontaine, partagé avec vous avec le droit de le modifier.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confier le dossier à un confrère' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('offers no hand-over to a member who may only read the case', async () => {
    setup({
      initial: { access: 'read', responsibleLawyer: 'Maître Luc Fontaine' },
      routes: [
        {
          method: 'GET',
          path: '/api/pro/firm',
          handler: () =>
            json({
              myRole: 'collaborator',
              myPermissions: ['cases.own'],
              members: [
                { userId: 'a', role: 'collaborator' },
                { userId: 'b', role: 'collaborator' },
              ],
            }),
        },
      ],
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByText(/partagé avec vous/)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Confier le dossier à un confrère' })).toBeNull();
  });
});
