import { describe, expect, it } from 'vitest';
import { retryWaitInFrench, tooManyAttemptsMessage } from './retry-wait';

describe('retryWaitInFrench', () => {
  it('says seconds under a minute and whole minutes above, always rounded up', () => {
    expect(retryWaitInFrench(1)).toBe('1 seconde');
    expect(retryWaitInFrench(1_000)).toBe('1 seconde');
    expect(retryWaitInFrench(1_001)).toBe('2 secondes');
    expect(retryWaitInFrench(30_000)).toBe('30 secondes');
    expect(retryWaitInFrench(59_001)).toBe('1 minute');
    expect(retryWaitInFrench(60_000)).toBe('1 minute');
    expect(retryWaitInFrench(60_001)).toBe('2 minutes');
    expect(retryWaitInFrench(15 * 60_000)).toBe('15 minutes');
  });
});

describe('tooManyAttemptsMessage', () => {
  it('names the refused action and the wait', () => {
    expect(tooManyAttemptsMessage('login', 120_000)).toBe(
      'Trop de tentatives de connexion. Réessayez dans 2 minutes.',
    );
    expect(tooManyAttemptsMessage('password-reset', 300_000)).toBe(
      'Trop de demandes de réinitialisation. Réessayez dans 5 minutes.',
    );
    expect(tooManyAttemptsMessage('password-change', 30_000)).toBe(
      'Trop de tentatives. Réessayez dans 30 secondes.',
    );
    expect(tooManyAttemptsMessage('registration', 3_600_000)).toBe(
      'Trop de comptes créés depuis votre réseau. Réessayez dans 60 minutes.',
    );
    expect(tooManyAttemptsMessage('firm-invitation', 600_000)).toBe(
      'Trop d’invitations envoyées. Réessayez dans 10 minutes.',
    );
    expect(tooManyAttemptsMessage('requests', 12_500)).toBe(
      'Trop de requêtes depuis votre réseau. Réessayez dans 13 secondes.',
    );
  });
});
