import { Link } from 'react-router';
import { userMessage } from '#web/shared/api/http.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { useLeaveWaitingList, useWaitingList } from './waiting-list-api';
import { formatWaitedFor } from './waiting-list-format';

/** « Listes d'attente » in the client space: the professionals the client waits on, and leaving a list. */
export function WaitingListTab() {
  const list = useWaitingList();
  const leave = useLeaveWaitingList();
  if (list.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Chargement des listes d’attente…
      </p>
    );
  }
  if (list.isError) {
    return (
      <div className="space-y-3">
        <ErrorBox message={userMessage(list.error)} />
        <Button variant="outline" onClick={() => list.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  const entries = list.data.entries;
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">Listes d'attente</h2>
      <p className="text-sm text-slate-600">
        Quand un créneau se libère plus tôt chez l’un de ces professionnels, le premier inscrit est prévenu
        par e-mail et dans son espace. L’inscription prend fin à la date attendue ou dès que vous réservez.
      </p>
      <ErrorBox message={leave.isError ? userMessage(leave.error) : null} />
      {entries.length === 0 ? (
        <p className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700">
          Vous n’êtes sur aucune liste d’attente. Sur le profil d’un professionnel dont la prochaine
          disponibilité est lointaine, choisissez «&nbsp;Me prévenir si un créneau se libère plus tôt&nbsp;».
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <Link
                  to={paths.lawyer(entry.professionalId)}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {entry.professionalName}
                </Link>
                <p className="text-sm text-slate-600">
                  {[entry.specialty, entry.city].filter(Boolean).join(' · ')}
                </p>
                <p className="text-sm text-slate-700">
                  Prévenu si un créneau se libère avant le {formatWaitedFor(entry.waitedFor)}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={leave.isPending}
                aria-label={`Quitter la liste d'attente de ${entry.professionalName}`}
                onClick={() => leave.mutate(entry.id)}
              >
                Quitter la liste
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
