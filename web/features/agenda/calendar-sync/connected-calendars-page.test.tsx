import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  caldavConnection,
  connectionsAnswer,
  json,
  renderAt,
  stubCalendarApi,
} from './calendar-sync-test-support';
import { ConnectedCalendarsPage } from './connected-calendars-page';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyDestructive: vi.fn() }));
vi.mock('#web/shared/ui/toast.ts', () => toasts);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toasts.notify.mockClear();
});

const LIST = 'GET /api/pro/calendar-connections';

describe('« Agendas connectés »', () => {
  it('offers Google and Outlook only when this deployment can connect them', async () => {
    stubCalendarApi({ [LIST]: () => json(connectionsAnswer([])) });
    renderAt(<ConnectedCalendarsPage />);
    expect(await screen.findByRole('button', { name: 'Connecter un serveur CalDAV' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Connecter Google Agenda' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connecter Outlook' })).not.toBeInTheDocument();
    expect(screen.getByText('Aucun agenda connecté pour l’instant.')).toBeVisible();
    expect(screen.getByText(/iCloud, Nextcloud, Fastmail, OVH, Infomaniak/)).toHaveTextContent(
      /mot de passe d’application/,
    );
  });

  it('« Connecter Google Agenda » asks the server for the consent page and goes there', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = stubCalendarApi({
      [LIST]: () => json(connectionsAnswer([], { google: true, microsoft: true })),
      'POST /api/pro/calendar-connections/google/authorize': () =>
        json({ url: 'https://accounts.google.com/o/oauth2/v2/auth?state=abc' }),
    });
    renderAt(<ConnectedCalendarsPage />);
    expect(await screen.findByRole('button', { name: 'Connecter Outlook' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Connecter Google Agenda' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?state=abc'),
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'POST /api/pro/calendar-connections/google/authorize',
    );
  });

  it('connects a CalDAV server: the server’s refusals show next to their fields', async () => {
    let attempts = 0;
    const calls = stubCalendarApi({
      [LIST]: () => json(connectionsAnswer([])),
      'POST /api/pro/calendar-connections/caldav': () => {
        attempts += 1;
        if (attempts === 1) {
          const message = 'Le serveur refuse cet identifiant ou ce mot de passe d’application.';
          return json(
            { error: { code: 'VALIDATION_FAILED', message, fieldErrors: { password: message } } },
            400,
          );
        }
        return json({ id: 3 }, 201);
      },
    });
    renderAt(<ConnectedCalendarsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Connecter un serveur CalDAV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connecter un serveur CalDAV' });

    // Checked in the browser first: nothing is sent for an address that is not http(s).
    await userEvent.type(within(dialog).getByLabelText('Adresse du serveur'), 'dav.exemple.fr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connecter' }));
    expect(await within(dialog).findByText('Indiquez l’adresse http(s) du serveur CalDAV')).toBeVisible();
    expect(within(dialog).getByLabelText('Adresse du serveur')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('Adresse du serveur'));
    await userEvent.type(within(dialog).getByLabelText('Adresse du serveur'), 'https://dav.exemple.fr/');
    await userEvent.type(within(dialog).getByLabelText('Identifiant'), 'sophie');
    await userEvent.type(within(dialog).getByLabelText('Mot de passe d’application'), 'mauvais');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connecter' }));
    const password = within(dialog).getByLabelText('Mot de passe d’application');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(
      'Le serveur refuse cet identifiant ou ce mot de passe d’application.',
    );
    expect(within(dialog).getByLabelText('Adresse du serveur')).not.toHaveAttribute('aria-invalid');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      serverUrl: 'https://dav.exemple.fr/',
      username: 'sophie',
      password: 'mauvais',
    });

    await userEvent.clear(password);
    await userEvent.type(password, 'bon-mot-de-passe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connecter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Agenda CalDAV connecté.');
  });

  it('shows each account’s health and sends the calendars’ choices as PATCH requests', async () => {
    const calls = stubCalendarApi({
      [LIST]: () =>
        json(
          connectionsAnswer([
            caldavConnection({ status: 'failing', lastError: 'Le serveur ne répond pas.' }),
          ]),
        ),
      'PATCH /api/pro/connected-calendars/11': () => json({ ok: true }),
    });
    renderAt(<ConnectedCalendarsPage />);
    const card = await screen.findByRole('article', { name: 'CalDAV (sophie — dav.exemple.fr)' });
    expect(card).toHaveTextContent('En échec');
    expect(card).toHaveTextContent('Dernière synchronisation réussie : 12 mars 2026 à 14:05');
    expect(card).toHaveTextContent('Dernière erreur : Le serveur ne répond pas.');

    await userEvent.click(within(card).getByRole('checkbox', { name: /^Bloque mes créneaux\W+Cabinet$/ }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: '/api/pro/connected-calendars/11',
        body: { blocksSlots: true },
      }),
    );

    const choice = screen.getByRole('group', { name: 'Mes rendez-vous JurisRDV sont écrits dans' });
    const readOnly = within(choice).getByRole('radio', { name: /Jours fériés.*lecture seule/ });
    expect(readOnly).toBeDisabled();
    expect(within(choice).getByRole('radio', { name: 'Aucun agenda' })).toBeChecked();
    await userEvent.click(within(choice).getByRole('radio', { name: /^Cabinet/ }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: '/api/pro/connected-calendars/11',
        body: { receivesAppointments: true },
      }),
    );
    expect(calls.some((call) => call.path === '/api/pro/connected-calendars/12')).toBe(false);
  });

  it('writes the client’s name in the title only when asked, and says what is never written', async () => {
    const receiving = caldavConnection();
    receiving.calendars = receiving.calendars.map((calendar) =>
      calendar.id === 11 ? { ...calendar, receivesAppointments: true } : calendar,
    );
    const calls = stubCalendarApi({
      [LIST]: () => json(connectionsAnswer([receiving])),
      'PATCH /api/pro/connected-calendars/11': () => json({ ok: true }),
    });
    renderAt(<ConnectedCalendarsPage />);
    const option = await screen.findByRole('checkbox', { name: 'Écrire le nom du client dans le titre' });
    expect(option).not.toBeChecked();
    expect(option).toHaveAccessibleDescription(
      /Le motif de la consultation, la partie adverse et le dossier ne sont jamais écrits/,
    );
    await userEvent.click(option);
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: '/api/pro/connected-calendars/11',
        body: { titleShowsClient: true },
      }),
    );
  });

  it('« Déconnecter » asks first; « Reconnecter » a CalDAV account asks for a new application password', async () => {
    const calls = stubCalendarApi({
      [LIST]: () => json(connectionsAnswer([caldavConnection({ status: 'unauthorized', alert: true })])),
      'PUT /api/pro/calendar-connections/3/caldav-password': () => json({ ok: true }),
      'DELETE /api/pro/calendar-connections/3': () => json({ ok: true }),
    });
    renderAt(<ConnectedCalendarsPage />);
    const card = await screen.findByRole('article', { name: /sophie — dav.exemple.fr/ });
    expect(card).toHaveTextContent('Accès refusé');

    await userEvent.click(within(card).getByRole('button', { name: 'Reconnecter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reconnecter l’agenda CalDAV' });
    await userEvent.type(within(dialog).getByLabelText('Mot de passe d’application'), 'nouveau');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconnecter' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/api/pro/calendar-connections/3/caldav-password',
        body: { password: 'nouveau' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(card).getByRole('button', { name: 'Déconnecter' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Déconnecter l’agenda' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Déconnecter' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'DELETE',
        path: '/api/pro/calendar-connections/3',
        body: undefined,
      }),
    );
  });

  it('after a refused consent, says so and cleans the address', async () => {
    stubCalendarApi({ [LIST]: () => json(connectionsAnswer([], { google: true })) });
    const { router } = renderAt(<ConnectedCalendarsPage />, '/pro/dashboard/agendas?erreur=refuse');
    expect(await screen.findByRole('alert')).toHaveTextContent('L’accès à votre agenda n’a pas été accordé');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('back from Google’s consent page, says « Agenda connecté » once and cleans the address', async () => {
    stubCalendarApi({ [LIST]: () => json(connectionsAnswer([], { google: true })) });
    const { router } = renderAt(<ConnectedCalendarsPage />, '/pro/dashboard/agendas?connecte=google');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(toasts.notify).toHaveBeenCalledTimes(1);
    expect(toasts.notify).toHaveBeenCalledWith('Agenda connecté', 'Google Agenda est connecté.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
