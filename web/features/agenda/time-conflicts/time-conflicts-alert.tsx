import { useEffect, useId, useRef } from 'react';
import {
  conflictKindLabel,
  conflictsSpanDays,
  conflictTimeLabel,
} from '#domain/agenda/planning/time-conflict-labels.ts';
import { type TTimeConflicts, ZTimeConflicts } from '#domain/agenda/planning/time-conflict-schemas.ts';
import { ApiError } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';

/** A refusal that lists what the proposed time overlaps; `confirmable` when saving anyway is allowed. */
export type TOverlap = { message: string; conflicts: TTimeConflicts; confirmable: boolean };

/**
 * The overlap an API error reports (issue 15 §2): OVERLAP_CONFIRMATION_REQUIRED asks for a confirmation,
 * SLOT_TAKEN (another appointment) cannot be confirmed. Null for any other error.
 */
export function overlapOf(error: unknown): TOverlap | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code !== 'OVERLAP_CONFIRMATION_REQUIRED' && error.code !== 'SLOT_TAKEN') return null;
  const parsed = ZTimeConflicts.safeParse(error.conflicts);
  if (!parsed.success) return null;
  return {
    message: error.message,
    conflicts: parsed.data,
    confirmable: error.code === 'OVERLAP_CONFIRMATION_REQUIRED',
  };
}

/**
 * The list of what a time overlaps, announced and focused when it appears, with the explicit button that
 * saves anyway (« Créer quand même »…) when that is allowed. The form around it keeps what was typed.
 */
export function TimeConflictsAlert(props: {
  overlap: TOverlap;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
}) {
  const { overlap } = props;
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (overlap) box.current?.focus();
  }, [overlap]);
  const withDay = conflictsSpanDays(overlap.conflicts.items);
  const more = overlap.conflicts.total - overlap.conflicts.items.length;
  return (
    <div
      ref={box}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        'space-y-3 rounded-md border px-4 py-3 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40',
        overlap.confirmable
          ? 'border-amber-300 bg-amber-50 text-amber-950'
          : 'border-red-200 bg-red-50 text-red-800',
      )}
    >
      <p id={titleId} className="font-medium">
        {overlap.message}
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {overlap.conflicts.items.map((conflict) => {
          const clientAppointment = conflict.kind === 'appointment' && conflict.status === 'confirmed';
          return (
            <li key={`${conflict.kind}-${conflict.start}-${conflict.title}`}>
              <span className={cn('font-semibold', clientAppointment && 'text-red-800')}>
                {conflictKindLabel(conflict)}
              </span>
              {' — '}
              {conflict.title}
              {' — '}
              <time dateTime={conflict.start}>{conflictTimeLabel(conflict, withDay)}</time>
            </li>
          );
        })}
      </ul>
      {more > 0 ? (
        <p>{more === 1 ? 'Et 1 autre chevauchement.' : `Et ${more} autres chevauchements.`}</p>
      ) : null}
      {overlap.confirmable ? (
        <Button variant="outline" onClick={props.onConfirm} disabled={props.pending}>
          {props.confirmLabel}
        </Button>
      ) : null}
    </div>
  );
}
