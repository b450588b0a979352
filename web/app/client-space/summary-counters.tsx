import { Bell, CalendarClock, FileText, History } from 'lucide-react';
import type { TClientSummary } from '#domain/identity/client-account/client-schemas.ts';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { useClientSummary } from './client-api';

const COUNTERS = [
  { key: 'upcomingCount', label: 'Rendez-vous à venir', icon: CalendarClock },
  { key: 'pastCount', label: 'Consultations passées', icon: History },
  { key: 'documentCount', label: 'Documents partagés', icon: FileText },
  { key: 'notificationCount', label: 'Notifications', icon: Bell },
] as const satisfies readonly { key: keyof TClientSummary; label: string; icon: unknown }[];

/** The four counters at the top of the client space. */
export function SummaryCounters() {
  const summary = useClientSummary();
  if (summary.isError) {
    return (
      <div className="mt-6">
        <ErrorBox message={summary.error.message} />
      </div>
    );
  }
  return (
    // On a phone they would push the next appointment below the fold: the tabs say the same.
    <dl
      className="mt-6 hidden grid-cols-2 gap-4 sm:grid lg:grid-cols-4"
      aria-busy={summary.isPending || undefined}
    >
      {COUNTERS.map((counter) => (
        <div
          key={counter.key}
          className="flex flex-col-reverse gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <dt className="flex items-center gap-2 text-sm text-slate-600">
            <counter.icon className="h-4 w-4 text-brand-600" aria-hidden="true" />
            {counter.label}
          </dt>
          <dd className="text-3xl font-bold text-slate-900">
            {summary.isPending ? (
              <span className="inline-block h-8 w-10 animate-pulse rounded bg-slate-200">
                <span className="sr-only">Chargement…</span>
              </span>
            ) : (
              summary.data[counter.key]
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
