import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFirmInvitation } from '#domain/identity/firms/firm-schemas.ts';
import { FirmInvitationsPanel } from './firm-invitations-panel';

const PENDING: TFirmInvitation = {
  id: 7,
  email: 'lea.nouvelle@example.com',
  role: 'collaborator',
  invitedBy: 'Sophie Martin',
  createdAt: '2026-11-23T09:00:00.000Z',
  expiresAt: '2026-11-30T09:00:00.000Z',
  assignedLawyerIds: [],
};

type TCall = { method: string; url: string; body: unknown };

/** The API as the panel meets it: a list that follows what was invited and withdrawn. */
function stubFirmApi(options: { refuseInvite?: { status: number; body: unknown } } = {}) {
  let invitations: TFirmInvitation[] = [PENDING];
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, url, body });
      if (method === 'GET' && url === '/api/pro/firm/invitations') return Response.json(invitations);
      if (method === 'POST' && url === '/api/pro/firm/invitations') {
        if (options.refuseInvite)
          return Response.json(options.refuseInvite.body, { status: options.refuseInvite.status });
        const request = body as { email: string; role: TFirmInvitation['role'] };
        const created = { ...PENDING, id: 8, email: request.email, role: request.role };
        invitations = [...invitations, created];
        return Response.json(created, { status: 201 });
      }
      if (method === 'DELETE' && url === '/api/pro/firm/invitations/7') {
        invitations = invitations.filter((invitation) => invitation.id !== 7);
        return Response.json({ ok: true });
      }
      return Response.json(
        { error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } },
        { status: 404 },
      );
    }),
  );
  return calls;
}

function renderPanel() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <FirmInvitationsPanel />
    </QueryClientProvider>,
  );
}

describe('FirmInvitationsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the pending invitations with their expiry, and withdraws one', async () => {
    const calls = stubFirmApi();
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Invitations en attente' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('lea.nouvelle@example.com');
    expect(item).toHaveTextContent('Avocat(e) collaborateur(trice) · invité(e) par Sophie Martin');
    expect(item).toHaveTextContent('Expire le 30 novembre 2026 à 10:00');

    await userEvent.click(
      within(item).getByRole('button', { name: 'Retirer l’invitation de lea.nouvelle@example.com' }),
    );
    expect(await screen.findByText('Aucune invitation en attente.')).toBeVisible();
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/pro/firm/invitations/7', body: undefined });
  });

  it('invites a lawyer: only the two lawyers’ roles are offered, for now', async () => {
    const calls = stubFirmApi();
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Inviter un membre' });
    const role = within(form).getByLabelText('Rôle');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Associé(e)', 'Avocat(e) collaborateur(trice)']);
    expect(form).toHaveTextContent('Les comptes assistant(e) et comptable arrivent bientôt.');

    await userEvent.type(within(form).getByLabelText('E-mail'), 'Paul.Associe@Example.com');
    await userEvent.selectOptions(role, 'associate');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));

    const list = screen.getByRole('list', { name: 'Invitations en attente' });
    expect(await within(list).findByText('paul.associe@example.com')).toBeVisible();
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/pro/firm/invitations',
      body: { email: 'paul.associe@example.com', role: 'associate', assignedLawyerIds: [] },
    });
    // Ready for the next one.
    expect(within(form).getByLabelText('E-mail')).toHaveValue('');
  });

  it('puts the server’s refusal next to the address, and keeps what was typed', async () => {
    const message =
      'Une invitation est déjà en attente pour cette adresse\u00a0: retirez-la pour en envoyer une nouvelle.';
    stubFirmApi({
      refuseInvite: {
        status: 409,
        body: { error: { code: 'INVALID_STATE', message, fieldErrors: { email: message } } },
      },
    });
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Inviter un membre' });
    await userEvent.type(within(form).getByLabelText('E-mail'), 'lea.nouvelle@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));
    // The page's no-break space is read as a plain one.
    expect(await within(form).findByText(message.replace('\u00a0', ' '))).toBeVisible();
    expect(within(form).getByLabelText('E-mail')).toHaveValue('lea.nouvelle@example.com');
    expect(within(form).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the address before sending anything', async () => {
    const calls = stubFirmApi();
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Inviter un membre' });
    await userEvent.type(within(form).getByLabelText('E-mail'), 'pas-une-adresse');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(await within(form).findByText('Adresse e-mail invalide')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
