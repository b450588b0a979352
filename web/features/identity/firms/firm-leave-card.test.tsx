import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_LAST_ASSOCIATE_MESSAGE, leaveFirmConsequences } from '#domain/identity/firms/firm-leave.ts';
import { FIRM_ROLE_PERMISSIONS, type TFirmRole } from '#domain/identity/firms/firm-roles.ts';
import type { TFirmMember, TFirmResponse } from '#domain/identity/firms/firm-schemas.ts';
import { AppToaster } from '#web/shared/ui/app-toaster.tsx';
import { SOPHIE_FIRM } from './firm-test-data';
import { ProFirmPage } from './pro-firm-page';

const SOPHIE_ID = '00000000-0000-4000-8000-000000000001';
const CLAIRE_ID = '00000000-0000-4000-8000-000000000005';
const LUC_ID = '00000000-0000-4000-8000-000000000002';
const INES_ID = '00000000-0000-4000-8000-000000000003';

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

const SOPHIE = member({
  userId: SOPHIE_ID,
  professionalId: 1,
  firstName: 'Sophie',
  lastName: 'Martin',
  role: 'associate',
});
const CLAIRE = member({
  userId: CLAIRE_ID,
  professionalId: 9,
  firstName: 'Claire',
  lastName: 'Petit',
  role: 'associate',
});
const LUC = member({
  userId: LUC_ID,
  professionalId: 7,
  firstName: 'Luc',
  lastName: 'Fontaine',
  role: 'collaborator',
});
const INES = member({
  userId: INES_ID,
  firstName: 'Inès',
  lastName: 'Roux',
  role: 'assistant',
  assignedLawyerIds: [SOPHIE_ID],
});

/** Cabinet Martin Avocats as `me` sees it. */
function firmSeenBy(me: TFirmRole, members: TFirmMember[]): TFirmResponse {
  return { firm: SOPHIE_FIRM, myRole: me, myPermissions: [...FIRM_ROLE_PERMISSIONS[me]], members };
}

type TCall = { method: string; url: string; body: unknown };

/** The session, the firm, the records a lawyer would hand over, and the departure itself. */
function stubApi(
  firm: TFirmResponse,
  myUserId: string,
  after: { firm?: TFirmResponse; signedOut?: boolean; refusal?: string } = {},
) {
  let current = firm;
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/auth/pro/session') {
        return Response.json({ user: { id: myUserId, email: 'x@example.com' }, professional: null });
      }
      if (url === '/api/pro/firm' && method === 'GET') return Response.json(current);
      if (url === '/api/pro/firm/invitations') return Response.json([]);
      if (url === '/api/pro/firm/departure' && method === 'GET')
        return Response.json({ cases: 3, contacts: 2 });
      if (url === '/api/pro/firm/departure' && method === 'POST') {
        if (after.refusal) {
          return Response.json(
            { error: { code: 'VALIDATION_FAILED', message: after.refusal } },
            { status: 400 },
          );
        }
        if (after.firm) current = after.firm;
        return after.signedOut
          ? Response.json({ cases: 0, contacts: 0, signedOut: true })
          : Response.json({ cases: 3, contacts: 2, signedOut: false });
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

async function leaveCard() {
  return screen.findByRole('region', { name: 'Quitter le cabinet' });
}

const posts = (calls: TCall[]) => calls.filter((call) => call.method === 'POST');

afterEach(() => vi.unstubAllGlobals());

describe('« Quitter le cabinet »', () => {
  it('lets a lawyer name who takes over, read what moves, then go on in a firm of their own', async () => {
    const alone = firmSeenBy('associate', [{ ...LUC, role: 'associate' }]);
    const calls = stubApi(firmSeenBy('collaborator', [SOPHIE, CLAIRE, LUC, INES]), LUC_ID, {
      firm: { ...alone, firm: { ...SOPHIE_FIRM, id: 2, name: 'Luc Fontaine' } },
    });
    renderPage();
    const card = await leaveCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Quitter le cabinet' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: /^Quitter le cabinet «\sCabinet Martin Avocats\s»\s\?$/,
    });
    const successor = within(dialog).getByLabelText('Avocat(e) qui reprend vos dossiers et vos contacts');
    // Lawyers only, never oneself nor the assistant; the associates come first.
    expect(
      within(successor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Maître Sophie Martin', 'Maître Claire Petit']);
    await userEvent.selectOptions(successor, CLAIRE_ID);
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(
        leaveFirmConsequences({
          kind: 'lawyer',
          firmName: 'Cabinet Martin Avocats',
          successor: 'Maître Claire Petit',
          cases: 3,
          contacts: 2,
        }),
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitter le cabinet' }));

    expect(
      await screen.findByText(
        'Vous avez quitté le cabinet « Cabinet Martin Avocats » : Maître Claire Petit reprend vos dossiers et vos contacts',
      ),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      { method: 'POST', url: '/api/pro/firm/departure', body: { firmId: 1, successorUserId: CLAIRE_ID } },
    ]);
    // Read again: his own firm, where he is alone, with nothing more to leave.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Membres du cabinet (1)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quitter le cabinet' })).not.toBeInTheDocument();
  });

  it('tells the last associate why they cannot leave yet and what to do first, with no button', async () => {
    stubApi(firmSeenBy('associate', [SOPHIE, LUC, INES]), SOPHIE_ID);
    renderPage();
    const card = await leaveCard();
    expect(card).toHaveTextContent(LEAVE_LAST_ASSOCIATE_MESSAGE.replaceAll('\u00a0', ' '));
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers nothing to a member alone in their firm', async () => {
    stubApi(firmSeenBy('associate', [SOPHIE]), SOPHIE_ID);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Membres du cabinet (1)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quitter le cabinet' })).not.toBeInTheDocument();
  });

  it('tells an assistant every session ends, then signs them out to the sign-in page', async () => {
    const assign = vi.fn();
    const calls = stubApi(firmSeenBy('assistant', [SOPHIE, LUC, INES]), INES_ID, { signedOut: true });
    vi.stubGlobal('location', { ...window.location, assign });
    renderPage();
    const card = await leaveCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Quitter le cabinet' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(leaveFirmConsequences({ kind: 'staff', firmName: 'Cabinet Martin Avocats' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitter le cabinet' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pro/login'));
    expect(posts(calls)).toEqual([{ method: 'POST', url: '/api/pro/firm/departure', body: { firmId: 1 } }]);
    // The records a lawyer hands over are never asked for.
    expect(calls.some((call) => call.method === 'GET' && call.url === '/api/pro/firm/departure')).toBe(false);
  });

  it('shows the server’s refusal in the dialog, and leaves nothing', async () => {
    const assign = vi.fn();
    stubApi(firmSeenBy('assistant', [SOPHIE, INES]), INES_ID, { refusal: 'Cabinet introuvable.' });
    vi.stubGlobal('location', { ...window.location, assign });
    renderPage();
    await userEvent.click(within(await leaveCard()).getByRole('button', { name: 'Quitter le cabinet' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitter le cabinet' }));
    expect(await within(dialog).findByText('Cabinet introuvable.')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
  });
});
