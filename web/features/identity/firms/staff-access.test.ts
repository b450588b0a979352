import { describe, expect, it } from 'vitest';
import type { TStaffSummary } from '#domain/identity/auth/auth-schemas.ts';
import { FIRM_ROLE_PERMISSIONS } from '#domain/identity/firms/firm-roles.ts';
import {
  lawyerTitle,
  staffHomePath,
  staffMayOpen,
  staffPageNeedsLawyer,
  workspaceSectionPath,
} from './staff-access';

function staff(role: TStaffSummary['role']): TStaffSummary {
  return {
    firmName: 'Cabinet Martin Avocats',
    role,
    permissions: [...FIRM_ROLE_PERMISSIONS[role]],
    lawyers: [],
    actingFor: null,
  };
}

describe('staff access to the workspace', () => {
  it('opens to an assistant the agenda, the appointments, the contacts, the scheduling messages, the cases shared with them and their own pages only', () => {
    const assistant = staff('assistant');
    for (const open of [
      'planning',
      'appointments',
      'contacts',
      'contacts/12',
      'messages',
      'cases',
      'cases/3',
      'cabinet',
      'compte',
    ])
      expect(staffMayOpen(assistant, `/pro/dashboard/${open}`), open).toBe(true);
    // The cases shared with them are theirs, whichever lawyer they work for at the moment.
    expect(staffPageNeedsLawyer('/pro/dashboard/cases/3')).toBe(false);
    // The messages are those of the lawyer worked for (ADR 0069).
    expect(staffPageNeedsLawyer('/pro/dashboard/messages')).toBe(true);
    for (const shut of ['payments', 'profile', 'video', 'notifications/parametres'])
      expect(staffMayOpen(assistant, `/pro/dashboard/${shut}`), shut).toBe(false);
    expect(staffHomePath(assistant)).toBe('/pro/dashboard/planning');
  });

  it('opens to an accountant the invoices and their own pages only', () => {
    const accountant = staff('accountant');
    for (const open of ['payments', 'cabinet', 'compte'])
      expect(staffMayOpen(accountant, `/pro/dashboard/${open}`), open).toBe(true);
    for (const shut of ['planning', 'appointments', 'contacts', 'cases', 'messages'])
      expect(staffMayOpen(accountant, `/pro/dashboard/${shut}`), shut).toBe(false);
    expect(staffHomePath(accountant)).toBe('/pro/dashboard/payments');
  });

  it('knows which pages show the lawyer’s data, and each page’s list', () => {
    expect(staffPageNeedsLawyer('/pro/dashboard/planning')).toBe(true);
    expect(staffPageNeedsLawyer('/pro/dashboard/cabinet')).toBe(false);
    expect(staffPageNeedsLawyer('/pro/dashboard/compte')).toBe(false);
    expect(workspaceSectionPath('/pro/dashboard/contacts/12')).toBe('/pro/dashboard/contacts');
    expect(workspaceSectionPath('/pro/dashboard/planning')).toBe('/pro/dashboard/planning');
  });

  it('names a lawyer « Maître » once', () => {
    expect(lawyerTitle('Sophie Martin')).toBe('Maître Sophie Martin');
    expect(lawyerTitle('Maître Sophie Martin')).toBe('Maître Sophie Martin');
  });
});
