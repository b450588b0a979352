export const PLANNING_EVENT_TYPES = ['consultation', 'audience', 'reunion', 'travail', 'conge'] as const;
export type TPlanningEventType = (typeof PLANNING_EVENT_TYPES)[number];
export const PLANNING_EVENT_STATUSES = ['confirmed', 'tentative', 'busy', 'free', 'pending'] as const;
export type TPlanningEventStatus = (typeof PLANNING_EVENT_STATUSES)[number];

/** PRODUCT.md §4: these types, and any event marked busy, remove public slots. */
export const BLOCKING_EVENT_TYPES: readonly TPlanningEventType[] = [
  'audience',
  'reunion',
  'travail',
  'conge',
];

export function isBlockingEvent(event: { type: TPlanningEventType; status: TPlanningEventStatus }): boolean {
  return BLOCKING_EVENT_TYPES.includes(event.type) || event.status === 'busy';
}

/** Seed 001 §4: how each type is named in the planning. */
export const EVENT_TYPE_LABELS: Record<TPlanningEventType, string> = {
  consultation: 'Consultation client',
  audience: 'Audience tribunal',
  reunion: 'Réunion interne',
  travail: 'Travail personnel',
  conge: 'Congé/Indisponibilité',
};
