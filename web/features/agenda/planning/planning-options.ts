import type {
  REPEAT_CHOICES,
  REPEAT_END_CHOICES,
  TEventScope,
  TPlanningEventStatus,
  TPlanningEventType,
} from '#domain/agenda/planning/planning-event-schemas.ts';
import { EVENT_TYPE_LABELS } from '#domain/agenda/planning/planning-event-types.ts';
import type { TProMode } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';

type TRepeatChoice = (typeof REPEAT_CHOICES)[number];
type TRepeatEndChoice = (typeof REPEAT_END_CHOICES)[number];

/** Seed 001 §4 event types, their labels and colours. */
export const EVENT_TYPE_OPTIONS: readonly {
  value: TPlanningEventType;
  label: string;
  className: string;
  dotClassName: string;
}[] = [
  {
    value: 'consultation',
    label: EVENT_TYPE_LABELS.consultation,
    className: 'border-blue-300 bg-blue-100 text-blue-900',
    dotClassName: 'bg-blue-500',
  },
  {
    value: 'audience',
    label: EVENT_TYPE_LABELS.audience,
    className: 'border-red-300 bg-red-100 text-red-900',
    dotClassName: 'bg-red-500',
  },
  {
    value: 'reunion',
    label: EVENT_TYPE_LABELS.reunion,
    className: 'border-green-300 bg-green-100 text-green-900',
    dotClassName: 'bg-green-500',
  },
  {
    value: 'travail',
    label: EVENT_TYPE_LABELS.travail,
    className: 'border-orange-300 bg-orange-100 text-orange-900',
    dotClassName: 'bg-orange-500',
  },
  {
    value: 'conge',
    label: EVENT_TYPE_LABELS.conge,
    className: 'border-slate-300 bg-slate-200 text-slate-800',
    dotClassName: 'bg-slate-500',
  },
];

/** Pending events are drawn in a red style (seed 001 §2). */
export const PENDING_CLASS_NAME = 'border-red-500 border-dashed bg-red-50 text-red-800';

export function eventTypeOption(type: TPlanningEventType) {
  return EVENT_TYPE_OPTIONS.find((option) => option.value === type) ?? EVENT_TYPE_OPTIONS[0];
}

export const EVENT_STATUS_OPTIONS: readonly { value: TPlanningEventStatus; label: string }[] = [
  { value: 'confirmed', label: 'Confirmé' },
  { value: 'tentative', label: 'Tentative' },
  { value: 'busy', label: 'Occupé' },
  { value: 'free', label: 'Libre' },
  { value: 'pending', label: 'En attente' },
];

export const EVENT_MODE_OPTIONS: readonly { value: TProMode; label: string }[] = [
  { value: 'office', label: 'En cabinet' },
  { value: 'video', label: 'Visioconférence' },
  { value: 'phone', label: 'Téléphone' },
];

/** Types for which a client is chosen (seed 001 §2). */
export function typeHasClient(type: TPlanningEventType): boolean {
  return type === 'consultation' || type === 'audience';
}

export const REPEAT_OPTIONS: readonly { value: TRepeatChoice; label: string }[] = [
  { value: 'none', label: 'Aucune' },
  { value: 'daily', label: 'Tous les jours' },
  { value: 'weekly', label: 'Toutes les semaines' },
  { value: 'monthly', label: 'Tous les mois' },
];

export const REPEAT_END_OPTIONS: readonly { value: TRepeatEndChoice; label: string }[] = [
  { value: 'never', label: 'Jamais' },
  { value: 'until', label: 'Le…' },
  { value: 'count', label: 'Après… occurrences' },
];

/** The three choices of an edit or deletion of one occurrence of a series (issue 15 §3). */
export const EVENT_SCOPE_OPTIONS: readonly { value: TEventScope; label: string }[] = [
  { value: 'this', label: 'Cet événement' },
  { value: 'following', label: 'Cet événement et les suivants' },
  { value: 'all', label: 'Toute la série' },
];
