import { describe, expect, it } from 'vitest';
import {
  bookingProgress,
  bookingReducer,
  canContinue,
  initialBookingState,
  type TBookingEvent,
  type TBookingState,
} from './booking-steps';

const slot = { start: '2026-11-24T09:00:00.000Z', modes: ['cabinet', 'visio'] as ('cabinet' | 'visio')[] };

function run(state: TBookingState, events: TBookingEvent[], hasQuestions: boolean): TBookingState {
  return events.reduce((current, event) => bookingReducer(current, event, hasQuestions), state);
}

describe('booking steps', () => {
  it('starts at the reason with « Consultation générale », even with a preselected slot', () => {
    const state = initialBookingState({ slot, mode: 'visio' });
    expect(state).toMatchObject({ step: 'reason', reason: 'Consultation générale', mode: 'visio', slot });
  });

  it('needs a reason, then a mode, to continue', () => {
    let state = bookingReducer(initialBookingState(), { type: 'setReason', reason: '   ' }, false);
    expect(canContinue(state)).toBe(false);
    expect(bookingReducer(state, { type: 'continue' }, false).step).toBe('reason');
    state = run(state, [{ type: 'setReason', reason: 'Divorce' }, { type: 'continue' }], false);
    expect(state.step).toBe('mode');
    expect(bookingReducer(state, { type: 'continue' }, false).step).toBe('mode');
    state = run(state, [{ type: 'setMode', mode: 'cabinet' }, { type: 'continue' }], false);
    expect(state.step).toBe('schedule');
  });

  it("lets the slot's mode replace the chosen one, then goes to the questionnaire when there are questions", () => {
    const atSchedule = run(
      initialBookingState(),
      [{ type: 'continue' }, { type: 'setMode', mode: 'telephone' }, { type: 'continue' }],
      true,
    );
    const picked = bookingReducer(atSchedule, { type: 'pickSlot', slot, mode: 'visio' }, true);
    expect(picked).toMatchObject({ step: 'questionnaire', mode: 'visio' });
    expect(bookingReducer(picked, { type: 'continue' }, true).step).toBe('login');
  });

  it('skips the questionnaire without questions, and back buttons follow the specification', () => {
    const atSchedule = run(
      initialBookingState(),
      [{ type: 'continue' }, { type: 'setMode', mode: 'cabinet' }, { type: 'continue' }],
      false,
    );
    const atLogin = bookingReducer(atSchedule, { type: 'pickSlot', slot, mode: 'cabinet' }, false);
    expect(atLogin.step).toBe('login');
    expect(bookingReducer(atLogin, { type: 'back' }, false).step).toBe('schedule');
    expect(bookingReducer({ ...atLogin }, { type: 'back' }, true).step).toBe('questionnaire');
    expect(bookingReducer({ ...atLogin, step: 'questionnaire' }, { type: 'back' }, true).step).toBe(
      'schedule',
    );
    expect(bookingReducer({ ...atLogin, step: 'schedule' }, { type: 'back' }, true).step).toBe('mode');
    expect(bookingReducer({ ...atLogin, step: 'mode' }, { type: 'back' }, true).step).toBe('reason');
  });

  it('keeps the booking when the slot is lost to someone else', () => {
    const atLogin: TBookingState = {
      ...initialBookingState({ slot }),
      step: 'login',
      reason: 'Garde',
      answers: { '0': 'oui' },
    };
    const lost = bookingReducer(atLogin, { type: 'slotLost' }, true);
    expect(lost).toMatchObject({ step: 'schedule', slot: null, reason: 'Garde', answers: { '0': 'oui' } });
  });

  it('records answers by question index', () => {
    const state = run(initialBookingState(), [{ type: 'answer', index: 2, answer: 'Deux enfants' }], true);
    expect(state.answers).toEqual({ '2': 'Deux enfants' });
  });

  it('records the fee agreement acceptance, asked again when the consultation (so the fee) changes', () => {
    const accepted = run(initialBookingState(), [{ type: 'setAcceptsFeeAgreement', value: true }], false);
    expect(accepted.acceptsFeeAgreement).toBe(true);
    expect(bookingReducer(accepted, { type: 'slotLost' }, false).acceptsFeeAgreement).toBe(true);
    const followUp = bookingReducer(accepted, { type: 'setFirstConsultation', value: false }, false);
    expect(followUp).toMatchObject({ isFirstConsultation: false, acceptsFeeAgreement: false });
  });
});

describe('bookingProgress', () => {
  it('keeps one total through the whole flow, with or without a questionnaire', () => {
    const withQuestions = (['reason', 'mode', 'schedule', 'questionnaire', 'login'] as const).map((step) =>
      bookingProgress(step, true),
    );
    expect(withQuestions.map((progress) => progress?.total)).toEqual([5, 5, 5, 5, 5]);
    expect(withQuestions.map((progress) => progress?.number)).toEqual([1, 2, 3, 4, 5]);
    const without = (['reason', 'mode', 'schedule', 'login'] as const).map((step) =>
      bookingProgress(step, false),
    );
    expect(without).toEqual([
      { number: 1, total: 4 },
      { number: 2, total: 4 },
      { number: 3, total: 4 },
      { number: 4, total: 4 },
    ]);
    expect(bookingProgress('success', false)).toBeNull();
  });
});
