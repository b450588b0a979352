import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FIRM_INVITATION_NOT_FOUND,
  LAST_ASSOCIATE_MESSAGE,
} from '#domain/identity/firms/firm-invitations.ts';
import { firmInvitations, firmMembers, firms, professionals, users } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  loginAs,
  loginWithSecondFactor,
  outboxFor,
  type TTestApp,
} from '#server/test-support/test-app.ts';

// Monday 23 November 2026, 10:00 Paris.
const NOW = new Date('2026-11-23T09:00:00Z');
const DAY_MS = 24 * 60 * 60_000;
const PASSWORD = 'Un-mot-de-passe-solide-7';

let t: TTestApp;
let sophie: string;
let thomas: string;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
});

beforeEach(() => {
  t.clock.set(NOW);
});

afterAll(async () => {
  await t?.close();
});

/** A lawyer who registers through /pro/register (alone in their own firm), signed in with their second factor. */
async function newLawyer(prefix: string): Promise<{ email: string; cookie: string; userId: string }> {
  sequence += 1;
  const email = `${prefix}.${sequence}@example.com`;
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/pro/register',
    payload: {
      firstName: 'Léa',
      lastName: 'Nouvelle',
      email,
      practice: `Cabinet Nouvelle ${sequence}`,
      specialty: 'Droit de la famille',
      barNumber: `PARIS-N${sequence}`,
      password: PASSWORD,
      acceptTerms: true,
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const cookie = await loginWithSecondFactor(t, 'pro', email, PASSWORD);
  return { email, cookie, userId: await userIdOf(email) };
}

async function userIdOf(email: string): Promise<string> {
  const [user] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  return user.id;
}

async function membershipOf(userId: string) {
  const rows = await t.handle.db.select().from(firmMembers).where(eq(firmMembers.userId, userId));
  return rows;
}

async function firmExists(firmId: number): Promise<boolean> {
  return (await t.handle.db.select({ id: firms.id }).from(firms).where(eq(firms.id, firmId))).length === 1;
}

function invite(cookie: string, payload: Record<string, unknown>) {
  return callAs(t.app, cookie, 'POST', '/api/pro/firm/invitations', payload);
}

/** Invites and returns the invitation with the token of the link e-mailed to the address. */
async function invited(cookie: string, email: string, role = 'collaborator') {
  const response = await invite(cookie, { email, role });
  expect(response.statusCode, response.body).toBe(201);
  const [mail] = await outboxFor(t.handle, email.toLowerCase());
  const token = mail?.textBody.match(/\/pro\/invitation\?token=([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no invitation link e-mailed to ${email}`);
  return { invitation: response.json() as { id: number; email: string; expiresAt: string }, token };
}

const preview = (token: string) => callAs(t.app, undefined, 'GET', `/api/firm-invitations/${token}`);
const accept = (cookie: string | undefined, token: string) =>
  callAs(t.app, cookie, 'POST', `/api/firm-invitations/${token}/accept`, {});
const pending = (cookie: string) => callAs(t.app, cookie, 'GET', '/api/pro/firm/invitations');

describe('invitations to join a firm', () => {
  it('go from the e-mail to membership: invite, e-mail with link, preview, accept, member with the role', async () => {
    const sophieFirm = (await membershipOf(await userIdOf('sophie.martin@example.com')))[0]?.firmId;
    const lea = await newLawyer('lea.invitee');
    const [ownFirm] = await membershipOf(lea.userId);
    expect(ownFirm?.role).toBe('associate');

    const created = await invite(sophie, { email: lea.email.toUpperCase(), role: 'collaborator' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      email: lea.email,
      role: 'collaborator',
      invitedBy: 'Sophie Martin',
      createdAt: NOW.toISOString(),
      expiresAt: new Date(NOW.getTime() + 7 * DAY_MS).toISOString(),
      assignedLawyerIds: [],
    });

    const [mail] = await outboxFor(t.handle, lea.email);
    expect(mail?.subject).toBe('Invitation à rejoindre un cabinet sur JurisRDV');
    expect(mail?.textBody).toContain(
      'Sophie Martin vous invite à rejoindre le cabinet «\u00a0Cabinet Martin Avocats\u00a0» sur JurisRDV en tant qu’Avocat(e) collaborateur(trice).',
    );
    expect(mail?.textBody).toContain('valable 7 jours');
    // « Bonjour, »: the address is not proven to be any account's.
    expect(mail?.textBody.startsWith('Bonjour,')).toBe(true);
    const token = mail?.textBody.match(
      /http:\/\/localhost:3000\/pro\/invitation\?token=([A-Za-z0-9_-]{43})/,
    )?.[1];
    expect(token).toBeDefined();
    if (!token) return;
    // Only the token's hash is stored.
    const stored = await t.handle.db
      .select()
      .from(firmInvitations)
      .where(eq(firmInvitations.email, lea.email));
    expect(stored[0]?.tokenHash).not.toContain(token);

    const listed = await pending(sophie);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { email: string }[]).map((row) => row.email)).toContain(lea.email);

    const seen = await preview(token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({
      firmName: 'Cabinet Martin Avocats',
      role: 'collaborator',
      email: lea.email,
      invitedBy: 'Sophie Martin',
      expiresAt: new Date(NOW.getTime() + 7 * DAY_MS).toISOString(),
      accountExists: true,
      addressTaken: false,
    });

    expect((await accept(undefined, token)).statusCode).toBe(401);
    const joined = await accept(lea.cookie, token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ firmName: 'Cabinet Martin Avocats', role: 'collaborator' });

    expect(await membershipOf(lea.userId)).toEqual([
      expect.objectContaining({ firmId: sophieFirm, role: 'collaborator', joinedAt: NOW }),
    ]);
    // Alone in the firm made at registration, that firm goes.
    expect(await firmExists(ownFirm?.firmId ?? 0)).toBe(false);
    // The session stays open.
    expect((await callAs(t.app, lea.cookie, 'GET', '/api/pro/firm/invitations')).statusCode).toBe(403);
    expect((await callAs(t.app, lea.cookie, 'GET', '/api/auth/pro/session')).json().user.email).toBe(
      lea.email,
    );

    // Single use: gone from the list, the link and a second acceptance.
    expect((await pending(sophie)).json()).not.toContainEqual(expect.objectContaining({ email: lea.email }));
    const again = await accept(lea.cookie, token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(FIRM_INVITATION_NOT_FOUND);
    expect((await preview(token)).statusCode).toBe(404);
  });

  it('tell a new address to register: no professional account uses it yet', async () => {
    const { token } = await invited(sophie, `personne.${Date.now()}@example.com`, 'associate');
    const seen = await preview(token);
    expect(seen.json()).toMatchObject({ role: 'associate', accountExists: false });
  });

  it('are withdrawn by the firm: the link then leads nowhere', async () => {
    const lawyer = await newLawyer('retiree');
    const { invitation, token } = await invited(sophie, lawyer.email);
    const withdrawn = await callAs(t.app, sophie, 'DELETE', `/api/pro/firm/invitations/${invitation.id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await preview(token)).statusCode).toBe(404);
    expect((await accept(lawyer.cookie, token)).statusCode).toBe(404);
    expect(
      (await callAs(t.app, sophie, 'DELETE', `/api/pro/firm/invitations/${invitation.id}`)).statusCode,
    ).toBe(404);
    expect((await pending(sophie)).json()).not.toContainEqual(expect.objectContaining({ id: invitation.id }));
    // A new invitation to that address may then be sent.
    expect((await invite(sophie, { email: lawyer.email, role: 'collaborator' })).statusCode).toBe(201);
  });

  it('expire after 7 days', async () => {
    const lawyer = await newLawyer('expiree');
    const { invitation, token } = await invited(sophie, lawyer.email);
    t.clock.set(new Date(NOW.getTime() + 7 * DAY_MS - 60_000));
    expect((await preview(token)).statusCode).toBe(200);
    t.clock.set(new Date(NOW.getTime() + 7 * DAY_MS));
    const expired = await preview(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe(FIRM_INVITATION_NOT_FOUND);
    // A week later, both sign in again.
    const sophieLater = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
    const lawyerLater = await loginWithSecondFactor(t, 'pro', lawyer.email, PASSWORD);
    expect((await accept(lawyerLater, token)).statusCode).toBe(404);
    expect((await pending(sophieLater)).json()).not.toContainEqual(
      expect.objectContaining({ id: invitation.id }),
    );
    const withdrawn = await callAs(
      t.app,
      sophieLater,
      'DELETE',
      `/api/pro/firm/invitations/${invitation.id}`,
    );
    expect(withdrawn.statusCode).toBe(404);
    expect(await membershipOf(lawyer.userId)).toEqual([expect.objectContaining({ role: 'associate' })]);
  });

  it('belong to their firm: another firm can neither see nor withdraw them', async () => {
    const { invitation, token } = await invited(sophie, `autre.cabinet.${Date.now()}@example.com`);
    const foreign = await callAs(t.app, thomas, 'DELETE', `/api/pro/firm/invitations/${invitation.id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await pending(thomas)).json()).not.toContainEqual(expect.objectContaining({ id: invitation.id }));
    expect((await preview(token)).statusCode).toBe(200);
    expect((await callAs(t.app, thomas, 'DELETE', '/api/pro/firm/invitations/999999999')).statusCode).toBe(
      404,
    );
  });

  it('are sent by associates only: a collaborator gets 403', async () => {
    const lawyer = await newLawyer('collaboratrice');
    const { invitation, token } = await invited(sophie, lawyer.email);
    expect((await accept(lawyer.cookie, token)).statusCode).toBe(200);
    const refused = await invite(lawyer.cookie, { email: 'quelqu.un@example.com', role: 'collaborator' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('Seuls les associés du cabinet gèrent ses invitations.');
    expect((await pending(lawyer.cookie)).statusCode).toBe(403);
    expect(
      (await callAs(t.app, lawyer.cookie, 'DELETE', `/api/pro/firm/invitations/${invitation.id}`)).statusCode,
    ).toBe(403);
    expect(await outboxFor(t.handle, 'quelqu.un@example.com')).toEqual([]);
  });

  it('are accepted only by the account of the invited address', async () => {
    const lawyer = await newLawyer('destinataire');
    const { token } = await invited(sophie, lawyer.email);
    const wrong = await accept(thomas, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toContain('envoyée à une autre adresse e-mail');
    const client = await loginAs(t.app, 'client', 'marie.dubois@example.com');
    expect((await accept(client, token)).statusCode).toBe(401);
    // Still pending for its addressee.
    expect((await preview(token)).statusCode).toBe(200);
    const thomasId = await userIdOf('thomas.bernard@example.com');
    expect(await membershipOf(thomasId)).toEqual([expect.objectContaining({ role: 'associate' })]);
  });

  it('are accepted once when twenty acceptances arrive together', async () => {
    const lawyer = await newLawyer('concurrente');
    const [before] = await membershipOf(lawyer.userId);
    const sophieFirm = (await membershipOf(await userIdOf('sophie.martin@example.com')))[0]?.firmId;
    const { token } = await invited(sophie, lawyer.email, 'associate');
    const answers = await Promise.all(Array.from({ length: 20 }, () => accept(lawyer.cookie, token)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(19);
    expect(await membershipOf(lawyer.userId)).toEqual([
      expect.objectContaining({ firmId: sophieFirm, role: 'associate' }),
    ]);
    expect(await firmExists(before?.firmId ?? 0)).toBe(false);
    const accepted = await t.handle.db
      .select()
      .from(firmInvitations)
      .where(and(eq(firmInvitations.email, lawyer.email), isNotNull(firmInvitations.acceptedAt)));
    expect(accepted).toHaveLength(1);
  });

  it('keep an associate in the firm being left: its last one cannot go while others stay', async () => {
    // Camille's firm: Camille, associate, and a collaborator who joined it.
    const camille = await loginAs(t.app, 'pro', 'camille.petit@example.com');
    const camilleId = await userIdOf('camille.petit@example.com');
    const camilleFirm = (await membershipOf(camilleId))[0]?.firmId ?? 0;
    const colleague = await newLawyer('collegue');
    expect((await accept(colleague.cookie, (await invited(camille, colleague.email)).token)).statusCode).toBe(
      200,
    );

    const { token } = await invited(thomas, 'camille.petit@example.com', 'associate');
    const refused = await accept(camille, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(LAST_ASSOCIATE_MESSAGE);
    expect(await membershipOf(camilleId)).toEqual([
      expect.objectContaining({ firmId: camilleFirm, role: 'associate' }),
    ]);
    // Refused, the invitation is still pending.
    expect((await preview(token)).statusCode).toBe(200);

    // The collaborator may leave: the firm keeps Camille.
    const thomasFirm = (await membershipOf(await userIdOf('thomas.bernard@example.com')))[0]?.firmId;
    const moved = await accept(colleague.cookie, (await invited(thomas, colleague.email)).token);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await membershipOf(colleague.userId)).toEqual([
      expect.objectContaining({ firmId: thomasFirm, role: 'collaborator' }),
    ]);
    expect(await firmExists(camilleFirm)).toBe(true);
  });

  it('refuse a member of the firm and a second pending invitation', async () => {
    const member = await invite(sophie, { email: 'sophie.martin@example.com', role: 'associate' });
    expect(member.statusCode).toBe(400);
    expect(member.json().error.fieldErrors.email).toBe('Cette personne est déjà membre de votre cabinet.');

    const address = `deux.fois.${Date.now()}@example.com`;
    expect((await invite(sophie, { email: address, role: 'collaborator' })).statusCode).toBe(201);
    const twice = await invite(sophie, { email: address, role: 'associate' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toContain('Une invitation est déjà en attente pour cette adresse');
    // Another firm may invite the same address.
    expect((await invite(thomas, { email: address, role: 'collaborator' })).statusCode).toBe(201);
  });

  it('wait for the inviting professional to be validated', async () => {
    const pendingLawyer = await newLawyer('en.attente');
    const refused = await invite(pendingLawyer.cookie, {
      email: 'invite.tot@example.com',
      role: 'collaborator',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('en cours de validation');
    expect(await outboxFor(t.handle, 'invite.tot@example.com')).toEqual([]);
  });

  it('answer hostile input with 400 or 404, never an error or another firm’s data', async () => {
    const bodies: unknown[] = [
      {},
      { email: 'pas-une-adresse', role: 'collaborator' },
      { email: `${'a'.repeat(250)}@example.com`, role: 'collaborator' },
      { email: 'x@example.com', role: 'owner' },
      { email: 'x@example.com', role: 'collaborator', firmId: 1 },
      { email: 'x@example.com', role: 'collaborator', assignedLawyerIds: ['not-a-uuid'] },
      { email: "x@example.com' or 1=1 --", role: 'collaborator' },
      { email: ['x@example.com'], role: 'collaborator' },
    ];
    for (const body of bodies) {
      const response = await invite(sophie, body as Record<string, unknown>);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    for (const id of ['abc', '-1', '1.5', '1e3', '9999999999999']) {
      expect((await callAs(t.app, sophie, 'DELETE', `/api/pro/firm/invitations/${id}`)).statusCode).toBe(400);
    }
    for (const token of ['court', `${'A'.repeat(42)}!`, 'A'.repeat(44), "A'%20or%201=1"]) {
      expect((await preview(token)).statusCode, token).toBe(400);
    }
    const unknown = 'A'.repeat(43);
    expect((await preview(unknown)).statusCode).toBe(404);
    expect((await accept(sophie, unknown)).statusCode).toBe(404);
    const { token } = await invited(sophie, `corps.${Date.now()}@example.com`);
    const extra = await callAs(t.app, sophie, 'POST', `/api/firm-invitations/${token}/accept`, {
      role: 'associate',
    });
    expect(extra.statusCode).toBe(400);
    const signedOut = await callAs(t.app, undefined, 'POST', '/api/pro/firm/invitations', {
      email: 'x@example.com',
      role: 'collaborator',
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('are throttled per account: past twenty an hour, the next one waits', async () => {
    const lawyer = await newLawyer('validee');
    await t.handle.db
      .update(professionals)
      .set({ verificationStatus: 'verified' })
      .where(eq(professionals.userId, lawyer.userId));
    for (let index = 0; index < 21; index += 1) {
      const response = await invite(lawyer.cookie, {
        email: `vague.${index}@example.com`,
        role: 'collaborator',
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await invite(lawyer.cookie, { email: 'vague.trop@example.com', role: 'collaborator' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('300');
    expect(refused.json().error.message).toBe('Trop d’invitations envoyées. Réessayez dans 5 minutes.');
    expect(await outboxFor(t.handle, 'vague.trop@example.com')).toEqual([]);
  });
});
