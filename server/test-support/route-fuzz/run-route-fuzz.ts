import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from '#domain/kernel/zod-fr.ts';
import {
  HOSTILE_COOKIES,
  hostileRequests,
  type TFuzzRequest,
  type TFuzzTarget,
  validRequest,
} from './hostile-requests';
import { validSample } from './sample-from-schema';
import { seededRandom } from './seeded-random';

/**
 * The other members of Sophie's firm, one per role she does not hold (issue 27 §5): signed in by the test,
 * which made their accounts (`TFuzzOptions.signInMember`).
 */
export type TMemberSessionKind = 'collaborator' | 'assistant' | 'accountant';
export type TSessionKind = 'none' | 'client' | 'pro' | 'admin' | TMemberSessionKind;
export const SESSION_KINDS: readonly TSessionKind[] = [
  'none',
  'client',
  'pro',
  'admin',
  'collaborator',
  'assistant',
  'accountant',
];

const isMemberKind = (kind: TSessionKind): kind is TMemberSessionKind =>
  kind === 'collaborator' || kind === 'assistant' || kind === 'accountant';

/** The demo accounts of the seed (README), one per signed-in kind. */
const DEMO_ACCOUNTS: Record<Exclude<TSessionKind, 'none' | TMemberSessionKind>, string> = {
  client: 'marie.dubois@example.com',
  pro: 'sophie.martin@example.com',
  admin: 'admin@example.com',
};

export type TRegisteredRoute = { method: string; url: string; schema: Record<string, unknown> | undefined };

/** Collects what Fastify really registers (give it to buildApp's onRoute). */
export function routeCollector(): { routes: TRegisteredRoute[]; onRoute(route: RouteOptions): void } {
  const routes: TRegisteredRoute[] = [];
  return {
    routes,
    onRoute(route) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({ method, url: route.url, schema: route.schema as Record<string, unknown> | undefined });
      }
    },
  };
}

export type TFuzzFinding = {
  route: string;
  session: TSessionKind;
  label: string;
  method: string;
  url: string;
  status: number | 'thrown';
  body: string;
};

export type TFuzzReport = {
  sent: number;
  byStatusClass: Record<string, number>;
  byRoute: Map<string, number>;
  /** Requests sent with each kind of session, counted only while that session was really signed in. */
  bySession: Record<TSessionKind, number>;
  findings: TFuzzFinding[];
  /** Routes whose base request could not be made valid from their schema (fuzzed shallower). */
  invalidBases: string[];
  /** The answer to each route's valid request from its owner: a 4xx here means the hostile ones stop early. */
  ownerBaseStatus: Map<string, { session: TSessionKind; status: number; body: string }>;
  milliseconds: number;
  /** CPU time of this process (the app, and PGlite when it is the database): wall time depends on the machine's load. */
  cpuMilliseconds: number;
};

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

function zodPart(schema: Record<string, unknown> | undefined, part: string): z.ZodType | undefined {
  const value = schema?.[part];
  return value && typeof value === 'object' && 'safeParse' in value ? (value as z.ZodType) : undefined;
}

/**
 * Routes that end a session or an account run last, so the other routes keep their sessions; so does leaving
 * one's firm, after which a staff member's session has nothing left to open.
 */
function runOrder(route: TRegisteredRoute): number {
  if (/logout|delete-account|revoke|password|\/firm\/departure$/.test(route.url)) return 3;
  if (route.url.startsWith('/api/admin/')) return 2;
  if (route.method === 'DELETE') return 1;
  return 0;
}

function firstIdIn(value: unknown, key?: string): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstIdIn(item, key);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (key === undefined && (typeof record.id === 'number' || typeof record.id === 'string'))
    return String(record.id);
  for (const [name, item] of Object.entries(record)) {
    const found = key !== undefined && name === key ? firstIdIn(item) : firstIdIn(item, key);
    if (found) return found;
  }
  return undefined;
}

const camelCase = (segment: string) =>
  segment.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

export type TFuzzOptions = {
  seed: number;
  now: Date;
  /** Hostile requests sent with the sessions that do not own the route (the owner gets them all). */
  otherSessionSample: number;
  /** Signs a firm member in (password and second factor) and returns the cookie; again after a route ended it. */
  signInMember: (kind: TMemberSessionKind) => Promise<string>;
};

/**
 * Sends every registered route its valid request and a bounded set of hostile ones, with each kind
 * of session, one request at a time, and reports every answer of 500 or more (or thrown error).
 */
