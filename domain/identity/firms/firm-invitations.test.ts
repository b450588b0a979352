import { describe, expect, it } from 'vitest';
import { asRolePhrase, INVITABLE_ROLES, invitationExpiresAt, leavingOutcome } from './firm-invitations';
import { ZFirmInvitationTokenParams } from './firm-schemas';

describe('invitations to join a firm', () => {
  it('invite every role: lawyers with their account, assistants and accountants with a new staff account', () => {
    expect(INVITABLE_ROLES).toEqual(['associate', 'collaborator', 'assistant', 'accountant']);
  });

  it('last 7 days to the millisecond, across the change to winter time', () => {
    // Sent on Saturday 24 October 2026 at noon in Paris; the clocks go back on the 25th.
    const sent = new Date('2026-10-24T10:00:00Z');
    expect(invitationExpiresAt(sent).toISOString()).toBe('2026-10-31T10:00:00.000Z');
  });

  it('name the role with the elision French wants', () => {
    expect(asRolePhrase('associate')).toBe('en tant qu’Associé(e)');
    expect(asRolePhrase('collaborator')).toBe('en tant qu’Avocat(e) collaborateur(trice)');
    expect(asRolePhrase('assistant')).toBe('en tant qu’Assistant(e)');
    expect(asRolePhrase('accountant')).toBe('en tant que Comptable');
  });

  it('delete the firm left empty, and keep an associate in a firm that keeps members', () => {
    expect(leavingOutcome({ role: 'associate', otherMembers: 0, otherAssociates: 0 })).toBe('delete-firm');
    expect(leavingOutcome({ role: 'associate', otherMembers: 2, otherAssociates: 0 })).toBe('last-associate');
    expect(leavingOutcome({ role: 'associate', otherMembers: 2, otherAssociates: 1 })).toBe('leave');
    expect(leavingOutcome({ role: 'collaborator', otherMembers: 1, otherAssociates: 1 })).toBe('leave');
    // A firm without an associate already (not made by these rules) does not hold a collaborator back.
    expect(leavingOutcome({ role: 'collaborator', otherMembers: 1, otherAssociates: 0 })).toBe('leave');
  });

  it('take tokens of the e-mailed links only', () => {
    expect(ZFirmInvitationTokenParams.safeParse({ token: 'A'.repeat(43) }).success).toBe(true);
    expect(ZFirmInvitationTokenParams.safeParse({ token: `${'aZ0_-'.repeat(8)}abc` }).success).toBe(true);
    for (const token of ['', 'A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}=`, `${'A'.repeat(42)}/`]) {
      expect(ZFirmInvitationTokenParams.safeParse({ token }).success, token).toBe(false);
    }
  });
});
