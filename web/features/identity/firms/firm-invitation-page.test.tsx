import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSessionResponse } from '#domain/identity/auth/auth-schemas.ts';
import type { TFirmInvitationPreview } from '#domain/identity/firms/firm-schemas.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { FirmInvitationPage } from './firm-invitation-page';
import { makeStaffSession, makeStaffSummary } from './staff-test-fixtures';

const TOKEN = 'A'.repeat(43);
const PAGE = `/pro/invitation?token=${TOKEN}`;

const PREVIEW: TFirmInvitationPreview = {
  firmName: 'Cabinet Martin Avocats',
  role: 'collaborator',
  email: 'lea.nouvelle@example.com',
  invitedBy: 'Sophie Martin',
  expiresAt: '2026-11-30T09:00:00.000Z',
  accountExists: true,
  addressTaken: false,
};

/** An assistant's invitation to an address with no account yet: the account is made on the page. */
const STAFF_PREVIEW: TFirmInvitationPreview = {
  ...PREVIEW,
  role: 'assistant',
  email: 'zoe.durand@example.com',
  accountExists: false,
};

/** The new assistant's session, signed in to the professional space with the second factor still to enrol. */
const STAFF_SESSION: TSessionResponse = {
  ...makeStaffSession(makeStaffSummary('assistant')),
  twoFactorSetupRequired: true,
};

function signedInAs(email: string, extra: Partial<TSessionResponse> = {}): TSessionResponse {
  return {
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      email,
      firstName: 'Léa',
      lastName: 'Nouvelle',
      name: 'Léa Nouvelle',
      role: 'professional',
      emailVerified: true,
    },
    ...extra,
  };
}

type TAnswers = {
  preview?: Response;
  session?: TSessionResponse;
  accept?: () => Response;
  staffAccount?: () => Response;
};

/** The bodies sent to POST …/staff-account. */
let staffAccountBodies: unknown[] = [];

function stubApi(answers: TAnswers) {
  const calls: { method: string; url: string }[] = [];
  staffAccountBodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (url === `/api/firm-invitations/${TOKEN}`) return answers.preview ?? Response.json(PREVIEW);
      if (url === '/api/auth/pro/session') return Response.json(answers.session ?? { user: null });
      if (method === 'POST' && url === `/api/firm-invitations/${TOKEN}/accept` && answers.accept)
        return answers.accept();
      if (
        method === 'POST' &&
        url === `/api/firm-invitations/${TOKEN}/staff-account` &&
        answers.staffAccount
      ) {
        staffAccountBodies.push(JSON.parse(String(init?.body)));
        return answers.staffAccount();
      }
      return Response.json(
        { error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } },
        { status: 404 },
      );
    }),
  );
  return calls;
}

/** Where the login page would send the person back (its `from`). */
function LoginStandIn() {
  const location = useLocation();
  const state = location.state as { from?: string } | null;
  return <p>Page de connexion, retour vers {state?.from ?? 'nulle part'}</p>;
}

/** The workspace, as far as the session it finds in the cache. */
function WorkspaceStandIn() {
  const session = useSession('pro').data;
  return (
    <p>
      Espace de {session?.user?.name ?? 'personne'}
      {session?.twoFactorSetupRequired ? ', double authentification à activer' : ''}
    </p>
  );
}

