import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import {
  CALENDAR_IMPORT_LIMITS,
  CALENDAR_IMPORT_MESSAGES,
} from '#domain/agenda/calendars/calendar-import-budget.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { systemCalendarNetwork, type TCalendarNetwork } from './calendar-network';
import { AddressRefusal, checkedAddresses, hostOf, openConnection, sendOver } from './checked-connection';

export const CALENDAR_FETCH_MESSAGES = {
  invalid: 'Adresse de calendrier invalide',
  refused: 'Adresse de calendrier non autorisée',
  notFound: 'Calendrier injoignable\u00a0: adresse introuvable',
  unreachable: 'Calendrier injoignable\u00a0: vérifiez l’adresse puis réessayez',
  timeout: 'Calendrier injoignable\u00a0: le serveur n’a pas répondu à temps',
  redirects: 'Calendrier injoignable\u00a0: trop de redirections',
  tooLarge: CALENDAR_IMPORT_MESSAGES.tooLargeDownload,
} as const;

export type TFetchCalendarOptions = {
  /** Lets private addresses through (ALLOW_PRIVATE_CALENDAR_URLS=1: tests and local development only). */
  allowPrivate: boolean;
  network?: TCalendarNetwork;
  maxBytes?: number;
  /** For the whole download, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const CALENDAR_REQUEST_HEADERS = {
  accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'JurisRDV (import de calendrier)',
};

class FetchRefusal extends Error {}

function refusal(message: string): AppError {
  return new AppError('VALIDATION_FAILED', { message, fieldErrors: { url: message } });
}

/** The URL to download (webcal:// is https://), or a French refusal. */
export function parseCalendarUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^webcal:/i, 'https:'), base);
  } catch {
    throw new FetchRefusal(CALENDAR_FETCH_MESSAGES.invalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new FetchRefusal(CALENDAR_FETCH_MESSAGES.invalid);
  return url;
}

/** The body, decompressed, read only up to `maxBytes`: past it the connection is closed. */
async function readLimited(response: IncomingMessage, maxBytes: number): Promise<string> {
  if (Number(response.headers['content-length'] ?? 0) > maxBytes)
    throw new FetchRefusal(CALENDAR_FETCH_MESSAGES.tooLarge);
  const encoding = String(response.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  const decoders: Record<string, () => NodeJS.ReadWriteStream> = {
    gzip: createGunzip,
    'x-gzip': createGunzip,
    deflate: createInflate,
    br: createBrotliDecompress,
  };
  let body: Readable = response;
  const decoder = decoders[encoding];
  if (decoder) {
    const stream = decoder();
    body = pipeline(response, stream, () => undefined) as unknown as Readable;
  } else if (encoding !== 'identity' && encoding !== '') {
    throw new FetchRefusal(CALENDAR_FETCH_MESSAGES.unreachable);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    total += buffer.length;
    if (total > maxBytes) throw new FetchRefusal(CALENDAR_FETCH_MESSAGES.tooLarge);
    chunks.push(buffer);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

/**
 * Downloads an iCalendar URL for import. Every address is checked where it is used: the host is
 * resolved once, each address must be global unicast (unless `allowPrivate`), the connection goes to
 * that checked address, and each redirect is checked again the same way. The body is streamed and
 * the connection closed as soon as it passes the size limit. Failures are French 400s on `url`.
 */
export async function fetchCalendar(rawUrl: string, options: TFetchCalendarOptions): Promise<string> {
  const network = options.network ?? systemCalendarNetwork;
  const maxRedirects = options.maxRedirects ?? 3;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  const sockets: Socket[] = [];
  try {
    let url = parseCalendarUrl(rawUrl);
    for (let redirects = 0; ; redirects += 1) {
      const addresses = await checkedAddresses(hostOf(url), options);
      const socket = await openConnection(url, addresses, network, signal);
      sockets.push(socket);
      const response = await sendOver(url, socket, signal, { headers: CALENDAR_REQUEST_HEADERS });
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (redirects >= maxRedirects) throw new FetchRefusal(CALENDAR_FETCH_MESSAGES.redirects);
        url = parseCalendarUrl(location, url);
        continue;
      }
      if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) {
        response.destroy();
        throw new FetchRefusal(`Calendrier injoignable (erreur ${response.statusCode})`);
      }
      return await readLimited(response, options.maxBytes ?? CALENDAR_IMPORT_LIMITS.maxFileSize);
    }
  } catch (error) {
    if (error instanceof FetchRefusal) throw refusal(error.message);
    if (error instanceof AddressRefusal)
      throw refusal(
        error.reason === 'not-found' ? CALENDAR_FETCH_MESSAGES.notFound : CALENDAR_FETCH_MESSAGES.refused,
      );
    if (signal.aborted) throw refusal(CALENDAR_FETCH_MESSAGES.timeout);
    throw refusal(CALENDAR_FETCH_MESSAGES.unreachable);
  } finally {
    for (const socket of sockets) socket.destroy();
  }
}
