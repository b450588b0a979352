import { describe, expect, it } from 'vitest';
import { lawyerColour } from '#domain/agenda/firm-agendas/lawyer-colours.ts';
import { lawyerAgendaItems } from './lawyer-agenda-items';

const PAUL = {
  userId: 'bbbbbbbb-0000-4000-8000-000000000002',
  name: 'Maître Paul Arnaud',
  initials: 'PA',
  colour: lawyerColour(1),
  canManage: false,
};
const busy = {
  id: 3,
  type: 'audience' as const,
  date: '2026-11-24',
  startTime: '09:00',
  endTime: '11:00',
  start: '2026-11-24T08:00:00.000Z',
  end: '2026-11-24T10:00:00.000Z',
  status: 'confirmed' as const,
  mode: 'office' as const,
};

describe('lawyerAgendaItems', () => {
  it('draws a colleague’s event as the time it takes, named by its kind, read-only', () => {
    const [item] = lawyerAgendaItems(
      { userId: PAUL.userId, access: 'view', events: [busy], appointments: [] },
      PAUL,
    );
    expect(item).toMatchObject({
      title: 'Audience tribunal',
      clientName: null,
      event: null,
      lawyer: PAUL,
      summary: { kind: 'event', status: 'Confirmé', mode: 'office', client: null },
    });
  });

  it('names a colleague’s consultation by its client only, and a managed one by its reason', () => {
    const appointment = {
      id: 9,
      client: 'Lucas Moreau',
      date: '2026-11-24',
      startTime: '14:00',
      endTime: '15:00',
      start: '2026-11-24T13:00:00.000Z',
      end: '2026-11-24T14:00:00.000Z',
      mode: 'video' as const,
      status: 'pending' as const,
      reason: null,
    };
    const [seen] = lawyerAgendaItems(
      { userId: PAUL.userId, access: 'view', events: [], appointments: [appointment] },
      PAUL,
    );
    expect(seen).toMatchObject({ title: 'Rendez-vous', clientName: 'Lucas Moreau', pending: true });
    const [managed] = lawyerAgendaItems(
      {
        userId: PAUL.userId,
        access: 'manage',
        events: [],
        appointments: [{ ...appointment, reason: 'Garde des enfants' }],
      },
      { ...PAUL, canManage: true },
    );
    expect(managed?.title).toBe('Garde des enfants');
  });
});
