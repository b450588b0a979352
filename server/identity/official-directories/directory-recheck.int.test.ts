// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  directoryVerifications,
  officialDirectoryRechecks,
  professionals,
  users,
} from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  loginAs,
  loginAsAdmin,
  outboxFor,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { welcomeBackReturningAccounts } from '../privacy/inactive-accounts';
import { runDirectoryRecheck } from './directory-recheck';
import { importOfficialDirectory } from './import-official-directory';

// The demo lawyers: Sophie Martin (1) and Thomas Bernard (2) of the Paris bar are in the directory, Camille
// Petit (3) never was (validated before the comparison, on trust).
const HEADER = 'Nom;Prénom;Barreau;Identifiant CNBF;Numéro de toque';
const SOPHIE = 'MARTIN;Sophie;PARIS;0500001;PARIS-A1234';
const THOMAS = 'BERNARD;Thomas;PARIS;0500002;PARIS-B5678';
const OTHERS = ['FONTAINE;Claire;PARIS;0123456;C1234', 'MOREL;Élise;LYON;0345678;'];

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t);
});
afterAll(async () => {
  await t.close();
});

async function importLines(lines: string[], at: string) {
  await importOfficialDirectory(t.handle.db, {
    source: 'cnb',
    input: [[HEADER, ...lines].join('\n')],
    fileName: 'cnb.csv',
    now: new Date(at),
    allowShrink: true,
  });
}

const recheck = (at: string) => runDirectoryRecheck({ db: t.handle.db, config: t.config }, new Date(at));

const verificationOf = async (id: number) =>
  (
    await t.handle.db
      .select()
      .from(directoryVerifications)
      .where(eq(directoryVerifications.professionalId, id))
  )[0];

const profileOf = async (id: number) =>
  (
    await t.handle.db
      .select({
        isPublic: professionals.isPublic,
        delistedAt: professionals.delistedAt,
        reason: professionals.delistedReason,
      })
      .from(professionals)
      .where(eq(professionals.id, id))
  )[0];

const familyLawyers = async () => {
  const search = await callAs(
    t.app,
    undefined,
    'GET',
    '/api/professionals/search?specialty=Droit%20de%20la%20famille&location=Paris',
  );
  return (search.json() as { results: { id: number }[] }).results.map((card) => card.id);
};

const subjects = async (email: string) =>
  (await outboxFor(t.handle, email)).map((message) => message.subject);

