import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalendarSyncBanner } from './calendar-sync-banner';
import {
  caldavConnection,
  connectionsAnswer,
  json,
  renderAt,
  stubCalendarApi,
} from './calendar-sync-test-support';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/pro/calendar-connections';

function page(enabled = true) {
  return (
    <>
      <CalendarSyncBanner enabled={enabled} />
      <h1>Planning</h1>
    </>
  );
}

describe('the interrupted sync banner', () => {
  it('names each account in alert and leads to « Agendas connectés »', async () => {
    stubCalendarApi({
      [LIST]: () =>
        json(
          connectionsAnswer([
            caldavConnection({ status: 'unauthorized', alert: true }),
            caldavConnection({ id: 4, provider: 'google', label: 'sophie@gmail.com', alert: false }),
          ]),
        ),
    });
    renderAt(page(), '/pro/dashboard');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      'La synchronisation de votre agenda CalDAV (sophie — dav.exemple.fr) est interrompue.',
    );
    expect(banner).not.toHaveTextContent('sophie@gmail.com');
    expect(screen.getByRole('link', { name: 'Reconnecter' })).toHaveAttribute(
      'href',
      '/pro/dashboard/agendas',
    );
  });

  it('stays hidden while every account syncs', async () => {
    const calls = stubCalendarApi({ [LIST]: () => json(connectionsAnswer([caldavConnection()])) });
    renderAt(page(), '/pro/dashboard');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Planning' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing when the route refuses the account (staff) or fails', async () => {
    const calls = stubCalendarApi({
      [LIST]: () => json({ error: { code: 'FORBIDDEN', message: 'Accès refusé.' } }, 403),
    });
    renderAt(page(), '/pro/dashboard');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Planning' })).toBeVisible();
  });

  it('does not ask at all when disabled (a staff member’s workspace)', async () => {
    const calls = stubCalendarApi({
      [LIST]: () => json(connectionsAnswer([caldavConnection({ alert: true })])),
    });
    renderAt(page(false), '/pro/dashboard');
    expect(await screen.findByRole('heading', { name: 'Planning' })).toBeVisible();
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
