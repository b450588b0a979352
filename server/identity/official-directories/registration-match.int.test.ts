// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProfessionalRegistration } from '#domain/identity/auth/admin-schemas.ts';
import { NOTE_REQUIRED_MESSAGE } from '#domain/identity/official-directories/official-directory-schemas.ts';
import { directoryVerifications, professionals, users } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  loginAsAdmin,
  markEmailVerified,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { importOfficialDirectory } from './import-official-directory';

let t: TTestApp;
let admin: string;
const IMPORTED_AT = new Date('2027-03-01T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t);
  await importOfficialDirectory(t.handle.db, {
    source: 'cnb',
    input: [readFileSync(join(import.meta.dirname, 'fixtures/cnb-annuaire.csv'))],
    fileName: 'cnb-annuaire.csv',
    now: IMPORTED_AT,
  });
});
afterAll(async () => {
  await t.close();
});

let registered = 0;
async function register(who: {
  firstName: string;
  lastName: string;
  barAssociation?: string;
  barNumber: string;
  professionalType?: 'avocat' | 'notaire';
}): Promise<number> {
  registered += 1;
  const email = `annuaire.${registered}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/pro/register',
    payload: {
      practice: `Cabinet ${registered}`,
      specialty: who.professionalType === 'notaire' ? 'Droit immobilier' : 'Droit du travail',
      email,
      password: 'Dossier-a-verifier-8',
      acceptTerms: true,
      ...who,
    },
  });
  if (response.statusCode !== 201) throw new Error(`register: ${response.body}`);
  await markEmailVerified(t.handle, email);
  const [row] = await t.handle.db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, email));
  return row?.id ?? 0;
}

async function registrationOf(id: number, status = 'pending'): Promise<TProfessionalRegistration> {
  const response = await callAs(t.app, admin, 'GET', `/api/admin/registrations?status=${status}`);
  expect(response.statusCode).toBe(200);
  const found = (response.json() as { registrations: TProfessionalRegistration[] }).registrations.find(
    (registration) => registration.id === id,
  );
  if (!found) throw new Error(`registration ${id} not listed`);
  return found;
}

const approve = (id: number, body?: unknown) =>
  callAs(t.app, admin, 'POST', `/api/admin/registrations/${id}/approve`, body);

describe('registrations compared with the official directories', () => {
  it('« Trouvé au tableau »: name, bar and number agree, validated in one click', async () => {
    const id = await register({
      firstName: 'Claire',
      lastName: 'Fontaine',
      barAssociation: 'Paris',
      barNumber: '0123456',
    });
    expect((await registrationOf(id)).match).toEqual({
      state: 'found',
      source: 'cnb',
      importedAt: IMPORTED_AT.toISOString(),
      line: {
        name: 'Claire FONTAINE',
        place: 'PARIS',
        number: '0123456',
        oathDate: '2010-03-12',
        specialisations: ['Droit du travail'],
      },
      differences: [],
    });
    const approved = await approve(id);
    expect(approved.json()).toEqual({ ok: true });
    const [verification] = await t.handle.db
      .select()
      .from(directoryVerifications)
      .where(eq(directoryVerifications.professionalId, id));
    expect(verification).toMatchObject({
      source: 'cnb',
      entryKey: '123456',
      stateAtValidation: 'found',
      note: null,
      leftAt: null,
    });
    expect((await registrationOf(id, 'verified')).verification).toMatchObject({
      stateAtValidation: 'found',
      note: null,
      leftAt: null,
    });
  });

  it('« Différences »: says which fields, and validation needs the administrator’s note', async () => {
    const id = await register({
      firstName: 'Clara',
      lastName: 'Morel',
      barAssociation: 'Grenoble',
      barNumber: '345678',
    });
    expect((await registrationOf(id)).match).toMatchObject({
      state: 'differences',
      line: { name: 'Élise MOREL', place: 'LYON' },
      differences: [
        { field: 'firstName', declared: 'Clara', directory: 'Élise' },
        { field: 'place', declared: 'Grenoble', directory: 'LYON' },
      ],
    });
    for (const body of [undefined, {}, { note: '   ' }]) {
      const refused = await approve(id, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { note: NOTE_REQUIRED_MESSAGE },
      });
    }
    expect((await registrationOf(id)).verificationStatus).toBe('pending');
    expect((await approve(id, { note: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await approve(id, { note: 'Nom\u0000' })).statusCode).toBe(400);
    expect(
      (await approve(id, { note: 'Inscrite à Grenoble depuis avril\u00a0: appel au bâtonnier.' })).statusCode,
    ).toBe(200);
    expect((await registrationOf(id, 'verified')).verification).toMatchObject({
      stateAtValidation: 'differences',
      note: 'Inscrite à Grenoble depuis avril\u00a0: appel au bâtonnier.',
    });
  });

  it('« Absent »: nobody with that number or name, validation needs a note', async () => {
    const id = await register({
      firstName: 'Zoé',
      lastName: 'Inconnue',
      barAssociation: 'Paris',
      barNumber: '777',
    });
    expect((await registrationOf(id)).match).toMatchObject({ state: 'absent', line: null, differences: [] });
    expect((await approve(id)).statusCode).toBe(400);
    expect((await approve(id, { note: 'Prestation de serment le mois dernier.' })).statusCode).toBe(200);
  });

  it('a profession whose directory was never imported says so, and asks a note too', async () => {
    const id = await register({
      professionalType: 'notaire',
      firstName: 'Anne',
      lastName: 'Roux',
      barNumber: '75012',
    });
    expect((await registrationOf(id)).match).toEqual({
      state: 'unavailable',
      source: 'notaires',
      importedAt: null,
      line: null,
      differences: [],
    });
    expect((await approve(id)).statusCode).toBe(400);
  });

  it('compares again at validation: a line gone since the board was read needs a note', async () => {
    const id = await register({
      firstName: 'Awa',
      lastName: "N'Diaye",
      barAssociation: 'Marseille',
      barNumber: '456789',
    });
    expect((await registrationOf(id)).match.state).toBe('found');
    const lines = readFileSync(join(import.meta.dirname, 'fixtures/cnb-annuaire.csv'), 'utf8')
      .trimEnd()
      .split('\n');
    await importOfficialDirectory(t.handle.db, {
      source: 'cnb',
      input: [lines.slice(0, 4).join('\n')],
      fileName: 'cnb-sans-ndiaye.csv',
      now: new Date('2027-04-01T09:00:00Z'),
    });
    expect((await approve(id)).json().error.fieldErrors).toEqual({ note: NOTE_REQUIRED_MESSAGE });
  });

  it('refuses the board and validation to anyone but an administrator', async () => {
    expect((await callAs(t.app, undefined, 'GET', '/api/admin/registrations')).statusCode).toBe(401);
    expect(
      (await callAs(t.app, undefined, 'POST', '/api/admin/registrations/1/approve', {})).statusCode,
    ).toBe(401);
  });
});
