import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import type { TAgendaLawyer, TFirmAgendasResponse } from '#domain/agenda/firm-agendas/firm-agenda-schemas.ts';
import { lawyerColour } from '#domain/agenda/firm-agendas/lawyer-colours.ts';
import { formatFullDate } from '#domain/agenda/planning/calendar-layout.ts';
import type { TPlanningEvent } from '#domain/agenda/planning/planning-event-schemas.ts';
import type { TStaffSummary } from '#domain/identity/auth/auth-schemas.ts';
import {
  json,
  newQueryClient,
  stubApi,
  withQueryClient,
} from '#web/features/appointments/booking/test-support.tsx';
import { sessionQueryKey } from '#web/shared/session/use-session.ts';
import { ProPlanningPage } from './pro-planning-page';

const toast = vi.hoisted(() => ({ notify: vi.fn(), notifyDestructive: vi.fn() }));
vi.mock('#web/shared/ui/toast.ts', () => toast);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const TODAY = formatParisDate(new Date());
const SOPHIE = 'aaaaaaaa-0000-4000-8000-000000000001';
const PAUL = 'bbbbbbbb-0000-4000-8000-000000000002';

function lawyer(userId: string, name: string, position: number, rights: Partial<TAgendaLawyer>) {
  const [first = '', last = ''] = name.split(' ');
  return {
    userId,
    name: `Maître ${name}`,
    initials: `${first[0]}${last[0]}`,
    colour: lawyerColour(position),
    self: false,
    canManage: false,
    ...rights,
  } satisfies TAgendaLawyer;
}

const paulsHearing: TPlanningEvent = {
  id: 41,
  title: 'Audience de référé',
  clientName: null,
  type: 'audience',
  date: TODAY,
  seriesDate: TODAY,
  occurrenceDate: TODAY,
  exception: false,
  startTime: '09:00',
  endTime: '10:00',
  start: `${TODAY}T08:00:00.000Z`,
  end: `${TODAY}T09:00:00.000Z`,
  status: 'confirmed',
  location: null,
  description: null,
  mode: 'office',
  recurring: false,
  repeat: 'none',
  until: null,
  count: null,
  blocking: true,
  source: 'local',
};

function setup(options: {
  lawyers: TAgendaLawyer[];
  agendas?: TFirmAgendasResponse['agendas'];
  selection?: string | null;
  staff?: TStaffSummary;
}) {
  const api = stubApi([
    { method: 'GET', path: /^\/api\/pro\/events\?/, handler: () => json({ events: [] }) },
    {
      method: 'GET',
      path: /^\/api\/pro\/appointments\?/,
      handler: () => json({ appointments: [], count: 0 }),
    },
    { method: 'GET', path: /^\/api\/pro\/imported-events\?/, handler: () => json({ events: [] }) },
    {
      method: 'GET',
      path: '/api/pro/firm/agenda-lawyers',
      handler: () => json({ lawyers: options.lawyers }),
    },
    {
      method: 'GET',
      path: /^\/api\/pro\/firm\/agendas\?/,
      handler: () => json({ lawyers: options.lawyers, agendas: options.agendas ?? [] }),
    },
    {
      method: 'PUT',
      path: '/api/pro/acting-for',
      handler: ({ body }) => {
        const chosen = options.staff?.lawyers.find(
          (one) => one.userId === (body as { lawyerUserId: string }).lawyerUserId,
        );
        return json({ ...options.staff, actingFor: chosen });
      },
    },
  ]);
  const client = newQueryClient();
  if (options.staff) client.setQueryData(sessionQueryKey('pro'), { user: null, staff: options.staff });
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(
    withQueryClient(
      <ProPlanningPage
        renderRequestDecision={() => null}
        renderAppointmentDetails={() => null}
        calendarAccounts={!options.staff}
        lawyerSelection={{ value: options.selection ?? null, stored: null, onChange }}
      />,
      client,
    ),
  );
  return { api, user, onChange };
}

