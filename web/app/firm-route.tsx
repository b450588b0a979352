import { useBookingLauncher } from '#web/features/appointments/booking/booking-launcher.tsx';
import { FirmPage } from '#web/features/directory/firms/firm-page.tsx';

/** A firm's public page, whose « Premier rendez-vous disponible » opens the app's one booking dialog. */
export function FirmRoute() {
  const { openBooking } = useBookingLauncher();
  return <FirmPage onBook={openBooking} />;
}
