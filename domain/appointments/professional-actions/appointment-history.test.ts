import { describe, expect, it } from 'vitest';
import { appointmentHistorySentence } from './appointment-history';

describe('appointmentHistorySentence', () => {
  it('says who acted and when, in Paris time', () => {
    expect(
      appointmentHistorySentence({
        at: '2026-11-29T09:12:00.000Z',
        kind: 'accept',
        actor: 'Julie Petit, assistant(e)',
      }),
    ).toBe('Acceptée par Julie Petit, assistant(e), le 29 novembre 2026 à 10:12');
    expect(
      appointmentHistorySentence({
        at: '2026-07-01T08:05:00.000Z',
        kind: 'reschedule',
        actor: 'Maître Sophie Martin',
      }),
    ).toBe('Déplacée par Maître Sophie Martin, le 1er juillet 2026 à 10:05');
  });

  it('names the client’s request without an actor', () => {
    expect(
      appointmentHistorySentence({ at: '2026-11-28T17:00:00.000Z', kind: 'received', actor: null }),
    ).toBe('Demande reçue le 28 novembre 2026 à 18:00');
  });
});
