import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCaseAccessResponse } from '#domain/practice/case-access/case-access-schemas.ts';
import { AppToaster } from '#web/shared/ui/app-toaster.tsx';
import { CaseAccessCard } from './case-access-card';

const LUC = '00000000-0000-4000-8000-000000000002';
const INES = '00000000-0000-4000-8000-000000000003';

const OWNER_VIEW: TCaseAccessResponse = {
  responsibleLawyer: 'Maître Sophie Martin',
  manageable: true,
  members: [
    {
      userId: LUC,
      name: 'Maître Luc Fontaine',
      role: 'collaborator',
      access: 'read',
      grantedAt: '2026-11-23T09:00:00.000Z',
    },
  ],
  candidates: [{ userId: INES, name: 'Inès Roux', role: 'assistant' }],
};

type TCall = { method: string; url: string; body: unknown };

function stubApi(initial: TCaseAccessResponse) {
  let current = initial;
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method === 'PUT') {
        const { userId, access } = body as { userId: string; access: 'read' | 'edit' };
        const candidate = current.candidates.find((one) => one.userId === userId);
        if (candidate) {
          current = {
            ...current,
            members: [...current.members, { ...candidate, access, grantedAt: '2026-11-23T10:00:00.000Z' }],
            candidates: current.candidates.filter((one) => one.userId !== userId),
          };
        }
        return Response.json(current);
      }
      if (method === 'DELETE') {
        current = { ...current, members: current.members.filter((one) => !url.endsWith(one.userId)) };
        return Response.json(current);
      }
      return Response.json(current);
    }),
  );
  return calls;
}

function renderCard() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <CaseAccessCard caseId={12} />
      <AppToaster />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('« Accès au dossier »', () => {
  it('lists the members with their right, adds one with a right, and removes one after confirming', async () => {
    const calls = stubApi(OWNER_VIEW);
    const user = userEvent.setup();
    renderCard();
    const list = await screen.findByRole('list', { name: 'Membres ayant accès au dossier' });
    expect(within(list).getByText('Maître Luc Fontaine')).toBeTruthy();
    expect((within(list).getByLabelText('Droit de Maître Luc Fontaine') as HTMLSelectElement).value).toBe(
      'read',
    );

    // Nothing chosen: the field says so, nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Donner accès' }));
    expect(await screen.findByText('Choisissez un membre du cabinet')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Membre du cabinet'), INES);
    await user.selectOptions(screen.getByLabelText('Droit'), 'edit');
    await user.click(screen.getByRole('button', { name: 'Donner accès' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toEqual({
        method: 'PUT',
        url: '/api/pro/cases/12/access',
        body: { userId: INES, access: 'edit' },
      }),
    );
    expect(await within(list).findByText('Inès Roux')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retirer l’accès de Maître Luc Fontaine' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Retirer l’accès de Maître Luc Fontaine\u202f?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Retirer l’accès' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'DELETE' && call.url === `/api/pro/cases/12/access/${LUC}`),
      ).toBe(true),
    );
    await waitFor(() => expect(within(list).queryByText('Maître Luc Fontaine')).toBeNull());
  });

  it('shows the list read only to a member on it', async () => {
    stubApi({ ...OWNER_VIEW, manageable: false, candidates: [] });
    renderCard();
    const list = await screen.findByRole('list', { name: 'Membres ayant accès au dossier' });
    expect(within(list).getByText('Lecture')).toBeTruthy();
    expect(screen.getByText('Maître Sophie Martin')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Accès au dossier' });
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('combobox')).toBeNull();
  });
});
