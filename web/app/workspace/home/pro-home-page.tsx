import {
  Bell,
  Briefcase,
  CalendarDays,
  CalendarPlus,
  Contact,
  Euro,
  FolderPlus,
  ReceiptText,
  UserCircle,
  UserPlus,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatEuros } from '#domain/directory/professionals/money.ts';
import {
  formatCivilDate,
  formatShortCivilDate,
  MODE_LABELS,
  statusBadge,
} from '#web/features/appointments/professional-actions/appointment-format.ts';
import {
  useProAppointments,
  useProSummary,
} from '#web/features/appointments/professional-actions/pro-appointments-api.ts';
import { useProProfile } from '#web/features/directory/public-profile/pro-profile-api.ts';
import { PublicationChecklist } from '#web/features/directory/public-profile/publication-checklist.tsx';
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

export const UPCOMING_COUNT = 5;
export const RECENT_CASES_COUNT = 5;

export function ProDashboardHomePage() {
  const user = useSession('pro').data?.user;
  const title = `Bonjour, ${user?.firstName ?? ''}`;
  useDocumentTitle(title);
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-slate-600">Voici l'activité de votre cabinet.</p>
      </div>
      <Publication />
      <SummaryTiles />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <UpcomingAppointments />
        <RecentCases />
      </div>
      <WeeklyChart />
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

/**
 * One figure of the home: a <div> directly in the <dl> holding only its <dt> and <dd> (the HTML content
 * model axe checks); the icon sits inside the <dt>, placed on the left.
 */
function Tile(props: { label: string; value: string | undefined; icon: ReactNode }) {
  return (
    <div className="relative flex min-h-[5.5rem] flex-col justify-center rounded-xl border border-slate-200 bg-white p-5 pl-[5.25rem] shadow-sm">
      <dt className="text-sm text-slate-600">
        <span
          className="absolute top-1/2 left-5 -translate-y-1/2 rounded-lg bg-brand-50 p-3 text-brand-700"
          aria-hidden="true"
        >
          {props.icon}
        </span>
        {props.label}
      </dt>
      <dd className="text-2xl font-bold text-slate-900">{props.value ?? '…'}</dd>
    </div>
  );
}

function SummaryTiles() {
  const summary = useProSummary();
  if (summary.isError)
    return <ErrorBox message="Impossible de charger vos indicateurs. Veuillez réessayer." />;
  const data = summary.data;
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={summary.isPending}>
      <Tile
        label="Rendez-vous ce mois-ci"
        value={data ? String(data.appointmentsThisMonth) : undefined}
        icon={<CalendarDays className="h-6 w-6" />}
      />
      <Tile
        label="Dossiers actifs"
        value={data ? String(data.activeCases) : undefined}
        icon={<Briefcase className="h-6 w-6" />}
      />
      {/* Payments received this month, not appointments at a fee. */}
      <Tile
        label="Chiffre d'affaires du mois"
        value={data ? formatEuros(data.revenueThisMonthCents) : undefined}
        icon={<Euro className="h-6 w-6" />}
      />
      <Tile
        label="Nouveaux clients"
        value={data ? String(data.newClientsThisMonth) : undefined}
        icon={<UserPlus className="h-6 w-6" />}
      />
    </dl>
  );
}

function UpcomingAppointments() {
  const query = useProAppointments('all', 'all');
  const now = Date.now();
  const upcoming = (query.data?.appointments ?? [])
    .filter(
      (appointment) =>
        (appointment.status === 'pending' || appointment.status === 'confirmed') &&
        new Date(appointment.start).getTime() > now,
    )
    .sort((a, b) => a.start.localeCompare(b.start))
    .slice(0, UPCOMING_COUNT);
  return (
    <section
      aria-labelledby="upcoming-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="upcoming-heading" className="text-lg font-semibold text-slate-900">
          Prochains rendez-vous
        </h2>
        <Link to={paths.pro.appointments} className="text-sm font-medium text-brand-700 hover:underline">
          Voir tous les rendez-vous
        </Link>
      </div>
      {query.isPending ? (
        <p className="mt-4 text-sm text-slate-500">Chargement...</p>
      ) : query.isError ? (
        <div className="mt-4">
          <ErrorBox message="Impossible de charger vos rendez-vous. Veuillez réessayer." />
        </div>
      ) : upcoming.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">Aucun rendez-vous programmé</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {upcoming.map((appointment) => {
            const badge = statusBadge(appointment);
            return (
              <li key={appointment.id} className="flex items-center justify-between gap-3 py-3">
                <div className="space-y-1">
                  <Link
                    to={paths.pro.appointments}
                    className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {appointment.client}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {appointment.type} — {formatCivilDate(appointment.date)} à {appointment.time} (
                    {MODE_LABELS[appointment.mode]})
                  </p>
                  <PossibleConflictFlag
                    conflicts={appointment.possibleConflicts}
                    advice={
                      appointment.status === 'pending' ? CONFLICT_ADVICE.request : CONFLICT_ADVICE.record
                    }
                  />
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
        <p className="mt-4 text-sm text-slate-500">Chargement...</p>
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
                <p className="truncate text-sm text-slate-600">
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

function WeeklyChart() {
  const summary = useProSummary();
  const weeks = summary.data?.appointmentsPerWeek ?? [];
  const max = Math.max(1, ...weeks.map((week) => week.count));
  return (
    <section
      aria-labelledby="chart-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="chart-heading" className="text-lg font-semibold text-slate-900">
        Rendez-vous par semaine
      </h2>
      <p className="text-sm text-slate-600">Les 12 dernières semaines</p>
      {weeks.length ? (
        <>
          <div className="mt-4 flex h-40 items-end gap-1.5" aria-hidden="true">
            {weeks.map((week) => (
              <div
                key={week.weekStart}
                className="flex h-full flex-1 flex-col items-center justify-end gap-1"
              >
                <span className="text-xs text-slate-600">{week.count}</span>
                <div
                  className="w-full rounded-t bg-brand-600"
                  style={{ height: `${(week.count / max) * 100}%`, minHeight: week.count ? '4px' : '1px' }}
                  title={`Semaine du ${formatShortCivilDate(week.weekStart)} : ${week.count}`}
                />
              </div>
            ))}
          </div>
          {/* Twelve dates do not fit under the bars of a phone: one in two there. */}
          <div className="mt-1 flex gap-1.5 overflow-hidden text-[10px] text-slate-500" aria-hidden="true">
            {weeks.map((week) => (
              <span
                key={week.weekStart}
                className="min-w-0 flex-1 text-center whitespace-nowrap max-sm:even:invisible"
              >
                {formatShortCivilDate(week.weekStart).slice(0, 5)}
              </span>
            ))}
          </div>
          {/* In a clipped box: a table keeps its content's width whatever width sr-only gives it. */}
          <div className="sr-only">
            <table>
              <caption>Nombre de rendez-vous par semaine, sur les 12 dernières semaines</caption>
              <thead>
                <tr>
                  <th scope="col">Semaine du</th>
                  <th scope="col">Rendez-vous</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week.weekStart}>
                    <th scope="row">{formatShortCivilDate(week.weekStart)}</th>
                    <td>{week.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p className="mt-4 text-sm text-slate-500">{summary.isPending ? 'Chargement...' : 'Aucune donnée'}</p>
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
