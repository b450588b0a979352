import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { paymentReturnText } from '#domain/appointments/online-payments/online-payment-rules.ts';
import { unreadLabel } from '#domain/messaging/messages/message-rules.ts';
import { WaitingListTab } from '#web/features/appointments/waiting-list/waiting-list-tab.tsx';
import { EmailVerificationNotice } from '#web/features/identity/email-verification/resend-verification.tsx';
import { ClientMessagesTab } from '#web/features/messaging/messages/client-messages-tab.tsx';
import { useUnreadMessages } from '#web/features/messaging/messages/messages-api.ts';
import { NotificationBell } from '#web/features/messaging/notifications/notification-bell.tsx';
import { useLiveNotifications } from '#web/features/messaging/notifications/notifications-api.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { Tabs } from '#web/shared/ui/tabs.tsx';
import { AppointmentsTab } from './appointments-tab';
import { DocumentsTab } from './documents-tab';
import { HistoryTab } from './history-tab';
import { InvoicesTab } from './invoices-tab';
import { ProfileTab } from './profile-tab';
import { SummaryCounters } from './summary-counters';

export const DASHBOARD_TABS = [
  { value: 'rendez-vous', label: 'Rendez-vous' },
  { value: 'historique', label: 'Historique' },
  { value: 'documents', label: 'Documents' },
  { value: 'factures', label: 'Factures' },
  { value: 'messages', label: 'Messages' },
  { value: 'listes-attente', label: "Listes d'attente" },
  { value: 'profil', label: 'Profil' },
] as const;

export type TDashboardTab = (typeof DASHBOARD_TABS)[number]['value'];

const DASHBOARD_TAB_PANELS: Record<TDashboardTab, ReactNode> = {
  'rendez-vous': <AppointmentsTab />,
  historique: <HistoryTab />,
  documents: <DocumentsTab />,
  factures: <InvoicesTab />,
  messages: <ClientMessagesTab />,
  'listes-attente': <WaitingListTab />,
  profil: <ProfileTab />,
};

export const DASHBOARD_TAB_PARAM = 'onglet';

export function dashboardTabFrom(value: string | null): TDashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.value === value)?.value ?? 'rendez-vous';
}

/**
 * 'Mon espace personnel' (/dashboard): counters (not on a phone) and seven tabs in one scrolling line,
 * the open tab kept in the URL; the first tab opens on the next appointment.
 */
export function ClientDashboardPage() {
  useDocumentTitle('Mon espace personnel');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = dashboardTabFrom(searchParams.get(DASHBOARD_TAB_PARAM));
  const session = useSession('client');
  useLiveNotifications('client', Boolean(session.data?.user));
  const unreadMessages = useUnreadMessages('client').data?.unread ?? 0;

  const selectTab = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(DASHBOARD_TAB_PARAM, dashboardTabFrom(value));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:py-10">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Mon espace personnel</h1>
        <NotificationBell space="client" className="h-10 w-10 border border-slate-200 bg-white" />
      </div>
      <p className="mt-1 hidden text-slate-600 sm:block">
        Vos rendez-vous, vos documents et vos informations, au même endroit.
      </p>
      {paymentReturnText(searchParams.get('paiement')) ? (
        <p role="status" className="mt-4 rounded-md bg-brand-50 px-4 py-3 text-sm text-slate-800">
          {paymentReturnText(searchParams.get('paiement'))}
        </p>
      ) : null}
      {session.data?.user && !session.data.user.emailVerified ? (
        <div className="mt-4">
          <EmailVerificationNotice
            space="client"
            email={session.data.user.email}
            purpose="réserver un rendez-vous"
          />
        </div>
      ) : null}
      <SummaryCounters />
      <Tabs
        label="Sections de mon espace"
        value={tab}
        onValueChange={selectTab}
        className="mt-3 sm:mt-8"
        // One line on every screen: on a phone the bar scrolls sideways rather than wrapping on three lines.
        listClassName="-mx-4 flex flex-nowrap gap-1 overflow-x-auto border-b border-slate-200 px-4 [scrollbar-width:none] sm:mx-0 sm:px-0"
        triggerClassName="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap sm:px-4 text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
        contentClassName="py-4 focus:outline-none sm:py-6"
        tabs={DASHBOARD_TABS.map((item) => ({
          value: item.value,
          label: (
            <>
              {item.label}
              {item.value === 'messages' && unreadMessages > 0 ? (
                <span className="ml-1.5 rounded-full bg-brand-600 px-1.5 py-0.5 text-xs font-semibold text-white">
                  <span aria-hidden="true">{unreadMessages}</span>
                  <span className="sr-only">, {unreadLabel(unreadMessages)}</span>
                </span>
              ) : null}
            </>
          ),
          content: DASHBOARD_TAB_PANELS[item.value],
        }))}
      />
    </div>
  );
}
