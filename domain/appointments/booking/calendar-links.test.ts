import { describe, expect, it } from 'vitest';
import { googleCalendarUrl } from './calendar-links';

describe('googleCalendarUrl', () => {
  it('follows the TEMPLATE contract with UTC times, whatever the Paris offset', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Rendez-vous avec Maître Sophie Martin',
        start: new Date('2026-12-01T10:00:00+01:00'),
        end: new Date('2026-12-01T10:30:00+01:00'),
        details: 'Consultation & conseil',
        location: '12 rue de Rivoli, 75004 Paris',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Rendez-vous avec Maître Sophie Martin');
    expect(url.searchParams.get('dates')).toBe('20261201T090000Z/20261201T093000Z');
    expect(url.searchParams.get('details')).toBe('Consultation & conseil');
    expect(url.searchParams.get('location')).toBe('12 rue de Rivoli, 75004 Paris');
  });

  it('writes summer times in UTC too', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 't',
        start: new Date('2026-07-01T10:00:00+02:00'),
        end: new Date('2026-07-01T11:00:00+02:00'),
        details: '',
        location: '',
      }),
    );
    expect(url.searchParams.get('dates')).toBe('20260701T080000Z/20260701T090000Z');
  });
});
