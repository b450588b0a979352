// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVED_WORDS_MESSAGE } from '#domain/directory/professionals/lawful-labels.ts';
import type { TProfessionalRegistration } from '#domain/identity/auth/admin-schemas.ts';
import { professionals, specialisationCertificates, users } from '#server/db/schema/index.ts';
import { DEMO_CNB_DIRECTORY } from '#server/db/seed/demo-official-directory.ts';
import {
  callAs,
  createTestApp,
  loginAs,
  loginAsAdmin,
  markEmailVerified,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { importOfficialDirectory } from '../official-directories/import-official-directory';

let t: TTestApp;
let admin: string;
let sophie: string;
let thomas: string;
let marie: string;
const SOPHIE_ID = 1;
const THOMAS_ID = 2;
let notaryId = 0;

async function importDemoDirectory(text: string, at: string) {
  await importOfficialDirectory(t.handle.db, {
    source: 'cnb',
    input: [text],
    fileName: 'annuaire.csv',
    now: new Date(at),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  await importDemoDirectory(DEMO_CNB_DIRECTORY, '2026-11-01T09:00:00Z');
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/pro/register',
    payload: {
      professionalType: 'notaire',
      firstName: 'Louise',
      lastName: 'Notaire',
      practice: 'Office Notaire',
      specialty: 'Droit immobilier',
      barNumber: '75001',
      email: 'louise.notaire@example.com',
      password: 'Dossier-a-verifier-8',
      acceptTerms: true,
    },
  });
  if (registered.statusCode !== 201) throw new Error(registered.body);
  const [notary] = await t.handle.db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.professionalType, 'notaire'))
    .limit(1);
  notaryId = notary?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

