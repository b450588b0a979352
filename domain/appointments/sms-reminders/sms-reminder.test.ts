import { describe, expect, it } from 'vitest';
import { isSmsReminderDue, smsReminderText } from './sms-reminder';

describe('the SMS reminder', () => {
  it('says when and how, in Paris time across the change of hour, and nothing of the matter', () => {
    // 29 March 2026: clocks go forward at 2:00 in Paris.
    const text = smsReminderText({
      start: new Date('2026-03-30T07:30:00Z'),
      mode: 'visio',
      publicUrl: 'https://jurisrdv.fr',
    });
    expect(text).toBe(
      'JurisRDV : rappel de votre rendez-vous en visioconférence le lundi 30 mars 2026 à 09h30. Détails\u00a0: https://jurisrdv.fr/dashboard',
    );
    expect(text.length).toBeLessThanOrEqual(160);
    expect(
      smsReminderText({ start: new Date('2026-11-25T13:00:00Z'), mode: 'cabinet', publicUrl: 'x' }),
    ).toContain('au cabinet le mercredi 25 novembre 2026 à 14h00');
  });

  const start = new Date('2026-11-26T13:00:00Z');
  const bookedLongAgo = new Date('2026-11-01T09:00:00Z');

  it('is due from 24 hours before the start, not before', () => {
    expect(isSmsReminderDue({ start, createdAt: bookedLongAgo }, new Date('2026-11-25T12:59:59Z'))).toBe(
      false,
    );
    expect(isSmsReminderDue({ start, createdAt: bookedLongAgo }, new Date('2026-11-25T13:00:00Z'))).toBe(
      true,
    );
    expect(isSmsReminderDue({ start, createdAt: bookedLongAgo }, new Date('2026-11-26T11:59:00Z'))).toBe(
      true,
    );
  });

  it('is no longer sent within the last hour, nor for an appointment booked after its time', () => {
    expect(isSmsReminderDue({ start, createdAt: bookedLongAgo }, new Date('2026-11-26T12:00:01Z'))).toBe(
      false,
    );
    expect(
      isSmsReminderDue(
        { start, createdAt: new Date('2026-11-25T20:00:00Z') },
        new Date('2026-11-25T21:00:00Z'),
      ),
    ).toBe(false);
  });
});
