import {
  Building2,
  Calendar,
  CalendarClock,
  CalendarSync,
  CreditCard,
  FolderOpen,
  Home,
  type LucideIcon,
  MessageSquareWarning,
  MessagesSquare,
  ScrollText,
  UserCircle,
  Users,
  Video,
} from 'lucide-react';
import type { TStaffSummary } from '#domain/identity/auth/auth-schemas.ts';
import { staffMayOpen } from '#web/features/identity/firms/staff-access.ts';
import { paths } from '#web/shared/paths.ts';

export type TProNavEntry = {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  badge?: 'pendingAppointments' | 'activeCases' | 'unreadMessages';
};

/** Menu entries of the dashboard shell (seed 001 §2). */
export const PRO_NAV_ENTRIES: TProNavEntry[] = [
  { to: paths.pro.dashboard, label: 'Tableau de bord', icon: Home, end: true },
  { to: paths.pro.planning, label: 'Planning', icon: Calendar },
  { to: paths.pro.calendarConnections, label: 'Agendas connectés', icon: CalendarSync },
  { to: paths.pro.appointments, label: 'Mes rendez-vous', icon: CalendarClock, badge: 'pendingAppointments' },
  { to: paths.pro.cases, label: 'Mes dossiers', icon: FolderOpen, badge: 'activeCases' },
  { to: paths.pro.contacts, label: 'Mes contacts', icon: Users },
  { to: paths.pro.messages, label: 'Messages', icon: MessagesSquare, badge: 'unreadMessages' },
  { to: paths.pro.payments, label: 'Mes paiements', icon: CreditCard },
  { to: paths.pro.profile, label: 'Ma fiche pro', icon: UserCircle },
  { to: paths.pro.firm, label: 'Mon cabinet', icon: Building2 },
  { to: paths.pro.video, label: 'Mes visioconférences', icon: Video },
  { to: paths.pro.accessJournal, label: 'Journal d’accès', icon: ScrollText },
  { to: paths.pro.complaints, label: 'Réclamations', icon: MessageSquareWarning },
];

/**
 * An assistant's or an accountant's menu: the pages of the lawyer they work for that their role opens, then
 * their firm. No home: theirs is the planning or the invoices (staffHomePath).
 */
const STAFF_NAV_ENTRIES: TProNavEntry[] = [
  { to: paths.pro.planning, label: 'Planning', icon: Calendar },
  { to: paths.pro.appointments, label: 'Rendez-vous', icon: CalendarClock, badge: 'pendingAppointments' },
  { to: paths.pro.contacts, label: 'Contacts', icon: Users },
  { to: paths.pro.messages, label: 'Messages', icon: MessagesSquare, badge: 'unreadMessages' },
  { to: paths.pro.cases, label: 'Dossiers partagés', icon: FolderOpen },
  { to: paths.pro.payments, label: 'Factures et paiements', icon: CreditCard },
  { to: paths.pro.firm, label: 'Mon cabinet', icon: Building2 },
];

/** The menu of the signed-in account: a lawyer's whole menu, or what the staff member's role opens. */
export function proNavEntries(staff: TStaffSummary | null): TProNavEntry[] {
  if (staff === null) return PRO_NAV_ENTRIES;
  return STAFF_NAV_ENTRIES.filter((entry) => staffMayOpen(staff, entry.to));
}

export const SIDEBAR_STORAGE_KEY = 'pro-sidebar-collapsed';

export function readSidebarCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, String(collapsed));
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}
