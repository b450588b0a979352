import { describe, expect, it } from 'vitest';
import {
  clientRecordingConsentText,
  hasRecordingConsent,
  nextRecordingConsentState,
  proRecordingConsentText,
  recordingConsentChangeAllowance,
  ZRecordingConsentRequest,
} from './recording-consent';

const T1 = new Date('2027-03-27T09:00:00Z');
const T2 = new Date('2027-03-28T09:30:00Z');
const NONE = { givenAt: null, withdrawnAt: null };

describe('nextRecordingConsentState', () => {
  it('records when consent is given, and when it is withdrawn', () => {
    const given = nextRecordingConsentState(NONE, true, T1);
    expect(given).toEqual({ givenAt: T1, withdrawnAt: null });
    expect(hasRecordingConsent(given)).toBe(true);
    const withdrawn = nextRecordingConsentState(given, false, T2);
    expect(withdrawn).toEqual({ givenAt: T1, withdrawnAt: T2 });
    expect(hasRecordingConsent(withdrawn)).toBe(false);
  });

  it('starts afresh when given again, and changes nothing when a consent never given is withdrawn', () => {
    const withdrawn = { givenAt: T1, withdrawnAt: T2 };
    const later = new Date(T2.getTime() + 60_000);
    expect(nextRecordingConsentState(withdrawn, true, later)).toEqual({ givenAt: later, withdrawnAt: null });
    expect(nextRecordingConsentState(NONE, false, T2)).toEqual(NONE);
    expect(nextRecordingConsentState(withdrawn, false, later)).toEqual(withdrawn);
  });
});

describe('recordingConsentChangeAllowance', () => {
  const end = new Date('2027-03-28T10:00:00Z');
  it('allows a video appointment to come or under way', () => {
    expect(recordingConsentChangeAllowance({ mode: 'visio', status: 'pending', end }, T1)).toEqual({
      allowed: true,
    });
    expect(recordingConsentChangeAllowance({ mode: 'visio', status: 'confirmed', end }, T2)).toEqual({
      allowed: true,
    });
  });

  it('refuses another mode, a cancelled or a finished consultation, with the reason', () => {
    expect(recordingConsentChangeAllowance({ mode: 'cabinet', status: 'confirmed', end }, T1)).toEqual({
      allowed: false,
      reason: 'Ce rendez-vous n’a pas lieu en visioconférence.',
    });
    expect(recordingConsentChangeAllowance({ mode: 'visio', status: 'cancelled', end }, T1)).toEqual({
      allowed: false,
      reason: 'Ce rendez-vous est annulé.',
    });
    expect(recordingConsentChangeAllowance({ mode: 'visio', status: 'confirmed', end }, end)).toEqual({
      allowed: false,
      reason: 'Cette consultation est terminée.',
    });
    expect(recordingConsentChangeAllowance({ mode: 'visio', status: 'completed', end }, T1)).toMatchObject({
      allowed: false,
    });
  });
});

describe('consent texts', () => {
  it('dates the consent in Paris time, on the day the clocks change too', () => {
    // 28 March 2027, 09:30 UTC = 11:30 in Paris (summer time since 02:00).
    expect(clientRecordingConsentText(T2.toISOString())).toBe(
      'Vous avez accepté l’enregistrement de cette consultation le dimanche 28 mars 2027 à 11:30.',
    );
    expect(clientRecordingConsentText(null)).toBeNull();
    expect(
      proRecordingConsentText({ givenAt: T1.toISOString(), hasClientAccount: true, provider: 'jitsi' }),
    ).toBe('Enregistrement accepté par le client le samedi 27 mars 2027 à 10:00.');
  });

  it('says recording is off in the room only when the provider reads the URL', () => {
    expect(proRecordingConsentText({ givenAt: null, hasClientAccount: true, provider: 'jitsi' })).toBe(
      'Le client n’a pas accepté l’enregistrement. Le lien de la visioconférence désactive l’enregistrement.',
    );
    expect(proRecordingConsentText({ givenAt: null, hasClientAccount: false, provider: 'generic' })).toBe(
      'Sans compte client, l’accord à l’enregistrement ne peut pas être recueilli.',
    );
  });
});

describe('ZRecordingConsentRequest', () => {
  it('takes a boolean and nothing else', () => {
    expect(ZRecordingConsentRequest.safeParse({ consent: true }).success).toBe(true);
    expect(ZRecordingConsentRequest.safeParse({ consent: 'oui' }).success).toBe(false);
    expect(ZRecordingConsentRequest.safeParse({ consent: true, at: '2027-01-01' }).success).toBe(false);
    expect(ZRecordingConsentRequest.safeParse({}).success).toBe(false);
  });
});
