import { describe, expect, it } from 'vitest';
import {
  ASSIGNED_LAWYERS_MESSAGE,
  LAST_ASSOCIATE_MESSAGE,
  LAWYER_ROLE_MESSAGE,
  memberChangeErrors,
  STAFF_ROLE_MESSAGE,
  type TFirmMemberSnapshot,
} from './member-change';

const SOPHIE: TFirmMemberSnapshot = { userId: 'sophie', role: 'associate', isLawyer: true };
const LUC: TFirmMemberSnapshot = { userId: 'luc', role: 'collaborator', isLawyer: true };
const ANNE: TFirmMemberSnapshot = { userId: 'anne', role: 'assistant', isLawyer: false };

describe('memberChangeErrors', () => {
  it('lets an associate be named and a collaborator promoted', () => {
    expect(memberChangeErrors([SOPHIE, LUC], 'luc', { role: 'associate', assignedLawyerIds: [] })).toBeNull();
  });

  it('never leaves the firm without an associate, but lets one step down when another remains', () => {
    expect(memberChangeErrors([SOPHIE], 'sophie', { role: 'collaborator', assignedLawyerIds: [] })).toEqual({
      role: LAST_ASSOCIATE_MESSAGE,
    });
    expect(
      memberChangeErrors([SOPHIE, LUC, ANNE], 'sophie', { role: 'collaborator', assignedLawyerIds: [] }),
    ).toEqual({ role: LAST_ASSOCIATE_MESSAGE });
    const two = [SOPHIE, { ...LUC, role: 'associate' as const }];
    expect(memberChangeErrors(two, 'sophie', { role: 'collaborator', assignedLawyerIds: [] })).toBeNull();
    // Keeping one's role is no change.
    expect(memberChangeErrors([SOPHIE], 'sophie', { role: 'associate', assignedLawyerIds: [] })).toBeNull();
  });

  it('keeps lawyers in the lawyers’ roles and staff accounts in theirs', () => {
    expect(memberChangeErrors([SOPHIE, LUC], 'luc', { role: 'assistant', assignedLawyerIds: [] })).toEqual({
      role: LAWYER_ROLE_MESSAGE,
    });
    expect(memberChangeErrors([SOPHIE, ANNE], 'anne', { role: 'associate', assignedLawyerIds: [] })).toEqual({
      role: STAFF_ROLE_MESSAGE,
    });
    expect(
      memberChangeErrors([SOPHIE, ANNE], 'anne', { role: 'accountant', assignedLawyerIds: [] }),
    ).toBeNull();
  });

  it('assigns an assistant only to the firm’s lawyers', () => {
    const members = [SOPHIE, LUC, ANNE];
    expect(
      memberChangeErrors(members, 'anne', { role: 'assistant', assignedLawyerIds: ['sophie', 'luc'] }),
    ).toBeNull();
    for (const outsider of ['thomas', 'anne']) {
      expect(
        memberChangeErrors(members, 'anne', { role: 'assistant', assignedLawyerIds: ['sophie', outsider] }),
      ).toEqual({ assignedLawyerIds: ASSIGNED_LAWYERS_MESSAGE });
    }
  });
});