function renderPage(path = PAGE) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/pro/invitation', element: <FirmInvitationPage /> },
      { path: '/pro/login', element: <LoginStandIn /> },
      { path: '/pro/register', element: <p>Inscription professionnelle</p> },
      { path: '/pro/dashboard', element: <WorkspaceStandIn /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('FirmInvitationPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the invitation, then sends a signed-out invitee to the login and back here', async () => {
    stubApi({});
    renderPage();
    expect(
      await screen.findByText(
        (_content, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Cabinet Martin Avocats vous invite à rejoindre son équipe en tant qu’Avocat(e) collaborateur(trice).',
      ),
    ).toBeVisible();
    expect(screen.getByText(/Invitation de Sophie Martin pour lea\.nouvelle@example\.com/)).toHaveTextContent(
      'valable jusqu’au 30 novembre 2026 à 10:00',
    );
    expect(screen.getByRole('link', { name: 'Créer un compte professionnel' })).toHaveAttribute(
      'href',
      '/pro/register',
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Se connecter' }));
    expect(await screen.findByText(`Page de connexion, retour vers ${PAGE}`)).toBeVisible();
  });

  it('tells an address without a professional account to register with it first', async () => {
    stubApi({ preview: Response.json({ ...PREVIEW, accountExists: false }) });
    renderPage();
    expect(
      await screen.findByText(/Pas encore de compte professionnel à l’adresse lea\.nouvelle@example\.com/),
    ).toHaveTextContent('rouvrez le lien de l’invitation reçu par e-mail');
  });

  it('lets the invited account join, and says so', async () => {
    const calls = stubApi({
      session: signedInAs('lea.nouvelle@example.com'),
      accept: () => Response.json({ firmName: 'Cabinet Martin Avocats', role: 'collaborator' }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Rejoindre le cabinet' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Bienvenue : vous faites désormais partie du cabinet Cabinet Martin Avocats en tant qu’Avocat(e) collaborateur(trice).',
    );
    expect(screen.getByRole('link', { name: 'Accéder à mon espace professionnel' })).toHaveAttribute(
      'href',
      '/pro/dashboard',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/firm-invitations/${TOKEN}/accept` },
    ]);
  });

  it('shows the server’s refusal in French', async () => {
    const message =
      'Vous êtes l’unique associé(e) de votre cabinet actuel, qui compte d’autres membres\u00a0: nommez un(e) autre associé(e) avant de le quitter.';
    stubApi({
      session: signedInAs('lea.nouvelle@example.com'),
      accept: () => Response.json({ error: { code: 'VALIDATION_FAILED', message } }, { status: 400 }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Rejoindre le cabinet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Rejoindre le cabinet' })).toBeEnabled();
  });

  it('does not offer to join to another account', async () => {
    const calls = stubApi({ session: signedInAs('thomas.bernard@example.com') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vous êtes connecté(e) avec le compte thomas.bernard@example.com, mais cette invitation a été envoyée à lea.nouvelle@example.com.',
    );
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Rejoindre le cabinet' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('has a newly registered lawyer enrol their second factor first', async () => {
    stubApi({ session: signedInAs('lea.nouvelle@example.com', { twoFactorSetupRequired: true }) });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activez la double authentification' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Rejoindre le cabinet' })).toBeNull();
  });

  it('says when the invitation is used, withdrawn or expired', async () => {
    stubApi({
      preview: Response.json(
        { error: { code: 'NOT_FOUND', message: 'Invitation introuvable ou expirée.' } },
        { status: 404 },
      ),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Invitation introuvable' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Invitation introuvable ou expirée.');
  });

  it('says when the link lost its token', async () => {
    const calls = stubApi({});
    renderPage('/pro/invitation');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien d’invitation est incomplet.');
    expect(calls.filter((call) => call.url.startsWith('/api/firm-invitations'))).toEqual([]);
  });

  describe('for an assistant or an accountant', () => {
    async function fillStaffForm(password: string, confirmation = password) {
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Prénom'), 'Zoé');
      await user.type(screen.getByLabelText('Nom'), 'Durand');
      await user.type(screen.getByLabelText('Mot de passe'), password);
      await user.type(screen.getByLabelText('Confirmer le mot de passe'), confirmation);
      await user.click(screen.getByRole('button', { name: 'Créer mon compte et rejoindre le cabinet' }));
    }

    it('creates the account on the page, then opens the workspace on the second factor', async () => {
      const calls = stubApi({
        preview: Response.json(STAFF_PREVIEW),
        staffAccount: () => Response.json(STAFF_SESSION),
      });
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Créer votre compte' })).toBeVisible();
      expect(
        screen.getByText(/Juste après, nous vous demanderons d’activer la double authentification/),
      ).toBeVisible();
      expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('zoe.durand@example.com');
      expect(screen.queryByRole('link', { name: 'Créer un compte professionnel' })).toBeNull();

      await fillStaffForm('une phrase longue et sûre');

      expect(
        await screen.findByText('Espace de Zoé Durand, double authentification à activer'),
      ).toBeVisible();
      expect(staffAccountBodies).toEqual([
        { firstName: 'Zoé', lastName: 'Durand', password: 'une phrase longue et sûre' },
      ]);
      // The session came with the answer: the workspace did not have to ask for it again.
      expect(calls.filter((call) => call.url === '/api/auth/pro/session')).toHaveLength(1);
    });

    it('shows the server’s refusal next to its field and keeps what was typed', async () => {
      const message = 'Ce mot de passe est trop facile à deviner';
      stubApi({
        preview: Response.json(STAFF_PREVIEW),
        staffAccount: () =>
          Response.json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Données invalides',
                fieldErrors: { password: message },
              },
            },
            { status: 400 },
          ),
      });
      renderPage();
      await fillStaffForm('zoedurand2026');

      const password = screen.getByLabelText('Mot de passe');
      expect(await screen.findByText(message)).toBeVisible();
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(password).toHaveAccessibleDescription(message);
      expect(password).toHaveFocus();
      expect(screen.getByLabelText('Prénom')).toHaveValue('Zoé');
      expect(screen.queryByText(/^Espace de/)).toBeNull();
    });

    it('checks the confirmation before sending anything', async () => {
      stubApi({ preview: Response.json(STAFF_PREVIEW), staffAccount: () => Response.json(STAFF_SESSION) });
      renderPage();
      await fillStaffForm('une phrase longue et sûre', 'une autre phrase');
      expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeVisible();
      expect(staffAccountBodies).toEqual([]);
    });

    it('says plainly when the address already has an account that cannot take the role', async () => {
      const calls = stubApi({
        preview: Response.json({ ...STAFF_PREVIEW, role: 'accountant', addressTaken: true }),
      });
      renderPage();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'L’adresse zoe.durand@example.com est déjà celle d’un compte qui ne peut pas rejoindre le cabinet en tant que Comptable.Demandez au cabinet de vous envoyer une invitation à une autre adresse e-mail.',
      );
      expect(screen.queryByRole('heading', { name: 'Créer votre compte' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();
      expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    });

    it('asks an existing staff account to sign in, then to accept', async () => {
      stubApi({ preview: Response.json({ ...STAFF_PREVIEW, accountExists: true }) });
      renderPage();
      expect(
        await screen.findByText(
          'Connectez-vous avec le compte de zoe.durand@example.com pour accepter l’invitation.',
        ),
      ).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Créer un compte professionnel' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Créer votre compte' })).toBeNull();
      await userEvent.click(screen.getByRole('link', { name: 'Se connecter' }));
      expect(await screen.findByText(`Page de connexion, retour vers ${PAGE}`)).toBeVisible();
    });
  });
});
