import {
  formToPlace,
  OTHER_PLACE,
  OTHER_PLACE_REQUIRED,
  placeToForm,
} from '#domain/agenda/planning/event-places.ts';
import { MAX_SERIES_COUNT } from '#domain/agenda/planning/expand-recurrence.ts';
import {
  COUNT_RANGE,
  COUNT_REQUIRED,
  PLANNING_EVENT_STATUSES,
  PLANNING_EVENT_TYPES,
  REPEAT_CHOICES,
  REPEAT_END_CHOICES,
  type TEventScope,
  type TPlanningEvent,
  type TPlanningEventRequest,
  UNTIL_BEFORE_START,
  UNTIL_REQUIRED,
} from '#domain/agenda/planning/planning-event-schemas.ts';
import { PRO_MODES } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { z } from '#domain/kernel/zod-fr.ts';
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
    /** A listed place, OTHER_PLACE (then `otherLocation` names it) or '' (none); only for an event in person. */
    location: z.string(),
    otherLocation: z.string().max(200, 'Le lieu ne doit pas dépasser 200 caractères'),
    description: z.string().max(5000, 'Ce champ ne doit pas dépasser 5000 caractères'),
    mode: z.enum(PRO_MODES),
    status: z.enum(PLANNING_EVENT_STATUSES),
    repeat: z.enum(REPEAT_CHOICES),
    repeatEnd: z.enum(REPEAT_END_CHOICES),
    until: z.string(),
    /** The number input's text; checked below. */
    count: z.string(),
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
  })
  .refine(
    (values) =>
      values.mode !== 'office' || values.location !== OTHER_PLACE || values.otherLocation.trim() !== '',
    { message: OTHER_PLACE_REQUIRED, path: ['otherLocation'] },
  )
  // The same rules as the request (domain/agenda/planning/planning-event-schemas.ts), on the form's text values.
  .refine((values) => values.repeat === 'none' || values.repeatEnd !== 'until' || values.until !== '', {
    message: UNTIL_REQUIRED,
    path: ['until'],
  })
  .refine(
    (values) =>
      values.repeat === 'none' ||
      values.repeatEnd !== 'until' ||
      values.until === '' ||
      values.date === '' ||
      values.until >= values.date,
    { message: UNTIL_BEFORE_START, path: ['until'] },
  )
  .refine(
    (values) => values.repeat === 'none' || values.repeatEnd !== 'count' || values.count.trim() !== '',
    {
      message: COUNT_REQUIRED,
      path: ['count'],
    },
  )
  .refine(
    (values) => {
      if (values.repeat === 'none' || values.repeatEnd !== 'count' || values.count.trim() === '') return true;
      const count = Number(values.count);
      return Number.isInteger(count) && count >= 1 && count <= MAX_SERIES_COUNT;
    },
    { message: COUNT_RANGE, path: ['count'] },
  );
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
    otherLocation: '',
    description: '',
    mode: 'office',
    status: 'confirmed',
    repeat: 'none',
    repeatEnd: 'never',
    until: '',
    count: '',
  };
}

/** The form of an event; for a series, « toute la série » edits from its first date, not the one clicked. */
export function eventToForm(event: TPlanningEvent, scope: TEventScope = 'all'): TEventFormValues {
  return {
    title: event.title,
    clientName: event.clientName ?? '',
    type: event.type,
    date: event.recurring && scope === 'all' ? event.seriesDate : event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    ...placeToForm(event.location),
    description: event.description ?? '',
    mode: event.mode,
    status: event.status,
    repeat: event.repeat,
    repeatEnd: event.until ? 'until' : event.count ? 'count' : 'never',
    until: event.until ?? '',
    count: event.count ? String(event.count) : '',
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
    // The mode says where a remote event happens: a place is kept only for one in person (issue 26 §1).
    location: values.mode === 'office' ? formToPlace(values.location, values.otherLocation) : null,
    description: values.description.trim() === '' ? null : values.description,
    mode: values.mode,
    repeat: values.repeat,
    repeatEnd: values.repeat === 'none' ? 'never' : values.repeatEnd,
    until: values.repeat !== 'none' && values.repeatEnd === 'until' ? values.until : null,
    count: values.repeat !== 'none' && values.repeatEnd === 'count' ? Number(values.count) : null,
  };
}
