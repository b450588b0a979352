import { ProPlanningPage } from '#web/features/agenda/planning/pro-planning-page.tsx';
import { renderRequestDecision } from '#web/features/appointments/professional-actions/request-decision.tsx';

/** The planning, with the workspace's one decision on a client's request in its « RDV en attente ». */
export function WorkspacePlanningPage() {
  return <ProPlanningPage renderRequestDecision={renderRequestDecision} />;
}
