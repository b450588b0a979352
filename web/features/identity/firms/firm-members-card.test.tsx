import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRM_ROLE_PERMISSIONS } from '#domain/identity/firms/firm-roles.ts';
import type { TFirmMember, TFirmResponse } from '#domain/identity/firms/firm-schemas.ts';
import {
  lawyerDepartureConsequences,
  SUCCESSOR_INVALID_MESSAGE,
} from '#domain/identity/firms/lawyer-departure.ts';
import { REMOVE_LAWYER_MESSAGE, removalConsequences } from '#domain/identity/firms/member-removal.ts';
import { AppToaster } from '#web/shared/ui/app-toaster.tsx';
import { SOPHIE_FIRM } from './firm-test-data';
import { ProFirmPage } from './pro-firm-page';

const SOPHIE_ID = '00000000-0000-4000-8000-000000000001';
const LUC_ID = '00000000-0000-4000-8000-000000000002';
const INES_ID = '00000000-0000-4000-8000-000000000003';
const MARC_ID = '00000000-0000-4000-8000-000000000004';

function member(
  overrides: Partial<TFirmMember> & Pick<TFirmMember, 'userId' | 'firstName' | 'lastName' | 'role'>,
): TFirmMember {
  return {
    professionalId: null,
    email: `${overrides.firstName.toLowerCase()}@example.com`,
    joinedAt: '2026-11-01T09:00:00.000Z',
    assignedLawyerIds: [],
    ...overrides,
  };
}

/** Sophie, the associate, with a lawyer, an assistant and an accountant. */
const FIRM: TFirmResponse = {
  firm: SOPHIE_FIRM,
  myRole: 'associate',
  myPermissions: [...FIRM_ROLE_PERMISSIONS.associate],
  members: [
    member({
      userId: SOPHIE_ID,
      professionalId: 1,
      firstName: 'Sophie',
      lastName: 'Martin',
      role: 'associate',
    }),
    member({
      userId: LUC_ID,
      professionalId: 7,
      firstName: 'Luc',
      lastName: 'Fontaine',
      role: 'collaborator',
    }),
    member({
      userId: INES_ID,
      firstName: 'Inès',
      lastName: 'Roux',
      role: 'assistant',
      assignedLawyerIds: [SOPHIE_ID],
    }),
    member({ userId: MARC_ID, firstName: 'Marc', lastName: 'Chiffre', role: 'accountant' }),
  ],
};

type TCall = { method: string; url: string };

/** The API as « Mon cabinet » meets it: the session, the firm, and the answer to a removal. */
function stubApi(
  firm: TFirmResponse,
  myUserId: string,
  refuseRemoval?: { status: number; code: string; message: string },
) {
  let current = firm;
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (url === '/api/auth/pro/session') {
        return Response.json({ user: { id: myUserId, email: 'x@example.com' }, professional: null });
      }
      if (url === '/api/pro/firm' && method === 'GET') return Response.json(current);
      if (url === '/api/pro/firm/invitations' && method === 'GET') return Response.json([]);
      const removal = /^\/api\/pro\/firm\/members\/([^/]+)$/.exec(url);
      const departure = /^\/api\/pro\/firm\/members\/([^/]+)\/departure$/.exec(url);
      // A lawyer who left is no longer a member: their preview is not found.
      if (departure && method === 'GET' && current.members.some((one) => one.userId === departure[1])) {
        return Response.json({ cases: 2, contacts: 1 });
      }
      if (departure && method === 'POST') {
        const { successorUserId } = JSON.parse(String(init?.body)) as { successorUserId: string };
        if (successorUserId !== SOPHIE_ID) {
          return Response.json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Certains champs sont invalides.',
                fieldErrors: { successorUserId: SUCCESSOR_INVALID_MESSAGE },
              },
            },
            { status: 400 },
          );
        }
        current = { ...current, members: current.members.filter((one) => one.userId !== departure[1]) };
        return Response.json({ cases: 2, contacts: 1 });
      }
      if (removal && method === 'DELETE') {
        if (refuseRemoval) {
          return Response.json(
            { error: { code: refuseRemoval.code, message: refuseRemoval.message } },
            { status: refuseRemoval.status },
          );
        }
        current = { ...current, members: current.members.filter((one) => one.userId !== removal[1]) };
        return Response.json(current);
      }
      return Response.json(
        { error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } },
        { status: 404 },
      );
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ProFirmPage />
      <AppToaster />
    </QueryClientProvider>,
  );
}

async function membersTable() {
  return screen.findByRole('table', { name: /membres du cabinet/ });
}

function removeButtons(table: HTMLElement) {
  return within(table)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));
}

async function openRemoval(name: string) {
  const table = await membersTable();
  const member = name.replace(/^Maître /, '');
  await userEvent.click(within(table).getByRole('button', { name: `Retirer du cabinet ${member}` }));
  return screen.findByRole('alertdialog', { name: `Retirer ${name} du cabinet\u202f?` });
}

const deletes = (calls: TCall[]) => calls.filter((call) => call.method === 'DELETE');

afterEach(() => vi.unstubAllGlobals());