export async function runRouteFuzz(
  app: FastifyInstance,
  registered: TRegisteredRoute[],
  options: TFuzzOptions,
): Promise<TFuzzReport> {
  const started = performance.now();
  const random = seededRandom(options.seed);
  const report: TFuzzReport = {
    sent: 0,
    byStatusClass: {},
    byRoute: new Map(),
    bySession: { none: 0, client: 0, pro: 0, admin: 0, collaborator: 0, assistant: 0, accountant: 0 },
    findings: [],
    invalidBases: [],
    ownerBaseStatus: new Map(),
    milliseconds: 0,
    cpuMilliseconds: 0,
  };
  const cpuAtStart = process.cpuUsage();
  let loginAddress = 0;
  let sessionChecks = 0;
  const cookies: Record<TSessionKind, string> = {
    none: '',
    client: '',
    pro: '',
    admin: '',
    collaborator: '',
    assistant: '',
    accountant: '',
  };

  async function send(
    route: TRegisteredRoute,
    session: TSessionKind,
    request: TFuzzRequest,
    remoteAddress = '203.0.113.7',
  ) {
    const headers = { ...request.headers };
    if (cookies[session] && !headers.cookie) headers.cookie = cookies[session];
    report.sent += 1;
    if (session === 'none' || cookies[session]) report.bySession[session] += 1;
    report.byRoute.set(keyOf(route), (report.byRoute.get(keyOf(route)) ?? 0) + 1);
    try {
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
        remoteAddress,
      });
      const statusClass = `${Math.floor(response.statusCode / 100)}xx`;
      report.byStatusClass[statusClass] = (report.byStatusClass[statusClass] ?? 0) + 1;
      if (response.statusCode >= 500) {
        report.findings.push({
          route: keyOf(route),
          session,
          label: request.label,
          method: request.method,
          url: request.url.slice(0, 200),
          status: response.statusCode,
          body: response.body.slice(0, 300),
        });
      }
      return response;
    } catch (error) {
      report.byStatusClass.thrown = (report.byStatusClass.thrown ?? 0) + 1;
      report.findings.push({
        route: keyOf(route),
        session,
        label: request.label,
        method: request.method,
        url: request.url.slice(0, 200),
        status: 'thrown',
        body: String(error).slice(0, 300),
      });
      return null;
    }
  }

  /** Signs the demo account in again if a fuzzed route ended its session (logout, revocation…). */
  async function ensureSession(kind: TSessionKind): Promise<void> {
    if (kind === 'none') return;
    if (cookies[kind]) {
      // Checked before every request of the session: from addresses of their own, so that the checks of a
      // growing number of routes do not reach the flood guard's budget of one address (RATE_LIMIT_PER_MINUTE).
      sessionChecks += 1;
      const check = await app.inject({
        method: 'GET',
        url: `/api/auth/${isMemberKind(kind) ? 'pro' : kind}/session`,
        headers: { cookie: cookies[kind] },
        remoteAddress: `192.0.2.${sessionChecks % 250}`,
      });
      if (check.statusCode === 200 && check.json().user) return;
    }
    if (isMemberKind(kind)) {
      cookies[kind] = await options.signInMember(kind);
      return;
    }
    loginAddress += 1;
    const response = await app.inject({
      method: 'POST',
      url: `/api/auth/${kind}/login`,
      payload: { email: DEMO_ACCOUNTS[kind], password: 'demo-2025' },
      remoteAddress: `198.51.100.${loginAddress % 250}`,
    });
    cookies[kind] =
      response.statusCode === 200
        ? response.cookies
            .filter((cookie) => cookie.value !== '')
            .map((cookie) => `${cookie.name}=${cookie.value}`)
            .join('; ')
        : '';
  }

  const routes = [...registered].sort((a, b) => runOrder(a) - runOrder(b));
  /** Answers of the list and detail reads, to give later routes ids that exist and belong to the session. */
  const reads = new Map<string, unknown>();

  function baseTarget(route: TRegisteredRoute, session: TSessionKind): TFuzzTarget {
    const paramsSchema = zodPart(route.schema, 'params');
    const querySchema = zodPart(route.schema, 'querystring');
    const bodySchema = zodPart(route.schema, 'body');
    const params: Record<string, string> = {};
    const sampled = paramsSchema ? validSample(paramsSchema, options.now) : null;
    const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);
    let resolved = '';
    for (const name of names) {
      const [before] = route.url.split(`:${name}`) as [string];
      const prefix = before.replace(/\/$/, '');
      const parentPath = prefix.replace(/:([A-Za-z]+)/g, (_m, other: string) => params[other] ?? '1');
      const segment = camelCase(prefix.split('/').at(-1) ?? '');
      const fromList =
        names.indexOf(name) === 0 ? firstIdIn(reads.get(`${session} ${parentPath}`)) : undefined;
      const fromParent = resolved ? firstIdIn(reads.get(`${session} ${resolved}`), segment) : undefined;
      const fallback = (sampled?.value as Record<string, unknown> | undefined)?.[name];
      params[name] = fromList ?? fromParent ?? String(fallback ?? '1');
      resolved = `${parentPath}/${params[name]}`;
    }
    const query = querySchema ? validSample(querySchema, options.now) : null;
    const body = bodySchema ? validSample(bodySchema, options.now) : null;
    for (const [part, sample] of [
      ['params', sampled],
      ['querystring', query],
      ['body', body],
    ] as const) {
      const label = `${keyOf(route)} (${part})`;
      if (sample && !sample.valid && !report.invalidBases.includes(label)) report.invalidBases.push(label);
    }
    return {
      method: route.method,
      route: route.url,
      params,
      query: query
        ? Object.fromEntries(Object.entries(query.value as object).map(([k, v]) => [k, String(v)]))
        : null,
      body: body?.value,
      hasBody: body !== null,
    };
  }

  // Each demo account also signs in once with a hostile user-agent, which is stored with the session.
  for (const kind of ['client', 'pro', 'admin'] as const) {
    loginAddress += 1;
    await send(
      { method: 'POST', url: `/api/auth/${kind}/login`, schema: undefined },
      'none',
      {
        label: 'demo sign-in with a hostile user-agent',
        method: 'POST',
        url: `/api/auth/${kind}/login`,
        headers: {
          'content-type': 'application/json',
          'user-agent': `Fuzz\u0000\uD800 👍${'U'.repeat(400)}`,
        },
        payload: JSON.stringify({ email: DEMO_ACCOUNTS[kind], password: 'demo-2025' }),
      },
      `198.51.100.${loginAddress % 250}`,
    );
  }
  for (const session of SESSION_KINDS) await ensureSession(session);

  async function sendHostile(route: TRegisteredRoute, session: TSessionKind): Promise<void> {
    const all = hostileRequests(baseTarget(route, session), random);
    // A HEAD route shares its GET's handler: its own answers are checked on a few requests.
    const requests = route.method === 'HEAD' ? random.sample(all, 8) : all;
    for (const request of requests) await send(route, session, request);
  }

  for (const route of routes) {
    // A route of one space is fuzzed as that space before its valid request runs, so a one-way change
    // (accepting, refusing, booking) does not stop the hostile requests short of the deeper code.
    const guessed = SESSION_KINDS.find((kind) => kind !== 'none' && route.url.includes(`/${kind}/`));
    if (guessed) {
      await ensureSession(guessed);
      await sendHostile(route, guessed);
    }
    const accepted: TSessionKind[] = [];
    const baseAnswers = new Map<TSessionKind, { request: TFuzzRequest; status: number; body: string }>();
    for (const session of SESSION_KINDS) {
      await ensureSession(session);
      const base = validRequest(baseTarget(route, session));
      const response = await send(route, session, base);
      if (!response) continue;
      baseAnswers.set(session, {
        request: base,
        status: response.statusCode,
        body: response.body.slice(0, 200),
      });
      if (!/"code":"(UNAUTHENTICATED|FORBIDDEN|CROSS_ORIGIN_REFUSED)"/.test(response.body))
        accepted.push(session);
      if (route.method === 'GET' && response.statusCode === 200) {
        try {
          // The reads of each session give the later routes ids that exist and belong to it.
          reads.set(`${session} ${base.url.split('?')[0]}`, response.json());
        } catch {
          // Not JSON (a file): nothing to learn ids from.
        }
      }
    }
    const owner = guessed && accepted.includes(guessed) ? guessed : (accepted[0] ?? guessed ?? 'none');
    if (owner !== guessed) await sendHostile(route, owner);
    const ownerAnswer = baseAnswers.get(owner);
    if (ownerAnswer) {
      report.ownerBaseStatus.set(keyOf(route), {
        session: owner,
        status: ownerAnswer.status,
        body: ownerAnswer.body,
      });
    }
    for (const session of SESSION_KINDS) {
      if (session === owner) continue;
      const requests = hostileRequests(baseTarget(route, session), random);
      for (const request of random.sample(requests, options.otherSessionSample))
        await send(route, session, request);
    }
    if (ownerAnswer) {
      for (const cookie of HOSTILE_COOKIES) {
        const { request } = ownerAnswer;
        await send(route, 'none', {
          ...request,
          label: `forged cookie ${cookie.slice(0, 20)}`,
          headers: { ...request.headers, cookie },
        });
      }
    }
  }
  report.milliseconds = Math.round(performance.now() - started);
  const cpu = process.cpuUsage(cpuAtStart);
  report.cpuMilliseconds = Math.round((cpu.user + cpu.system) / 1000);
  return report;
}
