import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '#server/db/schema/index.ts';
import {
  createTestApp,
  lastVerificationToken,
  outboxFor,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { hashPassword } from '../auth/passwords';
import { queueRegistrationDigest, REGISTRATION_DIGEST_KIND } from './registration-digest';

let t: TTestApp;
const ADMINS = ['admin@example.com', 'second.admin@example.com'];

beforeAll(async () => {
  t = await createTestApp();
  await t.handle.db.insert(users).values({
    email: 'second.admin@example.com',
    passwordHash: await hashPassword('second-admin-2025'),
    role: 'admin',
    firstName: 'Second',
    lastName: 'Admin',
    emailVerifiedAt: new Date(),
  });
});

afterAll(async () => {
  await t.close();
});

async function registerPro(index: number, confirm: boolean) {
  const email = `avocat${index}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/pro/register',
    payload: {
      firstName: `Prénom${index}`,
      lastName: `Nom${index}`,
      email,
      practice: `Cabinet ${index}`,
      specialty: 'Droit immobilier',
      barNumber: `PARIS-${1000 + index}`,
      password: 'Un-mot-de-passe-solide-7',
      acceptTerms: true,
    },
  });
  expect(response.statusCode).toBe(201);
  if (confirm) {
    const token = await lastVerificationToken(t.handle, email);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/verify',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
  }
}

async function digestsTo(admin: string) {
  return (await outboxFor(t.handle, admin)).filter((email) => email.kind === REGISTRATION_DIGEST_KIND);
}

describe("administrators' digest of professional registrations (ADR 0046)", () => {
  it('tells each administrator once per hour how many registrations wait, never once per registration', async () => {
    for (let index = 0; index < 10; index += 1) await registerPro(index, true);
    // Registered with an address never confirmed: not counted, and no e-mail at registration either.
    await registerPro(99, false);
    for (const admin of ADMINS) expect(await outboxFor(t.handle, admin)).toHaveLength(0);

    expect(await queueRegistrationDigest({ db: t.handle.db, config: t.config }, t.clock.now())).toBe(2);
    for (const admin of ADMINS) {
      const [digest, ...others] = await digestsTo(admin);
      expect(others).toHaveLength(0);
      expect(digest).toMatchObject({
        subject: '10 nouvelles inscriptions professionnelles à valider',
        priority: 3,
      });
      expect(digest?.textBody).toContain('En tout, 10 inscriptions attendent votre décision.');
      expect(digest?.textBody).toContain('http://localhost:3000/admin');
      // Nothing the registrants typed.
      expect(digest?.textBody).not.toMatch(/Prénom|Nom\d|Cabinet \d|PARIS-/);
    }

    // Within the hour: a new registration waits for the next digest.
    t.clock.advance(10 * 60_000);
    await registerPro(10, true);
    t.clock.advance(20 * 60_000);
    expect(await queueRegistrationDigest({ db: t.handle.db, config: t.config }, t.clock.now())).toBe(0);
    for (const admin of ADMINS) expect(await digestsTo(admin)).toHaveLength(1);

    // An hour after the first: one more digest, for the one new registration.
    t.clock.advance(31 * 60_000);
    expect(await queueRegistrationDigest({ db: t.handle.db, config: t.config }, t.clock.now())).toBe(2);
    const [latest] = await digestsTo('admin@example.com');
    expect(latest?.subject).toBe('Une nouvelle inscription professionnelle à valider');
    expect(latest?.textBody).toContain('En tout, 11 inscriptions attendent votre décision.');

    // Nothing new: no digest, however long it has been.
    t.clock.advance(3 * 60 * 60_000);
    expect(await queueRegistrationDigest({ db: t.handle.db, config: t.config }, t.clock.now())).toBe(0);
    const rows = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, REGISTRATION_DIGEST_KIND));
    expect(rows).toHaveLength(4);
  });
});
