import { describe, expect, it } from 'vitest';
import { appointmentToMoveInstead, moveInsteadQuestion } from './same-professional-booking';

const now = new Date('2026-11-29T08:00:00Z');
const own = (id: number, start: string, status = 'confirmed', professionalId = 1) => ({
  id,
  professionalId,
  status,
  start: new Date(start),
});

describe('appointmentToMoveInstead (Europe/Paris days)', () => {
  it('finds a confirmed appointment with the same professional on the same Paris day', () => {
    const found = appointmentToMoveInstead(
      [own(7, '2026-12-01T09:00:00Z')],
      { professionalId: 1, start: new Date('2026-12-01T15:00:00Z') },
      now,
    );
    expect(found?.id).toBe(7);
  });

  it('uses the Paris day, not the UTC one: 23:30 UTC on 30 November is already 1 December in Paris', () => {
    const chosen = { professionalId: 1, start: new Date('2026-12-01T10:00:00Z') };
    expect(appointmentToMoveInstead([own(8, '2026-11-30T23:30:00Z')], chosen, now, 'Europe/Paris')?.id).toBe(
      8,
    );
    expect(
      appointmentToMoveInstead([own(8, '2026-11-30T22:30:00Z')], chosen, now, 'Europe/Paris'),
    ).toBeNull();
  });

  it('finds a pending request with them whatever its day, and prefers the one on the chosen day', () => {
    const chosen = { professionalId: 1, start: new Date('2026-12-10T09:00:00Z') };
    expect(appointmentToMoveInstead([own(3, '2026-12-02T09:00:00Z', 'pending')], chosen, now)?.id).toBe(3);
    expect(
      appointmentToMoveInstead(
        [own(3, '2026-12-02T09:00:00Z', 'pending'), own(4, '2026-12-10T14:00:00Z')],
        chosen,
        now,
      )?.id,
    ).toBe(4);
  });

  it('ignores other professionals, cancelled or past appointments and confirmed ones on other days', () => {
    const chosen = { professionalId: 1, start: new Date('2026-12-01T09:00:00Z') };
    expect(
      appointmentToMoveInstead(
        [
          own(1, '2026-12-01T13:00:00Z', 'confirmed', 2),
          own(2, '2026-12-01T13:00:00Z', 'cancelled'),
          own(3, '2026-11-28T13:00:00Z', 'pending'),
          own(4, '2026-12-02T13:00:00Z', 'confirmed'),
        ],
        chosen,
        now,
      ),
    ).toBeNull();
  });
});

describe('moveInsteadQuestion', () => {
  it('says the day with « 1er », the Paris time and French spacing', () => {
    expect(moveInsteadQuestion('Maître Sophie Martin', new Date('2026-12-01T09:00:00Z'))).toBe(
      'Vous avez déjà un rendez-vous avec Maître Sophie Martin le mardi 1er décembre à 10:00\u00a0: le déplacer\u202f?',
    );
  });
});
