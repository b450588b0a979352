import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVITATION_ROLE_HINT } from '#domain/identity/firms/firm-invitations.ts';
import type { TFirmInvitation, TFirmMember } from '#domain/identity/firms/firm-schemas.ts';
import { ASSIGNED_LAWYERS_MESSAGE } from '#domain/identity/firms/member-change.ts';
import { FirmInvitationsPanel } from './firm-invitations-panel';

const SOPHIE_ID = '00000000-0000-4000-8000-000000000001';
const LUC_ID = '00000000-0000-4000-8000-000000000002';
const JULIE_ID = '00000000-0000-4000-8000-000000000003';

function member(overrides: Partial<TFirmMember> & Pick<TFirmMember, 'userId' | 'firstName' | 'lastName'>) {
  return {
    professionalId: 1,
    email: `${overrides.firstName.toLowerCase()}@example.com`,
    role: 'collaborator',
    joinedAt: '2026-11-01T09:00:00.000Z',
    assignedLawyerIds: [],
    ...overrides,
  } satisfies TFirmMember;
}

/** Two lawyers and an assistant, whose staff account has no professional profile: not a lawyer to assign. */
const MEMBERS: TFirmMember[] = [
  member({
    userId: SOPHIE_ID,
    professionalId: 1,
    firstName: 'Sophie',
    lastName: 'Martin',
    role: 'associate',
  }),
  member({ userId: LUC_ID, professionalId: 7, firstName: 'Luc', lastName: 'Fontaine' }),
  member({
    userId: JULIE_ID,
    professionalId: null,
    firstName: 'Julie',
    lastName: 'Petit',
    role: 'assistant',
    assignedLawyerIds: [SOPHIE_ID],
  }),
];

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
function stubFirmApi(
  options: { pending?: TFirmInvitation[]; refuseInvite?: { status: number; body: unknown } } = {},
) {
  let invitations: TFirmInvitation[] = options.pending ?? [PENDING];
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
        const request = body as Pick<TFirmInvitation, 'email' | 'role' | 'assignedLawyerIds'>;
        const created: TFirmInvitation = { ...PENDING, id: 8, ...request };
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
      <FirmInvitationsPanel members={MEMBERS} />
    </QueryClientProvider>,
  );
}

async function inviteForm() {
  return screen.findByRole('form', { name: 'Inviter un membre' });
}

