import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { SEND_REQUEST_LABEL } from '#domain/appointments/booking/booking-expectations.ts';
import { FEE_AGREEMENT_REQUIRED_MESSAGE } from '#domain/appointments/booking/booking-schemas.ts';
import type { TBookingState } from '#domain/appointments/booking/booking-steps.ts';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import type { TSessionUser } from '#domain/identity/auth/auth-schemas.ts';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '#domain/identity/email-verification/email-verification-schemas.ts';
import { pathWithBookingResume } from '#domain/identity/identity-providers/booking-resume.ts';
import { EmailVerificationNotice } from '#web/features/identity/email-verification/resend-verification.tsx';
import { IdentityProviderButtons } from '#web/features/identity/identity-providers/identity-provider-buttons.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { BookingLoginForm } from './booking-login-form';
import { BookingRecap } from './booking-recap';
import { BookingRegisterForm } from './booking-register-form';
import { FeeAgreementSheet } from './fee-agreement-sheet';
import { PrepaymentNotice } from './prepayment';
import { StepActions, StepHeading } from './step-layout';

export const READY_TO_CONFIRM_HEADING = 'Prêt à confirmer votre rendez-vous';
export const READY_TO_SEND_HEADING = 'Prêt à envoyer votre demande';

/**
 * Step 5. Signed in: the recap and « Confirmer le rendez-vous ». Signed out: the sign-in form, or
 * an account creation form, both without leaving the booking.
 */
