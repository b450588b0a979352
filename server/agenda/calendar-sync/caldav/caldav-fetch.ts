import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { TCalendarNetwork } from '#server/agenda/calendars/calendar-network.ts';
import { openCheckedConnection, sendOver } from '#server/agenda/calendars/checked-connection.ts';

/**
 * What one provider call (list the calendars, fetch the changes of one calendar, write one event) may
 * spend: requests, bytes received (all responses together) and time. Shared by every request of the
 * call, so a hostile server cannot make one call read without end.
 */
export type TCaldavBudget = {
  requestsLeft: number;
  bytesLeft: number;
  /** Aborts the whole call. */
  signal: AbortSignal;
};

export type TCaldavFetchOptions = {
  allowPrivate: boolean;
  network?: TCalendarNetwork | undefined;
  budget: TCaldavBudget;
  requestTimeoutMs: number;
  maxRedirects: number;
};

/** Why a request did not get an answer, beside the network's own errors. */
export class CaldavTransportError extends Error {
  constructor(readonly reason: 'too-large' | 'too-many-requests' | 'redirects' | 'invalid-url') {
    super(reason);
    this.name = 'CaldavTransportError';
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
const DECODERS: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

function parseUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new CaldavTransportError('invalid-url');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new CaldavTransportError('invalid-url');
  return url;
}

function requestUrl(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

function bodyBytes(body: RequestInit['body']): Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return new TextEncoder().encode(body);
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  throw new TypeError('CalDAV request bodies are text or bytes');
}

/** The body, decompressed, read only within what the call has left: past it the connection is closed. */
async function readWithinBudget(response: IncomingMessage, budget: TCaldavBudget): Promise<Buffer> {
  if (Number(response.headers['content-length'] ?? 0) > budget.bytesLeft)
    throw new CaldavTransportError('too-large');
  const encoding = String(response.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  let body: Readable = response;
  const decoder = DECODERS[encoding];
  if (decoder) body = pipeline(response, decoder(), () => undefined) as unknown as Readable;
  else if (encoding !== 'identity' && encoding !== '') throw new TypeError(`content-encoding ${encoding}`);
  const chunks: Buffer[] = [];
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    budget.bytesLeft -= buffer.length;
    if (budget.bytesLeft < 0) throw new CaldavTransportError('too-large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function responseHeaders(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    // The body handed on is already decoded and complete.
    if (value === undefined || name === 'content-encoding' || name === 'content-length') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * A `fetch` for tsdav and the CalDAV provider that reaches a server typed by a professional the way an
 * imported calendar is reached (`fetch-calendar.ts`): each host resolved once and every address checked
 * (global unicast unless `allowPrivate`), the connection opened to that checked address, each redirect
 * checked again, every request under a timeout and the call's budget. The password is not sent on to
 * another origin by a redirect.
 */
export function createCheckedFetch(options: TCaldavFetchOptions): typeof fetch {
  const { budget } = options;
  return async (input, init = {}) => {
    let url = parseUrl(requestUrl(input));
    let method = (init.method ?? 'GET').toUpperCase();
    let body = bodyBytes(init.body);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    headers['user-agent'] = 'JurisRDV (synchronisation CalDAV)';
    headers['accept-encoding'] = 'gzip, deflate, br';
    headers.connection = 'close';
    const signals = [AbortSignal.timeout(options.requestTimeoutMs), budget.signal];
    if (init.signal) signals.push(init.signal);
    const signal = AbortSignal.any(signals);
    const sockets: Socket[] = [];
    try {
      for (let redirects = 0; ; redirects += 1) {
        budget.requestsLeft -= 1;
        if (budget.requestsLeft < 0) throw new CaldavTransportError('too-many-requests');
        const socket = await openCheckedConnection(url, options, signal);
        sockets.push(socket);
        const outgoing: OutgoingHttpHeaders = { ...headers };
        if (body) outgoing['content-length'] = String(body.length);
        const message = await sendOver(url, socket, signal, { method, headers: outgoing, body });
        const status = message.statusCode ?? 0;
        const location = message.headers.location;
        if (REDIRECT_STATUSES.has(status) && location && init.redirect !== 'manual') {
          message.destroy();
          if (redirects >= options.maxRedirects) throw new CaldavTransportError('redirects');
          const next = parseUrl(location, url);
          if (next.origin !== url.origin) delete headers.authorization;
          if (status === 303 && method !== 'GET' && method !== 'HEAD') {
            method = 'GET';
            body = undefined;
            delete headers['content-type'];
          }
          url = next;
          continue;
        }
        const bytes = await readWithinBudget(message, budget);
        if (status < 200 || status > 599) throw new TypeError(`HTTP status ${status}`);
        const response = new Response(NULL_BODY_STATUSES.has(status) ? null : new Uint8Array(bytes), {
          status,
          statusText: message.statusMessage ?? '',
          headers: responseHeaders(message),
        });
        Object.defineProperty(response, 'url', { value: url.href });
        return response;
      }
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  };
}
