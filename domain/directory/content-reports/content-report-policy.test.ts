import { describe, expect, it } from 'vitest';
import {
  CONTENT_REPORT_REASONS,
  complaintsAnsweredByRelisting,
  contentReportReference,
  decisionsFor,
  isDecisionAllowed,
} from './content-report-policy';
import {
  ZContentReportDecisionRequest,
  ZRelistProfileRequest,
  ZReportContentRequest,
} from './content-report-schemas';

const VALID = {
  target: { kind: 'review', reviewId: 12 },
  reason: 'fake-review',
  explanation: '  Cet avis vient d’un concurrent.  ',
};

describe('content reports (issue 29 §4)', () => {
  it('lists the issue’s six reasons', () => {
    expect(Object.values(CONTENT_REPORT_REASONS)).toEqual([
      'Contenu illicite',
      'Faux avis',
      'Propos injurieux ou diffamatoires',
      'Informations trompeuses',
      'Atteinte à la vie privée',
      'Autre',
    ]);
  });

  it('opens removal on a review and suspension on a profile, keeping on both', () => {
    expect(decisionsFor('review')).toEqual(['keep', 'remove-review']);
    expect(decisionsFor('profile')).toEqual(['keep', 'suspend-profile']);
    expect(isDecisionAllowed('review', 'suspend-profile')).toBe(false);
    expect(isDecisionAllowed('profile', 'remove-review')).toBe(false);
    expect(isDecisionAllowed('profile', 'keep')).toBe(true);
  });

  it('gives references of six digits', () => {
    expect(contentReportReference(42)).toBe('SIG-000042');
  });

  it('trims, lowercases the e-mail, and refuses what is out of bounds', () => {
    expect(ZReportContentRequest.parse({ ...VALID, email: ' Temoin@Example.COM ' })).toMatchObject({
      explanation: 'Cet avis vient d’un concurrent.',
      email: 'temoin@example.com',
    });
    expect(ZReportContentRequest.parse({ ...VALID, email: '' }).email).toBeNull();
    expect(ZReportContentRequest.parse({ ...VALID, email: null }).email).toBeNull();
    for (const bad of [
      { ...VALID, explanation: 'court' },
      { ...VALID, explanation: 'x'.repeat(2001) },
      { ...VALID, explanation: `NUL\u0000${'x'.repeat(20)}` },
      { ...VALID, reason: 'spam' },
      { ...VALID, email: 'pas-une-adresse' },
      { ...VALID, target: { kind: 'review', reviewId: -1 } },
      { ...VALID, target: { kind: 'profile', reviewId: 1 } },
    ])
      expect(ZReportContentRequest.safeParse(bad).success, JSON.stringify(bad).slice(0, 60)).toBe(false);
  });

  it('asks the administrator for reasons', () => {
    expect(ZContentReportDecisionRequest.safeParse({ decision: 'keep', reasons: 'Non.' }).success).toBe(
      false,
    );
    expect(
      ZContentReportDecisionRequest.safeParse({ decision: 'keep', reasons: 'Conforme à nos règles.' })
        .success,
    ).toBe(true);
  });
});

describe('« Rétablir la fiche »', () => {
  const complaints = [
    { id: 1, subject: 'suspension', status: 'received' },
    { id: 2, subject: 'suspension', status: 'answered' },
    { id: 3, subject: 'ranking', status: 'in-review' },
    { id: 4, subject: 'suspension', status: 'in-review' },
  ];

  it('answers only the unanswered « suspension » complaints, and only when asked', () => {
    expect(complaintsAnsweredByRelisting(complaints, true)).toEqual([1, 4]);
    expect(complaintsAnsweredByRelisting(complaints, false)).toEqual([]);
  });

  it('asks reasons of a decision’s length, and of an answer’s length to answer a complaint too', () => {
    const ok = 'Titre vérifié au tableau de l’ordre.';
    expect(ZRelistProfileRequest.safeParse({ reasons: ok, answerComplaints: true }).success).toBe(true);
    expect(ZRelistProfileRequest.safeParse({ reasons: 'Vérifié ok', answerComplaints: false }).success).toBe(
      true,
    );
    for (const bad of [
      { reasons: 'Vérifié ok', answerComplaints: true },
      { reasons: 'Court', answerComplaints: false },
      { reasons: 'x'.repeat(2001), answerComplaints: false },
      { reasons: ok },
    ])
      expect(ZRelistProfileRequest.safeParse(bad).success, JSON.stringify(bad).slice(0, 60)).toBe(false);
  });
});
