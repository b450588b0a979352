import { Link } from 'react-router';
import { paths } from '#web/shared/paths.ts';
import { useCalendarConnections } from './calendar-connections-api';
import { interruptedSyncMessage } from './calendar-sync-texts';

/**
 * Issue 28 §3, never dying silently: on every workspace page, an account whose credentials were refused or
 * whose sync has failed for ten minutes. Polled every minute; any failure of the request (an account the
 * route refuses, a network loss) shows nothing, the banner being a reminder, not the page's subject.
 */
export function CalendarSyncBanner(props: { enabled: boolean }) {
  const connections = useCalendarConnections({ enabled: props.enabled, poll: true });
  if (!props.enabled || connections.isError) return null;
  const alerts = (connections.data?.connections ?? []).filter((connection) => connection.alert);
  if (alerts.length === 0) return null;
  return (
    <div role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      {alerts.map((connection) => (
        <p key={connection.id} className="font-semibold">
          {interruptedSyncMessage(connection)}
        </p>
      ))}
      <p className="mt-1">
        {alerts.length > 1
          ? 'Vos nouveaux rendez-vous n’y sont plus écrits et leurs nouveaux événements ne bloquent plus vos créneaux.'
          : 'Vos nouveaux rendez-vous n’y sont plus écrits et ses nouveaux événements ne bloquent plus vos créneaux.'}{' '}
        <Link to={paths.pro.calendarConnections} className="font-semibold underline">
          Reconnecter
        </Link>
      </p>
    </div>
  );
}
