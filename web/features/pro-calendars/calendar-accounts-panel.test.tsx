import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalendarAccountsPanel } from './calendar-accounts-panel';

afterEach(() => vi.unstubAllGlobals());

const account = {
  id: 7,
  name: 'Agenda Google',
  email: 'sophie@gmail.com',
  colour: 'green',
  sourceUrl: 'https://example.com/a.ics',
  lastSyncedAt: null,
  lastError: null,
  eventCount: 3,
};

function renderPanel(onToggleAccount = vi.fn()) {
  const requests: { method: string; url: string; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ method: init?.method ?? 'GET', url, body: String(init?.body ?? '') });
      if (url === '/api/pro/calendar-accounts' && init?.method === 'POST')
        return Response.json({ ...account, id: 8, name: 'Fichier' }, { status: 201 });
      if (url === '/api/pro/calendar-accounts') return Response.json({ accounts: [account] });
      if (url === '/api/pro/calendar-feed')
        return Response.json({ url: 'http://localhost:3000/calendar/abc.ics' });
      return Response.json({});
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CalendarAccountsPanel
        showOwnAgenda
        onShowOwnAgendaChange={vi.fn()}
        hiddenAccountIds={new Set()}
        onToggleAccount={onToggleAccount}
      />
    </QueryClientProvider>,
  );
  return requests;
}

describe('imported calendar accounts', () => {
  it('lists accounts with a visibility checkbox and the private feed address', async () => {
    const onToggle = vi.fn();
    renderPanel(onToggle);
    const checkbox = await screen.findByRole('checkbox', { name: /Agenda Google/ });
    await userEvent.click(checkbox);
    expect(onToggle).toHaveBeenCalledWith(7, false);
    expect(await screen.findByLabelText('Mon flux iCalendar privé')).toHaveValue(
      'http://localhost:3000/calendar/abc.ics',
    );
  });

  it('imports an .ics file: the button waits for a name and a file, then sends the file content', async () => {
    const requests = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter un compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer un calendrier' });
    const importButton = within(dialog).getByRole('button', { name: 'Importer' });
    expect(importButton).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Nom du compte'), 'Fichier');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fichier .ics' }));
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await userEvent.upload(
      within(dialog).getByLabelText('Choisir le fichier .ics'),
      new File([ics], 'agenda.ics', { type: 'text/calendar' }),
    );
    await userEvent.click(importButton);
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      name: 'Fichier',
      colour: 'blue',
      icsContent: ics,
    });
  });
});
