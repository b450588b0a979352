import { Monitor } from 'lucide-react';
import type {
  TAccountSecuritySpace,
  TActiveSession,
} from '#domain/identity/account-security/account-security-schemas.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { notify, notifyDestructive } from '#web/shared/ui/toast.ts';
import { useActiveSessions, useRevokeOtherSessions, useRevokeSession } from './account-security-api';

const DATE_TIME = frenchDateFormat({
  timeZone: 'Europe/Paris',
  dateStyle: 'long',
  timeStyle: 'short',
});

function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

function SessionItem(props: { session: TActiveSession; space: TAccountSecuritySpace }) {
  const revoke = useRevokeSession(props.space);
  const { session } = props;
  const onRevoke = () => {
    revoke.mutate(session.id, {
      onSuccess: () => notify('Session déconnectée', session.device),
      onError: (error) => notifyDestructive('Déconnexion impossible', userMessage(error)),
    });
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <Monitor className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            {session.device}
            {session.current ? (
              <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
                Cette session
              </span>
            ) : null}
          </p>
          <p className="text-sm text-slate-600">Connexion le {formatInstant(session.createdAt)}</p>
          <p className="text-sm text-slate-600">Dernière activité le {formatInstant(session.lastSeenAt)}</p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={onRevoke}
          disabled={revoke.isPending}
          aria-label={`Déconnecter la session ${session.device} (connexion le ${formatInstant(session.createdAt)})`}
        >
          {revoke.isPending ? 'Déconnexion…' : 'Déconnecter'}
        </Button>
      )}
    </li>
  );
}

/** « Sessions actives »: where the account is signed in, with a way to end the other sessions. */
export function ActiveSessionsList({ space }: { space: TAccountSecuritySpace }) {
  const sessions = useActiveSessions(space);
  const revokeOthers = useRevokeOtherSessions(space);

  if (sessions.isPending) {
    return (
      <div role="status" aria-label="Chargement des sessions…" className="animate-pulse space-y-3">
        <div className="h-16 rounded-lg bg-slate-100" />
        <div className="h-16 rounded-lg bg-slate-100" />
      </div>
    );
  }
  if (sessions.isError) {
    return (
      <div className="space-y-3">
        <ErrorBox message={userMessage(sessions.error)} />
        <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }

  const others = sessions.data.sessions.filter((session) => !session.current).length;
  const onRevokeOthers = () => {
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) =>
        notify(
          revoked > 1 ? `${revoked} sessions déconnectées` : 'Session déconnectée',
          'Seule cette session reste ouverte.',
        ),
      onError: (error) => notifyDestructive('Déconnexion impossible', userMessage(error)),
    });
  };

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-100">
        {sessions.data.sessions.map((session) => (
          <SessionItem key={session.id} session={session} space={space} />
        ))}
      </ul>
      {others > 0 ? (
        <Button variant="outline" onClick={onRevokeOthers} disabled={revokeOthers.isPending}>
          {revokeOthers.isPending ? 'Déconnexion…' : 'Se déconnecter des autres appareils'}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">Aucune autre session n’est ouverte.</p>
      )}
    </div>
  );
}
