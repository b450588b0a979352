import { AlertTriangle } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import {
  conflictMatchLabel,
  conflictSubjectLabel,
  POSSIBLE_CONFLICT_TITLE,
} from '#domain/practice/conflicts/conflict-labels.ts';
import type { TPossibleConflict } from '#domain/practice/conflicts/conflict-schemas.ts';
import { paths } from '#web/shared/paths.ts';
import { useStaff } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';

/** What the professional is asked to do: check, since a name match is only a presumption. */
export const CONFLICT_ADVICE = {
  request: "Vérifiez qu'il ne s'agit pas des mêmes personnes avant d'accepter.",
  record: "Vérifiez qu'il ne s'agit pas des mêmes personnes.",
} as const;

/**
 * The same advice to an assistant, who reads neither the names matched nor the matter (ADR 0058 « Who sees
 * what »): the lawyer named is the one who can tell.
 */
export const STAFF_CONFLICT_ADVICE = {
  request:
    'Seul l’avocat nommé peut vérifier s’il s’agit des mêmes personnes : demandez-lui avant d’accepter.',
  record: 'Seul l’avocat nommé peut vérifier s’il s’agit des mêmes personnes : demandez-lui.',
} as const;

function adviceFor(advice: string | undefined, staff: boolean): string | undefined {
  if (!staff || advice === undefined) return advice;
  return advice === CONFLICT_ADVICE.request ? STAFF_CONFLICT_ADVICE.request : STAFF_CONFLICT_ADVICE.record;
}

function matchTarget(conflict: TPossibleConflict): string | null {
  if (conflict.caseId !== null) return paths.pro.case(conflict.caseId);
  if (conflict.contactId !== null) return paths.pro.contact(conflict.contactId);
  if (conflict.appointmentId !== null) return paths.pro.appointment(conflict.appointmentId);
  return null;
}

/**
 * « Conflit d'intérêts possible » (RIN art. 4): which name matched what in the professional's own records, each
 * match linking to its case, contact or appointment. Nothing is shown without a match. To an assistant, the
 * server sends each match without its matter nor the names (ADR 0058): the flag then names the lawyer to ask.
 */
export function PossibleConflictFlag(props: {
  conflicts: readonly TPossibleConflict[];
  advice?: string;
  className?: string;
}) {
  const titleId = useId();
  const advice = adviceFor(props.advice, useStaff() !== null);
  if (props.conflicts.length === 0) return null;
  return (
    <div
      role="note"
      aria-labelledby={titleId}
      className={`rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 ${props.className ?? ''}`}
    >
      <p id={titleId} className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
        {POSSIBLE_CONFLICT_TITLE}
      </p>
      <ul className="mt-1 space-y-0.5 pl-6">
        {props.conflicts.map((conflict) => {
          const target = matchTarget(conflict);
          const label = conflictMatchLabel(conflict);
          return (
            <li
              key={`${conflict.subject}|${conflict.subjectName}|${conflict.kind}|${target}|${conflict.matchedName}`}
            >
              {conflictSubjectLabel(conflict)} —{' '}
              {target ? (
                <Link to={target} className="font-medium underline hover:text-amber-800">
                  {label}
                </Link>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ul>
      {advice ? <p className="mt-1 pl-6 text-xs">{advice}</p> : null}
    </div>
  );
}

/**
 * The result of a creation dialog when the new case or contact may be in conflict: said there, before the
 * professional moves on, with the way to the new record (the dialog's own « Fermer » closes it).
 */
export function CreatedWithConflicts(props: {
  message: string;
  conflicts: readonly TPossibleConflict[];
  openLabel: string;
  onOpen: () => void;
}) {
  const openButton = useRef<HTMLButtonElement>(null);
  // The form that had the focus is gone.
  useEffect(() => openButton.current?.focus(), []);
  return (
    <div className="mt-4 space-y-4">
      <p role="status" className="text-sm text-slate-900">
        {props.message}
      </p>
      <PossibleConflictFlag conflicts={props.conflicts} advice={CONFLICT_ADVICE.record} />
      <div className="flex justify-end gap-3">
        <Button ref={openButton} onClick={props.onOpen}>
          {props.openLabel}
        </Button>
      </div>
    </div>
  );
}
