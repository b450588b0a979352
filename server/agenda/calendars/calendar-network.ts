import { lookup } from 'node:dns/promises';
import { connect, type Socket } from 'node:net';

/**
 * How calendar downloads reach the network, injectable so tests can play DNS answers (rebinding)
 * while only ever connecting to loopback.
 */
export type TCalendarNetwork = {
  /** Every address of a host name: resolved once per connection, each one checked before use. */
  resolve(hostname: string): Promise<string[]>;
  /** A TCP connection to exactly this (already checked) address: nothing resolves the name again. */
  connect(address: string, port: number): Socket;
};

export const systemCalendarNetwork: TCalendarNetwork = {
  async resolve(hostname) {
    const entries = await lookup(hostname, { all: true, verbatim: true });
    return entries.map((entry) => entry.address);
  },
  connect: (address, port) => connect({ host: address, port }),
};
