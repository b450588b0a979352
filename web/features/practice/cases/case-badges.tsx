import type { TCasePriority, TCaseStatus } from '#domain/practice/cases/case-schemas.ts';
import { Badge } from '#web/shared/ui/badge.tsx';
import { CASE_PRIORITY_CLASSES, CASE_STATUS_CLASSES } from './case-format';

export function CaseStatusBadge(props: { status: TCaseStatus }) {
  return <Badge className={CASE_STATUS_CLASSES[props.status]}>{props.status}</Badge>;
}

export function CasePriorityBadge(props: { priority: TCasePriority }) {
  return (
    <Badge className={CASE_PRIORITY_CLASSES[props.priority]}>
      {`Priorité ${props.priority.toLowerCase()}`}
    </Badge>
  );
}
