import { describe, expect, it } from 'vitest';
import {
  clientRetentionStatements,
  formatRetentionPeriod,
  inactivityCutoffs,
  inactivityDeadline,
  inactivityStage,
  proRetentionStatements,
  RETENTION,
  retentionCutoff,
} from './retention-policy';

const NOW = new Date('2029-06-15T10:00:00Z');

describe('retention periods', () => {
  it('reads each period in French, singular and plural', () => {
    expect(formatRetentionPeriod({ years: 3 })).toBe('3 ans');
    expect(formatRetentionPeriod({ years: 1 })).toBe('1 an');
    expect(formatRetentionPeriod({ months: 13 })).toBe('13 mois');
    expect(formatRetentionPeriod({ days: 30 })).toBe('30 jours');
    expect(formatRetentionPeriod({ days: 1 })).toBe('1 jour');
    expect(formatRetentionPeriod({ hours: 1 })).toBe('1 heure');
  });

  it('computes cut-offs in calendar units', () => {
    expect(retentionCutoff(NOW, { years: 3 }).toISOString()).toBe('2026-06-15T10:00:00.000Z');
    // Noon in Paris stays noon in Paris across the change of clocks (CEST → CET).
    expect(retentionCutoff(NOW, { months: 3 }).toISOString()).toBe('2029-03-15T11:00:00.000Z');
    expect(retentionCutoff(NOW, { days: 30 }).toISOString()).toBe('2029-05-16T10:00:00.000Z');
    expect(retentionCutoff(NOW, { hours: 1 }).toISOString()).toBe('2029-06-15T09:00:00.000Z');
  });

  it('keeps the CNIL periods the policy promises', () => {
    expect(RETENTION.inactiveAccount).toEqual({ years: 3 });
    expect(RETENTION.cookieConsent).toEqual({ months: 13 });
    expect(RETENTION.pageViews).toEqual({ months: 13 });
  });
});

describe('inactivity stage', () => {
  const createdAt = new Date('2020-01-01T00:00:00Z');
  const cutoffs = inactivityCutoffs(NOW);
  const justBefore = (date: Date) => new Date(date.getTime() - 1000);
  const justAfter = (date: Date) => new Date(date.getTime() + 1000);

  it('is active until 30 days before 3 years without a sign-in, then due a notice', () => {
    expect(cutoffs.noticeIfSeenBefore.toISOString()).toBe('2026-07-15T10:00:00.000Z');
    expect(
      inactivityStage(
        { lastSeenAt: justAfter(cutoffs.noticeIfSeenBefore), createdAt, inactivityNoticeSentAt: null },
        NOW,
      ),
    ).toBe('active');
    expect(
      inactivityStage(
        { lastSeenAt: justBefore(cutoffs.noticeIfSeenBefore), createdAt, inactivityNoticeSentAt: null },
        NOW,
      ),
    ).toBe('notice-due');
  });

  it('falls back on the creation date when the account was never seen', () => {
    expect(inactivityStage({ lastSeenAt: null, createdAt, inactivityNoticeSentAt: null }, NOW)).toBe(
      'notice-due',
    );
    expect(inactivityStage({ lastSeenAt: null, createdAt: NOW, inactivityNoticeSentAt: null }, NOW)).toBe(
      'active',
    );
  });

  it('expires only after 3 years AND 30 days of notice', () => {
    const lastSeenAt = new Date('2026-01-01T00:00:00Z');
    // Warned 29 days ago: still waiting, although inactive for more than 3 years.
    const recentNotice = new Date(NOW.getTime() - 29 * 86_400_000);
    expect(inactivityStage({ lastSeenAt, createdAt, inactivityNoticeSentAt: recentNotice }, NOW)).toBe(
      'notified',
    );
    const oldNotice = new Date(NOW.getTime() - 30 * 86_400_000);
    expect(inactivityStage({ lastSeenAt, createdAt, inactivityNoticeSentAt: oldNotice }, NOW)).toBe(
      'expired',
    );
    // Warned long ago but not yet 3 years: waits for the 3 years.
    expect(
      inactivityStage(
        { lastSeenAt: justAfter(cutoffs.expireIfSeenBefore), createdAt, inactivityNoticeSentAt: oldNotice },
        NOW,
      ),
    ).toBe('notified');
  });

  it('a sign-in after the notice makes the account active again', () => {
    const notice = new Date('2029-05-01T00:00:00Z');
    expect(
      inactivityStage(
        { lastSeenAt: new Date('2029-05-02T00:00:00Z'), createdAt, inactivityNoticeSentAt: notice },
        NOW,
      ),
    ).toBe('active');
  });

  it('announces the end of the notice period', () => {
    expect(inactivityDeadline(new Date('2029-05-01T08:00:00Z')).toISOString()).toBe(
      '2029-05-31T08:00:00.000Z',
    );
  });
});

describe('retention statements', () => {
  it('print the periods the purge applies', () => {
    const client = clientRetentionStatements()
      .map((row) => row.period)
      .join(' ');
    expect(client).toContain('Sans connexion pendant 3 ans, il est supprimé');
    expect(client).toContain('un e-mail vous prévient 30 jours avant');
    expect(client).toContain('3 mois après leur envoi');
    expect(client).toContain('1 an après leur réception');
    expect(client).toContain('13 mois, puis effacée');
    const pro = proRetentionStatements()
      .map((row) => row.period)
      .join(' ');
    expect(pro).toContain('Sans connexion pendant 3 ans, votre fiche est retirée de l');
    expect(pro).toContain("JurisRDV n'efface pas de lui-même");
  });
});
