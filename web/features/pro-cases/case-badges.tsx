import type { TCasePriority, TCaseStatus } from '../../../domain/cases/case-schemas';
import { cn } from '../../shared/ui/cn';
import { CASE_PRIORITY_CLASSES, CASE_STATUS_CLASSES } from './case-format';

export function Badge(props: { className: string; children: string }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium', props.className)}>
      {props.children}
    </span>
  );
}

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
