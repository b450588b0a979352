import { describe, expect, it } from 'vitest';
import { lawyerDepartureConsequences, ZLawyerDepartureRequest } from './lawyer-departure';

describe('a lawyer leaving the firm', () => {
  it('names who takes over the cases and contacts, counted', () => {
    const said = lawyerDepartureConsequences({
      lawyer: 'Maître Paul Durand',
      firmName: 'Cabinet Martin Avocats',
      successor: 'Maître Sophie Martin',
      cases: 3,
      contacts: 1,
    });
    expect(said).toHaveLength(4);
    expect(said[1]).toBe(
      'Le cabinet garde ses 3\u00a0dossiers et son contact\u00a0: Maître Sophie Martin en devient responsable, avec leur journal d’accès.',
    );
  });

  it('says so when there is nothing to take over', () => {
    const said = lawyerDepartureConsequences({
      lawyer: 'Maître Paul Durand',
      firmName: 'Cabinet Martin Avocats',
      successor: 'Maître Sophie Martin',
      cases: 0,
      contacts: 0,
    });
    expect(said[1]).toBe('Il n’a aujourd’hui aucun dossier ni contact à transmettre.');
  });

  it('requires a successor named by their account id', () => {
    expect(ZLawyerDepartureRequest.safeParse({}).success).toBe(false);
    expect(ZLawyerDepartureRequest.safeParse({ successorUserId: 'x'.repeat(1_000_000) }).success).toBe(false);
    expect(
      ZLawyerDepartureRequest.safeParse({ successorUserId: '6f1c3a52-2f51-4f0e-9d43-7c9a3a0b2c11' }).success,
    ).toBe(true);
  });
});
