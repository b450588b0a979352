import { describe, expect, it } from 'vitest';
import {
  bookingSuccessSentences,
  reminderDueAt,
  shouldScheduleReminder,
  type TBookingSuccessInput,
} from './booking-notifications';

/** An instant given as Paris wall-clock time with its offset, so the tests read in the product's zone. */
const paris = (isoWithOffset: string) => new Date(isoWithOffset);

const NOW = paris('2026-11-23T08:00:00+01:00');

function input(overrides: Partial<TBookingSuccessInput> = {}): TBookingSuccessInput {
  return {
    status: 'confirmed',
    mode: 'cabinet',
    start: paris('2026-11-26T10:00:00+01:00'),
    lawyer: 'Maître Sophie Martin',
    notifications: { emailDelivery: true, reminderScheduled: true },
    ...overrides,
  };
}

const keys = (value: TBookingSuccessInput, now = NOW) =>
  bookingSuccessSentences(value, now).map((sentence) => sentence.key);

describe('the reminder rule shared with the server', () => {
  it('is due 24 hours before the start, in real hours across the change to summer time', () => {
    expect(reminderDueAt(paris('2027-03-28T10:00:00+02:00'))).toEqual(paris('2027-03-27T09:00:00+01:00'));
  });

  it('is queued only for a client who wants e-mails, while its due time is ahead', () => {
    const start = paris('2026-11-24T10:00:00+01:00');
    expect(shouldScheduleReminder(start, paris('2026-11-23T09:59:59+01:00'), true)).toBe(true);
    expect(shouldScheduleReminder(start, paris('2026-11-23T10:00:00+01:00'), true)).toBe(false);
    expect(shouldScheduleReminder(start, paris('2026-11-23T08:00:00+01:00'), false)).toBe(false);
  });
});

describe('bookingSuccessSentences', () => {
  it("keeps the seed's four promises for a video booking three days away, e-mails leaving", () => {
    expect(bookingSuccessSentences(input({ mode: 'visio' }), NOW).map((sentence) => sentence.text)).toEqual([
      'Un rappel vous sera envoyé 24\u00a0h avant le rendez-vous',
      "Annulation possible jusqu'à 24\u00a0h avant le rendez-vous",
      'Une confirmation vous a été envoyée par e-mail',
      'Le lien de visioconférence vous sera envoyé par e-mail',
    ]);
  });

  it('promises no video link for a phone or office booking', () => {
    expect(keys(input({ mode: 'telephone' }))).toEqual(['reminder', 'cancellation', 'confirmationEmail']);
    expect(keys(input({ mode: 'cabinet' }))).toEqual(['reminder', 'cancellation', 'confirmationEmail']);
  });

  it('promises neither a reminder nor a cancellation for a slot two hours away', () => {
    const soon = input({
      mode: 'visio',
      start: paris('2026-11-23T10:00:00+01:00'),
      notifications: { emailDelivery: true, reminderScheduled: false },
    });
    expect(keys(soon)).toEqual(['confirmationEmail', 'videoLinkEmail']);
  });

  it('closes the cancellation window at exactly 24 real hours, also on the night clocks go back', () => {
    const start = paris('2027-10-31T10:00:00+01:00');
    // 24 real hours before is 11:00 the day before, summer time.
    expect(keys(input({ start }), paris('2027-10-30T11:00:00+02:00'))).toContain('cancellation');
    expect(keys(input({ start }), paris('2027-10-30T11:00:01+02:00'))).not.toContain('cancellation');
  });

  it('says nothing of a reminder the client turned off', () => {
    const noReminder = input({ notifications: { emailDelivery: true, reminderScheduled: false } });
    expect(keys(noReminder)).toEqual(['cancellation', 'confirmationEmail']);
  });

  it('promises no e-mail when e-mails stay in the outbox, and points to the client space instead', () => {
    const offline = { emailDelivery: false, reminderScheduled: true };
    expect(keys(input({ notifications: offline }))).toEqual(['cancellation']);
    const video = bookingSuccessSentences(input({ mode: 'visio', notifications: offline }), NOW);
    expect(video.map((sentence) => sentence.text)).toEqual([
      "Annulation possible jusqu'à 24\u00a0h avant le rendez-vous",
      'Le lien de visioconférence sera disponible dans votre espace personnel, 15 minutes avant le rendez-vous',
    ]);
  });

  it('tells a pending request how the answer will come', () => {
    const pending = input({ status: 'pending', lawyer: 'Maître Thomas Bernard' });
    expect(bookingSuccessSentences(pending, NOW).map((sentence) => sentence.text)).toEqual([
      "Votre demande a bien été transmise à Maître Thomas Bernard. Le professionnel doit la confirmer avant qu'elle ne devienne un rendez-vous.",
      "Vous recevrez un e-mail dès qu'il l'aura acceptée ou refusée.",
    ]);
    expect(
      keys(input({ status: 'pending', notifications: { emailDelivery: false, reminderScheduled: false } })),
    ).toEqual(['requestSent', 'answerInSpace']);
  });
});
