import { CalendarSyncError } from '../calendar-provider.ts';

export type THttpLimits = { timeoutMs: number; maxBytes: number };

export type THttpAnswer = { status: number; text: string };

export const MICROSOFT_MESSAGES = {
  unauthorized: 'Microsoft 365 refuse l’accès à ce compte\u00a0: reconnectez-le',
  notFound: 'Microsoft 365\u00a0: ce calendrier ou cet événement n’existe plus',
  expired: 'Microsoft 365\u00a0: la synchronisation repart d’une lecture complète',
  unreachable: 'Microsoft 365 ne répond pas pour le moment\u00a0: nouvel essai bientôt',
  tooLarge: 'Microsoft 365\u00a0: réponse trop volumineuse',
  malformed: 'Microsoft 365\u00a0: réponse inattendue',
  foreignLink: 'Microsoft 365\u00a0: lien de synchronisation hors de l’API configurée, refusé',
  tooManyPages: 'Microsoft 365\u00a0: trop de pages de modifications à la fois',
  refused: 'Microsoft 365 a refusé la demande',
  noRefreshToken:
    'Microsoft 365 n’a pas accordé l’accès hors connexion (offline_access) : reconnectez le compte',
} as const;

/** The body, read only up to `maxBytes`: past it the download is abandoned. */
async function readBounded(response: Response, maxBytes: number): Promise<string> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw new CalendarSyncError('refused', MICROSOFT_MESSAGES.tooLarge, response.status);
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new CalendarSyncError('refused', MICROSOFT_MESSAGES.tooLarge, response.status);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One HTTP exchange with Microsoft: a time out for the whole of it (body included), no redirect followed (an
 * API call is never redirected; following one could carry the bearer token elsewhere), the body bounded.
 * Network failures and time outs are `unreachable`.
 */
export async function exchange(url: URL, init: RequestInit, limits: THttpLimits): Promise<THttpAnswer> {
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(limits.timeoutMs),
    });
    return { status: response.status, text: await readBounded(response, limits.maxBytes) };
  } catch (error) {
    if (error instanceof CalendarSyncError) throw error;
    throw new CalendarSyncError('unreachable', MICROSOFT_MESSAGES.unreachable);
  }
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Graph's error code (`{ error: { code } }`), when there is one. */
function graphErrorCode(text: string): string {
  const body = parseJson(text) as { error?: { code?: unknown } } | null;
  return typeof body?.error?.code === 'string' ? body.error.code : '';
}

const EXPIRED_SYNC_CODES = new Set(['SyncStateNotFound', 'SyncStateInvalid', 'resyncRequired']);

/** The failure an unsuccessful Graph answer means to the engine. */
export function graphFailure(answer: THttpAnswer): CalendarSyncError {
  const { status } = answer;
  if (status === 401 || status === 403)
    return new CalendarSyncError('unauthorized', MICROSOFT_MESSAGES.unauthorized, status);
  if (status === 410 || EXPIRED_SYNC_CODES.has(graphErrorCode(answer.text)))
    return new CalendarSyncError('expired-token', MICROSOFT_MESSAGES.expired, status);
  if (status === 404) return new CalendarSyncError('not-found', MICROSOFT_MESSAGES.notFound, status);
  if (status === 429 || status >= 500)
    return new CalendarSyncError('unreachable', MICROSOFT_MESSAGES.unreachable, status);
  return new CalendarSyncError('refused', MICROSOFT_MESSAGES.refused, status);
}

/**
 * A link Graph gave (`@odata.nextLink`, `@odata.deltaLink`) or one kept from it, if it points under the
 * configured API base: the same origin and path prefix, no credentials in it. Anything else never receives
 * the bearer token.
 */
export function linkUnder(apiBase: URL, link: string): URL {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new CalendarSyncError('refused', MICROSOFT_MESSAGES.foreignLink);
  }
  const prefix = apiBase.pathname.endsWith('/') ? apiBase.pathname : `${apiBase.pathname}/`;
  if (url.origin !== apiBase.origin || !url.pathname.startsWith(prefix) || url.username || url.password)
    throw new CalendarSyncError('refused', MICROSOFT_MESSAGES.foreignLink);
  return url;
}
