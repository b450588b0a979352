import { ReviewModerationQueue } from '#web/features/appointments/reviews/review-moderation-queue.tsx';
import { AdminPage } from '#web/features/identity/admin/admin-page.tsx';

/** /admin with the boards of the contexts identity does not know: the reviews' moderation (issue 29 §3). */
export function AdminRoute() {
  return <AdminPage sections={<ReviewModerationQueue />} />;
}
