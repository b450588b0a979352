import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { finalBookingLabel } from '#domain/appointments/booking/booking-expectations.ts';
import type {
  TClientAppointment,
  TCreateBookingRequest,
  TCreateBookingResponse,
} from '#domain/appointments/booking/booking-schemas.ts';
import {
  bookingProgress,
  bookingReducer,
  initialBookingState,
  type TBookingEvent,
  type TBookingSlot,
  type TBookingState,
} from '#domain/appointments/booking/booking-steps.ts';
import type { TExistingBookingResponse } from '#domain/appointments/booking/same-professional-booking.ts';
import { needsFeeAgreement } from '#domain/appointments/fee-agreements/fee-agreement-content.ts';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { ApiError } from '#web/shared/api/http.ts';
import { focusPageStart, focusQuietly } from '#web/shared/focus/page-start.ts';
import { sessionQueryKey, useSession } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import {
  createBooking,
  findSameProfessionalBooking,
  invalidateAfterAppointmentChange,
  isNotFoundError,
  isSlotConflict,
  moveAppointment,
  useBookingExpectations,
  useProfessionalForBooking,
} from './booking-api';
import { BOOKING_RETURN_ATTRIBUTE } from './booking-return';
import { BookingSummary } from './booking-summary';
import { LoginStep } from './login-step';
import { ModeStep } from './mode-step';
import { PaymentRedirect } from './prepayment';
import { QuestionnaireStep } from './questionnaire-step';
import { ReasonStep } from './reason-step';
import { SameProfessionalDialog } from './same-professional-dialog';
import { ScheduleStep } from './schedule-step';
import { SuccessStep } from './success-step';

export type TBookingDialogProps = {
  professionalId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A slot picked on the results or the profile: preselected, the flow still starts at the reason. */
  preselectedSlot?: { start: string; modes: TConsultationMode[] } | undefined;
  /** A booking brought back from a provider's sign-in: its answers, at the account step. */
  resumeState?: TBookingState;
  /** The preselected slot comes from a waiting-list notice: if taken meanwhile, say so and show the others. */
  freedSlot?: boolean;
};

export const FREED_SLOT_GONE_MESSAGE =
  'Ce créneau a été réservé entre-temps, désolé. Voici les autres horaires disponibles.';

/**
 * The state a booking opens in. A slot from a waiting-list notice is checked against the times just
 * loaded: still free, the flow starts as usual with it (and its real modes); taken, it opens on the
 * other times with a kind word.
 */
export function openingState(
  profile: Pick<TProfessionalProfile, 'slotDays' | 'modes'>,
  preselectedSlot: TBookingSlot | undefined,
  freedSlot: boolean,
): { state: TBookingState; slotError: string | null } {
  if (!freedSlot || !preselectedSlot) {
    return {
      state: initialBookingState(preselectedSlot ? { slot: preselectedSlot } : undefined),
      slotError: null,
    };
  }
  const at = new Date(preselectedSlot.start).getTime();
  const free = profile.slotDays
    .flatMap((day) => day.slots)
    .find((slot) => new Date(slot.start).getTime() === at && slot.modes.length > 0);
  if (free)
    return {
      state: initialBookingState({ slot: { start: free.start, modes: [...free.modes] } }),
      slotError: null,
    };
  const mode = profile.modes[0];
  return {
    state: { ...initialBookingState(mode ? { mode } : undefined), step: 'schedule' },
    slotError: FREED_SLOT_GONE_MESSAGE,
  };
}

export const PROFESSIONAL_NOT_FOUND_MESSAGE = 'Avocat introuvable';
const BOOKING_ERROR_MESSAGE = 'Une erreur est survenue lors de la réservation. Veuillez réessayer.';

/** The booking flow in a modal: Radix traps the focus inside and gives it back on close. */
export function BookingDialog(props: TBookingDialogProps) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        {/* Unmounted when closed, so every opening starts a fresh booking. */}
        <BookingDialogContent {...props} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Where the focus goes when the dialog closes. Opened from code rather than a Dialog.Trigger, it gives
 * the focus back to what had it (the « Prendre RDV » or slot button) when that is still on the page.
 * After a booking the slot is gone from the page: the focus goes to the professional's card or heading.
 * Never to `<body>`; and nowhere when the dialog closes for a route change, which focuses the new page.
 */
