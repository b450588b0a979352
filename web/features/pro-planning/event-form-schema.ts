import {
  PLANNING_EVENT_STATUSES,
  PLANNING_EVENT_TYPES,
  type TPlanningEvent,
  type TPlanningEventRequest,
} from '../../../domain/pro/planning-event-schemas';
import { PRO_MODES } from '../../../domain/pro/pro-appointment-schemas';
import { z } from '../../../domain/zod-fr';
import { typeHasClient } from './planning-options';

export const END_BEFORE_START_MESSAGE = "L'heure de fin doit être après l'heure de début";

/** The planning event form (seed 001 §5); messages shown next to the fields on submit. */
export const ZEventForm = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Le titre est requis')
      .max(200, 'Le titre ne doit pas dépasser 200 caractères'),
    clientName: z.string().max(200, 'Ce champ ne doit pas dépasser 200 caractères'),
    type: z.enum(PLANNING_EVENT_TYPES),
    date: z.string().min(1, 'La date est requise'),
    startTime: z.string().min(1, "L'heure de début est requise"),
    endTime: z.string().min(1, "L'heure de fin est requise"),
    location: z.string(),
    description: z.string().max(5000, 'Ce champ ne doit pas dépasser 5000 caractères'),
    mode: z.enum(PRO_MODES),
    status: z.enum(PLANNING_EVENT_STATUSES),
    recurring: z.boolean(),
  })
  .refine((values) => values.startTime < values.endTime, {
    message: END_BEFORE_START_MESSAGE,
    path: ['endTime'],
    // Checked whenever both times are given, even when another field is missing.
    when: (payload) => {
      const value = payload.value as { startTime?: unknown; endTime?: unknown };
      return (
        typeof value.startTime === 'string' &&
        typeof value.endTime === 'string' &&
        value.startTime !== '' &&
        value.endTime !== ''
      );
    },
  });
export type TEventFormValues = z.input<typeof ZEventForm>;

/** Form defaults (seed 001 §3): type consultation, status confirmed, not recurring, mode office. */
export function emptyEventForm(date: string, startTime = '', endTime = ''): TEventFormValues {
  return {
    title: '',
    clientName: '',
    type: 'consultation',
    date,
    startTime,
    endTime,
    location: '',
    description: '',
    mode: 'office',
    status: 'confirmed',
    recurring: false,
  };
}

export function eventToForm(event: TPlanningEvent): TEventFormValues {
  return {
    title: event.title,
    clientName: event.clientName ?? '',
    type: event.type,
    // Editing a weekly event edits the series: its first date, not the occurrence clicked.
    date: event.recurring ? event.seriesDate : event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    location: event.location ?? '',
    description: event.description ?? '',
    mode: event.mode,
    status: event.status,
    recurring: event.recurring,
  };
}

export function formToRequest(values: TEventFormValues): TPlanningEventRequest {
  const clientName = values.clientName.trim();
  return {
    title: values.title.trim(),
    clientName: typeHasClient(values.type) && clientName !== '' ? clientName : null,
    type: values.type,
    date: values.date,
    startTime: values.startTime,
    endTime: values.endTime,
    status: values.status,
    location: values.location === '' ? null : values.location,
    description: values.description.trim() === '' ? null : values.description,
    mode: values.mode,
    recurring: values.recurring,
  };
}
