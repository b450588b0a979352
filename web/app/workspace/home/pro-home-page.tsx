import {
  Bell,
  CalendarDays,
  CalendarPlus,
  CalendarX,
  Contact,
  FolderPlus,
  Inbox,
  MessageSquare,
  ReceiptText,
  UserCircle,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import {
  appointmentWhen,
  cancellationText,
  MODE_LABELS,
  statusBadge,
} from '#web/features/appointments/professional-actions/appointment-format.ts';
import { useProAppointments } from '#web/features/appointments/professional-actions/pro-appointments-api.ts';
import { RequestDecisionButtons } from '#web/features/appointments/professional-actions/request-decision.tsx';
import { useProProfile } from '#web/features/directory/public-profile/pro-profile-api.ts';
import { PublicationChecklist } from '#web/features/directory/public-profile/publication-checklist.tsx';
import { useUnreadMessages } from '#web/features/messaging/messages/messages-api.ts';
import { CaseStatusBadge } from '#web/features/practice/cases/case-badges.tsx';
import { useProCases } from '#web/features/practice/cases/pro-cases-api.ts';
import {
  CONFLICT_ADVICE,
  PossibleConflictFlag,
} from '#web/features/practice/conflicts/possible-conflict-flag.tsx';
import { formatInstantDate } from '#web/shared/format-dates.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';

export const RECENT_CASES_COUNT = 5;
/** The workspace home's name, in its tab's title and above the greeting. */
export const HOME_TITLE = 'Tableau de bord';
/** How far back a client's cancellation is still news on the home. */
export const RECENT_CANCELLATION_DAYS = 7;

const CARD = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/**
 * Issue 26 §1: the home opens on what the professional has to do — the requests waiting for an answer, with
 * « Accepter / Refuser » — then today's appointments and what else needs attention.
 */
export function ProDashboardHomePage() {
  const user = useSession('pro').data?.user;
  const greeting = `Bonjour, ${user?.firstName ?? ''}`;
  // RGAA 8.6: the tab and the heading say which page this is, not only the greeting.
  useDocumentTitle(HOME_TITLE);
  const pending = useProAppointments('all', 'pending', 'upcoming');
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">
          <span className="block text-sm font-medium text-slate-600">
            {HOME_TITLE}
            <span className="sr-only"> – </span>
          </span>
          {greeting}
        </h1>
        <p className="mt-1 text-slate-600">Voici ce qui vous attend aujourd'hui.</p>
      </div>
      <Publication />
      <PendingRequests query={pending} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Today />
        <ToDo pendingCount={pending.data?.count} />
      </div>
      <RecentCases />
      <QuickActions />
    </div>
  );
}

/** Until the profile is public: the validation state and the checklist of what is missing. */
function Publication() {
  const profile = useProProfile();
  const emailVerified = useSession('pro').data?.user?.emailVerified ?? true;
  return profile.data ? (
    <PublicationChecklist publication={profile.data.publication} emailVerified={emailVerified} />
  ) : null;
}

