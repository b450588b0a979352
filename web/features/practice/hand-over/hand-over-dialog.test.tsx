import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFirmResponse } from '#domain/identity/firms/firm-schemas.ts';
import type {
  TCaseHandOverPreview,
  TContactHandOverPreview,
} from '#domain/practice/hand-over/hand-over-schemas.ts';
import {
  json,
  stubApi,
  type TRoute,
  withQueryClient,
} from '#web/features/appointments/booking/test-support.tsx';
import { SOPHIE_FIRM } from '#web/features/identity/firms/firm-test-data.ts';
import { CaseHandOverButton } from './case-hand-over-button';
import { ContactHandOverButton } from './contact-hand-over-button';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SOPHIE = {
  userId: '6f1c3a52-2f51-4f0e-9d43-7c9a3a0b2c11',
  name: 'Maître Sophie Martin',
  role: 'associate' as const,
};
const ANTOINE = {
  userId: '7a2d4b63-3a62-4e1f-8e54-8dab4b1c3d22',
  name: 'Maître Antoine Lambert',
  role: 'collaborator' as const,
};
const LUC = {
  userId: '8b3e5c74-4b73-4d2a-9f65-9ebc5c2d4e33',
  name: 'Maître Luc Fontaine',
  role: 'collaborator' as const,
};

const member = (userId: string, firstName: string, lastName: string, role: 'associate' | 'collaborator') => ({
  userId,
  professionalId: 1,
  firstName,
  lastName,
  email: `${userId}@example.com`,
  role,
  joinedAt: '2026-01-01T00:00:00.000Z',
  assignedLawyerIds: [],
});

const FIRM: TFirmResponse = {
  firm: SOPHIE_FIRM,
  myRole: 'associate',
  myPermissions: ['cases.list-firm', 'contacts.list-firm', 'records.hand-over-firm'],
  members: [
    member('6f1c3a52-2f51-4f0e-9d43-7c9a3a0b2c11', 'Sophie', 'Martin', 'associate'),
    member('7a2d4b63-3a62-4e1f-8e54-8dab4b1c3d22', 'Antoine', 'Lambert', 'collaborator'),
    member('8b3e5c74-4b73-4d2a-9f65-9ebc5c2d4e33', 'Luc', 'Fontaine', 'collaborator'),
  ],
};

const CASE_PREVIEW: TCaseHandOverPreview = {
  responsibleLawyer: LUC,
  lawyers: [ANTOINE, SOPHIE],
  viewerAccess: null,
  lawyersOnList: [ANTOINE.userId],
  appointments: 2,
  workSessions: 0,
};

function setup(element: React.ReactNode, routes: TRoute[]) {
  const api = stubApi([
    { method: 'GET', path: '/api/pro/firm', handler: () => json(FIRM) },
    {
      method: 'GET',
      path: '/api/auth/pro/session',
      handler: () => json({ user: { id: SOPHIE.userId } }),
    },
    ...routes,
  ]);
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/pro/dashboard/contacts', element: <h1>Liste des contacts</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return { api, user: userEvent.setup(), router };
}

