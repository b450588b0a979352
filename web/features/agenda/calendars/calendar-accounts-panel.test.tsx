import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_IMPORT_MESSAGES } from '#domain/agenda/calendars/calendar-import-budget.ts';
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

  it('« Retirer » asks for confirmation: cancelling sends nothing, confirming removes the account', async () => {
    const requests = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer Agenda Google' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Retirer le compte' });
    expect(confirm).toHaveTextContent('Retirer « Agenda Google » ?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Retirer Agenda Google' }));
    const again = await screen.findByRole('alertdialog', { name: 'Retirer le compte' });
    await userEvent.click(within(again).getByRole('button', { name: 'Retirer' }));
    await vi.waitFor(() =>
      expect(requests).toContainEqual(
        expect.objectContaining({ method: 'DELETE', url: '/api/pro/calendar-accounts/7' }),
      ),
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

describe('a calendar over the import budget', () => {
  async function openFileImport(answer: Response) {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/pro/calendar-accounts' && init?.method === 'POST') {
          requests.push(String(init.body));
          return answer;
        }
        if (url === '/api/pro/calendar-accounts') return Response.json({ accounts: [] });
        return Response.json({ url: 'http://localhost:3000/calendar/abc.ics' });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CalendarAccountsPanel
          showOwnAgenda
          onShowOwnAgendaChange={vi.fn()}
          hiddenAccountIds={new Set()}
          onToggleAccount={vi.fn()}
        />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter un compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer un calendrier' });
    await userEvent.type(within(dialog).getByLabelText('Nom du compte'), 'Agenda');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fichier .ics' }));
    return { dialog, requests };
  }

  it('shows the server’s budget error next to the file field, and keeps the dialog open', async () => {
    const message = CALENDAR_IMPORT_MESSAGES.tooManyOccurrences;
    const { dialog } = await openFileImport(
      Response.json(
        { error: { code: 'VALIDATION_FAILED', message, fieldErrors: { icsContent: message } } },
        { status: 400 },
      ),
    );
    const input = within(dialog).getByLabelText('Choisir le fichier .ics');
    await userEvent.upload(input, new File(['BEGIN:VCALENDAR'], 'attaque.ics', { type: 'text/calendar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
    // The message's numbers use French narrow no-break spaces, which the text queries read as spaces.
    const shown = message.replace(/\s+/g, ' ');
    expect(await within(dialog).findByText(shown)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
  });

  it('refuses a file over 5 Mo next to its field without sending it', async () => {
    const { dialog, requests } = await openFileImport(Response.json({}, { status: 500 }));
    const input = within(dialog).getByLabelText('Choisir le fichier .ics');
    const big = new File(['x'], 'enorme.ics', { type: 'text/calendar' });
    Object.defineProperty(big, 'size', { value: 6_000_000 });
    await userEvent.upload(input, big);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
    expect(await within(dialog).findByText(CALENDAR_IMPORT_MESSAGES.tooLargeFile)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(CALENDAR_IMPORT_MESSAGES.tooLargeFile);
    expect(requests).toEqual([]);
  });
});
