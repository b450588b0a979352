import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRM_ROLE_PERMISSIONS } from '#domain/identity/firms/firm-roles.ts';
import type { TFirmRequest, TFirmResponse } from '#domain/identity/firms/firm-schemas.ts';
import { LAST_ASSOCIATE_MESSAGE, LAWYER_ROLE_MESSAGE } from '#domain/identity/firms/member-change.ts';
import { UNSAFE_TEXT_MESSAGE } from '#domain/kernel/text/unsafe-characters.ts';
import { firmAssistantAssignments, firmMembers, firms, users } from '#server/db/schema/index.ts';
import { firmIdOf, insertProfessionalAccount, moveIntoFirm } from '#server/test-support/factories.ts';
import { callAs, createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';
import { FIRM_MANAGE_REFUSED, MEMBERS_MANAGE_REFUSED } from './firm-routes';

let t: TTestApp;
let sophie: string;
let thomas: string;
let luc: string;
let marie: string;
let sophieId: string;
let thomasId: string;
let lucId: string;
let sophieFirmId: number;

const SIRET_KEY_MESSAGE =
  'SIRET invalide\u00a0: la clé de contrôle ne correspond pas (vérifiez chacun des 14 chiffres)';

const DETAILS: TFirmRequest = {
  name: 'Cabinet Martin & Associés',
  legalForm: 'selarl',
  siret: '732 829 320 00074',
  streetAddress: '45 boulevard Malesherbes',
  postalCode: '75008',
  city: 'Paris',
  phone: '01 99 00 18 40',
};

async function userIdOf(email: string): Promise<string> {
  const [user] = await t.handle.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} absent`);
  return user.id;
}

async function firmRow(firmId: number) {
  const [row] = await t.handle.db.select().from(firms).where(eq(firms.id, firmId));
  return row;
}

async function readFirmAs(cookie: string): Promise<TFirmResponse> {
  const response = await callAs(t.app, cookie, 'GET', '/api/pro/firm');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  sophieId = await userIdOf('sophie.martin@example.com');
  thomasId = await userIdOf('thomas.bernard@example.com');
  sophieFirmId = await firmIdOf(t.handle.db, sophieId);
  // A second lawyer, registered alone, then moved into Sophie's firm as a collaborator.
  const account = await insertProfessionalAccount(t.handle.db, {
    email: 'luc.fontaine@example.com',
    firstName: 'Luc',
    lastName: 'Fontaine',
  });
  lucId = account.user.id;
  await moveIntoFirm(t.handle.db, lucId, sophieFirmId, 'collaborator');
  luc = await loginAs(t.app, 'pro', 'luc.fontaine@example.com');
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/pro/firm', () => {
  it('gives Sophie her firm, her role and its rights, and its members', async () => {
    const answer = await readFirmAs(sophie);
    expect(answer.firm).toEqual({
      id: sophieFirmId,
      name: 'Cabinet Martin Avocats',
      legalForm: 'individuel',
      siret: null,
      vatNumber: null,
      vatFranchise: false,
      streetAddress: '45 boulevard Malesherbes',
      postalCode: '75008',
      city: 'Paris',
      phone: '01 99 00 18 40',
      logoUrl: null,
      invoicing: 'member',
    });
    expect(answer.myRole).toBe('associate');
    expect(answer.myPermissions).toEqual(FIRM_ROLE_PERMISSIONS.associate);
    expect(answer.members).toEqual([
      {
        userId: sophieId,
        professionalId: 1,
        firstName: 'Sophie',
        lastName: 'Martin',
        email: 'sophie.martin@example.com',
        role: 'associate',
        joinedAt: expect.any(String),
        assignedLawyerIds: [],
      },
      expect.objectContaining({ userId: lucId, firstName: 'Luc', role: 'collaborator' }),
    ]);
    // The pending invitations have their own route, for associates only (GET /api/pro/firm/invitations).
    expect(answer).not.toHaveProperty('invitations');
  });

  it('gives a collaborator the same firm with their own, narrower rights', async () => {
    const answer = await readFirmAs(luc);
    expect(answer.firm.id).toBe(sophieFirmId);
    expect(answer.myRole).toBe('collaborator');
    expect(answer.myPermissions).toEqual(FIRM_ROLE_PERMISSIONS.collaborator);
    expect(answer.myPermissions).not.toContain('firm.manage');
    expect(answer.members.map((member) => member.userId)).toEqual([sophieId, lucId]);
  });

  it('gives a member of another firm only their own firm', async () => {
    const answer = await readFirmAs(thomas);
    expect(answer.firm.id).not.toBe(sophieFirmId);
    expect(answer.firm.name).toBe('Bernard Pénal Conseil');
    expect(answer.members.map((member) => member.userId)).toEqual([thomasId]);
    expect(JSON.stringify(answer)).not.toMatch(/Sophie|Martin|Fontaine/);
  });

  it('is refused to visitors and clients', async () => {
    for (const cookie of [undefined, marie]) {
      expect((await callAs(t.app, cookie, 'GET', '/api/pro/firm')).statusCode).toBe(401);
      expect((await callAs(t.app, cookie, 'PUT', '/api/pro/firm', DETAILS)).statusCode).toBe(401);
    }
  });
});

describe('PUT /api/pro/firm', () => {
  it('refuses a SIRET whose key is wrong next to the field, and writes nothing', async () => {
    const before = await firmRow(sophieFirmId);
    const response = await callAs(t.app, sophie, 'PUT', '/api/pro/firm', {
      ...DETAILS,
      siret: '732 829 320 00075',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { siret: SIRET_KEY_MESSAGE },
    });
    expect(await firmRow(sophieFirmId)).toEqual(before);
  });

  it('refuses hostile input field by field, and writes nothing', async () => {
    const before = await firmRow(sophieFirmId);
    const hostile = [
      [{ name: 'x'.repeat(1_000_000) }, 'name', 'Le nom du cabinet ne doit pas dépasser 150 caractères'],
      [{ name: 'Cabinet\u0000Martin' }, 'name', UNSAFE_TEXT_MESSAGE],
      [{ city: 'Pa\u0000ris' }, 'city', UNSAFE_TEXT_MESSAGE],
      [{ siret: '7328293200007\u0000' }, 'siret', UNSAFE_TEXT_MESSAGE],
      [{ legalForm: 'sarl' }, 'legalForm', 'Choisissez la forme d’exercice'],
      [
        { postalCode: '750' },
        'postalCode',
        'Le code postal doit comporter 5 chiffres. Format attendu\u00a0: 75001',
      ],
      [{ phone: '<script>' }, 'phone', 'Numéro de téléphone invalide. Format attendu\u00a0: 06 12 34 56 78'],
      [{ invoicing: 'client' }, 'invoicing', 'Choisissez qui émet les factures'],
      [{ id: 2 }, 'id', 'Champ non reconnu'],
    ] as const;
    for (const [patch, field, message] of hostile) {
      const response = await callAs(t.app, sophie, 'PUT', '/api/pro/firm', { ...DETAILS, ...patch });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.fieldErrors[field], field).toBe(message);
    }
    expect(await firmRow(sophieFirmId)).toEqual(before);
  });

  it('is refused to a collaborator (403), who still reads the firm', async () => {
    const before = await firmRow(sophieFirmId);
    const response = await callAs(t.app, luc, 'PUT', '/api/pro/firm', DETAILS);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'FORBIDDEN',
      message: `${FIRM_MANAGE_REFUSED} Votre rôle\u00a0: Avocat(e) collaborateur(trice).`,
    });
    expect(await firmRow(sophieFirmId)).toEqual(before);
    expect((await readFirmAs(luc)).firm.name).toBe('Cabinet Martin Avocats');
  });

  it('saves Sophie’s details, the SIRET as digits, and keeps the invoicing when it is not sent', async () => {
    const response = await callAs(t.app, sophie, 'PUT', '/api/pro/firm', DETAILS);
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      id: sophieFirmId,
      name: 'Cabinet Martin & Associés',
      legalForm: 'selarl',
      siret: '73282932000074',
      vatNumber: null,
      vatFranchise: false,
      streetAddress: '45 boulevard Malesherbes',
      postalCode: '75008',
      city: 'Paris',
      phone: '01 99 00 18 40',
      logoUrl: null,
      invoicing: 'member',
    };
    expect(response.json().firm).toEqual(expected);
    expect((await readFirmAs(sophie)).firm).toEqual(expected);
    expect((await readFirmAs(luc)).firm).toEqual(expected);
    // Thomas's firm is untouched.
    expect((await readFirmAs(thomas)).firm.name).toBe('Bernard Pénal Conseil');

    await t.handle.db
      .update(firms)
      .set({ invoicing: 'firm', vatNumber: 'FR44732829320' })
      .where(eq(firms.id, sophieFirmId));
    await callAs(t.app, sophie, 'PUT', '/api/pro/firm', { ...DETAILS, city: 'Paris 8e' });
    expect(await firmRow(sophieFirmId)).toMatchObject({
      city: 'Paris 8e',
      invoicing: 'firm',
      vatNumber: 'FR44732829320',
      vatFranchise: false,
    });
    await callAs(t.app, sophie, 'PUT', '/api/pro/firm', { ...DETAILS, invoicing: 'member' });
    expect(await firmRow(sophieFirmId)).toMatchObject({ city: 'Paris', invoicing: 'member' });
  });
});

describe('PUT /api/pro/firm/members/:userId', () => {
  const memberUrl = (userId: string) => `/api/pro/firm/members/${userId}`;

  it('never reaches another firm’s member: 404, whatever the role', async () => {
    const before = await t.handle.db.select().from(firmMembers);
    for (const [cookie, target] of [
      [thomas, sophieId],
      [thomas, lucId],
      [sophie, thomasId],
      [luc, thomasId],
      [sophie, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await callAs(t.app, cookie, 'PUT', memberUrl(target), { role: 'collaborator' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Membre introuvable.' });
    }
    const malformed = await callAs(t.app, sophie, 'PUT', memberUrl('pas-un-id'), { role: 'collaborator' });
    expect(malformed.statusCode).toBe(400);
    expect(await t.handle.db.select().from(firmMembers)).toEqual(before);
  });

  it('is refused to a collaborator (403)', async () => {
    const response = await callAs(t.app, luc, 'PUT', memberUrl(sophieId), { role: 'collaborator' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'FORBIDDEN',
      message: `${MEMBERS_MANAGE_REFUSED} Votre rôle\u00a0: Avocat(e) collaborateur(trice).`,
    });
  });

  it('refuses roles that do not fit the member and assignments outside an assistant', async () => {
    const asAssistant = await callAs(t.app, sophie, 'PUT', memberUrl(lucId), { role: 'assistant' });
    expect(asAssistant.statusCode).toBe(400);
    expect(asAssistant.json().error.fieldErrors).toEqual({ role: LAWYER_ROLE_MESSAGE });
    const assigned = await callAs(t.app, sophie, 'PUT', memberUrl(lucId), {
      role: 'collaborator',
      assignedLawyerIds: [sophieId],
    });
    expect(assigned.statusCode).toBe(400);
    expect(assigned.json().error.fieldErrors).toEqual({
      assignedLawyerIds: 'Seul(e) un(e) assistant(e) est assigné(e) à des avocats',
    });
    for (const body of [{ role: 'stagiaire' }, { role: 'associate', firmId: 2 }, { role: '\u0000' }]) {
      expect((await callAs(t.app, sophie, 'PUT', memberUrl(lucId), body)).statusCode).toBe(400);
    }
    expect(await t.handle.db.select().from(firmAssistantAssignments)).toEqual([]);
    expect((await readFirmAs(luc)).myRole).toBe('collaborator');
  });

  it('never demotes the last associate, and lets her step down once another is named', async () => {
    const alone = await callAs(t.app, sophie, 'PUT', memberUrl(sophieId), { role: 'collaborator' });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: LAST_ASSOCIATE_MESSAGE,
      fieldErrors: { role: LAST_ASSOCIATE_MESSAGE },
    });
    expect((await readFirmAs(sophie)).myRole).toBe('associate');

    const promoted = await callAs(t.app, sophie, 'PUT', memberUrl(lucId), { role: 'associate' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().members).toEqual([
      expect.objectContaining({ userId: lucId, role: 'associate' }),
      expect.objectContaining({ userId: sophieId, role: 'associate' }),
    ]);
    const lucAnswer = await readFirmAs(luc);
    expect(lucAnswer.myRole).toBe('associate');
    expect(lucAnswer.myPermissions).toContain('firm.manage');

    const stepDown = await callAs(t.app, sophie, 'PUT', memberUrl(sophieId), { role: 'collaborator' });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect(stepDown.json()).toMatchObject({
      myRole: 'collaborator',
      myPermissions: [...FIRM_ROLE_PERMISSIONS.collaborator],
    });
    // Now Luc is the last associate: he cannot leave the role either.
    const last = await callAs(t.app, luc, 'PUT', memberUrl(lucId), { role: 'collaborator' });
    expect(last.statusCode).toBe(400);
    expect(last.json().error.message).toBe(LAST_ASSOCIATE_MESSAGE);
    // And Sophie, a collaborator now, may no longer change the firm.
    expect((await callAs(t.app, sophie, 'PUT', '/api/pro/firm', DETAILS)).statusCode).toBe(403);
  });
});