describe('« Confier le dossier à un confrère »', () => {
  it('asks for the lawyer, says what changes for that lawyer, then hands the case over and says so', async () => {
    const { api, user } = setup(
      <CaseHandOverButton
        caseId={12}
        title="Bail Vasseur"
        size="sm"
        label="Confier le dossier «&nbsp;Bail Vasseur&nbsp;» à un confrère"
      />,
      [
        { method: 'GET', path: '/api/pro/cases/12/hand-over', handler: () => json(CASE_PREVIEW) },
        {
          method: 'POST',
          path: '/api/pro/cases/12/hand-over',
          handler: () => json({ responsibleLawyer: ANTOINE }),
        },
      ],
    );
    const opener = screen.getByRole('button', {
      name: 'Confier le dossier «\u00a0Bail Vasseur\u00a0» à un confrère',
    });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Confier le dossier à un confrère' });
    expect(dialog).toHaveAccessibleDescription(
      '«\u00a0Bail Vasseur\u00a0», dont Maître Luc Fontaine est l’avocat(e) responsable.',
    );
    const field = await within(dialog).findByLabelText('Avocat(e) à qui le confier');
    expect(field).toHaveFocus();
    expect(within(dialog).getByText(/Choisissez l’avocat\(e\) qui le reprend/)).toBeInTheDocument();

    // Confirming without a lawyer: the schema's message beside the field, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Confier le dossier' }));
    expect(
      await within(dialog).findByText('Choisissez l’avocat(e) du cabinet à qui le confier'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.selectOptions(field, ANTOINE.userId);
    const said = within(within(dialog).getByRole('region', { name: 'Ce que cela change' })).getAllByRole(
      'listitem',
    );
    expect(said.map((item) => item.textContent)).toEqual([
      'Maître Antoine Lambert en devient l’avocat(e) responsable et gère désormais sa liste d’accès.',
      'Maître Luc Fontaine reste sur sa liste d’accès, avec le droit de le modifier\u00a0: Maître Antoine Lambert pourra l’en retirer.',
      'Maître Antoine Lambert quitte la liste d’accès, devenue inutile\u202f; les autres membres gardent leur accès.',
      'Ses 2\u00a0rendez-vous liés restent au nom de Maître Luc Fontaine, toujours rattachés au dossier.',
      'Vous n’êtes pas sur sa liste d’accès\u00a0: le confier ne vous l’ouvre pas.',
      'Maître Antoine Lambert en est averti(e) selon ses paramètres de notification, sans le titre du dossier. Le journal d’accès du dossier en garde la trace.',
    ]);
    // The associate asking is named as such in the list.
    expect(within(field).getByRole('option', { name: 'Maître Sophie Martin (vous)' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Confier le dossier' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ lawyerUserId: ANTOINE.userId });
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows the server’s refusal beside the field, keeps the choice, and gives the focus back on « Annuler »', async () => {
    const { user } = setup(<CaseHandOverButton caseId={12} title="Bail Vasseur" />, [
      { method: 'GET', path: '/api/pro/cases/12/hand-over', handler: () => json(CASE_PREVIEW) },
      {
        method: 'POST',
        path: '/api/pro/cases/12/hand-over',
        handler: () =>
          json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Données invalides.',
                fieldErrors: {
                  lawyerUserId:
                    'Cet(te) avocat(e) en est déjà responsable\u00a0: choisissez un(e) autre avocat(e) du cabinet.',
                },
              },
            },
            400,
          ),
      },
    ]);
    const opener = screen.getByRole('button', { name: 'Confier le dossier à un confrère' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Confier le dossier à un confrère' });
    const field = await within(dialog).findByLabelText('Avocat(e) à qui le confier');
    await user.selectOptions(field, SOPHIE.userId);
    await user.click(within(dialog).getByRole('button', { name: 'Confier le dossier' }));
    expect(await within(dialog).findByText(/en est déjà responsable/)).toBeVisible();
    expect(field).toHaveValue(SOPHIE.userId);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('says so when no other lawyer may take it', async () => {
    const { user } = setup(<CaseHandOverButton caseId={12} title="Bail Vasseur" />, [
      {
        method: 'GET',
        path: '/api/pro/cases/12/hand-over',
        handler: () => json({ ...CASE_PREVIEW, lawyers: [] }),
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Confier le dossier à un confrère' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confier le dossier à un confrère' });
    expect(await within(dialog).findByText(/Aucun autre avocat n’est membre du cabinet/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Confier le dossier' })).toBeNull();
  });
});

describe('« Confier le contact à un confrère »', () => {
  const PREVIEW: TContactHandOverPreview = { responsibleLawyer: SOPHIE, lawyers: [ANTOINE, LUC], cases: 1 };

  it('from its own page: says the linked case stays, hands it over, then the page leaves for the list', async () => {
    const { api, user, router } = setup(
      <ContactHandOverButton
        contactId={7}
        name="Hélène Morel"
        leavesPage
        onHandedOver={(_to, forget) => {
          void router.navigate('/pro/dashboard/contacts', {
            replace: true,
            state: { contactHandedOver: true },
          });
          forget();
        }}
      />,
      [
        { method: 'GET', path: '/api/pro/contacts/7/hand-over', handler: () => json(PREVIEW) },
        {
          method: 'POST',
          path: '/api/pro/contacts/7/hand-over',
          handler: () => json({ responsibleLawyer: ANTOINE }),
        },
      ],
    );
    await user.click(screen.getByRole('button', { name: 'Confier le contact à un confrère' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confier le contact à un confrère' });
    expect(dialog).toHaveAccessibleDescription('Hélène Morel, contact de Maître Sophie Martin.');
    await user.selectOptions(
      await within(dialog).findByLabelText('Avocat(e) à qui le confier'),
      ANTOINE.userId,
    );
    expect(within(dialog).getByRole('region', { name: 'Ce que cela change' })).toHaveTextContent(
      'Le dossier lié à ce contact reste à votre nom : chaque dossier a son propre avocat responsable et se confie à part.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confier le contact' }));
    expect(await screen.findByRole('heading', { name: 'Liste des contacts' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ contactHandedOver: true });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ lawyerUserId: ANTOINE.userId });
  });
});
