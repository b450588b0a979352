import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';

export type TLogger = Logger;

/**
 * Query parameters whose value is a secret: reset and confirmation links (`token`), an identity provider's
 * answer (`code`, `state`…), keys and signatures. Their values never reach a log line.
 */
const SECRET_QUERY_PARAMETERS = new Set([
  'token',
  'code',
  'state',
  'nonce',
  'id_token',
  'access_token',
  'refresh_token',
  'session_state',
  'key',
  'secret',
  'password',
  'signature',
  'sig',
]);

/**
 * Paths whose segment is the secret itself: the private calendar feed `/calendar/<token>.ics`, an
 * invitation to join a firm `/api/firm-invitations/<token>`.
 */
const SECRET_PATH_SEGMENTS: readonly [RegExp, string][] = [
  [/^\/calendar\/[^/?#]+/u, '/calendar/[masqué]'],
  [/^\/api\/firm-invitations\/[^/?#]+/u, '/api/firm-invitations/[masqué]'],
];

export const REDACTED = '[masqué]';

/**
 * A request URL as it may be logged: secret query values and secret path segments replaced. Unparseable
 * query strings are dropped whole rather than logged as they are.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const [pattern, replacement] of SECRET_PATH_SEGMENTS) path = path.replace(pattern, replacement);
  if (queryStart === -1) return path;
  const query = url.slice(queryStart + 1);
  try {
    const parameters = new URLSearchParams(query);
    const kept: string[] = [];
    for (const [name, value] of parameters) {
      const secret = SECRET_QUERY_PARAMETERS.has(name.toLowerCase());
      kept.push(`${encodeURIComponent(name)}=${secret ? REDACTED : encodeURIComponent(value)}`);
    }
    return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
  } catch {
    return `${path}?${REDACTED}`;
  }
}

type TLoggedRequest = {
  method: string;
  url: string;
  ip?: string;
  host?: string;
  socket?: { remotePort?: number };
};

/**
 * The process's logger: JSON lines (pino), one per event. Cookies, `authorization` and `set-cookie` headers
 * are censored wherever they appear, and request URLs are logged through `redactUrl`.
 */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): TLogger {
  return pino(
    {
      level: options.level ?? 'info',
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          'headers.cookie',
          'headers.authorization',
          'headers["set-cookie"]',
        ],
        censor: REDACTED,
      },
      serializers: {
        req: (request: TLoggedRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
        err: pino.stdSerializers.err,
      },
    },
    options.destination,
  );
}

/** A logger that writes nothing: tests and scripts that do not look at logs. */
export const silentLogger: TLogger = pino({ level: 'silent' });

let processLogger: TLogger = silentLogger;

/** The server's entry sets the process's logger once; background work logs through it. */
export function setProcessLogger(logger: TLogger): void {
  processLogger = logger;
}

/** The logger of one background job or worker: every line carries the job's name. */
export function jobLogger(job: string): TLogger {
  return processLogger.child({ job });
}

/** A request id as a proxy may send it: short, printable, nothing a log line could be forged with. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/u;

/** The request's id: the trusted proxy's `x-request-id` when it is acceptable, otherwise a new one. */
export function requestIdOf(header: string | string[] | undefined, trustProxy: boolean): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (trustProxy && value !== undefined && ACCEPTABLE_REQUEST_ID.test(value)) return value;
  return randomUUID();
}
