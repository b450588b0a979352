import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TWorkspaceSearchResponse } from '#domain/practice/workspace-search/workspace-search.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { WorkspaceSearch } from './workspace-search';

afterEach(() => vi.unstubAllGlobals());

const EMPTY: TWorkspaceSearchResponse = { cases: [], contacts: [], appointments: [] };

const DUBOIS: TWorkspaceSearchResponse = {
  cases: [
    {
      id: 7,
      title: 'Divorce par consentement mutuel Dubois',
      clientName: 'Marie Dubois',
      status: 'En cours',
    },
  ],
  contacts: [{ id: 3, name: 'Marie Dubois', email: 'marie.dubois@example.com', type: 'client' }],
  appointments: [
    {
      id: 12,
      client: 'Marie Dubois',
      type: 'Consultation divorce',
      date: '2026-11-24',
      time: '09:30',
      status: 'confirmed',
    },
  ],
};

function renderSearch(answer: (q: string) => TWorkspaceSearchResponse) {
  const api = stubApi([
    {
      method: 'GET',
      path: /^\/api\/pro\/search\?q=/,
      handler: ({ path }) => json(answer(new URL(path, 'http://test').searchParams.get('q') ?? '')),
    },
  ]);
  const router = createMemoryRouter(
    [
      { path: '/pro/dashboard', element: <WorkspaceSearch /> },
      { path: '/pro/dashboard/cases/:id', element: <h1>Page dossier</h1> },
      { path: '/pro/dashboard/contacts/:id', element: <h1>Page contact</h1> },
      { path: '/pro/dashboard/appointments', element: <h1>Page rendez-vous</h1> },
    ],
    { initialEntries: ['/pro/dashboard'] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return { ...api, router };
}

const field = () => screen.getByRole('combobox', { name: 'Rechercher dans mon espace' });

describe('workspace search', () => {
  it('waits for 2 characters, then lists the results grouped by kind', async () => {
    const { calls } = renderSearch(() => DUBOIS);
    expect(field()).toHaveAttribute('placeholder', 'Rechercher un dossier, un contact, un rendez-vous…');
    await userEvent.type(field(), 'd');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await userEvent.type(field(), 'ub');
    const cases = await screen.findByRole('group', { name: 'Dossiers' });
    expect(
      within(cases).getByRole('option', { name: /Divorce par consentement mutuel Dubois/ }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Contacts' })).getByRole('option', {
        name: /Client · marie\.dubois/,
      }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Rendez-vous' })).getByRole('option', {
        name: /24\/11\/2026 à 09:30 · Confirmé/,
      }),
    ).toBeVisible();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    // Debounced: one request for the settled text, none for each keystroke.
    expect(calls.map((call) => call.path)).toEqual(['/api/pro/search?q=dub']);
  });

  it('says so when nothing matches', async () => {
    renderSearch(() => EMPTY);
    await userEvent.type(field(), 'zzz');
    expect(await screen.findByText('Aucun résultat')).toHaveAttribute('role', 'status');
  });

  it('opens a result with the arrow keys and Enter', async () => {
    const { router } = renderSearch(() => DUBOIS);
    await userEvent.type(field(), 'dubois');
    await screen.findByRole('group', { name: 'Dossiers' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const contact = screen.getByRole('option', { name: /marie\.dubois@example\.com/ });
    expect(contact).toHaveAttribute('aria-selected', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', contact.id);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Page contact' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pro/dashboard/contacts/3');
  });

  it('opens a result with the mouse', async () => {
    const { router } = renderSearch(() => DUBOIS);
    await userEvent.type(field(), 'dubois');
    await userEvent.click(await screen.findByRole('option', { name: /Consultation divorce/ }));
    expect(await screen.findByRole('heading', { name: 'Page rendez-vous' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pro/dashboard/appointments');
  });

  it('closes with Escape and opens again with the arrows', async () => {
    renderSearch(() => DUBOIS);
    await userEvent.type(field(), 'dubois');
    await screen.findByRole('group', { name: 'Dossiers' });
    await userEvent.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(field()).toHaveValue('dubois');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Divorce par consentement/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
