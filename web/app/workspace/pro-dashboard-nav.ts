import {
  Building2,
  Calendar,
  CalendarClock,
  CreditCard,
  FolderOpen,
  Home,
  type LucideIcon,
  MessagesSquare,
  UserCircle,
  Users,
  Video,
} from 'lucide-react';
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
  { to: paths.pro.appointments, label: 'Mes rendez-vous', icon: CalendarClock, badge: 'pendingAppointments' },
  { to: paths.pro.cases, label: 'Mes dossiers', icon: FolderOpen, badge: 'activeCases' },
  { to: paths.pro.contacts, label: 'Mes contacts', icon: Users },
  { to: paths.pro.messages, label: 'Messages', icon: MessagesSquare, badge: 'unreadMessages' },
  { to: paths.pro.payments, label: 'Mes paiements', icon: CreditCard },
  { to: paths.pro.profile, label: 'Ma fiche pro', icon: UserCircle },
  { to: paths.pro.firm, label: 'Mon cabinet', icon: Building2 },
  { to: paths.pro.video, label: 'Mes visioconférences', icon: Video },
];

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
