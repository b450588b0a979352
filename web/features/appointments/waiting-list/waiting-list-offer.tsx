import { BellRing } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { isNextAvailabilityFarAway } from '#domain/appointments/waiting-list/waiting-list-rules.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { paths } from '#web/shared/paths.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { useJoinWaitingList, useWaitingList } from './waiting-list-api';
import { formatWaitedFor, JOIN_WAITING_LIST_LABEL, WAITING_LIST_TAB } from './waiting-list-format';

/**
 * « Me prévenir si un créneau se libère plus tôt » (issue 14 §4), on a profile whose first free slot is far
 * away (or beyond the horizon). A visitor signs in first and comes back to the profile.
 */
export function WaitingListOffer(props: {
  professionalId: number;
  nextAvailableAt: string | null;
  acceptsOnlineBooking: boolean;
}) {
  const nextAvailable = props.nextAvailableAt ? new Date(props.nextAvailableAt) : null;
  if (!props.acceptsOnlineBooking || !isNextAvailabilityFarAway(nextAvailable, new Date())) return null;
  return <WaitingListBox professionalId={props.professionalId} />;
}

function WaitingListBox({ professionalId }: { professionalId: number }) {
  const navigate = useNavigate();
  const session = useSession('client');
  const user = session.data?.user ?? null;
  const list = useWaitingList(user !== null);
  const join = useJoinWaitingList();
  const entry = list.data?.entries.find((item) => item.professionalId === professionalId) ?? join.data?.entry;

  return (
    <section
      aria-labelledby="liste-attente-titre"
      className="mt-5 rounded-lg border border-brand-100 bg-brand-50 px-4 py-4 sm:px-5"
    >
      <h2 id="liste-attente-titre" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <BellRing className="h-5 w-5 text-brand-700" aria-hidden="true" />
        Prochaine disponibilité lointaine
      </h2>
      {entry ? (
        <p role="status" className="mt-2 text-sm text-slate-700">
          Vous êtes sur la liste d’attente&nbsp;: nous vous préviendrons par e-mail et dans votre espace si un
          créneau se libère avant le {formatWaitedFor(entry.waitedFor)}.{' '}
          <Link
            to={`${paths.dashboard}?onglet=${WAITING_LIST_TAB}`}
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            Gérer mes listes d’attente
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            Inscrivez-vous sur la liste d’attente&nbsp;: si un rendez-vous est annulé ou si de nouveaux
            horaires ouvrent plus tôt, vous serez prévenu et pourrez réserver en un clic.
          </p>
          <ErrorBox message={join.isError ? userMessage(join.error) : null} />
          <Button
            variant="outline"
            className="mt-3"
            disabled={join.isPending || session.isPending || (user !== null && list.isPending)}
            onClick={() => {
              if (user === null) {
                navigate(`${paths.login}?retour=${encodeURIComponent(paths.lawyer(professionalId))}`);
                return;
              }
              join.mutate(professionalId);
            }}
          >
            {JOIN_WAITING_LIST_LABEL}
          </Button>
          {user === null && !session.isPending ? (
            <p className="mt-2 text-xs text-slate-600">
              Vous serez invité à vous connecter, puis ramené ici.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