function posts(calls: TCall[]) {
  return calls.filter((call) => call.method === 'POST');
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
    expect(item).not.toHaveTextContent('Assigné');

    await userEvent.click(
      within(item).getByRole('button', { name: 'Retirer l’invitation de lea.nouvelle@example.com' }),
    );
    expect(await screen.findByText('Aucune invitation en attente.')).toBeVisible();
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/pro/firm/invitations/7', body: undefined });
  });

  it('names the lawyers a pending assistant’s invitation assigns', async () => {
    stubFirmApi({
      pending: [
        { ...PENDING, role: 'assistant', assignedLawyerIds: [SOPHIE_ID, LUC_ID] },
        { ...PENDING, id: 9, email: 'paul.nouveau@example.com', role: 'assistant', assignedLawyerIds: [] },
      ],
    });
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Invitations en attente' });
    const [assigned, unassigned] = within(list).getAllByRole('listitem');
    expect(assigned).toHaveTextContent('Assistant(e) · invité(e) par Sophie Martin');
    expect(assigned).toHaveTextContent('Assigné(e) à Maître Sophie Martin et Maître Luc Fontaine');
    expect(unassigned).toHaveTextContent('Aucun avocat assigné');
  });

  it('offers every role, with what the invited person will do with the link', async () => {
    stubFirmApi();
    renderPanel();
    const form = await inviteForm();
    const role = within(form).getByLabelText('Rôle');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Associé(e)', 'Avocat(e) collaborateur(trice)', 'Assistant(e)', 'Comptable']);
    // Shown under the field, and read with it; the text queries read the no-break space as a plain one.
    expect(within(form).getByText(INVITATION_ROLE_HINT.replace('\u202f', ' '))).toBeVisible();
    expect(role).toHaveAccessibleDescription(INVITATION_ROLE_HINT);
    // Lawyers are chosen for an assistant only.
    expect(within(form).queryByRole('group', { name: 'Avocats assignés' })).not.toBeInTheDocument();
  });

  it('invites a lawyer, then is ready for the next one', async () => {
    const calls = stubFirmApi();
    renderPanel();
    const form = await inviteForm();
    await userEvent.type(within(form).getByLabelText('E-mail'), 'Paul.Associe@Example.com');
    await userEvent.selectOptions(within(form).getByLabelText('Rôle'), 'associate');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));

    const list = screen.getByRole('list', { name: 'Invitations en attente' });
    expect(await within(list).findByText('paul.associe@example.com')).toBeVisible();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/pro/firm/invitations',
        body: { email: 'paul.associe@example.com', role: 'associate', assignedLawyerIds: [] },
      },
    ]);
    expect(within(form).getByLabelText('E-mail')).toHaveValue('');
  });

  it('invites an accountant with no lawyers, even those checked while the role was assistant', async () => {
    const calls = stubFirmApi();
    renderPanel();
    const form = await inviteForm();
    const role = within(form).getByLabelText('Rôle');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'marc.chiffres@example.com');
    await userEvent.selectOptions(role, 'assistant');
    const lawyers = within(form).getByRole('group', { name: 'Avocats assignés' });
    await userEvent.click(within(lawyers).getByRole('checkbox', { name: 'Maître Luc Fontaine' }));
    await userEvent.selectOptions(role, 'accountant');
    expect(within(form).queryByRole('group', { name: 'Avocats assignés' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));

    const list = screen.getByRole('list', { name: 'Invitations en attente' });
    expect(await within(list).findByText('marc.chiffres@example.com')).toBeVisible();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/pro/firm/invitations',
        body: { email: 'marc.chiffres@example.com', role: 'accountant', assignedLawyerIds: [] },
      },
    ]);
  });

  it('invites an assistant for the two lawyers checked, among the firm’s lawyers only', async () => {
    const calls = stubFirmApi();
    renderPanel();
    const form = await inviteForm();
    await userEvent.type(within(form).getByLabelText('E-mail'), 'nina.agenda@example.com');
    await userEvent.selectOptions(within(form).getByLabelText('Rôle'), 'assistant');
    const lawyers = within(form).getByRole('group', { name: 'Avocats assignés' });
    expect(
      within(lawyers)
        .getAllByRole('checkbox')
        .map((checkbox) => checkbox.closest('label')?.textContent),
    ).toEqual(['Maître Sophie Martin', 'Maître Luc Fontaine']);
    await userEvent.click(within(lawyers).getByRole('checkbox', { name: 'Maître Sophie Martin' }));
    await userEvent.click(within(lawyers).getByRole('checkbox', { name: 'Maître Luc Fontaine' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));

    const list = screen.getByRole('list', { name: 'Invitations en attente' });
    const item = (await within(list).findByText('nina.agenda@example.com')).closest('li');
    expect(item).toHaveTextContent('Assigné(e) à Maître Sophie Martin et Maître Luc Fontaine');
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/pro/firm/invitations',
        body: { email: 'nina.agenda@example.com', role: 'assistant', assignedLawyerIds: [SOPHIE_ID, LUC_ID] },
      },
    ]);
    // The next assistant's lawyers are chosen anew.
    const next = within(form).getByRole('group', { name: 'Avocats assignés' });
    for (const checkbox of within(next).getAllByRole('checkbox')) expect(checkbox).not.toBeChecked();
  });

  it('puts the server’s refusal of a lawyer under the lawyers, and keeps what was chosen', async () => {
    stubFirmApi({
      refuseInvite: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Certaines informations sont invalides.',
            fieldErrors: { assignedLawyerIds: ASSIGNED_LAWYERS_MESSAGE },
          },
        },
      },
    });
    renderPanel();
    const form = await inviteForm();
    await userEvent.type(within(form).getByLabelText('E-mail'), 'nina.agenda@example.com');
    await userEvent.selectOptions(within(form).getByLabelText('Rôle'), 'assistant');
    const lawyers = within(form).getByRole('group', { name: 'Avocats assignés' });
    await userEvent.click(within(lawyers).getByRole('checkbox', { name: 'Maître Luc Fontaine' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));

    expect(await within(lawyers).findByText(ASSIGNED_LAWYERS_MESSAGE)).toBeVisible();
    expect(lawyers).toHaveAccessibleDescription(ASSIGNED_LAWYERS_MESSAGE);
    expect(within(lawyers).getByRole('checkbox', { name: 'Maître Sophie Martin' })).toHaveFocus();
    expect(within(lawyers).getByRole('checkbox', { name: 'Maître Luc Fontaine' })).toBeChecked();
    expect(within(form).getByLabelText('E-mail')).toHaveValue('nina.agenda@example.com');
    // Not also in the form's red box: it belongs to the lawyers.
    expect(within(form).queryByText('Certaines informations sont invalides.')).not.toBeInTheDocument();
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
    const form = await inviteForm();
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
    const form = await inviteForm();
    await userEvent.type(within(form).getByLabelText('E-mail'), 'pas-une-adresse');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(
      await within(form).findByText('Adresse e-mail invalide. Format attendu : nom@domaine.fr'),
    ).toBeVisible();
    expect(posts(calls)).toEqual([]);
  });
});
