import { ProPlanningPage } from '#web/features/agenda/planning/pro-planning-page.tsx';
import { renderRequestDecision } from '#web/features/appointments/professional-actions/request-decision.tsx';
import { useStaff } from '#web/shared/session/use-session.ts';

/**
 * The planning, with the workspace's one decision on a client's request in its « RDV en attente ». An
 * assistant sees it without the lawyer's calendar accounts, which their role does not reach.
 */
export function WorkspacePlanningPage() {
  const staff = useStaff();
  return <ProPlanningPage renderRequestDecision={renderRequestDecision} calendarAccounts={staff === null} />;
}
