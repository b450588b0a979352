import { describe, expect, it } from 'vitest';
import {
  appointmentEventUid,
  appointmentIdOfUid,
  needsAlert,
  retryDelayMs,
  showsAlert,
} from './calendar-sync-rules';

const at = (iso: string) => new Date(iso);

describe('calendar sync rules', () => {
  it('recognises the events JurisRDV wrote by their UID, and nobody else’s', () => {
    const uid = appointmentEventUid(4217, 'jurisrdv.fr');
    expect(uid).toBe('jurisrdv-appointment-4217@jurisrdv.fr');
    expect(appointmentIdOfUid(uid)).toBe(4217);
    expect(appointmentIdOfUid('4217@google.com')).toBeNull();
    expect(appointmentIdOfUid('xjurisrdv-appointment-4217@jurisrdv.fr')).toBeNull();
    expect(appointmentIdOfUid(null)).toBeNull();
    expect(appointmentIdOfUid(`jurisrdv-appointment-${'9'.repeat(40)}@x`)).toBeNull();
  });

  it('backs off after failures, up to a minute', () => {
    expect([1, 2, 3, 50].map(retryDelayMs)).toEqual([30_000, 60_000, 60_000, 60_000]);
  });

  it('warns at once for refused credentials, after ten minutes of failures otherwise, once per outage', () => {
    const now = at('2026-03-29T01:05:00Z');
    expect(needsAlert({ status: 'unauthorized', failingSince: now, alertedAt: null }, now)).toBe(true);
    expect(needsAlert({ status: 'unauthorized', failingSince: now, alertedAt: now }, now)).toBe(false);
    expect(
      needsAlert({ status: 'failing', failingSince: at('2026-03-29T00:56:00Z'), alertedAt: null }, now),
    ).toBe(false);
    expect(
      needsAlert({ status: 'failing', failingSince: at('2026-03-29T00:55:00Z'), alertedAt: null }, now),
    ).toBe(true);
    expect(needsAlert({ status: 'active', failingSince: null, alertedAt: null }, now)).toBe(false);
    expect(showsAlert({ status: 'failing', failingSince: at('2026-03-29T00:50:00Z') }, now)).toBe(true);
  });
});
