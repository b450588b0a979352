import pg from 'pg';
import { jobLogger } from '../operations/logger';

export type TNotificationListenerOptions = {
  url: string;
  channel: string;
  onNotification(payload: string): void;
  /**
   * Each time listening starts, the first time and after every reconnection: what was announced while
   * this instance was not listening is lost, so whatever it cached may be stale.
   */
  onListening(): void;
  /** First wait before reconnecting, doubled after each failure up to `maxRetryMs`. */
  initialRetryMs?: number;
  maxRetryMs?: number;
  /** How the listening backend shows in pg_stat_activity. */
  applicationName?: string;
  warn?(message: string): void;
};

export type TNotificationListener = {
  /** Whether the connection is up and listening (for tests and health reports). */
  isListening(): boolean;
  stop(): Promise<void>;
};

/** Shows which backend listens, so an operator (or a test) can tell it from the pool's connections. */
export const LISTENER_APPLICATION_NAME = 'jurisrdv-cache-invalidation';

/**
 * One dedicated connection, outside the pool, that LISTENs on a channel and reconnects with growing
 * waits when it drops. Resolves once the first attempt is over, whether it succeeded or not: an
 * instance still serves requests while the database is unreachable, it only caches less safely.
 */
export async function startNotificationListener(
  options: TNotificationListenerOptions,
): Promise<TNotificationListener> {
  const {
    url,
    channel,
    onNotification,
    onListening,
    initialRetryMs = 100,
    maxRetryMs = 10_000,
    applicationName = LISTENER_APPLICATION_NAME,
    warn = (message: string) => jobLogger('listen').warn({ channel, applicationName }, message),
  } = options;
  let stopped = false;
  let listening: pg.Client | null = null;
  let attempt: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;

  const scheduleRetry = (): number => {
    const delay = Math.min(maxRetryMs, initialRetryMs * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      attempt = connect();
    }, delay);
    retryTimer.unref();
    return delay;
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString: url,
      application_name: applicationName,
      // A silently dead link (no FIN, no RST) is found by TCP keepalive rather than never.
      keepAlive: true,
    });
    let lost = false;
    const onLost = (reason: string) => {
      if (lost) return;
      lost = true;
      if (listening === client) listening = null;
      client.end().catch(() => undefined);
      if (stopped || retryTimer) return;
      const delay = scheduleRetry();
      warn(
        `Invalidation des caches\u00a0: connexion d'écoute perdue (${reason}), nouvelle tentative dans ${delay} ms.`,
      );
    };
    client.on('error', (error) => onLost(error.message));
    client.on('end', () => onLost('connexion fermée'));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotification(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      onLost(error instanceof Error ? error.message : String(error));
      return;
    }
    if (stopped || lost) {
      await client.end().catch(() => undefined);
      return;
    }
    listening = client;
    failures = 0;
    onListening();
  };

  attempt = connect();
  await attempt;
  return {
    isListening: () => listening !== null,
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      await attempt;
      const client = listening;
      listening = null;
      await client?.end().catch(() => undefined);
    },
  };
}
