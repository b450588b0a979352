import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { DEFAULT_BOOKING_REASON } from './booking-schemas';

export type TBookingStep = 'reason' | 'mode' | 'schedule' | 'questionnaire' | 'login' | 'success';

export type TBookingSlot = { start: string; modes: TConsultationMode[] };

/** The booking in progress (seed 000 §3 Booking state). */
export type TBookingState = {
  step: TBookingStep;
  reason: string;
  /** « Partie adverse (facultatif) », blank when none (ADR 0032). */
  opposingParty: string;
  mode: TConsultationMode | null;
  slot: TBookingSlot | null;
  answers: Record<string, string>;
  isFirstConsultation: boolean;
  /** « J'accepte la convention d'honoraires » ticked (asked only when the fee calls for an agreement). */
  acceptsFeeAgreement: boolean;
};

export function initialBookingState(preselected?: {
  slot?: TBookingSlot;
  mode?: TConsultationMode;
}): TBookingState {
  return {
    // Even with a slot chosen on the results page, the flow starts at the reason (seed 000 §2).
    step: 'reason',
    reason: DEFAULT_BOOKING_REASON,
    opposingParty: '',
    mode: preselected?.mode ?? preselected?.slot?.modes[0] ?? null,
    slot: preselected?.slot ?? null,
    answers: {},
    isFirstConsultation: true,
    acceptsFeeAgreement: false,
  };
}

export type TBookingEvent =
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'setReason'; reason: string }
  | { type: 'setOpposingParty'; opposingParty: string }
  | { type: 'setMode'; mode: TConsultationMode }
  | { type: 'pickSlot'; slot: TBookingSlot; mode: TConsultationMode }
  | { type: 'answer'; index: number; answer: string }
  | { type: 'setFirstConsultation'; value: boolean }
  | { type: 'setAcceptsFeeAgreement'; value: boolean }
  | { type: 'booked' }
  | { type: 'slotLost' };

/** Pure transitions of the booking flow; `hasQuestions` decides whether the questionnaire step exists. */
export function bookingReducer(
  state: TBookingState,
  event: TBookingEvent,
  hasQuestions: boolean,
): TBookingState {
  switch (event.type) {
    case 'setReason':
      return { ...state, reason: event.reason };
    case 'setOpposingParty':
      return { ...state, opposingParty: event.opposingParty };
    case 'setMode':
      return { ...state, mode: event.mode };
    case 'setFirstConsultation':
      // Another fee, another agreement: it is accepted again.
      return { ...state, isFirstConsultation: event.value, acceptsFeeAgreement: false };
    case 'setAcceptsFeeAgreement':
      return { ...state, acceptsFeeAgreement: event.value };
    case 'answer':
      return { ...state, answers: { ...state.answers, [String(event.index)]: event.answer } };
    case 'pickSlot':
      // The slot's mode replaces the chosen one.
      return { ...state, slot: event.slot, mode: event.mode, step: hasQuestions ? 'questionnaire' : 'login' };
    case 'booked':
      return { ...state, step: 'success' };
    case 'slotLost':
      // Lost the race: back to the schedule with everything else kept.
      return { ...state, slot: null, step: 'schedule' };
    case 'continue':
      return { ...state, step: nextStep(state, hasQuestions) };
    case 'back':
      return { ...state, step: previousStep(state.step, hasQuestions) };
  }
}

export function canContinue(state: TBookingState): boolean {
  switch (state.step) {
    case 'reason':
      return state.reason.trim().length > 0;
    case 'mode':
      return state.mode !== null;
    case 'schedule':
      return state.slot !== null && state.mode !== null && state.slot.modes.includes(state.mode);
    case 'questionnaire':
      return true;
    default:
      return false;
  }
}

function nextStep(state: TBookingState, hasQuestions: boolean): TBookingStep {
  if (!canContinue(state)) return state.step;
  switch (state.step) {
    case 'reason':
      return 'mode';
    case 'mode':
      return 'schedule';
    case 'schedule':
      return hasQuestions ? 'questionnaire' : 'login';
    case 'questionnaire':
      return 'login';
    default:
      return state.step;
  }
}

function previousStep(step: TBookingStep, hasQuestions: boolean): TBookingStep {
  switch (step) {
    case 'mode':
      return 'reason';
    case 'schedule':
      return 'mode';
    case 'questionnaire':
      return 'schedule';
    case 'login':
      return hasQuestions ? 'questionnaire' : 'schedule';
    default:
      return step;
  }
}

const COUNTED_STEPS: readonly TBookingStep[] = ['reason', 'mode', 'schedule', 'questionnaire', 'login'];

/**
 * « Étape N sur M »: M is fixed for the whole booking (the questionnaire counts when the professional has
 * one), whatever step the flow jumps to; null on the success screen.
 */
export function bookingProgress(
  step: TBookingStep,
  hasQuestions: boolean,
): { number: number; total: number } | null {
  const steps = COUNTED_STEPS.filter((candidate) => candidate !== 'questionnaire' || hasQuestions);
  const index = steps.indexOf(step);
  return index < 0 ? null : { number: index + 1, total: steps.length };
}
