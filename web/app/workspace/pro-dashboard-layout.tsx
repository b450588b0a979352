import { useQuery } from '@tanstack/react-query';
import { ChevronsLeft, ChevronsRight, KeyRound, LogOut, Menu, Settings, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import type { TProSummary } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import type { TSessionResponse } from '#domain/identity/auth/auth-schemas.ts';
import { unreadLabel } from '#domain/messaging/messages/message-rules.ts';
import type { TUnreadCountResponse } from '#domain/messaging/messages/message-schemas.ts';
import { CalendarSyncBanner } from '#web/features/agenda/calendar-sync/calendar-sync-banner.tsx';
import { renderNotificationDecision } from '#web/features/appointments/professional-actions/notification-decision.tsx';
import { EmailVerificationNotice } from '#web/features/identity/email-verification/resend-verification.tsx';
import { staffMayOpen } from '#web/features/identity/firms/staff-access.ts';
import { DirectoryStandingBanner } from '#web/features/identity/official-directories/directory-standing-banner.tsx';
import { SecondFactorRequired } from '#web/features/identity/two-factor/second-factor-required.tsx';
import { NotificationBell } from '#web/features/messaging/notifications/notification-bell.tsx';
import { useLiveNotifications } from '#web/features/messaging/notifications/notifications-api.ts';
import { apiGet } from '#web/shared/api/http.ts';
import { Logo } from '#web/shared/layout/logo.tsx';
import { paths } from '#web/shared/paths.ts';
import { useLogout, useSession } from '#web/shared/session/use-session.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { notifyDestructive } from '#web/shared/ui/toast.ts';
import { ActingForSwitching, staffNotificationDecision, useActingForLink } from './acting-for-link';
import { ActingForPicker } from './acting-for-picker';
import {
  proNavEntries,
  readSidebarCollapsed,
  type TProNavEntry,
  writeSidebarCollapsed,
} from './pro-dashboard-nav';
import { RefusedRegistration } from './refused-registration';
import { StaffOutlet, staffPosition } from './staff-workspace';
import { VerificationBanner } from './verification-banner';
import { WorkTimerPopover } from './work-timer-popover';
import { WorkspaceSearch } from './workspace-search';

type TBadgeCounts = Partial<Record<NonNullable<TProNavEntry['badge']>, number>>;

const BADGE_LABELS: Record<NonNullable<TProNavEntry['badge']>, (n: number) => string> = {
  pendingAppointments: (n) => `${n} en attente de confirmation`,
  activeCases: (n) => `${n} dossier${n > 1 ? 's' : ''} actif${n > 1 ? 's' : ''}`,
  unreadMessages: (n) => unreadLabel(n),
};

function SidebarContent(props: {
  badges: TBadgeCounts;
  collapsed: boolean;
  session: TSessionResponse;
  onLogout: () => void;
  onNavigate?: () => void;
}) {
  const { user, professional, staff } = props.session;
  return (
    <div className="flex h-full flex-col">
      <nav aria-label="Espace professionnel" className="flex-1 space-y-1 px-2 py-4">
        {proNavEntries(staff ?? null).map((entry) => (
          <NavLink
            key={entry.to}
            to={entry.to}
            end={entry.end ?? false}
            onClick={props.onNavigate}
            title={props.collapsed ? entry.label : undefined}
            className={({ isActive }) =>
              cn(
                'relative flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
                isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
                props.collapsed && 'justify-center px-0',
              )
            }
          >
            <entry.icon className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span className={props.collapsed ? 'sr-only' : ''}>{entry.label}</span>
            {entry.badge && (props.badges[entry.badge] ?? 0) > 0 ? (
              <span
                className={cn(
                  'ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white',
                  props.collapsed && 'absolute ml-6 -mt-5 px-1.5',
                )}
              >
                <span aria-hidden="true">{props.badges[entry.badge]}</span>
                <span className="sr-only">{BADGE_LABELS[entry.badge](props.badges[entry.badge] ?? 0)}</span>
              </span>
            ) : null}
          </NavLink>
        ))}
      </nav>
      <div className="border-t border-slate-200 p-3">
        {!props.collapsed && user ? (
          <div className="mb-3 px-1">
            <p className="break-words text-sm font-semibold text-slate-900">{user.name}</p>
            {staff ? (
              <p className="break-words text-xs text-slate-600">{staffPosition(staff)}</p>
            ) : professional ? (
              <p className="break-words text-xs text-slate-600">{professional.specialty}</p>
            ) : null}
          </div>
        ) : null}
        <NavLink
          to={paths.pro.account}
          onClick={props.onNavigate}
          title={props.collapsed ? 'Mon compte' : undefined}
          className={({ isActive }) =>
            cn(
              'mb-1 flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm',
              isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
              props.collapsed && 'justify-center px-0',
            )
          }
        >
          <KeyRound className="h-5 w-5" aria-hidden="true" />
          <span className={props.collapsed ? 'sr-only' : ''}>Mon compte</span>
        </NavLink>
        <button
          type="button"
          onClick={props.onLogout}
          className={cn(
            'flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100',
            props.collapsed && 'justify-center px-0',
          )}
        >
          <LogOut className="h-5 w-5" aria-hidden="true" />
          <span className={props.collapsed ? 'sr-only' : ''}>Se déconnecter</span>
        </button>
      </div>
    </div>
  );
}

export function ProDashboardLayout() {
  const session = useSession('pro');
  const logout = useLogout('pro');
  const open =
    Boolean(session.data?.user) &&
    session.data?.professional?.verificationStatus !== 'rejected' &&
    session.data?.twoFactorSetupRequired !== true;
  const staff = session.data?.staff ?? null;
  // An assistant or an accountant reaches only their role's routes (ADR 0058): an assistant the messages about
  // the lawyer's appointments (ADR 0069) and a bell of their own (their lawyers' scheduling news, issue 27 §3);
  // an accountant neither.
  const lawyerOpen = open && staff === null;
  const assistant = staff?.permissions.includes('appointments.assigned') === true;
  const actingForLink = useActingForLink(open ? staff : null);
  // Same query as the workspace home, so both refresh together after an accept or a refusal.
  const summary = useQuery({
    queryKey: ['pro', 'summary'],
    queryFn: () => apiGet<TProSummary>('/api/pro/summary'),
    enabled: lawyerOpen || (open && staff?.actingFor != null && staffMayOpen(staff, paths.pro.appointments)),
  });
  const unread = useQuery({
    queryKey: ['messages', 'pro', 'unread'],
    queryFn: () => apiGet<TUnreadCountResponse>('/api/pro/conversations/unread-count'),
    staleTime: 30_000,
    enabled: lawyerOpen || (open && staff?.actingFor != null && staffMayOpen(staff, paths.pro.messages)),
  });
  const badges: TBadgeCounts = {
    pendingAppointments: summary.data?.pendingAppointments ?? 0,
    activeCases: summary.data?.activeCases ?? 0,
    unreadMessages: unread.data?.unread ?? 0,
  };
  // One live stream for the whole workspace, whichever bell (phone header or desktop bar) shows.
  useLiveNotifications('pro', lawyerOpen || (open && assistant));
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);

  if (!session.data?.user) return null;
  const data = session.data;
  const handleLogout = () => {
    logout
      .logout(paths.pro.landing)
      .catch(() => notifyDestructive('Déconnexion impossible', 'Veuillez réessayer.'));
  };
  // A refused registration keeps only the refusal: no menu, no page of the workspace.
  if (data.professional?.verificationStatus === 'rejected') {
    return <RefusedRegistration professional={data.professional} onLogout={handleLogout} />;
  }
  // An account that must have a second factor reaches nothing else before it has one (ADR 0026).
  if (data.twoFactorSetupRequired) return <SecondFactorRequired space="pro" onLogout={handleLogout} />;

  // The lawyer's bell offers its settings and decides requests; an assistant's has no settings of its own.
  const bell = () =>
    staff ? (
      <NotificationBell space="pro" renderActions={staffNotificationDecision(staff)} />
    ) : (
      <NotificationBell
        space="pro"
        settingsPath={paths.pro.notificationSettings}
        renderActions={renderNotificationDecision}
      />
    );

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      writeSidebarCollapsed(!value);
      return !value;
    });
  };

  return (
    <div className="flex min-h-screen bg-slate-50" data-testid="pro-workspace">
      <aside
        className={cn(
          'sticky top-0 hidden h-screen shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] lg:flex',
          collapsed ? 'w-16' : 'w-64',
        )}
        data-collapsed={collapsed}
      >
        <div
          className={cn(
            'flex h-16 items-center border-b border-slate-200 px-3',
            collapsed ? 'justify-center' : 'justify-between',
          )}
        >
          {collapsed ? null : <Logo to={paths.pro.dashboard} suffix="Pro" />}
          <button
            type="button"
            onClick={toggleCollapsed}
            className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100"
            aria-label={collapsed ? 'Déplier le menu' : 'Replier le menu'}
            aria-expanded={!collapsed}
          >
            {collapsed ? (
              <ChevronsRight className="h-5 w-5" aria-hidden="true" />
            ) : (
              <ChevronsLeft className="h-5 w-5" aria-hidden="true" />
            )}
          </button>
        </div>
        <SidebarContent badges={badges} collapsed={collapsed} session={data} onLogout={handleLogout} />
      </aside>

      <Dialog.Root open={mobileOpen} onOpenChange={setMobileOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-64 bg-white shadow-xl lg:hidden">
            <div className="flex h-16 items-center justify-between border-b border-slate-200 px-3">
              <Dialog.Title asChild>
                <span>
                  <Logo to={paths.pro.dashboard} suffix="Pro" />
                </span>
              </Dialog.Title>
              <Dialog.Close
                className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100"
                aria-label="Fermer le menu"
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">Navigation de l'espace professionnel</Dialog.Description>
            <SidebarContent
              badges={badges}
              collapsed={false}
              session={data}
              onLogout={handleLogout}
              onNavigate={() => setMobileOpen(false)}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <div className="flex min-w-0 flex-1 flex-col">
        {/* At 320 px the bell and the timer go under the logo rather than out of the screen (RGAA 10.11). */}
        <header className="sticky top-0 z-30 flex min-h-16 flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 bg-white px-4 py-2 lg:hidden">
          <button
            type="button"
            onClick={() => setMobileOpen(true)}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
            aria-label="Ouvrir le menu"
          >
            <Menu className="h-6 w-6" aria-hidden="true" />
          </button>
          <Logo to={paths.pro.dashboard} suffix="Pro" />
          {staff ? (
            assistant ? (
              <div className="ml-auto flex items-center gap-1">{bell()}</div>
            ) : null
          ) : (
            <div className="ml-auto flex items-center gap-1">
              {bell()}
              <WorkTimerPopover />
            </div>
          )}
        </header>
        {staff ? (
          staff.lawyers.length > 0 || assistant ? (
            // One bar at every width: the lawyer worked for matters on a phone too (the bell is in its header).
            // A named region, not a second banner beside the phone's header (RGAA 9.2).
            <section
              aria-label="Avocat pour qui vous travaillez"
              className="flex min-h-14 flex-wrap items-center justify-between gap-x-6 gap-y-2 border-b border-slate-200 bg-white px-4 py-2 lg:px-8"
            >
              <ActingForPicker staff={staff} />
              {assistant ? <div className="ml-auto hidden items-center lg:flex">{bell()}</div> : null}
            </section>
          ) : null
        ) : (
          // The desktop's top bar is the page's banner landmark, as the phone's header is (RGAA 9.2).
          <header className="hidden h-14 items-center justify-between gap-6 border-b border-slate-200 bg-white px-8 lg:flex">
            <WorkspaceSearch />
            <div className="flex items-center gap-2">
              {bell()}
              <Link
                to={paths.pro.notificationSettings}
                className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
                aria-label="Paramètres des notifications"
                title="Paramètres des notifications"
              >
                <Settings className="h-5 w-5" aria-hidden="true" />
              </Link>
              <WorkTimerPopover />
            </div>
          </header>
        )}
        <main id="contenu" tabIndex={-1} className="flex-1 p-4 focus:outline-none lg:p-8">
          {staff ? null : data.user && !data.user.emailVerified ? (
            <div className="mb-6">
              <EmailVerificationNotice
                space="pro"
                email={data.user.email}
                purpose="que votre profil puisse être validé et publié"
              />
            </div>
          ) : null}
          {data.professional ? <VerificationBanner professional={data.professional} /> : null}
          {/* The lawyer's own registration (issue 29 §1): staff never answer for it. */}
          <DirectoryStandingBanner enabled={lawyerOpen} />
          {/* The lawyer's own connected calendars: staff neither see nor manage them (ADR 0058). */}
          <CalendarSyncBanner enabled={lawyerOpen} />
          {staff === null ? (
            <Outlet />
          ) : actingForLink.state === 'switching' ? (
            <ActingForSwitching lawyer={actingForLink.lawyer} />
          ) : actingForLink.state === 'dropping' ? null : (
            <StaffOutlet staff={staff} />
          )}
        </main>
      </div>
    </div>
  );
}
