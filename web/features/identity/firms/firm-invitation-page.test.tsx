import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSessionResponse } from '#domain/identity/auth/auth-schemas.ts';
import type { TFirmInvitationPreview } from '#domain/identity/firms/firm-schemas.ts';
import { FirmInvitationPage } from './firm-invitation-page';

const TOKEN = 'A'.repeat(43);
const PAGE = `/pro/invitation?token=${TOKEN}`;

const PREVIEW: TFirmInvitationPreview = {
  firmName: 'Cabinet Martin Avocats',
  role: 'collaborator',
  email: 'lea.nouvelle@example.com',
  invitedBy: 'Sophie Martin',
  expiresAt: '2026-11-30T09:00:00.000Z',
  accountExists: true,
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
};

function stubApi(answers: TAnswers) {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (url === `/api/firm-invitations/${TOKEN}`) return answers.preview ?? Response.json(PREVIEW);
      if (url === '/api/auth/pro/session') return Response.json(answers.session ?? { user: null });
      if (method === 'POST' && url === `/api/firm-invitations/${TOKEN}/accept` && answers.accept)
        return answers.accept();
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

function renderPage(path = PAGE) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/pro/invitation', element: <FirmInvitationPage /> },
      { path: '/pro/login', element: <LoginStandIn /> },
      { path: '/pro/register', element: <p>Inscription professionnelle</p> },
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
});
