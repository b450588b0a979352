import type { ReactNode } from 'react';
import {
  appointmentStatusBadge,
  type TStatusBadge,
} from '#domain/appointments/booking/appointment-status.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';

const TONE_CLASSES: Record<TStatusBadge['tone'], string> = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  red: 'bg-red-100 text-red-800',
  blue: 'bg-blue-100 text-blue-800',
  gray: 'bg-slate-100 text-slate-700',
};

/** Confirmé (green), En attente (yellow), Annulé (red), Terminé (blue), anything else Inconnu. */
export function StatusBadge({ status }: { status: string }) {
  const badge = appointmentStatusBadge(status);
  return (
    <span
      data-tone={badge.tone}
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium', TONE_CLASSES[badge.tone])}
    >
      {badge.label}
    </span>
  );
}

/** Grey placeholder blocks while a fetch runs; announced once as loading. */
export function SkeletonRows(props: { rows?: number; label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-label={props.label ?? 'Chargement…'}
      className={cn('animate-pulse space-y-3', props.className)}
    >
      {Array.from({ length: props.rows ?? 3 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
        <div key={index} className="h-20 rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}

/** The API's French message, with a way to try again. */
export function QueryError(props: { error: Error; onRetry: () => void }) {
  return (
    <div className="space-y-3">
      <ErrorBox message={props.error.message} />
      <Button variant="outline" size="sm" onClick={props.onRetry}>
        Réessayer
      </Button>
    </div>
  );
}

export function EmptyState(props: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center">
      <p className="font-medium text-slate-800">{props.title}</p>
      {props.children ? <div className="mt-2 text-sm text-slate-600">{props.children}</div> : null}
    </div>
  );
}
