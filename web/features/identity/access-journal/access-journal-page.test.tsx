import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  TAccessJournalLine,
  TAccessJournalResponse,
} from '#domain/identity/access-journal/access-journal-schemas.ts';
import { AccessJournalPage, journalCaption } from './access-journal-page';

const READ_BY_JULIE: TAccessJournalLine = {
  id: '12',
  // 10:12 in Paris.
  at: '2026-11-29T09:12:00.000Z',
  actorName: 'Julie Petit',
  actorLabel: 'Julie Petit, assistant(e)',
  professionalName: 'Sophie Martin',
  subject: 'contact',
  subjectId: '4',
  action: 'read',
  label: 'Fiche de Paul Lefèvre',
  caseId: null,
  ip: '192.0.2.7',
};

const CASE_LINE: TAccessJournalLine = {
  ...READ_BY_JULIE,
  id: '11',
  actorName: 'Sophie Martin',
  actorLabel: 'Maître Sophie Martin',
  subject: 'case',
  subjectId: '9',
  action: 'update',
  label: 'Dossier\u00a0: Succession Morel',
  caseId: 9,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubJournal(answer: (url: URL) => TAccessJournalResponse) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://test');
      urls.push(url);
      return new Response(JSON.stringify(answer(url)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return urls;
}

function renderPage(entry = '/pro/dashboard/journal-acces') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/pro/dashboard/journal-acces', element: <AccessJournalPage /> }],
    {
      initialEntries: [entry],
    },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('AccessJournalPage', () => {
  it('shows who did what, when in Paris and from where, in a captioned table', async () => {
    stubJournal(() => ({ lines: [READ_BY_JULIE, CASE_LINE], nextCursor: null, scope: 'firm' }));
    renderPage();
    const table = await screen.findByRole('table', { name: journalCaption(2) });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date et heure', 'Qui', 'Quoi', 'Action', 'Depuis (IP)']);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('29/11/2026 10:12')).toBeInTheDocument();
    expect(first.getByText('Julie Petit, assistant(e)')).toBeInTheDocument();
    expect(first.getByText('Pour Sophie Martin')).toBeInTheDocument();
    expect(first.getByText('Fiche de Paul Lefèvre')).toBeInTheDocument();
    expect(first.getByText('Consultation')).toBeInTheDocument();
    expect(first.getByText('192.0.2.7')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Dossier n° 9');
    expect(screen.getByRole('link', { name: 'Exporter (CSV)' })).toHaveAttribute(
      'href',
      '/api/pro/access-journal/export.csv',
    );
  });

  it('applies the filters to the list, the address and the export', async () => {
    const urls = stubJournal((url) => ({
      lines: url.searchParams.get('subject') === 'contact' ? [READ_BY_JULIE] : [READ_BY_JULIE, CASE_LINE],
      nextCursor: null,
      scope: 'firm',
    }));
    const router = renderPage();
    await screen.findByRole('table', { name: journalCaption(2) });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Objet'), 'contact');
    await user.type(screen.getByLabelText('Qui'), 'Julie');
    await user.type(screen.getByLabelText('Du'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await screen.findByRole('table', { name: journalCaption(1) });
    const last = urls.at(-1);
    expect(last?.pathname).toBe('/api/pro/access-journal');
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
      subject: 'contact',
      actor: 'Julie',
      from: '2026-11-01',
      limit: '50',
    });
    expect(router.state.location.search).toBe('?subject=contact&actor=Julie&from=2026-11-01');
    expect(screen.getByRole('link', { name: 'Exporter (CSV)' })).toHaveAttribute(
      'href',
      '/api/pro/access-journal/export.csv?subject=contact&actor=Julie&from=2026-11-01',
    );
  });

  it('says what is wrong beside a field and asks nothing', async () => {
    const urls = stubJournal(() => ({ lines: [], nextCursor: null, scope: 'own' }));
    renderPage();
    await screen.findByText('Aucune ligne ne correspond à ces filtres.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Du'), '2026-12-01');
    await user.type(screen.getByLabelText('Au'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(await screen.findByText('La date de fin doit être après la date de début')).toBeInTheDocument();
    expect(screen.getByLabelText('Au')).toHaveAttribute('aria-invalid', 'true');
    expect(urls).toHaveLength(1);
  });

  it('reads the filters of its address and loads older lines on demand', async () => {
    const urls = stubJournal((url) =>
      url.searchParams.get('cursor') === '12'
        ? { lines: [CASE_LINE], nextCursor: null, scope: 'own' }
        : { lines: [READ_BY_JULIE], nextCursor: '12', scope: 'own' },
    );
    renderPage('/pro/dashboard/journal-acces?action=read&caseId=abc');
    await screen.findByRole('table', { name: journalCaption(1) });
    // An address the schema refuses filters nothing rather than breaking the page.
    expect(urls[0]?.searchParams.get('action')).toBeNull();
    expect(screen.getByText(/de vos contacts, rendez-vous, messages et dossiers/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Afficher les lignes plus anciennes' }));
    await screen.findByRole('table', { name: journalCaption(2) });
    expect(screen.queryByRole('button', { name: 'Afficher les lignes plus anciennes' })).toBeNull();
  });
});
