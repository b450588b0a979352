import { describe, expect, it } from 'vitest';
import { makeProAppointment } from '#web/features/appointments/professional-actions/test-fixtures.ts';
import { appointmentItem, blockKind, blockTitle, type TCalendarItem } from './calendar-items';

describe('blockTitle', () => {
  it('names the client first, then the reason', () => {
    expect(blockTitle({ clientName: 'Marie Dubois', title: 'Divorce' })).toBe('Marie Dubois · Divorce');
  });

  it('is the title alone without a client, and the name alone when the title repeats it', () => {
    expect(blockTitle({ clientName: null, title: 'Réunion d’équipe' })).toBe('Réunion d’équipe');
    expect(blockTitle({ clientName: ' ', title: 'Audience' })).toBe('Audience');
    expect(blockTitle({ clientName: 'Marie Dubois', title: 'Marie Dubois' })).toBe('Marie Dubois');
  });
});

describe('blockKind', () => {
  const block = (overrides: Partial<TCalendarItem>): TCalendarItem => ({
    key: 'k',
    title: 'Divorce',
    clientName: 'Marie Dubois',
    type: 'consultation',
    date: '2026-12-01',
    startTime: '10:00',
    endTime: '11:00',
    pending: false,
    location: null,
    event: null,
    appointment: null,
    ...overrides,
  });

  it('says a client appointment’s type and state in words, never by colour alone (RGAA 3.1)', () => {
    const confirmed = appointmentItem(makeProAppointment({ id: 1, status: 'confirmed' }));
    const pending = appointmentItem(makeProAppointment({ id: 2, status: 'pending' }));
    if (!confirmed || !pending) throw new Error('no block');
    expect(blockKind(confirmed)).toEqual({ type: 'Consultation client', status: 'Confirmé' });
    expect(blockKind(pending)).toEqual({ type: 'Consultation client', status: 'En attente' });
  });

  it('says an imported block’s calendar, and a colleague’s block its summary’s state', () => {
    expect(
      blockKind(
        block({ imported: { accountId: 1, accountName: 'Cabinet', colourClassName: 'bg-violet-100' } }),
      ),
    ).toEqual({ type: 'Calendrier importé Cabinet', status: 'Occupé' });
    expect(
      blockKind(
        block({
          type: 'audience',
          summary: {
            kind: 'event',
            date: '2026-12-01',
            startTime: '10:00',
            endTime: '11:00',
            mode: 'office',
            status: 'Tentative',
            client: null,
          },
        }),
      ),
    ).toEqual({ type: 'Audience tribunal', status: 'Tentative' });
  });
});