export function focusAfterBookingDialog(options: {
  returnFocusTo: Element | null;
  professionalId: number;
  booked: boolean;
  navigating: boolean;
}): void {
  if (options.navigating) return;
  const professional = options.booked
    ? document.querySelector(`[${BOOKING_RETURN_ATTRIBUTE}="${options.professionalId}"]`)
    : null;
  if (professional instanceof HTMLElement) {
    focusQuietly(professional);
    return;
  }
  if (options.returnFocusTo instanceof HTMLElement && options.returnFocusTo.isConnected) {
    options.returnFocusTo.focus();
    if (document.activeElement === options.returnFocusTo) return;
  }
  focusPageStart();
}

function BookingDialogContent(props: TBookingDialogProps) {
  const profile = useProfessionalForBooking(props.professionalId, props.open);
  const navigating = useRef(false);
  const booked = useRef(false);
  const close = useCallback(
    (options?: { navigating?: boolean }) => {
      navigating.current = options?.navigating ?? false;
      props.onOpenChange(false);
    },
    [props.onOpenChange],
  );
  const [returnFocusTo] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  // « Étape N sur M » is part of the dialog's description while a step shows (read when it opens),
  // and a live region says each new step.
  const stepId = useId();
  const [stepShown, setStepShown] = useState(false);
  return (
    <Dialog.Content
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        focusAfterBookingDialog({
          returnFocusTo,
          professionalId: props.professionalId,
          booked: booked.current,
          navigating: navigating.current,
        });
      }}
      // The description (the professional's name) exists once the profile is loaded.
      aria-describedby={stepShown ? stepId : undefined}
      className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl bg-white shadow-xl focus:outline-none"
    >
      <div className="border-b border-slate-100 px-6 pt-5 pb-4 pr-14">
        <Dialog.Title className="text-xl font-bold text-slate-900">Prendre rendez-vous</Dialog.Title>
        {profile.data ? (
          <Dialog.Description className="mt-0.5 text-sm text-slate-600">
            avec {profile.data.name}
          </Dialog.Description>
        ) : null}
      </div>
      <div className="overflow-y-auto px-6 py-5">
        {profile.isPending ? (
          <BookingSkeleton />
        ) : profile.isError ? (
          <div className="space-y-4">
            <ErrorBox
              message={
                isNotFoundError(profile.error) ? PROFESSIONAL_NOT_FOUND_MESSAGE : profile.error.message
              }
            />
            {isNotFoundError(profile.error) ? null : (
              <Button variant="outline" onClick={() => profile.refetch()}>
                Réessayer
              </Button>
            )}
          </div>
        ) : !profile.data.acceptsOnlineBooking ? (
          <p className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700">
            Ce professionnel ne propose pas la réservation en ligne. Contactez le cabinet au{' '}
            {profile.data.phone}.
          </p>
        ) : (
          <BookingFlow
            profile={profile.data}
            preselectedSlot={props.preselectedSlot}
            resumeState={props.resumeState}
            freedSlot={props.freedSlot ?? false}
            refreshingSlots={profile.isFetching}
            refetchProfile={() => void profile.refetch()}
            onClose={close}
            onBooked={() => {
              booked.current = true;
            }}
            stepStatus={{ id: stepId, onShown: setStepShown }}
          />
        )}
      </div>
      <Dialog.Close
        aria-label="Fermer"
        className="absolute top-4 right-4 inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      >
        <X className="h-5 w-5" aria-hidden="true" />
      </Dialog.Close>
    </Dialog.Content>
  );
}

function BookingSkeleton() {
  return (
    <div role="status" aria-label="Chargement…" className="animate-pulse space-y-4">
      <div className="h-6 w-1/2 rounded bg-slate-200" />
      <div className="h-10 rounded bg-slate-100" />
      <div className="h-10 rounded bg-slate-100" />
      <div className="ml-auto h-10 w-32 rounded bg-slate-200" />
    </div>
  );
}

/** The answers worth sending: non-blank, for questions that exist. */
export function answersToSend(
  answers: Record<string, string>,
  questionCount: number,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [index, answer] of Object.entries(answers)) {
    if (Number(index) < questionCount && answer.trim() !== '') result[index] = answer.trim();
  }
  return result;
}

export function bookingRequest(
  professionalId: number,
  state: TBookingState,
  questionCount: number,
  needsAgreement = false,
): TCreateBookingRequest | null {
  if (!state.slot || !state.mode) return null;
  if (needsAgreement && !state.acceptsFeeAgreement) return null;
  return {
    professionalId,
    start: state.slot.start,
    mode: state.mode,
    reason: state.reason.trim(),
    ...(state.opposingParty.trim() ? { opposingParty: state.opposingParty.trim() } : {}),
    answers: answersToSend(state.answers, questionCount),
    isFirstConsultation: state.isFirstConsultation,
    ...(needsAgreement ? { acceptsFeeAgreement: true } : {}),
  };
}

