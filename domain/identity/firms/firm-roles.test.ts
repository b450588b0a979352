import { describe, expect, it } from 'vitest';
import {
  FIRM_PERMISSION_LABELS,
  FIRM_PERMISSIONS,
  FIRM_ROLE_LABELS,
  FIRM_ROLE_LIMITS,
  FIRM_ROLE_PERMISSIONS,
  FIRM_ROLES,
  isLawyerRole,
  roleAllows,
} from './firm-roles';

describe('the four roles of a firm', () => {
  it('are named in French, each with what it may do and what it never does', () => {
    expect(FIRM_ROLES.map((role) => FIRM_ROLE_LABELS[role])).toEqual([
      'Associé(e)',
      'Avocat(e) collaborateur(trice)',
      'Assistant(e)',
      'Comptable',
    ]);
    for (const role of FIRM_ROLES) {
      expect(FIRM_ROLE_PERMISSIONS[role].length).toBeGreaterThan(0);
      expect(FIRM_ROLE_LIMITS[role]).toMatch(/^N/);
    }
    for (const permission of FIRM_PERMISSIONS) expect(FIRM_PERMISSION_LABELS[permission]).not.toBe('');
  });

  it('give the firm to its associates alone', () => {
    expect(FIRM_ROLES.filter((role) => roleAllows(role, 'firm.manage'))).toEqual(['associate']);
    expect(FIRM_ROLES.filter((role) => roleAllows(role, 'firm.invoicing'))).toEqual(['associate']);
  });

  it('open cases only to lawyers; the firm’s list of cases only to associates', () => {
    expect(FIRM_ROLES.filter((role) => roleAllows(role, 'cases.own'))).toEqual(['associate', 'collaborator']);
    expect(FIRM_ROLES.filter((role) => roleAllows(role, 'cases.list-firm'))).toEqual(['associate']);
  });

  it('list the firm’s contacts and hand any record of the firm over for associates alone (ADR 0070)', () => {
    expect(FIRM_ROLES.filter((role) => roleAllows(role, 'contacts.list-firm'))).toEqual(['associate']);
    expect(FIRM_ROLES.filter((role) => roleAllows(role, 'records.hand-over-firm'))).toEqual(['associate']);
  });

  it('open a case shared with a member to anyone but an accountant', () => {
    expect(FIRM_ROLES.filter((role) => roleAllows(role, 'cases.shared'))).toEqual([
      'associate',
      'collaborator',
      'assistant',
    ]);
  });

  it('let an assistant manage the assigned lawyers’ agendas, open only the cases shared with them, no money', () => {
    expect(FIRM_ROLE_PERMISSIONS.assistant).toEqual([
      'agenda.assigned',
      'appointments.assigned',
      'contacts.assigned',
      'messages.scheduling-assigned',
      'cases.shared',
    ]);
  });

  it('keep an accountant to the firm’s invoices and statistics', () => {
    expect(FIRM_ROLE_PERMISSIONS.accountant).toEqual(['billing.firm', 'statistics.firm']);
  });

  it('tell lawyers from staff', () => {
    expect(FIRM_ROLES.filter(isLawyerRole)).toEqual(['associate', 'collaborator']);
  });
});
