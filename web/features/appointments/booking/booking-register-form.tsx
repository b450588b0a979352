import { ClientRegistrationForm } from '#web/features/identity/auth/client-registration-form.tsx';

/**
 * Creating an account without leaving the booking: the new session turns the step into the
 * confirm screen, the booking kept as it was.
 */
export function BookingRegisterForm() {
  return <ClientRegistrationForm idPrefix="booking-register" legalLinksInNewTab />;
}
