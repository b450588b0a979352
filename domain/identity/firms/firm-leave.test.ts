import { describe, expect, it } from 'vitest';
import {
  ALONE_IN_FIRM_MESSAGE,
  LEAVE_LAST_ASSOCIATE_MESSAGE,
  LEAVE_LAST_LAWYER_MESSAGE,
  leaveFirmConsequences,
  leaveFirmRefusal,
  ZLeaveFirmRequest,
} from './firm-leave';

const associate = (userId: string) => ({ userId, role: 'associate' as const });

describe('leaving a firm by oneself', () => {
  it('is open to every member while the firm keeps an associate', () => {
    const firm = [
      associate('sophie'),
      { userId: 'paul', role: 'collaborator' as const },
      { userId: 'ines', role: 'assistant' as const },
      { userId: 'marc', role: 'accountant' as const },
    ];
    for (const member of ['paul', 'ines', 'marc']) expect(leaveFirmRefusal(firm, member)).toBeNull();
    expect(leaveFirmRefusal([...firm, associate('luc')], 'sophie')).toBeNull();
  });

  it('is refused to the last associate while others remain, saying what to do first', () => {
    expect(leaveFirmRefusal([associate('sophie'), { userId: 'paul', role: 'collaborator' }], 'sophie')).toBe(
      LEAVE_LAST_ASSOCIATE_MESSAGE,
    );
    // No other lawyer could be named associate: the other members go first.
    expect(leaveFirmRefusal([associate('sophie'), { userId: 'ines', role: 'assistant' }], 'sophie')).toBe(
      LEAVE_LAST_LAWYER_MESSAGE,
    );
    expect(leaveFirmRefusal([associate('sophie')], 'sophie')).toBe(ALONE_IN_FIRM_MESSAGE);
  });

  it('says what it does before it is done, in the member’s own words', () => {
    const lawyer = leaveFirmConsequences({
      kind: 'lawyer',
      firmName: 'Cabinet Martin Avocats',
      successor: 'Maître Sophie Martin',
      cases: 2,
      contacts: 1,
    });
    expect(lawyer).toHaveLength(4);
    expect(lawyer[1]).toBe(
      'Le cabinet garde vos 2\u00a0dossiers et votre contact\u00a0: Maître Sophie Martin en devient responsable, avec leur journal d’accès.',
    );
    expect(
      leaveFirmConsequences({ kind: 'lawyer', firmName: 'X', successor: 'Y', cases: 0, contacts: 0 })[1],
    ).toBe('Vous n’avez aujourd’hui aucun dossier ni contact à transmettre.');
    expect(
      leaveFirmConsequences({ kind: 'lawyer', firmName: 'X', successor: 'Y', cases: 1, contacts: 0 })[1],
    ).toBe('Le cabinet garde votre dossier\u00a0: Y en devient responsable, avec son journal d’accès.');
    const staff = leaveFirmConsequences({ kind: 'staff', firmName: 'Cabinet Martin Avocats' });
    expect(staff[0]).toContain('toutes vos sessions ouvertes sont fermées, celle-ci comprise');
  });

  it('names the firm left, and a successor only by an account id', () => {
    expect(ZLeaveFirmRequest.safeParse({}).success).toBe(false);
    expect(ZLeaveFirmRequest.safeParse({ firmId: 3 }).success).toBe(true);
    expect(ZLeaveFirmRequest.safeParse({ firmId: 3, successorUserId: 'x'.repeat(10_000) }).success).toBe(
      false,
    );
    expect(ZLeaveFirmRequest.safeParse({ firmId: 3, other: true }).success).toBe(false);
  });
});