describe('the monthly re-check against the official directories', () => {
  it('records the professionals validated before it, with their line, and runs once a month (Paris time)', async () => {
    await importLines([SOPHIE, THOMAS, ...OTHERS], '2027-03-01T08:00:00Z');
    const march = await recheck('2027-03-02T09:00:00Z');
    expect(march).toMatchObject({ month: '2027-03', flagged: 0, delisted: 0 });
    expect(march.checked).toBeGreaterThanOrEqual(3);
    expect(await verificationOf(1)).toMatchObject({
      entryKey: '500001',
      stateAtValidation: 'found',
      leftAt: null,
    });
    expect(await verificationOf(3)).toMatchObject({ entryKey: null, stateAtValidation: 'absent' });
    // Later the same month, and on 31 March at 23:30 in Paris: March's check is done.
    expect(await recheck('2027-03-20T09:00:00Z')).toMatchObject({ month: null, checked: 0 });
    expect(await recheck('2027-03-31T21:30:00Z')).toMatchObject({ month: null });
    const [row] = await t.handle.db.select().from(officialDirectoryRechecks);
    expect(row).toMatchObject({ month: '2027-03', flagged: 0 });
  });

  it('flags a validated professional gone from the directory: the administrator is told, the professional e-mailed', async () => {
    await importLines([THOMAS, ...OTHERS], '2027-04-01T06:00:00Z');
    // 31 March, 22:30 UTC: already 1 April in Paris, April's check.
    const april = await recheck('2027-03-31T22:30:00Z');
    expect(april).toMatchObject({ month: '2027-04', flagged: 1, delisted: 0 });
    expect(await verificationOf(1)).toMatchObject({
      leftAt: new Date('2027-03-31T22:30:00Z'),
      answeredAt: null,
    });
    // Never found, never gone: nothing changes for Camille.
    expect(await verificationOf(3)).toMatchObject({ leftAt: null });
    const [notice] = (await outboxFor(t.handle, 'sophie.martin@example.com')).filter((message) =>
      message.subject.includes('pas été retrouvée'),
    );
    expect(notice?.textBody).toContain('dans sa version importée le 1er avril 2027');
    expect(notice?.textBody).toContain('avant le 1er mai 2027');
    expect(await subjects('admin@example.com')).toContain(
      'Un professionnel validé ne figure plus dans son annuaire officiel',
    );
    // Still listed while the professional may answer.
    expect(await profileOf(1)).toMatchObject({ isPublic: true, delistedAt: null });
    expect(await familyLawyers()).toContain(1);

    const sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
    expect((await callAs(t.app, sophie, 'GET', '/api/pro/official-directory')).json()).toEqual({
      flagged: {
        source: 'cnb',
        leftAt: '2027-03-31T22:30:00.000Z',
        delistOn: '2027-04-30T22:30:00.000Z',
        answeredAt: null,
        delistedAt: null,
      },
    });
    const board = await callAs(t.app, admin, 'GET', '/api/admin/registrations?status=verified');
    const entry = (
      board.json() as { registrations: { id: number; match: unknown; verification: unknown }[] }
    ).registrations.find((registration) => registration.id === 1);
    expect(entry).toMatchObject({
      match: { state: 'absent' },
      verification: {
        leftAt: '2027-03-31T22:30:00.000Z',
        delistOn: '2027-04-30T22:30:00.000Z',
        answer: null,
      },
    });
  });

  it('takes the profile out of the directory 30 days later without an answer, with its reason; a sign-in does not bring it back', async () => {
    // 1 May at 00:29:59 in Paris: May's check (nothing new), one second before the deadline.
    expect(await recheck('2027-04-30T22:29:59Z')).toMatchObject({ month: '2027-05', delisted: 0 });
    expect(await recheck('2027-04-30T22:30:00Z')).toMatchObject({ month: null, delisted: 1 });
    expect(await profileOf(1)).toMatchObject({
      isPublic: false,
      delistedAt: new Date('2027-04-30T22:30:00Z'),
      reason: 'official-directory',
    });
    expect(await subjects('sophie.martin@example.com')).toContain(
      'Votre profil n’est plus référencé sur JurisRDV',
    );
    const page = await callAs(t.app, undefined, 'GET', '/api/professionals/1');
    expect(page.statusCode).toBe(404);
    expect(page.json().error).toMatchObject({
      code: 'PROFILE_DELISTED',
      message: expect.stringContaining('n’a pas été retrouvée dans l’annuaire officiel de sa profession'),
    });
    // Out of search too.
    expect(await familyLawyers()).not.toContain(1);
    // Nothing twice: the next run finds nothing due.
    expect(await recheck('2027-05-02T09:00:00Z')).toMatchObject({ delisted: 0 });

    await t.handle.db
      .update(users)
      .set({ lastSeenAt: new Date('2027-05-03T09:00:00Z') })
      .where(eq(users.email, 'sophie.martin@example.com'));
    await welcomeBackReturningAccounts(t.handle.db);
    expect(await profileOf(1)).toMatchObject({ isPublic: false, reason: 'official-directory' });
  });

  it('keeps listed a professional who answered, until the administrator decides; one answer only', async () => {
    await importLines([...OTHERS], '2027-06-01T06:00:00Z');
    expect(await recheck('2027-06-01T08:00:00Z')).toMatchObject({ month: '2027-06', flagged: 1 });
    const thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
    const answer = { answer: 'Inscrit au barreau de Versailles depuis le 15 mai.' };
    expect(
      (await callAs(t.app, thomas, 'POST', '/api/pro/official-directory/answer', { answer: ' ' })).statusCode,
    ).toBe(400);
    expect(
      (
        await callAs(t.app, thomas, 'POST', '/api/pro/official-directory/answer', {
          answer: 'x'.repeat(2001),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await callAs(t.app, thomas, 'POST', '/api/pro/official-directory/answer', answer)).statusCode,
    ).toBe(200);
    const again = await callAs(t.app, thomas, 'POST', '/api/pro/official-directory/answer', answer);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Votre réponse a déjà été transmise à l’administrateur.');
    expect(await recheck('2027-07-15T08:00:00Z')).toMatchObject({ delisted: 0 });
    expect(await profileOf(2)).toMatchObject({ delistedAt: null });

    const camille = await loginAs(t.app, 'pro', 'camille.petit@example.com');
    const unflagged = await callAs(t.app, camille, 'POST', '/api/pro/official-directory/answer', answer);
    expect(unflagged.statusCode).toBe(409);
    expect((await callAs(t.app, camille, 'GET', '/api/pro/official-directory')).json()).toEqual({
      flagged: null,
    });
  });

  it('the administrator keeps a flagged professional with a note, and brings a delisted profile back', async () => {
    const keep = (id: number, body: unknown) =>
      callAs(t.app, admin, 'POST', `/api/admin/registrations/${id}/keep-listed`, body);
    expect((await keep(2, {})).statusCode).toBe(400);
    expect((await keep(2, { note: 'Transfert à Versailles confirmé par l’Ordre.' })).statusCode).toBe(200);
    expect(await verificationOf(2)).toMatchObject({
      leftAt: null,
      answer: null,
      note: 'Transfert à Versailles confirmé par l’Ordre.',
    });
    expect((await keep(2, { note: 'Encore' })).statusCode).toBe(404);
    expect((await keep(3, { note: 'Jamais signalée' })).statusCode).toBe(404);

    expect((await keep(1, { note: 'Omission du fichier du CNB, inscription confirmée.' })).statusCode).toBe(
      200,
    );
    expect(await profileOf(1)).toMatchObject({ isPublic: true, delistedAt: null, reason: null });
    expect(await subjects('sophie.martin@example.com')).toContain(
      'Votre profil est de nouveau référencé sur JurisRDV',
    );
    expect((await callAs(t.app, undefined, 'GET', '/api/professionals/1')).statusCode).toBe(200);
    expect(
      (await callAs(t.app, undefined, 'POST', '/api/admin/registrations/1/keep-listed', { note: 'x' }))
        .statusCode,
    ).toBe(401);
  });

  it('two instances at the same moment: one does the month, the other nothing', async () => {
    const [first, second] = await Promise.all([
      recheck('2027-08-01T08:00:00Z'),
      recheck('2027-08-01T08:00:00Z'),
    ]);
    expect([first.month, second.month].sort()).toEqual(['2027-08', null]);
  });
});
