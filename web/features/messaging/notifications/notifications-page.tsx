import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { NotificationPanel } from './notification-bell';

/** « Notifications » (/pro/dashboard/notifications): the bell's panel as a page, for the home's quick action. */
export function ProNotificationsPage() {
  useDocumentTitle('Notifications');
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Notifications</h1>
      <div className="max-w-2xl rounded-lg border border-slate-200 bg-white shadow-sm">
        <NotificationPanel
          space="pro"
          title="Dernières notifications"
          settingsPath={paths.pro.notificationSettings}
          onNavigate={() => undefined}
        />
      </div>
    </>
  );
}
