import { useEffect, useRef, useState } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';
import type { TStaffSummary } from '#domain/identity/auth/auth-schemas.ts';
import { ACTING_FOR_PARAM, actingForOf } from '#domain/messaging/notifications/notification-kinds.ts';
import type { TNotification } from '#domain/messaging/notifications/notification-schemas.ts';
import { renderNotificationDecision } from '#web/features/appointments/professional-actions/notification-decision.tsx';
import { useChangeActingFor } from '#web/features/identity/firms/acting-for-api.ts';
import { lawyerTitle, workspaceSectionPath } from '#web/features/identity/firms/staff-access.ts';
import type { TNotificationActions } from '#web/features/messaging/notifications/notification-bell.tsx';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { notify, notifyDestructive } from '#web/shared/ui/toast.ts';

type TStaffLawyer = TStaffSummary['lawyers'][number];

/** The same address without `?pour=`, every other parameter and the anchor kept. */
function withoutActingFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  const params = new URLSearchParams(location.search);
  params.delete(ACTING_FOR_PARAM);
  const search = params.toString();
  return { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash };
}

/** The lawyer `?pour=` names among the staff member’s lawyers; undefined for anyone else. */
function namedLawyer(staff: TStaffSummary, search: string): TStaffLawyer | undefined {
  const userId = actingForOf(search);
  return userId === null ? undefined : staff.lawyers.find((lawyer) => lawyer.userId.toLowerCase() === userId);
}

export type TActingForLink =
  /** No `?pour=` to act on: the page shows. */
  | { state: 'none' }
  /** `?pour=` is being removed (already the lawyer worked for, or not one of theirs): nothing to show yet. */
  | { state: 'dropping' }
  /** Switching to the lawyer the link is about, before the page loads anything of the previous one. */
  | { state: 'switching'; lawyer: TStaffLawyer };

/**
 * A staff member’s link says which lawyer it is about (`?pour=`, issue 27 §3): the workspace first works for
 * that lawyer — the same change as « Vous travaillez pour » — then shows the page, and the parameter leaves the
 * address (replaced, so Back does not switch again). An id that is not one of the staff member’s lawyers is
 * dropped without asking the server. Lawyers’ links never carry it: for them (staff null) it means nothing.
 */
export function useActingForLink(staff: TStaffSummary | null): TActingForLink {
  const location = useLocation();
  const navigate = useNavigate();
  const { mutateAsync: changeActingFor } = useChangeActingFor();
  // The switch under way: the session changes before the address does, and neither may start another.
  const switching = useRef(false);
  const [switchingTo, setSwitchingTo] = useState<TStaffLawyer | null>(null);
  const present = staff !== null && new URLSearchParams(location.search).has(ACTING_FOR_PARAM);
  const lawyer = present ? namedLawyer(staff, location.search) : undefined;
  const target = lawyer && lawyer.userId !== staff?.actingFor?.userId ? lawyer : undefined;
  const { pathname, search, hash } = location;

  useEffect(() => {
    if (!present || switching.current) return;
    const clean = withoutActingFor({ pathname, search, hash });
    if (!target) {
      void navigate(clean, { replace: true });
      return;
    }
    switching.current = true;
    setSwitchingTo(target);
    changeActingFor({ lawyerUserId: target.userId })
      .then(
        (next) => {
          if (next.actingFor) notify(`Vous travaillez maintenant pour ${lawyerTitle(next.actingFor.name)}`);
          return navigate(clean, { replace: true });
        },
        (error: unknown) => {
          notifyDestructive('Changement d’avocat impossible', userMessage(error));
          // The record the link opens is the other lawyer’s: the list of the lawyer still worked for instead.
          return navigate(workspaceSectionPath(pathname), { replace: true });
        },
      )
      .finally(() => {
        switching.current = false;
        setSwitchingTo(null);
      });
  }, [present, target, pathname, search, hash, navigate, changeActingFor]);

  if (!present) return { state: 'none' };
  const lawyerAwaited = switchingTo ?? target;
  return lawyerAwaited ? { state: 'switching', lawyer: lawyerAwaited } : { state: 'dropping' };
}

/** What the page’s place shows while a link switches the lawyer worked for. */
export function ActingForSwitching(props: { lawyer: TStaffLawyer }) {
  return (
    <p role="status" className="text-sm text-slate-600">
      Vous allez travailler pour {lawyerTitle(props.lawyer.name)}…
    </p>
  );
}

/** The staff member’s lawyer a notification is about (its link’s `?pour=`), or undefined. */
function lawyerOfNotification(staff: TStaffSummary, notification: TNotification): TStaffLawyer | undefined {
  const link = notification.link.split('#', 1)[0] ?? '';
  const at = link.indexOf('?');
  return at < 0 ? undefined : namedLawyer(staff, link.slice(at));
}

/**
 * A request of one of the assistant’s lawyers, in the bell: whose it is, and its decision once the
 * workspace works for that lawyer — for another one, « Passer à Maître X » first (ADR 0061: the decision is
 * then made in that lawyer’s name, on a workspace that says so, with the refusal’s dialog of that lawyer).
 */
function StaffRequestDecision(props: {
  staff: TStaffSummary;
  lawyer: TStaffLawyer;
  notification: TNotification;
  onDone: () => void;
}) {
  const changeActingFor = useChangeActingFor();
  const title = lawyerTitle(props.lawyer.name);
  const current = props.staff.actingFor?.userId.toLowerCase() === props.lawyer.userId.toLowerCase();
  return (
    <div className="space-y-2">
      <p className="text-xs font-medium text-slate-700">Demande pour {title}</p>
      {current ? (
        renderNotificationDecision(props.notification, props.onDone)
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={changeActingFor.isPending}
          onClick={() =>
            changeActingFor.mutate(
              { lawyerUserId: props.lawyer.userId },
              {
                onSuccess: () => notify(`Vous agissez pour ${title}`),
                onError: (error) => notifyDestructive('Changement d’avocat impossible', userMessage(error)),
              },
            )
          }
        >
          Passer à {title} pour répondre
        </Button>
      )}
    </div>
  );
}

/**
 * The bell’s « Accepter / Refuser » for an assistant: under each request of their lawyers, saying whose it is;
 * the buttons under the requests of the lawyer worked for, « Passer à Maître X » under another’s.
 */
export function staffNotificationDecision(staff: TStaffSummary): TNotificationActions {
  return (notification: TNotification, onDone: () => void) => {
    if (notification.kind !== 'appointment_requested' || notification.appointmentId === null) return null;
    const lawyer = lawyerOfNotification(staff, notification);
    if (!lawyer) return null;
    return <StaffRequestDecision staff={staff} lawyer={lawyer} notification={notification} onDone={onDone} />;
  };
}
