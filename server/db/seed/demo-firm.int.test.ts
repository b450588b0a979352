// @vitest-environment node
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { ZFirmPage } from '#domain/directory/firms/firm-page-schemas.ts';
import {
  accessJournal,
  appointments,
  caseAccess,
  cases,
  firmAssistantAssignments,
  firmMembers,
  professionals,
  users,
} from '#server/db/schema/index.ts';
import { totpCodeAt } from '#server/identity/two-factor/totp.ts';
import { callAs, cookiesFrom, createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';
import {
  DEMO_ACCOUNT_EMAILS,
  DEMO_ASSISTANT,
  DEMO_ASSISTANT_RECOVERY_CODES,
  DEMO_ASSISTANT_TOTP_SECRET,
  DEMO_COLLABORATOR,
  DEMO_PASSWORD,
} from './demo-accounts';
import { seedDemoData } from './seed-database';

let t: TTestApp;

async function userIdOf(email: string): Promise<string> {
  const [user] = await t.handle.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} absent`);
  return user.id;
}

async function collaboratorId(): Promise<number> {
  const [row] = await t.handle.db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.userId, await userIdOf(DEMO_COLLABORATOR.email)));
  if (!row) throw new Error('no collaborator profile');
  return row.id;
}

/** What the firm team adds, counted: a second seed must add nothing. */
async function teamCounts() {
  const db = t.handle.db;
  const [members] = await db.select({ n: count() }).from(firmMembers);
  const [assignments] = await db.select({ n: count() }).from(firmAssistantAssignments);
  const [shares] = await db.select({ n: count() }).from(caseAccess);
  const [journal] = await db.select({ n: count() }).from(accessJournal);
  const [allCases] = await db.select({ n: count() }).from(cases);
  const [allAppointments] = await db.select({ n: count() }).from(appointments);
  return [members?.n, assignments?.n, shares?.n, journal?.n, allCases?.n, allAppointments?.n];
}

/** The assistant signs in as a visitor of the demo would: the password, then a code of the published key. */
async function assistantSignsIn(code: string) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/pro/login',
    payload: { email: DEMO_ASSISTANT.email, password: DEMO_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  const { twoFactorChallenge } = login.json() as { twoFactorChallenge?: string };
  expect(twoFactorChallenge).toBeTypeOf('string');
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/pro/login/code',
    payload: { challenge: twoFactorChallenge, code },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  // The tests' template holds the demo without the firm's team; `npm start` seeds it with `firmTeam`.
  await seedDemoData(t.handle.db, { now: t.clock.now(), firmTeam: true });
});

afterAll(async () => {
  await t?.close();
});

describe('the demo firm (issue 27 §6)', () => {
  it('makes Sophie the associate of Cabinet Martin Avocats with a collaborator and an assistant assigned to both', async () => {
    const db = t.handle.db;
    const sophie = await userIdOf('sophie.martin@example.com');
    const antoine = await userIdOf(DEMO_COLLABORATOR.email);
    const julie = await userIdOf(DEMO_ASSISTANT.email);
    const [sophieMember] = await db.select().from(firmMembers).where(eq(firmMembers.userId, sophie));
    const members = await db
      .select({ userId: firmMembers.userId, role: firmMembers.role })
      .from(firmMembers)
      .where(eq(firmMembers.firmId, sophieMember?.firmId ?? -1));
    expect(new Map(members.map((member) => [member.userId, member.role]))).toEqual(
      new Map([
        [sophie, 'associate'],
        [antoine, 'collaborator'],
        [julie, 'assistant'],
      ]),
    );
    const assigned = await db
      .select({ lawyer: firmAssistantAssignments.lawyerUserId })
      .from(firmAssistantAssignments)
      .where(eq(firmAssistantAssignments.assistantUserId, julie));
    expect(assigned.map((row) => row.lawyer).sort()).toEqual([sophie, antoine].sort());
    const [account] = await db.select().from(users).where(eq(users.id, julie));
    expect(account?.role).toBe('staff');
    // Kept whatever their inactivity, as the other demo accounts.
    expect(DEMO_ACCOUNT_EMAILS).toEqual(
      expect.arrayContaining([DEMO_ASSISTANT.email, DEMO_COLLABORATOR.email]),
    );

    // The firm's public page lists both lawyers, never the assistant.
    const page = await t.app.inject({ method: 'GET', url: `/api/firms/${sophieMember?.firmId}` });
    expect(page.statusCode, page.body).toBe(200);
    const firm = ZFirmPage.parse(page.json());
    expect(firm.lawyers.map((lawyer) => lawyer.name)).toEqual([
      'Maître Sophie Martin',
      'Maître Antoine Lambert',
    ]);
    expect(page.body).not.toMatch(/Julie|Lefèvre|@/);
  });

  it('gives the collaborator a full public profile at the firm’s address', async () => {
    const id = await collaboratorId();
    const profile = await t.app.inject({ method: 'GET', url: `/api/professionals/${id}` });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({
      name: 'Maître Antoine Lambert',
      city: 'Paris',
      streetAddress: '45 boulevard Malesherbes',
      firm: { name: 'Cabinet Martin Avocats' },
    });
  });

  it('lets the assistant sign in with a code of the published key, or a published recovery code, and work for both lawyers', async () => {
    const signedIn = await assistantSignsIn(totpCodeAt(DEMO_ASSISTANT_TOTP_SECRET, t.clock.now()));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.json() as { staff?: { role: string; lawyers: { name: string }[] } };
    expect(session.staff?.role).toBe('assistant');
    expect(session.staff?.lawyers.map((lawyer) => lawyer.name).sort()).toEqual([
      'Maître Antoine Lambert',
      'Maître Sophie Martin',
    ]);
    const cookie = cookiesFrom(signedIn);
    // Her workspace opens (no enrolment asked: the factor is there), and a case's content stays closed.
    const planning = await callAs(t.app, cookie, 'GET', '/api/pro/appointments');
    expect(planning.statusCode, planning.body).toBe(200);
    // She is on no case's access list in the demo: her list of shared cases is empty.
    const casesAnswer = await callAs(t.app, cookie, 'GET', '/api/pro/cases');
    expect(casesAnswer.statusCode, casesAnswer.body).toBe(200);
    expect(casesAnswer.json()).toMatchObject({ cases: [], shared: [] });

    t.clock.advance(60_000);
    const [firstCode] = DEMO_ASSISTANT_RECOVERY_CODES;
    const withRecovery = await assistantSignsIn(firstCode);
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
  });

  it('gives the collaborator a pending request, a booking by phone and a past consultation; he signs in with the demo password', async () => {
    const cookie = await loginAs(t.app, 'pro', DEMO_COLLABORATOR.email);
    const answer = await callAs(t.app, cookie, 'GET', '/api/pro/appointments?status=all');
    expect(answer.statusCode, answer.body).toBe(200);
    const list = (answer.json() as { appointments: TProAppointment[] }).appointments;
    expect(list.map((row) => [row.client, row.status]).sort()).toEqual(
      [
        ['Bernard Perrin', 'confirmed'],
        ['Hélène Garnier', 'completed'],
        ['Lucas Moreau', 'pending'],
      ].sort(),
    );
  });

  it('shares some cases between the two lawyers and not others, each share in the access journal', async () => {
    const db = t.handle.db;
    const antoine = await userIdOf(DEMO_COLLABORATOR.email);
    const sophie = await userIdOf('sophie.martin@example.com');
    const shared = await db
      .select({ title: cases.title, userId: caseAccess.userId, access: caseAccess.access })
      .from(caseAccess)
      .innerJoin(cases, eq(cases.id, caseAccess.caseId));
    expect(shared.sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { title: 'Prestation compensatoire Girard', userId: antoine, access: 'read' },
      { title: 'Succession Garnier', userId: sophie, access: 'read' },
      { title: 'Succession Moreau', userId: antoine, access: 'edit' },
    ]);
    const [sophieCases] = await db.select({ n: count() }).from(cases).where(eq(cases.professionalId, 1));
    expect(sophieCases?.n).toBeGreaterThan(2);
    const journal = await db
      .select({ action: accessJournal.action, subject: accessJournal.subject, label: accessJournal.label })
      .from(accessJournal)
      .where(and(eq(accessJournal.action, 'share'), inArray(accessJournal.actorUserId, [sophie, antoine])));
    expect(journal.map((line) => line.label).sort()).toEqual([
      'Antoine Lambert (Lecture), dossier\u00a0: Prestation compensatoire Girard',
      'Antoine Lambert (Modification), dossier\u00a0: Succession Moreau',
      'Sophie Martin (Lecture), dossier\u00a0: Succession Garnier',
    ]);
  });

  it('adds nothing when seeded again (`npm run seed` over a demo in use)', async () => {
    const before = await teamCounts();
    await seedDemoData(t.handle.db, { now: t.clock.now(), firmTeam: true });
    expect(await teamCounts()).toEqual(before);
  });
});