function BookingFlow(props: {
  profile: TProfessionalProfile;
  preselectedSlot: TBookingSlot | undefined;
  resumeState?: TBookingState | undefined;
  freedSlot: boolean;
  refreshingSlots: boolean;
  refetchProfile: () => void;
  onClose: (options?: { navigating?: boolean }) => void;
  onBooked: () => void;
  /** The « Étape N sur M » line: its id, and whether it shows (the dialog is described by it). */
  stepStatus: { id: string; onShown: (shown: boolean) => void };
}) {
  const { profile } = props;
  const hasQuestions = profile.questionnaire.length > 0;
  const [opening] = useState(() => openingState(profile, props.preselectedSlot, props.freedSlot));
  const [state, rawDispatch] = useReducer(
    (current: TBookingState, event: TBookingEvent) => bookingReducer(current, event, hasQuestions),
    props.preselectedSlot,
    () => props.resumeState ?? opening.state,
  );
  // Headings take the focus once the person has moved from the first step.
  const [navigated, setNavigated] = useState(false);
  const [slotError, setSlotError] = useState<string | null>(opening.slotError);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [booking, setBooking] = useState<TCreateBookingResponse | null>(null);
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>(null);
  const session = useSession('client');
  const queryClient = useQueryClient();
  const expectations = useBookingExpectations(profile.id);
  // Manual unless known otherwise would promise too much: today's wording until the answer is in.
  const confirmation = expectations.data?.confirmation ?? 'automatic';
  const [existing, setExisting] = useState<TExistingBookingResponse['existing']>(null);
  const [checking, setChecking] = useState(false);
  const [moved, setMoved] = useState<TClientAppointment | null>(null);

  const dispatch = useCallback((event: TBookingEvent) => {
    if (event.type === 'continue' || event.type === 'back' || event.type === 'pickSlot') setNavigated(true);
    if (event.type === 'pickSlot') setSlotError(null);
    if (event.type === 'back' || event.type === 'pickSlot') setConfirmError(null);
    rawDispatch(event);
  }, []);

  const book = useMutation({
    mutationFn: createBooking,
    onSuccess: (booked) => {
      void invalidateAfterAppointmentChange(queryClient, profile.id);
      // Held until paid: the client pays on Stripe's page, which brings them back to their space.
      if (booked.payment) return setCheckoutUrl(booked.payment.checkoutUrl);
      props.onBooked();
      setBooking(booked);
      setConfirmError(null);
      setNavigated(true);
      rawDispatch({ type: 'booked' });
    },
    onError: (error) => {
      if (isSlotConflict(error)) {
        // Someone else was quicker, or the time is no longer bookable: choose again, all else kept.
        setSlotError(error.message);
        setConfirmError(null);
        setNavigated(true);
        rawDispatch({ type: 'slotLost' });
        props.refetchProfile();
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes('search') });
        return;
      }
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        // The address was not confirmed after all: the step shows the notice and its resend action.
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey('client') });
      }
      if (error instanceof ApiError && error.status === 401) {
        // The session ended meanwhile: the step shows the sign-in form again.
        queryClient.setQueryData(sessionQueryKey('client'), { user: null });
      }
      setConfirmError(confirmErrorMessage(error));
    },
  });

  const move = useMutation({
    mutationFn: (target: { id: number; start: string; mode: TConsultationMode }) =>
      moveAppointment(target.id, { start: target.start, mode: target.mode }),
    onSuccess: (appointment) => {
      void invalidateAfterAppointmentChange(queryClient, profile.id);
      props.onBooked();
      setExisting(null);
      setMoved(appointment);
      setNavigated(true);
      rawDispatch({ type: 'booked' });
    },
  });

  const needsAgreement = needsFeeAgreement(profile.fees ?? null, state.isFirstConsultation);
  const send = (request: TCreateBookingRequest) => {
    setConfirmError(null);
    book.mutate(request);
  };
  const confirm = async () => {
    const request = bookingRequest(profile.id, state, profile.questionnaire.length, needsAgreement);
    if (!request || book.isPending || checking) return;
    setChecking(true);
    try {
      const found = await findSameProfessionalBooking(profile.id, request.start);
      if (found.existing) {
        move.reset();
        setExisting(found.existing);
        return;
      }
    } catch {
      // The check only helps: when it fails, the booking goes on (the server still decides).
    } finally {
      setChecking(false);
    }
    send(request);
  };
  const bookAnother = () => {
    const request = bookingRequest(profile.id, state, profile.questionnaire.length, needsAgreement);
    setExisting(null);
    if (request) send(request);
  };
  const moveExisting = () => {
    if (!existing || !state.slot || !state.mode) return;
    move.mutate({ id: existing.id, start: state.slot.start, mode: state.mode });
  };

  const progress = bookingProgress(state.step, hasQuestions);
  const stepIndex = progress ? progress.number - 1 : -1;
  const address = [profile.streetAddress, `${profile.postalCode} ${profile.city}`.trim()]
    .filter(Boolean)
    .join(', ');

  const stepShown = stepIndex >= 0 && !checkoutUrl;
  const { onShown } = props.stepStatus;
  useEffect(() => {
    onShown(stepShown);
    return () => onShown(false);
  }, [onShown, stepShown]);

  if (checkoutUrl) return <PaymentRedirect checkoutUrl={checkoutUrl} />;

  return (
    <div className="space-y-4">
      {stepIndex >= 0 ? (
        <div className="space-y-1.5">
          {/* A live region: the step's heading takes the focus and is read, then the step number. */}
          <p id={props.stepStatus.id} role="status" className="text-xs font-medium text-slate-500">
            Étape {progress?.number} sur {progress?.total}
          </p>
          <div className="flex gap-1" aria-hidden="true">
            {Array.from({ length: progress?.total ?? 0 }, (_, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: one bar per step, in order.
                key={index}
                className={
                  index <= stepIndex ? 'h-1 flex-1 rounded bg-brand-600' : 'h-1 flex-1 rounded bg-slate-200'
                }
              />
            ))}
          </div>
        </div>
      ) : null}
      {stepIndex >= 0 && !(state.step === 'login' && session.data?.user) ? (
        <BookingSummary state={state} fees={profile.fees ?? null} />
      ) : null}
      <SameProfessionalDialog
        existing={existing}
        moving={move.isPending}
        moveError={move.isError ? confirmErrorMessage(move.error) : null}
        onMove={moveExisting}
        onBookAnother={bookAnother}
        onDismiss={() => setExisting(null)}
      />
      {state.step === 'reason' ? (
        <ReasonStep state={state} dispatch={dispatch} focusHeading={navigated} />
      ) : state.step === 'mode' ? (
        <ModeStep state={state} dispatch={dispatch} modes={profile.modes} focusHeading={navigated} />
      ) : state.step === 'schedule' ? (
        <ScheduleStep
          state={state}
          dispatch={dispatch}
          days={profile.slotDays}
          refreshing={props.refreshingSlots}
          slotError={slotError}
          focusHeading={navigated}
        />
      ) : state.step === 'questionnaire' ? (
        <QuestionnaireStep
          state={state}
          dispatch={dispatch}
          questions={profile.questionnaire}
          focusHeading={navigated}
        />
      ) : state.step === 'login' ? (
        <LoginStep
          state={state}
          professionalName={profile.name}
          address={address}
          fees={profile.fees}
          professionalId={profile.id}
          needsAgreement={needsAgreement}
          onAcceptAgreement={(value) => dispatch({ type: 'setAcceptsFeeAgreement', value })}
          prepayment={profile.prepayment ?? false}
          user={session.data?.user ?? null}
          sessionPending={session.isPending}
          confirming={book.isPending || checking}
          confirmError={confirmError}
          onConfirm={() => void confirm()}
          finalLabel={finalBookingLabel(confirmation)}
          responseDelayText={expectations.data?.responseDelayText ?? null}
          onBack={() => dispatch({ type: 'back' })}
          focusHeading={navigated}
        />
      ) : moved ? (
        <SuccessStep
          appointment={moved}
          notifications={{ emailDelivery: false, reminderScheduled: false }}
          onClose={props.onClose}
          focusHeading={navigated}
          moved
        />
      ) : booking ? (
        <SuccessStep
          appointment={booking.appointment}
          notifications={booking.notifications}
          onClose={props.onClose}
          focusHeading={navigated}
          responseDelayText={expectations.data?.responseDelayText ?? null}
        />
      ) : null}
    </div>
  );
}

function confirmErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return BOOKING_ERROR_MESSAGE;
  if (error.status === 0) return error.message;
  if (error.status >= 500) return BOOKING_ERROR_MESSAGE;
  const fieldMessages = Object.values(error.fieldErrors);
  return fieldMessages.length > 0 ? `${error.message} ${fieldMessages.join(' ')}` : error.message;
}
