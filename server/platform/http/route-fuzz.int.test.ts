import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmIdOf, insertProfessionalAccount, moveIntoFirm } from '#server/test-support/factories.ts';
import {
  startGoogleCalendarStandIn,
  type TGoogleCalendarStandIn,
} from '#server/test-support/google-calendar-stand-in.ts';
import {
  startMicrosoftGraphStandIn,
  type TMicrosoftGraphStandIn,
} from '#server/test-support/microsoft-graph-stand-in.ts';
import { startOidcTestProvider, type TOidcTestProvider } from '#server/test-support/oidc-test-provider.ts';
import {
  routeCollector,
  runRouteFuzz,
  SESSION_KINDS,
  type TFuzzReport,
} from '#server/test-support/route-fuzz/run-route-fuzz.ts';
import { newStaffAccount, STAFF_PASSWORD } from '#server/test-support/staff-accounts.ts';
import { startStripeStandIn, type TStripeStandIn } from '#server/test-support/stripe-stand-in.ts';
import {
  createTestApp,
  loginAs,
  loginWithSecondFactor,
  type TTestApp,
} from '#server/test-support/test-app.ts';

/** Fixed, so a failure names requests that the next run sends again. */
const FUZZ_SEED = 20_250_110;

const collector = routeCollector();
let t: TTestApp;
let stripe: TStripeStandIn;
let oidc: TOidcTestProvider;
let googleCalendar: TGoogleCalendarStandIn;
let microsoftGraph: TMicrosoftGraphStandIn;
let report: TFuzzReport;

beforeAll(async () => {
  // Behind a trusted proxy, so hostile X-Forwarded-For values become the client's address too.
  // With online payment on (against the local Stripe stand-in), so its routes are fuzzed as deployed.
  stripe = await startStripeStandIn();
  // Sign-in with a provider on too (a real OpenID Connect provider on a local port), so its routes go past
  // « not configured ».
  oidc = await startOidcTestProvider({
    redirectUris: ['http://localhost:3000/api/auth/oidc/google/callback'],
  });
  // Calendar sync with Google and Microsoft on too (their local stand-ins), so the notification routes and the
  // OAuth callbacks go past « not configured ».
  googleCalendar = await startGoogleCalendarStandIn();
  microsoftGraph = await startMicrosoftGraphStandIn();
  t = await createTestApp({
    config: {
      calendarSync: {
        google: {
          clientId: googleCalendar.clientId,
          clientSecret: googleCalendar.clientSecret,
          baseUrl: googleCalendar.url,
        },
        microsoft: {
          clientId: microsoftGraph.clientId,
          clientSecret: microsoftGraph.clientSecret,
          baseUrl: microsoftGraph.url,
        },
      },
      identityProviders: {
        google: { issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret },
      },
      exposeOutbox: true,
      trustProxy: 1,
      stripe: { secretKey: 'sk_test_fuzz', webhookSecret: 'whsec_fuzz', apiBase: stripe.baseUrl },
    },
    onRoute: collector.onRoute,
  });
  // Sophie's firm gets a collaborator, an assistant (assigned to both) and an accountant, fuzzed with their
  // sessions too: every role of a firm (issue 27 §5).
  const sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  const sophieId = (
    (await t.app.inject({ method: 'GET', url: '/api/pro/firm', headers: { cookie: sophie } })).json() as {
      members: { userId: string; email: string }[];
    }
  ).members.find((member) => member.email === 'sophie.martin@example.com')?.userId;
  const collaborator = await insertProfessionalAccount(t.handle.db, {
    email: 'collaborateur.fuzz@example.com',
    firstName: 'Paul',
    lastName: 'Fuzz',
    password: STAFF_PASSWORD,
  });
  if (!sophieId) throw new Error('Sophie is not in her firm');
  await moveIntoFirm(
    t.handle.db,
    collaborator.user.id,
    await firmIdOf(t.handle.db, sophieId),
    'collaborator',
  );
  const memberEmails = {
    collaborator: collaborator.user.email,
    assistant: (await newStaffAccount(t, sophie, 'assistant', [sophieId, collaborator.user.id])).email,
    accountant: (await newStaffAccount(t, sophie, 'accountant')).email,
  };
  report = await runRouteFuzz(t.app, collector.routes, {
    seed: FUZZ_SEED,
    now: t.clock.now(),
    otherSessionSample: 6,
    signInMember: (kind) => loginWithSecondFactor(t, 'pro', memberEmails[kind], STAFF_PASSWORD),
  });
  const classes = Object.entries(report.byStatusClass)
    .sort()
    .map(([statusClass, count]) => `${statusClass} ${count}`)
    .join(', ');
  const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
  console.info(
    `[route fuzz ${process.env.TEST_DB ?? 'pglite'}] ${collector.routes.length} routes, ${report.sent} requests in ` +
      `${seconds(report.milliseconds)} (CPU of this process ${seconds(report.cpuMilliseconds)}): ${classes}; ` +
      `${report.findings.length} answers of 5xx or thrown`,
  );
  if (process.env.ROUTE_FUZZ_VERBOSE) {
    for (const [route, answer] of report.ownerBaseStatus) {
      if (answer.status >= 300)
        console.info(`  base ${route} [${answer.session}] ${answer.status} ${answer.body}`);
    }
  }
}, 300_000);

afterAll(async () => {
  await t.close();
  await stripe.close();
  await oidc.close();
  await googleCalendar.stop();
  await microsoftGraph.stop();
});

describe('every route under hostile input', () => {
  it('never answers 5xx nor throws, whatever the session', () => {
    const findings = report.findings.map(
      (finding) =>
        `${finding.status} ${finding.route} [${finding.session}] ${finding.label} → ${finding.body}`,
    );
    expect(findings).toEqual([]);
  });

  it('fuzzes every route the app registers, a route added later included', () => {
    expect(collector.routes.length).toBeGreaterThan(50);
    const unfuzzed = collector.routes
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => (report.byRoute.get(key) ?? 0) < 10);
    expect(unfuzzed).toEqual([]);
  });

  it('sends them with each kind of session really signed in', () => {
    for (const session of SESSION_KINDS) expect(report.bySession[session]).toBeGreaterThan(500);
  });

  it('starts every route from a request its schemas accept, so hostile values reach the deeper code', () => {
    // When this fails for a new route, give its field a candidate in sample-from-schema.ts (stringCandidates).
    expect(report.invalidBases).toEqual([]);
  });
});
