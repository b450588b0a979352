import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { json, stubApi, type TRoute, withQueryClient } from '../booking/test-support';
import { ProAppointmentsPage } from '../professional-actions/pro-appointments-page';
import { makeProAppointment } from '../professional-actions/test-fixtures';
import { ExternalChangeNotice } from './external-change-notice';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyDestructive: vi.fn() }));
vi.mock('#web/shared/ui/toast.ts', () => toasts);

beforeEach(() => {
  toasts.notify.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Tuesday 24 November 2099 14:30, moved in Outlook to 10:00 (Paris, winter time).
const MOVED = makeProAppointment({
  id: 7,
  status: 'confirmed',
  externalChange: { kind: 'moved', start: '2099-11-24T09:00:00.000Z', end: '2099-11-24T09:30:00.000Z' },
});
const DELETED = makeProAppointment({ id: 8, status: 'confirmed', externalChange: { kind: 'deleted' } });

function Harness(props: { appointment: TProAppointment; onChange: (appointment: TProAppointment) => void }) {
  const [appointment, setAppointment] = useState(props.appointment);
  return (
    <ExternalChangeNotice
      appointment={appointment}
      onChange={(updated) => {
        setAppointment(updated);
        props.onChange(updated);
      }}
    />
  );
}

function setup(appointment: TProAppointment, routes: TRoute[]) {
  const api = stubApi(routes);
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(withQueryClient(<Harness appointment={appointment} onChange={onChange} />));
  return { api, onChange, user };
}

const applied = (appointment: TProAppointment, changes: Partial<TProAppointment>) => () =>
  json({ appointment: { ...appointment, ...changes, externalChange: null } });

describe('« Modifié dans votre agenda externe »', () => {
  it('says where the appointment went and applies the move, with a toast', async () => {
    const { api, onChange, user } = setup(MOVED, [
      {
        method: 'POST',
        path: '/api/pro/appointments/7/external-change/apply',
        handler: applied(MOVED, { time: '10:00' }),
      },
    ]);
    const notice = screen.getByRole('region', { name: 'Modifié dans votre agenda externe' });
    expect(notice).toHaveTextContent(
      'Ce rendez-vous a été déplacé au mardi 24 novembre 2099 à 10:00 dans votre agenda externe.',
    );
    await user.click(within(notice).getByRole('button', { name: 'Appliquer la modification' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(api.calls).toEqual([
      { method: 'POST', path: '/api/pro/appointments/7/external-change/apply', body: {} },
    ]);
    expect(toasts.notify).toHaveBeenCalledWith(
      'Modification appliquée',
      'Rendez-vous reporté au mardi 24 novembre 2099 à 10:00\u202f; le client est prévenu.',
    );
    expect(
      screen.queryByRole('region', { name: 'Modifié dans votre agenda externe' }),
    ).not.toBeInTheDocument();
  });

  it('shows what the new time overlaps and moves anyway once confirmed', async () => {
    let first = true;
    const { api, user } = setup(MOVED, [
      {
        method: 'POST',
        path: '/api/pro/appointments/7/external-change/apply',
        handler: () => {
          if (!first) return applied(MOVED, { time: '10:00' })();
          first = false;
          return json(
            {
              error: {
                code: 'OVERLAP_CONFIRMATION_REQUIRED',
                message: 'Ce créneau chevauche votre planning. Reporter quand même\u202f?',
                conflicts: {
                  items: [
                    {
                      kind: 'event',
                      type: 'audience',
                      title: 'Audience TGI',
                      start: '2099-11-24T08:30:00.000Z',
                      end: '2099-11-24T10:00:00.000Z',
                    },
                  ],
                  total: 1,
                },
              },
            },
            409,
          );
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Appliquer la modification' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Audience TGI');
    await user.click(within(alert).getByRole('button', { name: 'Reporter quand même' }));
    await waitFor(() =>
      expect(toasts.notify).toHaveBeenCalledWith('Modification appliquée', expect.any(String)),
    );
    expect(api.calls.map((call) => call.body)).toEqual([{}, { confirmOverlaps: true }]);
  });

  it('cancels an appointment deleted there only once the professional confirms', async () => {
    const { api, onChange, user } = setup(DELETED, [
      {
        method: 'POST',
        path: '/api/pro/appointments/8/external-change/apply',
        handler: applied(DELETED, { status: 'cancelled', cancelledBy: 'professional' }),
      },
    ]);
    expect(screen.getByRole('region', { name: 'Modifié dans votre agenda externe' })).toHaveTextContent(
      'Ce rendez-vous a été supprimé de votre agenda externe.',
    );
    await user.click(screen.getByRole('button', { name: 'Appliquer la modification' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Annuler ce rendez-vous\u202f?' });
    expect(api.calls).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Annuler le rendez-vous' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled' })),
    );
    expect(api.calls).toHaveLength(1);
    expect(toasts.notify).toHaveBeenCalledWith('Rendez-vous annulé', 'Le client est prévenu.');
  });

  it('restores JurisRDV’s version, or says why it could not', async () => {
    let answer = json({ error: { code: 'INVALID_STATE', message: 'Ce choix a déjà été fait.' } }, 409);
    const { api, onChange, user } = setup(MOVED, [
      {
        method: 'POST',
        path: '/api/pro/appointments/7/external-change/restore',
        handler: () => answer,
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Restaurer la version JurisRDV' }));
    expect(await screen.findByText('Ce choix a déjà été fait.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    answer = applied(MOVED, {})();
    await user.click(screen.getByRole('button', { name: 'Restaurer la version JurisRDV' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ externalChange: null })),
    );
    expect(toasts.notify).toHaveBeenCalledWith(
      'Version JurisRDV restaurée',
      'Votre agenda externe est remis à jour dans la minute.',
    );
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/pro/appointments/7/external-change/restore',
      '/api/pro/appointments/7/external-change/restore',
    ]);
  });

  it('marks the card in the list and shows the choice in its details; nothing for the others', async () => {
    const untouched = makeProAppointment({ id: 9, client: 'Lucas Moreau', status: 'confirmed' });
    stubApi([
      {
        method: 'GET',
        path: /^\/api\/pro\/appointments\?/,
        handler: () => json({ appointments: [MOVED, untouched], count: 2 }),
      },
    ]);
    const router = createMemoryRouter(
      [{ path: '/pro/dashboard/appointments', element: <ProAppointmentsPage /> }],
      { initialEntries: ['/pro/dashboard/appointments'] },
    );
    const user = userEvent.setup();
    render(withQueryClient(<RouterProvider router={router} />));
    const card = (await screen.findByRole('heading', { name: 'Marie Dubois' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Modifié dans votre agenda externe')).toBeInTheDocument();
    const other = screen.getByRole('heading', { name: 'Lucas Moreau' }).closest('li') as HTMLElement;
    expect(within(other).queryByText('Modifié dans votre agenda externe')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /^Voir les détails du rendez-vous avec/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('region', { name: 'Modifié dans votre agenda externe' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Restaurer la version JurisRDV' })).toBeInTheDocument();
  });
});
