import type { TStaffSummary } from '#domain/identity/auth/auth-schemas.ts';
import { FIRM_ROLE_LABELS, type TFirmPermission } from '#domain/identity/firms/firm-roles.ts';
import { paths } from '#web/shared/paths.ts';

/**
 * The workspace pages (their first segment under /pro/dashboard) an assistant or an accountant may open, each
 * with the permission it needs (null: every member). The API refuses staff everything else (ADR 0058), so the
 * workspace offers only these pages and refuses the others without calling the API.
 */
const STAFF_PAGES: Readonly<Record<string, TFirmPermission | null>> = {
  planning: 'agenda.assigned',
  appointments: 'appointments.assigned',
  contacts: 'contacts.assigned',
  // The conversations about the lawyer's appointments, and those of the cases on their list (ADR 0069).
  messages: 'messages.scheduling-assigned',
  cases: 'cases.shared',
  payments: 'billing.firm',
  cabinet: null,
  compte: null,
};

/**
 * Pages about the staff member themself, not about the lawyer they work for: their firm, their account, and
 * the cases lawyers shared with them (ADR 0059).
 */
const OWN_PAGES: readonly string[] = ['cabinet', 'compte', 'cases'];

/** The first segment under /pro/dashboard: '' for the workspace's home, null outside the workspace. */
function workspaceSection(pathname: string): string | null {
  const root = paths.pro.dashboard;
  if (pathname !== root && !pathname.startsWith(`${root}/`)) return null;
  return (
    pathname
      .slice(root.length)
      .split('/')
      .find((segment) => segment !== '') ?? ''
  );
}

function allows(staff: TStaffSummary, permission: TFirmPermission | null): boolean {
  return permission === null || staff.permissions.includes(permission);
}

/** Whether this staff member's role opens the workspace page (the home only redirects, see staffHomePath). */
export function staffMayOpen(staff: TStaffSummary, pathname: string): boolean {
  const section = workspaceSection(pathname);
  if (section === null || section === '') return true;
  const permission = STAFF_PAGES[section];
  return permission !== undefined && allows(staff, permission);
}

/** Whether the page shows the data of the lawyer the staff member works for. */
export function staffPageNeedsLawyer(pathname: string): boolean {
  const section = workspaceSection(pathname);
  return section !== null && section !== '' && !OWN_PAGES.includes(section);
}

/**
 * Where staff start, instead of the lawyers' home (whose cards need cases, messages and the profile): the
 * planning for an assistant, the invoices for an accountant.
 */
export function staffHomePath(staff: TStaffSummary): string {
  if (allows(staff, STAFF_PAGES.planning ?? null)) return paths.pro.planning;
  if (allows(staff, STAFF_PAGES.payments ?? null)) return paths.pro.payments;
  return paths.pro.firm;
}

/** The page's list, without a record's id or query: what still makes sense for another lawyer. */
export function workspaceSectionPath(pathname: string): string {
  const section = workspaceSection(pathname);
  return section ? `${paths.pro.dashboard}/${section}` : paths.pro.dashboard;
}

/** « Assistant(e) », « Comptable ». */
export function staffRoleLabel(staff: TStaffSummary): string {
  return FIRM_ROLE_LABELS[staff.role];
}

/** « Maître Sophie Martin »: how a lawyer is named to the people of their firm. */
export function lawyerTitle(name: string): string {
  return /^Ma[iî]tre\s/u.test(name) ? name : `Maître ${name}`;
}
