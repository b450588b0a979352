import { useSearchParams } from 'react-router';
import { ProPlanningPage } from '#web/features/agenda/planning/pro-planning-page.tsx';
import { AppointmentDetailsDialog } from '#web/features/appointments/professional-actions/appointment-details-dialog.tsx';
import { renderRequestDecision } from '#web/features/appointments/professional-actions/request-decision.tsx';
import { useSession, useStaff } from '#web/shared/session/use-session.ts';

/** The address's list of the agendas shown (issue 27 §3): a link or a reload shows the same lawyers. */
export const LAWYERS_PARAM = 'avocats';

const storageKey = (accountId: string) => `jurisrdv.planning.avocats.${accountId}`;

function readStoredLawyers(accountId: string | undefined): string | null {
  if (!accountId) return null;
  try {
    return window.localStorage.getItem(storageKey(accountId));
  } catch {
    return null;
  }
}

function storeLawyers(accountId: string | undefined, value: string): void {
  if (!accountId) return;
  try {
    window.localStorage.setItem(storageKey(accountId), value);
  } catch {
    // Storage unavailable: the address still holds the choice.
  }
}

/**
 * The planning, with the workspace's one decision on a client's request in its « RDV en attente » and the
 * appointment details its blocks open (« Rendez-vous avec … »). An
 * assistant sees it without the lawyer's calendar accounts, which their role does not reach. The agendas
 * shown, when several may be, are in the address and remembered for the account on this browser.
 */
export function WorkspacePlanningPage() {
  const staff = useStaff();
  const session = useSession('pro');
  const accountId = session.data?.user?.id;
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <ProPlanningPage
      renderRequestDecision={renderRequestDecision}
      renderAppointmentDetails={(details) => <AppointmentDetailsDialog {...details} />}
      calendarAccounts={staff === null}
      lawyerSelection={{
        value: searchParams.get(LAWYERS_PARAM),
        stored: readStoredLawyers(accountId),
        onChange: (userIds) => {
          const value = userIds.join(',');
          storeLawyers(accountId, value);
          setSearchParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set(LAWYERS_PARAM, value);
              return next;
            },
            { replace: true },
          );
        },
      }}
    />
  );
}