describe('FirmMembersCard: « Retirer du cabinet »', () => {
  it('is offered to an associate for every other member, lawyers included, never oneself', async () => {
    stubApi(FIRM, SOPHIE_ID);
    renderPage();
    const table = await membersTable();
    await waitFor(() =>
      expect(removeButtons(table)).toEqual([
        'Retirer du cabinet Luc Fontaine',
        'Retirer du cabinet Inès Roux',
        'Retirer du cabinet Marc Chiffre',
      ]),
    );
    // The visible words, for whoever names the button they see (WCAG 2.5.3).
    for (const button of within(table).getAllByRole('button')) {
      expect(button).toHaveTextContent('Retirer du cabinet');
    }
  });

  it('is never offered to remove oneself', async () => {
    // An assistant with an associate's rights cannot be, but the viewer is still never offered to leave.
    stubApi(FIRM, INES_ID);
    renderPage();
    const table = await membersTable();
    await waitFor(() =>
      expect(removeButtons(table)).toEqual([
        'Retirer du cabinet Sophie Martin',
        'Retirer du cabinet Luc Fontaine',
        'Retirer du cabinet Marc Chiffre',
      ]),
    );
  });

  it('is not offered to a member who does not administer the firm', async () => {
    stubApi(
      { ...FIRM, myRole: 'collaborator', myPermissions: [...FIRM_ROLE_PERMISSIONS.collaborator] },
      LUC_ID,
    );
    renderPage();
    const table = await membersTable();
    expect(await within(table).findByText('(vous)')).toBeInTheDocument();
    expect(removeButtons(table)).toEqual([]);
  });

  it('says what the removal does, and cancelling it changes nothing', async () => {
    const calls = stubApi(FIRM, SOPHIE_ID);
    renderPage();
    const dialog = await openRemoval('Inès Roux');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(removalConsequences('Inès Roux', 'Cabinet Martin Avocats'));
    expect(dialog).toHaveTextContent(
      'Inès Roux perd immédiatement l’accès à l’espace du cabinet « Cabinet Martin Avocats »',
    );
    expect(within(dialog).getByRole('button', { name: 'Retirer du cabinet' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer du cabinet Inès Roux' })).toHaveFocus();
    expect(deletes(calls)).toEqual([]);
  });

  it('removes the member once confirmed: gone from the list, a toast, the focus on the list', async () => {
    const calls = stubApi(FIRM, SOPHIE_ID);
    renderPage();
    const dialog = await openRemoval('Inès Roux');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer du cabinet' }));

    expect(await screen.findByText('Inès Roux ne fait plus partie du cabinet')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deletes(calls)).toEqual([{ method: 'DELETE', url: `/api/pro/firm/members/${INES_ID}` }]);
    const table = await screen.findByRole('table', { name: /^Les 3 membres du cabinet/ });
    expect(within(table).queryByText('Inès Roux')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Membres du cabinet (3)' })).toBeInTheDocument();
    expect(table).toHaveFocus();
    expect(removeButtons(table)).toEqual([
      'Retirer du cabinet Luc Fontaine',
      'Retirer du cabinet Marc Chiffre',
    ]);
  });

  it('for a lawyer, names who takes over the cases and contacts, says what moves, then hands them over', async () => {
    const calls = stubApi(FIRM, SOPHIE_ID);
    renderPage();
    const dialog = await openRemoval('Maître Luc Fontaine');
    const successor = within(dialog).getByLabelText('Avocat(e) qui reprend ses dossiers et ses contacts');
    expect(successor).toHaveValue(SOPHIE_ID);
    expect(
      within(successor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Maître Sophie Martin (vous)']);
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(
        lawyerDepartureConsequences({
          lawyer: 'Maître Luc Fontaine',
          firmName: 'Cabinet Martin Avocats',
          successor: 'Maître Sophie Martin',
          cases: 2,
          contacts: 1,
        }),
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer du cabinet' }));

    expect(
      await screen.findByText(
        // Testing Library reads the no-break space before the colon as a space.
        'Maître Luc Fontaine ne fait plus partie du cabinet : Maître Sophie Martin reprend ses dossiers et ses contacts',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/pro/firm/members/${LUC_ID}/departure` },
    ]);
    const table = await screen.findByRole('table', { name: /^Les 3 membres du cabinet/ });
    expect(within(table).queryByText('Luc Fontaine')).not.toBeInTheDocument();
    await waitFor(() => expect(table).toHaveFocus());
    // The firm is read again, not the preview of a lawyer who has left (a 404, retried while the dialog waited).
    expect(calls.filter((call) => call.url.endsWith('/departure') && call.method === 'GET')).toHaveLength(1);
  });

  it('shows the server’s refusal in the dialog, and keeps the member', async () => {
    stubApi(FIRM, SOPHIE_ID, { status: 400, code: 'VALIDATION_FAILED', message: REMOVE_LAWYER_MESSAGE });
    renderPage();
    const dialog = await openRemoval('Marc Chiffre');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer du cabinet' }));

    expect(await within(dialog).findByText(REMOVE_LAWYER_MESSAGE.replace('\u00a0', ' '))).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Retirer du cabinet' })).toBeEnabled();
    expect(screen.queryByText('Marc Chiffre ne fait plus partie du cabinet')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    const table = await membersTable();
    expect(within(table).getByText('Marc Chiffre')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Retirer du cabinet Marc Chiffre' })).toHaveFocus();
  });
});
