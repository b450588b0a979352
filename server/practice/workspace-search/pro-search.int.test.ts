import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWorkspaceSearchResponse } from '#domain/practice/workspace-search/workspace-search.ts';
import { createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let sophie: string;
let thomas: string;
let marie: string;

beforeAll(async () => {
  t = await createTestApp();
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
});

afterAll(async () => {
  await t.close();
});

function search(cookie: string | undefined, q: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/pro/search?q=${encodeURIComponent(q)}`,
    headers: cookie ? { cookie } : {},
  });
}

async function results(cookie: string, q: string): Promise<TWorkspaceSearchResponse> {
  const response = await search(cookie, q);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('workspace search', () => {
  it('finds the cases, contacts and appointments of a client, whatever the case', async () => {
    const found = await results(sophie, 'DuBoIs');
    expect(found.cases.map((item) => item.title)).toContain('Divorce par consentement mutuel Dubois');
    expect(found.contacts).toContainEqual(
      expect.objectContaining({ name: 'Marie Dubois', email: 'marie.dubois@example.com', type: 'client' }),
    );
    expect(found.appointments.length).toBeGreaterThan(0);
    expect(found.appointments.every((item) => item.client === 'Marie Dubois')).toBe(true);
    for (const group of [found.cases, found.contacts, found.appointments]) {
      expect(group.length).toBeLessThanOrEqual(5);
    }
  });

  it('matches a contact by last name, full name and company', async () => {
    const byName = await results(sophie, 'fontaine');
    expect(byName.contacts.map((item) => item.name)).toContain('Claire Fontaine');
    const byFullName = await results(sophie, 'claire fontaine');
    expect(byFullName.contacts.map((item) => item.name)).toContain('Claire Fontaine');
    const byCompany = await results(sophie, 'expertise compt');
    expect(byCompany.contacts.map((item) => item.name)).toContain('Claire Fontaine');
  });

  it('ignores accents on both sides', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/pro/cases',
      headers: { cookie: sophie },
      payload: { title: 'Succession Élodie' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().case.id as number;
    for (const q of ['élodie', 'ELODIE', 'Élodie', 'elodie', 'succession elo']) {
      expect(
        (await results(sophie, q)).cases.map((item) => item.id),
        q,
      ).toContain(id);
    }
  });

  it('treats % and _ as plain characters', async () => {
    expect(await results(sophie, '%%')).toEqual({ cases: [], contacts: [], appointments: [] });
    expect(await results(sophie, '__')).toEqual({ cases: [], contacts: [], appointments: [] });
  });

  it("never shows another professional's data", async () => {
    const mine = await results(sophie, 'dubois');
    const theirs = await results(thomas, 'dubois');
    const ids = (found: TWorkspaceSearchResponse) => ({
      cases: found.cases.map((item) => item.id),
      contacts: found.contacts.map((item) => item.id),
      appointments: found.appointments.map((item) => item.id),
    });
    const sophieIds = ids(mine);
    const thomasIds = ids(theirs);
    expect(thomasIds.cases.filter((id) => sophieIds.cases.includes(id))).toEqual([]);
    expect(thomasIds.contacts.filter((id) => sophieIds.contacts.includes(id))).toEqual([]);
    expect(thomasIds.appointments.filter((id) => sophieIds.appointments.includes(id))).toEqual([]);
    expect((await results(thomas, 'Élodie')).cases).toEqual([]);
  });

  it('is for signed-in professionals only', async () => {
    expect((await search(undefined, 'dubois')).statusCode).toBe(401);
    expect((await search(marie, 'dubois')).statusCode).toBe(401);
  });

  it('refuses a search shorter than 2 characters with a French message', async () => {
    for (const q of ['d', ' d ']) {
      const response = await search(sophie, q);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.fieldErrors.q).toMatch(/au moins 2 caractères/);
    }
    expect((await search(sophie, 'x'.repeat(101))).statusCode).toBe(400);
  });
});
