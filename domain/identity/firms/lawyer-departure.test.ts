import { describe, expect, it } from 'vitest';
import {
  lawyerDepartureConsequences,
  recordsKeptSentence,
  ZLawyerDepartureRequest,
} from './lawyer-departure';

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
    expect(said[1]).toBe(
      'Aucun dossier ni contact n’est aujourd’hui à son nom\u00a0: rien n’est à transmettre.',
    );
    // Neutral: nothing says whether the lawyer is a man or a woman.
    expect(said.join(' ')).not.toMatch(/\b(il|elle|le retrouvent|la retrouvent)\b/i);
  });

  it('gives one record « son journal d’accès », several « leur journal d’accès »', () => {
    const kept = (cases: number, contacts: number) =>
      recordsKeptSentence(
        { successor: 'Maître Sophie Martin', cases, contacts },
        { one: 'son', many: 'ses' },
      );
    expect(kept(1, 0)).toBe(
      'Le cabinet garde son dossier\u00a0: Maître Sophie Martin en devient responsable, avec son journal d’accès.',
    );
    expect(kept(0, 1)).toBe(
      'Le cabinet garde son contact\u00a0: Maître Sophie Martin en devient responsable, avec son journal d’accès.',
    );
    expect(kept(1, 1)).toBe(
      'Le cabinet garde son dossier et son contact\u00a0: Maître Sophie Martin en devient responsable, avec leur journal d’accès.',
    );
    expect(kept(0, 0)).toBeNull();
  });

  it('requires a successor named by their account id', () => {
    expect(ZLawyerDepartureRequest.safeParse({}).success).toBe(false);
    expect(ZLawyerDepartureRequest.safeParse({ successorUserId: 'x'.repeat(1_000_000) }).success).toBe(false);
    expect(
      ZLawyerDepartureRequest.safeParse({ successorUserId: '6f1c3a52-2f51-4f0e-9d43-7c9a3a0b2c11' }).success,
    ).toBe(true);
  });
});