type TListQuery = ReturnType<typeof useProAppointments>;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count > 1 ? many : one}`;
}

/** « Demandes à traiter (n) »: each request with its decision, as on its card. Hidden when there is none. */
function PendingRequests(props: { query: TListQuery }) {
  const { query } = props;
  if (query.isError) return <ErrorBox message="Impossible de charger vos demandes. Veuillez réessayer." />;
  const requests = query.data?.appointments ?? [];
  if (requests.length === 0) return null;
  return (
    <section
      id="demandes"
      aria-labelledby="requests-heading"
      className="rounded-xl border border-amber-200 bg-amber-50 p-5 shadow-sm"
    >
      <h2 id="requests-heading" className="text-lg font-semibold text-slate-900">
        Demandes à traiter ({requests.length})
      </h2>
      <ul className="mt-4 space-y-3">
        {requests.map((request) => (
          <RequestItem key={request.id} request={request} />
        ))}
      </ul>
    </section>
  );
}

function RequestItem({ request }: { request: TProAppointment }) {
  const headingId = `home-request-${request.id}`;
  return (
    <li aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {request.client}
        </h3>
        <p className="text-sm text-slate-700">
          {appointmentWhen(request)} · {MODE_LABELS[request.mode]}
        </p>
      </div>
      <p className="text-sm text-slate-600">{request.type}</p>
      {request.opposingParty ? (
        <p className="text-sm text-slate-700">Partie adverse indiquée : {request.opposingParty}</p>
      ) : null}
      <PossibleConflictFlag conflicts={request.possibleConflicts} advice={CONFLICT_ADVICE.request} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <RequestDecisionButtons request={request} size="md" />
        <Link
          to={paths.pro.appointment(request.id)}
          className="text-sm font-medium text-brand-700 hover:underline"
          aria-label={`Voir les détails de la demande de ${request.client}, ${appointmentWhen(request)}`}
        >
          Voir les détails
        </Link>
      </div>
    </li>
  );
}

/** « Aujourd'hui »: the day's appointments (Paris), requests included, in time order. */
function Today() {
  const query = useProAppointments('today', 'all', 'all');
  const today = query.data?.appointments ?? [];
  return (
    <section aria-labelledby="today-heading" className={CARD}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="today-heading" className="text-lg font-semibold text-slate-900">
          Aujourd'hui
        </h2>
        <Link to={paths.pro.planning} className="text-sm font-medium text-brand-700 hover:underline">
          Ouvrir le planning
        </Link>
      </div>
      {query.isPending ? (
        <p className="mt-4 text-sm text-slate-500">Chargement…</p>
      ) : query.isError ? (
        <div className="mt-4">
          <ErrorBox message="Impossible de charger vos rendez-vous. Veuillez réessayer." />
        </div>
      ) : today.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Aucun rendez-vous aujourd'hui.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {today.map((appointment) => {
            const badge = statusBadge(appointment);
            return (
              <li key={appointment.id} className="flex items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 items-baseline gap-3">
                  <span className="font-mono text-sm font-semibold tabular-nums text-slate-900">
                    {appointment.time}
                  </span>
                  <div className="min-w-0">
                    <Link
                      to={paths.pro.appointment(appointment.id)}
                      className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                      aria-label={`Voir les détails du rendez-vous avec ${appointment.client}, aujourd'hui à ${appointment.time}`}
                    >
                      {appointment.client}
                    </Link>
                    <p className="break-words text-sm text-slate-600">
                      {appointment.type} · {MODE_LABELS[appointment.mode]}
                    </p>
                  </div>
                </div>
                <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${badge.className}`}>
                  {badge.label}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** A client's cancellation of the last days: the slot is free again, the professional may want to know why. */
function recentClientCancellations(list: readonly TProAppointment[], now: number): TProAppointment[] {
  const since = now - RECENT_CANCELLATION_DAYS * 86_400_000;
  return list.filter(
    (appointment) =>
      appointment.cancelledBy === 'client' &&
      appointment.cancelledAt !== null &&
      appointment.cancelledAt !== undefined &&
      new Date(appointment.cancelledAt).getTime() >= since,
  );
}

/** « À traiter »: requests, clients' recent cancellations, unread messages; one line each, each a link. */
function ToDo(props: { pendingCount: number | undefined }) {
  const cancelled = useProAppointments('all', 'all', 'cancelled');
  const unread = useUnreadMessages('pro');
  const cancellations = recentClientCancellations(cancelled.data?.appointments ?? [], Date.now());
  const requests = props.pendingCount ?? 0;
  const messages = unread.data?.unread ?? 0;
  const loading = props.pendingCount === undefined || cancelled.isPending || unread.isPending;
  const nothing = !loading && requests === 0 && cancellations.length === 0 && messages === 0;
  return (
    <section aria-labelledby="todo-heading" className={CARD}>
      <h2 id="todo-heading" className="text-lg font-semibold text-slate-900">
        À traiter
      </h2>
      {loading ? (
        <p className="mt-4 text-sm text-slate-500">Chargement…</p>
      ) : nothing ? (
        <p className="mt-4 text-sm text-slate-600">Rien à traiter : tout est à jour.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {requests > 0 ? (
            <ToDoItem icon={<Inbox className="h-5 w-5" />} to="#demandes">
              {plural(requests, 'demande de rendez-vous', 'demandes de rendez-vous')} en attente de votre
              réponse
            </ToDoItem>
          ) : null}
          {cancellations.length > 0 ? (
            <li className="flex gap-3">
              <span className="mt-0.5 text-brand-700" aria-hidden="true">
                <CalendarX className="h-5 w-5" />
              </span>
              <div className="min-w-0 text-sm">
                <Link
                  to={paths.pro.appointments}
                  className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {plural(cancellations.length, 'annulation', 'annulations')} par vos clients (
                  {RECENT_CANCELLATION_DAYS} derniers jours)
                </Link>
                <ul className="mt-1 space-y-0.5 text-slate-600">
                  {cancellations.map((appointment) => (
                    <li key={appointment.id}>
                      {appointment.client}, {appointmentWhen(appointment)}
                      <span className="sr-only"> : {cancellationText(appointment)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ) : null}
          {messages > 0 ? (
            <ToDoItem icon={<MessageSquare className="h-5 w-5" />} to={paths.pro.messages}>
              {plural(messages, 'message non lu', 'messages non lus')}
            </ToDoItem>
          ) : null}
        </ul>
      )}
    </section>
  );
}

function ToDoItem(props: { icon: ReactNode; to: string; children: ReactNode }) {
  const className = 'text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline';
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-brand-700" aria-hidden="true">
        {props.icon}
      </span>
      {props.to.startsWith('#') ? (
        <a href={props.to} className={className}>
          {props.children}
        </a>
      ) : (
        <Link to={props.to} className={className}>
          {props.children}
        </Link>
      )}
    </li>
  );
}

/** The cases changed most recently, open ones first: what the lawyer was working on. */
function RecentCases() {
  const query = useProCases();
  const recent = [...(query.data?.cases ?? [])]
    .sort(
      (a, b) =>
        Number(a.status === 'Clos') - Number(b.status === 'Clos') || b.lastUpdate.localeCompare(a.lastUpdate),
    )
    .slice(0, RECENT_CASES_COUNT);
  return (
    <section
      aria-labelledby="recent-cases-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-cases-heading" className="text-lg font-semibold text-slate-900">
          Dossiers récents
        </h2>
        <Link to={paths.pro.cases} className="text-sm font-medium text-brand-700 hover:underline">
          Voir tous les dossiers
        </Link>
      </div>
      {query.isPending ? (
        <p className="mt-4 text-sm text-slate-500">Chargement…</p>
      ) : query.isError ? (
        <div className="mt-4">
          <ErrorBox message="Impossible de charger vos dossiers. Veuillez réessayer." />
        </div>
      ) : recent.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">Aucun dossier trouvé</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {recent.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <Link
                  to={`${paths.pro.cases}/${item.id}`}
                  className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {item.title}
                </Link>
                <p className="break-words text-sm text-slate-600">
                  {item.clientName} — mis à jour le {formatInstantDate(item.lastUpdate)}
                </p>
              </div>
              <CaseStatusBadge status={item.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const QUICK_ACTIONS = [
  { label: 'Nouveau rendez-vous', to: `${paths.pro.appointments}?nouveau=1`, icon: CalendarPlus },
  { label: 'Nouveau dossier', to: `${paths.pro.cases}?nouveau=1`, icon: FolderPlus },
  { label: 'Planning', to: paths.pro.planning, icon: CalendarDays },
  { label: 'Ajouter un contact', to: `${paths.pro.contacts}?nouveau=1`, icon: Contact },
  { label: 'Nouvelle facture', to: `${paths.pro.payments}?nouveau=1`, icon: ReceiptText },
  { label: 'Ma fiche pro', to: paths.pro.profile, icon: UserCircle },
  { label: 'Mes visioconférences', to: paths.pro.video, icon: Video },
  { label: 'Notifications', to: paths.pro.notifications, icon: Bell },
] as const;

function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="text-lg font-semibold text-slate-900">
        Actions rapides
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {QUICK_ACTIONS.map((action) => (
          <li key={action.label}>
            <Link
              to={action.to}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm font-medium text-slate-900 shadow-sm hover:border-brand-600 hover:bg-brand-50"
            >
              <action.icon className="h-5 w-5 text-brand-700" aria-hidden="true" />
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