describe('the planning of several agendas', () => {
  it('shows an associate a column per lawyer in day view, a colleague’s block read-only and without its reason', async () => {
    const { api, user, onChange } = setup({
      lawyers: [
        lawyer(SOPHIE, 'Sophie Martin', 0, { self: true, canManage: true }),
        lawyer(PAUL, 'Paul Arnaud', 1, {}),
      ],
      selection: `${SOPHIE},${PAUL}`,
      agendas: [
        { userId: SOPHIE, access: 'manage', events: [], appointments: [] },
        {
          userId: PAUL,
          access: 'view',
          events: [],
          appointments: [
            {
              id: 5,
              client: 'Lucas Moreau',
              date: TODAY,
              startTime: '14:00',
              endTime: '15:00',
              start: `${TODAY}T13:00:00.000Z`,
              end: `${TODAY}T14:00:00.000Z`,
              mode: 'video',
              status: 'pending',
              reason: null,
            },
          ],
        },
      ],
    });
    const picker = await screen.findByRole('group', { name: 'Agendas affichés' });
    expect(within(picker).getByRole('checkbox', { name: 'Maître Sophie Martin (vous)' })).toBeChecked();
    expect(within(picker).getByRole('checkbox', { name: 'Maître Paul Arnaud' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Jour' }));
    const grid = screen.getByRole('grid', { name: /^Planning/ });
    const heads = within(grid).getAllByRole('columnheader').slice(1);
    expect(heads.map((head) => head.textContent)).toEqual([
      `Maître Sophie Martin, ${formatFullDate(TODAY)}SMMaître Sophie Martin`,
      `Maître Paul Arnaud, ${formatFullDate(TODAY)}PAMaître Paul Arnaud`,
    ]);
    expect(api.calls.some((call) => call.path.includes(`lawyers=${SOPHIE}%2C${PAUL}`))).toBe(true);

    // Paul's request: his colour and initials, the client, and nothing of the matter.
    const block = await screen.findByRole('button', {
      name: 'Maître Paul Arnaud, Lucas Moreau · Rendez-vous, 14:00 – 15:00, Consultation client, En attente',
    });
    expect(block).toHaveTextContent('PA');
    expect(block).toHaveStyle({ backgroundColor: lawyerColour(1).background });
    await user.click(block);
    const summary = await screen.findByRole('dialog', { name: 'Rendez-vous' });
    expect(summary).toHaveAccessibleDescription('Agenda de Maître Paul Arnaud, en lecture seule.');
    expect(within(summary).getByText('Visioconférence')).toBeVisible();
    expect(within(summary).getByText('En attente')).toBeVisible();
    expect(within(summary).queryByRole('button', { name: /Accepter|Modifier/ })).toBeNull();
    await user.click(within(summary).getByRole('button', { name: 'Fermer' }));

    // Creating in a colleague's column is refused before any form opens.
    const cell = within(grid).getByLabelText(`Maître Paul Arnaud, ${formatFullDate(TODAY)}, 11:00`, {
      selector: 'td',
    });
    await user.pointer([
      { keys: '[MouseLeft>]', target: cell },
      { keys: '[/MouseLeft]', target: cell },
    ]);
    expect(toast.notify).toHaveBeenCalledWith(
      'L’agenda de Maître Paul Arnaud est en lecture seule',
      'Vous créez des événements dans votre agenda.',
    );
    expect(screen.queryByRole('dialog', { name: 'Nouvel événement' })).toBeNull();

    await user.click(within(picker).getByRole('checkbox', { name: 'Maître Paul Arnaud' }));
    expect(onChange).toHaveBeenCalledWith([SOPHIE]);
  });

  it('has an assistant act for the lawyer whose event they open, saying so', async () => {
    const staff: TStaffSummary = {
      firmName: 'Cabinet Martin',
      role: 'assistant',
      permissions: ['agenda.assigned', 'appointments.assigned'],
      lawyers: [
        { userId: SOPHIE, name: 'Maître Sophie Martin' },
        { userId: PAUL, name: 'Maître Paul Arnaud' },
      ],
      actingFor: { userId: SOPHIE, name: 'Maître Sophie Martin' },
    };
    const { api, user } = setup({
      staff,
      lawyers: [
        lawyer(SOPHIE, 'Sophie Martin', 0, { canManage: true }),
        lawyer(PAUL, 'Paul Arnaud', 1, { canManage: true }),
      ],
      agendas: [
        { userId: SOPHIE, access: 'manage', events: [], appointments: [] },
        { userId: PAUL, access: 'manage', events: [paulsHearing], appointments: [] },
      ],
    });
    expect(await screen.findByText('Vous agissez pour Maître Sophie Martin')).toBeVisible();
    // No choice yet: an assistant sees every lawyer assigned to them.
    const block = await screen.findByRole('button', {
      name: 'Maître Paul Arnaud, Audience de référé, 09:00 – 10:00, Audience tribunal, Confirmé',
    });
    await user.click(block);
    expect(await screen.findByRole('dialog', { name: "Modifier l'événement" })).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/pro/acting-for', body: { lawyerUserId: PAUL } },
    ]);
    expect(toast.notify).toHaveBeenCalledWith('Vous agissez pour Maître Paul Arnaud');
  });

  it('keeps an associate who shows only their own agenda on the planning of one lawyer, with the picker', async () => {
    const { api } = setup({
      lawyers: [
        lawyer(SOPHIE, 'Sophie Martin', 0, { self: true, canManage: true }),
        lawyer(PAUL, 'Paul Arnaud', 1, {}),
      ],
    });
    const picker = await screen.findByRole('group', { name: 'Agendas affichés' });
    expect(within(picker).getByRole('checkbox', { name: 'Maître Sophie Martin (vous)' })).toBeChecked();
    expect(within(picker).getByRole('checkbox', { name: 'Maître Paul Arnaud' })).not.toBeChecked();
    expect(screen.getByText('Gérez votre planning et vos rendez-vous')).toBeVisible();
    expect(api.calls.some((call) => call.path.startsWith('/api/pro/events?'))).toBe(true);
    expect(api.calls.some((call) => call.path.startsWith('/api/pro/firm/agendas'))).toBe(false);
  });

  it('keeps the planning of one lawyer as it was when the viewer sees only their own agenda', async () => {
    const { api } = setup({ lawyers: [lawyer(SOPHIE, 'Sophie Martin', 0, { self: true, canManage: true })] });
    expect(await screen.findByText('Gérez votre planning et vos rendez-vous')).toBeVisible();
    await vi.waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/pro/firm/agenda-lawyers')).toBe(true),
    );
    expect(screen.queryByRole('group', { name: 'Agendas affichés' })).toBeNull();
    expect(api.calls.some((call) => call.path.startsWith('/api/pro/firm/agendas'))).toBe(false);
  });
});
