import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRM_ROLE_LABELS, roleAllows } from '#domain/identity/firms/firm-roles.ts';
import { users } from '#server/db/schema/index.ts';
import { newStaffAccount } from '#server/test-support/staff-accounts.ts';
import {
  callAs,
  createTestApp,
  loginAs,
  type TCallMethod,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { staffRouteRule } from './staff-route-permissions';

/** Every workspace route but HEAD (answered as its GET), from the routes' snapshot. */
const WORKSPACE_ROUTES = readFileSync(new URL('../../app/app-routes.snapshot.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.includes(' /api/pro/') && !line.startsWith('HEAD '))
  .map((line) => {
    const [method, url] = line.split(' ') as [TCallMethod, string];
    return { method, url };
  });

/** A concrete path: numbers for the rows' ids, a well-formed unknown id for a member. */
function pathOf(url: string): string {
  return url.replace(':userId', '00000000-0000-4000-8000-000000000000').replace(/:[a-zA-Z]+/g, '1');
}

let t: TTestApp;
const staff: Record<'assistant' | 'accountant', string> = { assistant: '', accountant: '' };
let sophie = '';
let assistantUserId = '';

beforeAll(async () => {
  t = await createTestApp();
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  const [sophieAccount] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'sophie.martin@example.com'));
  const assistant = await newStaffAccount(t, sophie, 'assistant', [sophieAccount?.id ?? '']);
  staff.assistant = assistant.cookie;
  assistantUserId = assistant.userId;
  staff.accountant = (await newStaffAccount(t, sophie, 'accountant')).cookie;
});

afterAll(async () => {
  await t?.close();
});

describe('the workspace routes, for each staff role', () => {
  it('cover the whole workspace API', () => {
    expect(WORKSPACE_ROUTES.length).toBeGreaterThan(100);
  });

  for (const role of ['assistant', 'accountant'] as const) {
    it(`answer an ${role} what the role opens, and 403 saying the role to everything else`, async () => {
      const refusal = `Cette action n’est pas accessible avec votre rôle (${FIRM_ROLE_LABELS[role]}).`;
      let opened = 0;
      for (const { method, url } of WORKSPACE_ROUTES) {
        const rule = staffRouteRule(method, url);
        const allowed =
          rule !== undefined && (rule.permission === 'any' || roleAllows(role, rule.permission));
        const response = await callAs(
          t.app,
          staff[role],
          method,
          pathOf(url),
          method === 'GET' || method === 'DELETE' ? undefined : {},
        );
        const message =
          response.statusCode === 403
            ? (response.json() as { error: { message: string } }).error.message
            : null;
        if (allowed) {
          opened += 1;
          expect(message, `${method} ${url}`).not.toBe(refusal);
          expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
        } else {
          expect(response.statusCode, `${method} ${url}`).toBe(403);
          expect(message, `${method} ${url}`).toBe(refusal);
        }
      }
      expect(opened).toBeGreaterThan(role === 'assistant' ? 25 : 15);
    });
  }

  it('open a case to an assistant through the member rules only once a lawyer shares it (ADR 0059)', async () => {
    const created = await callAs(t.app, sophie, 'POST', '/api/pro/cases', { title: 'Dossier de la matrice' });
    const caseId = (created.json() as { case: { id: number } }).case.id;
    expect(staffRouteRule('GET', '/api/pro/cases/:id')).toEqual({
      scope: 'member',
      permission: 'cases.shared',
    });
    expect((await callAs(t.app, staff.assistant, 'GET', `/api/pro/cases/${caseId}`)).statusCode).toBe(404);
    const shared = await callAs(t.app, sophie, 'PUT', `/api/pro/cases/${caseId}/access`, {
      userId: assistantUserId,
      access: 'edit',
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect((await callAs(t.app, staff.assistant, 'GET', `/api/pro/cases/${caseId}`)).statusCode).toBe(200);
    const changed = await callAs(t.app, staff.assistant, 'PATCH', `/api/pro/cases/${caseId}`, {
      priority: 'Haute',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The accountant's role never reaches the case.
    expect((await callAs(t.app, staff.accountant, 'GET', `/api/pro/cases/${caseId}`)).statusCode).toBe(403);
  });

  it('open the planning of several agendas to an assistant, on their own lawyers only (issue 27 §3)', async () => {
    const answer = await callAs(t.app, staff.assistant, 'GET', '/api/pro/firm/agenda-lawyers');
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as { lawyers: { name: string }[] }).lawyers.map((lawyer) => lawyer.name)).toEqual([
      'Maître Sophie Martin',
    ]);
    const refused = await callAs(t.app, staff.accountant, 'GET', '/api/pro/firm/agenda-lawyers');
    expect(refused.statusCode).toBe(403);
  });
});