async function publicCertificates(id: number) {
  const response = await callAs(t.app, undefined, 'GET', `/api/professionals/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json().certificates;
}

async function editable(cookie: string) {
  const response = await callAs(t.app, cookie, 'GET', '/api/pro/profile');
  expect(response.statusCode).toBe(200);
  const { id: _id, publication: _p, professionalType: _t, certificates, ...profile } = response.json();
  return { profile, certificates };
}

async function registrationOf(id: number): Promise<TProfessionalRegistration> {
  const response = await callAs(t.app, admin, 'GET', '/api/admin/registrations?status=verified');
  expect(response.statusCode).toBe(200);
  const found = (response.json() as { registrations: TProfessionalRegistration[] }).registrations.find(
    (registration) => registration.id === id,
  );
  if (!found) throw new Error(`registration ${id} not listed`);
  return found;
}

describe('certificates read from the CNB directory', () => {
  it('gives a lawyer found at their line its specialisations, and nobody else', async () => {
    expect(await publicCertificates(THOMAS_ID)).toEqual([
      { specialisation: 'Droit pénal', source: 'official-directory' },
    ]);
    expect(await publicCertificates(SOPHIE_ID)).toEqual([]);
    expect((await editable(thomas)).certificates).toHaveLength(1);
    expect((await registrationOf(THOMAS_ID)).certificates).toMatchObject([
      { specialisation: 'Droit pénal', source: 'official-directory', note: null },
    ]);
  });

  it('withdraws it when a later import no longer gives it, and gives it back when it returns', async () => {
    await importDemoDirectory(DEMO_CNB_DIRECTORY.replace(';Droit pénal;', ';;'), '2026-11-02T09:00:00Z');
    expect(await publicCertificates(THOMAS_ID)).toEqual([]);
    const rows = await t.handle.db
      .select()
      .from(specialisationCertificates)
      .where(eq(specialisationCertificates.professionalId, THOMAS_ID));
    expect(rows.map((row) => row.withdrawnAt !== null)).toEqual([true]);
    await importDemoDirectory(DEMO_CNB_DIRECTORY, '2026-11-03T09:00:00Z');
    expect(await publicCertificates(THOMAS_ID)).toEqual([
      { specialisation: 'Droit pénal', source: 'official-directory' },
    ]);
  });

  it('gives one at registration to a lawyer the directory lists with a specialisation', async () => {
    const email = 'paul.mercier@example.com';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/pro/register',
      payload: {
        firstName: 'Paul',
        lastName: 'Mercier',
        practice: 'Mercier Avocats',
        specialty: 'Droit du travail',
        barAssociation: 'Bordeaux',
        barNumber: '0600102',
        email,
        password: 'Dossier-a-verifier-8',
        acceptTerms: true,
      },
    });
    expect(response.statusCode).toBe(201);
    await markEmailVerified(t.handle, email);
    const [row] = await t.handle.db
      .select({ id: professionals.id })
      .from(professionals)
      .innerJoin(users, eq(users.id, professionals.userId))
      .where(eq(users.email, email));
    // Paul Mercier's line has no specialisation in the demo's directory: none.
    const certificates = await t.handle.db
      .select()
      .from(specialisationCertificates)
      .where(eq(specialisationCertificates.professionalId, row?.id ?? 0));
    expect(certificates).toEqual([]);
    // Imported again with one: the next import gives it.
    await importDemoDirectory(
      DEMO_CNB_DIRECTORY.replace('0600102;;20/11/2019;;', '0600102;;20/11/2019;Droit du travail;'),
      '2026-11-04T09:00:00Z',
    );
    const after = await t.handle.db
      .select({ specialisation: specialisationCertificates.specialisation })
      .from(specialisationCertificates)
      .where(eq(specialisationCertificates.professionalId, row?.id ?? 0));
    expect(after).toEqual([{ specialisation: 'Droit du travail' }]);
  });
});

describe('« Ma fiche pro » and the reserved words (RIN art. 10)', () => {
  it('refuses « spécialiste » in an uncertified lawyer’s description, education and certifications, next to each field', async () => {
    const { profile } = await editable(sophie);
    const response = await callAs(t.app, sophie, 'PUT', '/api/pro/profile', {
      ...profile,
      description: 'Avocate SPECIALISTE du divorce',
      education: ['CAPA', 'DU spécialisé en médiation'],
      certifications: ['Spécialités\u00a0: famille'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      description: RESERVED_WORDS_MESSAGE,
      education: RESERVED_WORDS_MESSAGE,
      certifications: RESERVED_WORDS_MESSAGE,
    });
    const [row] = await t.handle.db.select().from(professionals).where(eq(professionals.id, SOPHIE_ID));
    expect(row?.description).toBe(profile.description);
  });

  it('refuses a fourth domain d’activité', async () => {
    const { profile } = await editable(sophie);
    const response = await callAs(t.app, sophie, 'PUT', '/api/pro/profile', {
      ...profile,
      specialties: ['Droit de la famille', 'Droit des successions', 'Droit civil', 'Droit pénal'],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fieldErrors)).toEqual(['specialties']);
  });

  it('lets a lawyer holding a certificate write it', async () => {
    const { profile } = await editable(thomas);
    const response = await callAs(t.app, thomas, 'PUT', '/api/pro/profile', {
      ...profile,
      certifications: [...profile.certifications, 'Avocat spécialiste en droit pénal'],
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('certificates the administrator checks on /admin', () => {
  const record = (cookie: string | undefined, id: number, body: unknown) =>
    callAs(t.app, cookie, 'POST', `/api/admin/registrations/${id}/certificates`, body);

  it('records one with the note, shows it on the profile, lets the text say it; withdrawn, it is gone', async () => {
    const recorded = await record(admin, SOPHIE_ID, {
      specialisation: 'Droit de la famille, des personnes et de leur patrimoine',
      note: 'Certificat du CNB vu le 2 novembre',
    });
    expect(recorded.statusCode).toBe(200);
    const certificateId = recorded.json().id as number;
    expect(await publicCertificates(SOPHIE_ID)).toEqual([
      { specialisation: 'Droit de la famille, des personnes et de leur patrimoine', source: 'administrator' },
    ]);
    expect((await registrationOf(SOPHIE_ID)).certificates).toMatchObject([
      { source: 'administrator', note: 'Certificat du CNB vu le 2 novembre' },
    ]);
    const { profile } = await editable(sophie);
    const claiming = { ...profile, description: 'Avocate spécialiste en droit de la famille' };
    expect((await callAs(t.app, sophie, 'PUT', '/api/pro/profile', claiming)).statusCode).toBe(200);

    const withdrawn = await callAs(
      t.app,
      admin,
      'POST',
      `/api/admin/registrations/${SOPHIE_ID}/certificates/${certificateId}/withdraw`,
      { note: 'Certificat expiré' },
    );
    expect(withdrawn.statusCode).toBe(200);
    expect(await publicCertificates(SOPHIE_ID)).toEqual([]);
    const again = { ...claiming, fullDescription: `${claiming.fullDescription} ` };
    const refused = await callAs(t.app, sophie, 'PUT', '/api/pro/profile', again);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors).toEqual({ description: RESERVED_WORDS_MESSAGE });
  });

  it('is the administrator’s only: a professional or a client is refused, an anonymous visitor too', async () => {
    const body = { specialisation: 'Droit pénal', note: 'Vu' };
    expect((await record(sophie, SOPHIE_ID, body)).statusCode).toBe(401);
    expect((await record(marie, SOPHIE_ID, body)).statusCode).toBe(401);
    expect((await record(undefined, SOPHIE_ID, body)).statusCode).toBe(401);
    const [thomasCertificate] = await t.handle.db
      .select()
      .from(specialisationCertificates)
      .where(eq(specialisationCertificates.professionalId, THOMAS_ID));
    const withdraw = (cookie: string, id: number) =>
      callAs(
        t.app,
        cookie,
        'POST',
        `/api/admin/registrations/${id}/certificates/${thomasCertificate?.id}/withdraw`,
        { note: 'Non' },
      );
    expect((await withdraw(thomas, THOMAS_ID)).statusCode).toBe(401);
    // Another professional's certificate through someone else's id: not found.
    expect((await withdraw(admin, SOPHIE_ID)).statusCode).toBe(404);
    expect(await publicCertificates(THOMAS_ID)).toHaveLength(1);
  });

  it('answers 404 for an unknown professional or one who is not a lawyer', async () => {
    const body = { specialisation: 'Droit pénal', note: 'Vu' };
    expect((await record(admin, 999_999, body)).statusCode).toBe(404);
    expect(notaryId).toBeGreaterThan(0);
    expect((await record(admin, notaryId, body)).statusCode).toBe(404);
  });

  it('requires the note and refuses hostile text', async () => {
    const missing = await record(admin, SOPHIE_ID, { specialisation: 'Droit pénal', note: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fieldErrors)).toEqual(['note']);
    const huge = await record(admin, SOPHIE_ID, { specialisation: 'x'.repeat(1_000_000), note: 'Vu' });
    expect(huge.statusCode).toBe(400);
    const nul = await record(admin, SOPHIE_ID, { specialisation: 'Droit\u0000pénal', note: 'Vu' });
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json().error.fieldErrors)).toEqual(['specialisation']);
  });
});
