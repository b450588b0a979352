import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { systemCalendarNetwork, type TCalendarNetwork } from './calendar-network';
import { isPublicUnicastAddress } from './public-address';

/**
 * How a calendar server typed by a user is reached (an imported calendar's URL, a CalDAV server): the
 * host is resolved once, every address must be global unicast (unless `allowPrivate`), and the
 * connection goes to that checked address, so nothing resolves the name again between check and use.
 */
export type TCheckedNetworkOptions = {
  /** Lets private addresses through (ALLOW_PRIVATE_CALENDAR_URLS=1: tests and local development only). */
  allowPrivate: boolean;
  network?: TCalendarNetwork | undefined;
};

/** The host has no address (`not-found`) or one that is not global unicast (`refused`). */
export class AddressRefusal extends Error {
  constructor(readonly reason: 'not-found' | 'refused') {
    super(reason === 'not-found' ? 'address not found' : 'address refused');
    this.name = 'AddressRefusal';
  }
}

/** The host without the brackets of an IPv6 literal. */
export function hostOf(url: URL): string {
  const host = url.hostname;
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** The addresses this host may be reached at: all of them checked, one resolution only. */
export async function checkedAddresses(host: string, options: TCheckedNetworkOptions): Promise<string[]> {
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    addresses = await (options.network ?? systemCalendarNetwork).resolve(host).catch(() => []);
    if (addresses.length === 0) throw new AddressRefusal('not-found');
  }
  if (!options.allowPrivate && addresses.some((address) => !isPublicUnicastAddress(address)))
    throw new AddressRefusal('refused');
  return addresses;
}

function whenConnected<T extends Socket>(socket: T, event: 'connect' | 'secureConnect', signal: AbortSignal) {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => socket.destroy(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    socket.once(event, () => {
      signal.removeEventListener('abort', onAbort);
      resolve(socket);
    });
    socket.once('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      socket.destroy();
      reject(error);
    });
  });
}

/** A connection to one of the checked addresses (in order), TLS on top for https. */
export async function openConnection(
  url: URL,
  addresses: string[],
  network: TCalendarNetwork,
  signal: AbortSignal,
): Promise<Socket> {
  const host = hostOf(url);
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  let lastError: unknown = new Error('no address');
  for (const address of addresses) {
    try {
      const socket = await whenConnected(network.connect(address, port), 'connect', signal);
      if (url.protocol === 'http:') return socket;
      const secure = tlsConnect({
        socket,
        ...(isIP(host) ? {} : { servername: host }),
        ALPNProtocols: ['http/1.1'],
      });
      return await whenConnected(secure, 'secureConnect', signal);
    } catch (error) {
      if (signal.aborted) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/** Resolves and checks the URL's host, then connects to a checked address. */
export async function openCheckedConnection(
  url: URL,
  options: TCheckedNetworkOptions,
  signal: AbortSignal,
): Promise<Socket> {
  const addresses = await checkedAddresses(hostOf(url), options);
  return openConnection(url, addresses, options.network ?? systemCalendarNetwork, signal);
}

/** One HTTP request over this connection only: the name is never resolved again. */
export function sendOver(
  url: URL,
  socket: Socket,
  signal: AbortSignal,
  request: { method?: string; headers: OutgoingHttpHeaders; body?: Uint8Array | undefined },
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: request.method ?? 'GET',
      createConnection: () => socket,
      headers: request.headers,
      signal,
    });
    outgoing.once('response', resolve);
    outgoing.once('error', reject);
    outgoing.end(request.body);
  });
}
