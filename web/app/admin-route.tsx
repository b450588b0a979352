import { ContentReportQueue } from '#web/features/appointments/content-reports/content-report-queue.tsx';
import { SuspendedProfilesBoard } from '#web/features/appointments/content-reports/suspended-profiles-board.tsx';
import { ReviewModerationQueue } from '#web/features/appointments/reviews/review-moderation-queue.tsx';
import { ConsumerMediatorSetting } from '#web/features/directory/site/consumer-mediator-setting.tsx';
import { AdminPage } from '#web/features/identity/admin/admin-page.tsx';
import { ComplaintQueue } from '#web/features/messaging/complaints/complaint-queue.tsx';

/**
 * /admin with the boards of the contexts identity does not know: the reviews' moderation (issue 29 §3), the
 * reports and the profiles they suspended, the professionals' complaints and the platform's consumer mediator (issue 29 §4).
 */
export function AdminRoute() {
  return (
    <AdminPage
      sections={
        <>
          <ReviewModerationQueue />
          <ContentReportQueue />
          <SuspendedProfilesBoard />
          <ComplaintQueue />
          <ConsumerMediatorSetting />
        </>
      }
    />
  );
}
