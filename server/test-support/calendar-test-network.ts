import { connect, Socket } from 'node:net';
import type { TCalendarNetwork } from '../agenda/calendars/calendar-network';

/**
 * A calendar network for tests: DNS answers are scripted per call (to play rebinding), and a
 * connection to a "public" address is routed to a loopback port, so that tests only ever connect
 * to loopback. Every resolution and connection is recorded; an address with no route never connects.
 */
export function scriptedCalendarNetwork(options: {
  answer: (hostname: string, call: number) => string[];
  routes?: Record<string, number>;
}): TCalendarNetwork & { resolved: string[]; connected: string[] } {
  const resolved: string[] = [];
  const connected: string[] = [];
  return {
    resolved,
    connected,
    async resolve(hostname) {
      resolved.push(hostname);
      return options.answer(hostname, resolved.filter((name) => name === hostname).length);
    },
    connect(address) {
      connected.push(address);
      const port = options.routes?.[address];
      if (port) return connect({ host: '127.0.0.1', port });
      const refused = new Socket();
      process.nextTick(() => refused.destroy(new Error(`no test route to ${address}`)));
      return refused;
    },
  };
}
