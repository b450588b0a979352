import { CreditCard } from 'lucide-react';
import { useEffect } from 'react';
import {
  prepaymentCents,
  prepaymentNotice,
} from '#domain/appointments/online-payments/online-payment-rules.ts';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import { goToCheckout } from './go-to-checkout';
import { StepHeading } from './step-layout';

/** Said before « Confirmer » when the professional asks for the fee online (nothing for a free or quoted one). */
export function PrepaymentNotice(props: {
  prepayment: boolean;
  fees: TProfessionalFees | null;
  isFirstConsultation: boolean;
}) {
  const cents = props.prepayment ? prepaymentCents(props.fees, props.isFirstConsultation) : null;
  if (cents === null) return null;
  return (
    <p className="flex items-start gap-2 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <CreditCard className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        {prepaymentNotice(cents)} Le créneau vous est réservé 30 minutes, le temps du paiement sécurisé
        (Stripe)&#8239;; sans paiement, il est libéré.
      </span>
    </p>
  );
}

/** The booking is held: off to Stripe's page, with a link should the browser not follow. */
export function PaymentRedirect(props: { checkoutUrl: string }) {
  useEffect(() => {
    goToCheckout(props.checkoutUrl);
  }, [props.checkoutUrl]);
  return (
    <div className="space-y-3">
      <StepHeading focusOnMount>Paiement du rendez-vous</StepHeading>
      <p className="text-sm text-slate-600" role="status">
        Redirection vers la page de paiement sécurisé…
      </p>
      <a className="font-medium text-brand-700 hover:underline" href={props.checkoutUrl}>
        Payer maintenant
      </a>
    </div>
  );
}