export function LoginStep(props: {
  state: TBookingState;
  professionalName: string;
  address: string | null;
  fees?: TProfessionalFees | null;
  professionalId: number;
  /** The fee calls for a fee agreement: the client must accept it before confirming. */
  needsAgreement: boolean;
  onAcceptAgreement: (accepted: boolean) => void;
  /** The professional asks for the fee online before the appointment is confirmed. */
  prepayment?: boolean;
  user: TSessionUser | null;
  sessionPending: boolean;
  confirming: boolean;
  /** The refusal of the last confirmation (its French message), shown in the red box. */
  confirmError: string | null;
  onConfirm: () => void;
  onBack: () => void;
  focusHeading: boolean;
  /** « Envoyer ma demande » (manual confirmation) or « Confirmer le rendez-vous ». */
  finalLabel: string;
  /** « Répond en général en moins de 4 h », when the professional's history says it. */
  responseDelayText?: string | null;
}) {
  const [view, setView] = useState<'login' | 'register'>('login');
  // Signed in from this step (the form's button is gone): the recap's heading takes the focus.
  const [arrivedSignedOut] = useState(() => props.user === null);
  // « Créer un compte » / « Se connecter » replace the view they were in: its heading takes the focus.
  const [switchedView, setSwitchedView] = useState(false);
  const showView = (next: 'login' | 'register') => {
    setSwitchedView(true);
    setView(next);
  };
  const [agreementError, setAgreementError] = useState<string | null>(null);
  const agreementId = useId();
  const responseDelayId = useId();
  const delayId = props.responseDelayText ? responseDelayId : undefined;
  const location = useLocation();
  // Signing in with a provider leaves the page: the booking goes with the return path and comes back.
  const returnTo = pathWithBookingResume(location.pathname, location.search, {
    professionalId: props.professionalId,
    state: props.state,
  });

  const confirm = () => {
    if (props.needsAgreement && !props.state.acceptsFeeAgreement) {
      setAgreementError(FEE_AGREEMENT_REQUIRED_MESSAGE);
      return;
    }
    props.onConfirm();
  };

  if (props.sessionPending) return <Spinner label="Vérification de votre session…" />;

  // Each version has its own key: a heading reused from the other version would not take the focus.
  if (props.user) {
    return (
      <div key="ready" className="space-y-4">
        <StepHeading focusOnMount={props.focusHeading || arrivedSignedOut}>
          {props.finalLabel === SEND_REQUEST_LABEL ? READY_TO_SEND_HEADING : READY_TO_CONFIRM_HEADING}
        </StepHeading>
        <p className="text-sm text-slate-600">
          Compte utilisé{' '}&nbsp;: <span className="font-medium text-slate-900">{props.user.name}</span>
        </p>
        {props.user.emailVerified ? null : (
          <EmailVerificationNotice space="client" email={props.user.email} purpose="réserver" />
        )}
        {/* The notice already says it: the refusal is not repeated under it. */}
        <ErrorBox
          message={
            !props.user.emailVerified && props.confirmError === EMAIL_NOT_VERIFIED_MESSAGE
              ? null
              : props.confirmError
          }
        />
        <BookingRecap
          professionalName={props.professionalName}
          state={props.state}
          address={props.address}
          fees={props.fees ?? null}
        />
        {props.needsAgreement ? (
          <div className="space-y-1 text-sm">
            {/* The whole row is the label: 44 px tall, a finger ticks it anywhere. */}
            <label
              htmlFor={agreementId}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-slate-800 hover:bg-slate-50"
            >
              <input
                id={agreementId}
                type="checkbox"
                className="h-5 w-5 shrink-0 rounded border-control"
                checked={props.state.acceptsFeeAgreement}
                aria-invalid={agreementError !== null}
                aria-describedby={agreementError ? `${agreementId}-error` : undefined}
                onChange={(event) => {
                  setAgreementError(null);
                  props.onAcceptAgreement(event.target.checked);
                }}
              />
              <span>J'accepte la convention d'honoraires de {props.professionalName}</span>
            </label>
            <p>
              <FeeAgreementSheet professionalId={props.professionalId} state={props.state} />
            </p>
            {agreementError ? (
              <p id={`${agreementId}-error`} className="text-red-700" role="alert">
                {agreementError}
              </p>
            ) : null}
          </div>
        ) : null}
        <PrepaymentNotice
          prepayment={props.prepayment ?? false}
          fees={props.fees ?? null}
          isFirstConsultation={props.state.isFirstConsultation}
        />
        <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <Button variant="outline" onClick={props.onBack} disabled={props.confirming}>
            Retour
          </Button>
          <Button onClick={confirm} disabled={props.confirming} aria-describedby={delayId}>
            {props.confirming ? 'Envoi…' : props.finalLabel}
          </Button>
        </div>
        {props.responseDelayText ? (
          <p id={delayId} className="text-right text-sm text-slate-600">
            {props.responseDelayText}.
          </p>
        ) : null}
      </div>
    );
  }

  if (view === 'register') {
    return (
      <div key="register" className="space-y-4">
        <StepHeading focusOnMount>Créer un compte</StepHeading>
        <p className="text-sm text-slate-600">
          Gratuit, pour réserver et suivre vos consultations. Votre rendez-vous est conservé.
        </p>
        <ErrorBox message={props.confirmError} />
        <IdentityProviderButtons returnTo={returnTo} />
        <BookingRegisterForm />
        <p className="text-center text-sm text-slate-600">
          Déjà inscrit&#8239;?{' '}
          <button
            type="button"
            className="font-medium text-brand-700 hover:underline"
            onClick={() => showView('login')}
          >
            Se connecter
          </button>
        </p>
        <StepActions onBack={props.onBack} />
      </div>
    );
  }

  return (
    <div key="login" className="space-y-4">
      <StepHeading focusOnMount={props.focusHeading || switchedView}>
        Connectez-vous pour confirmer
      </StepHeading>
      <p className="text-sm text-slate-600">
        Connectez-vous à votre espace client pour confirmer votre rendez-vous.
      </p>
      <ErrorBox message={props.confirmError} />
      <IdentityProviderButtons returnTo={returnTo} />
      <BookingLoginForm />
      <p className="text-center text-sm text-slate-600">
        Pas encore de compte&#8239;?{' '}
        <button
          type="button"
          className="font-medium text-brand-700 hover:underline"
          onClick={() => showView('register')}
        >
          Créer un compte
        </button>
      </p>
      <StepActions onBack={props.onBack} />
    </div>
  );
}
