import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '#domain/identity/auth/auth-schemas.ts';
import { createLogger } from '#server/platform/operations/logger.ts';
import {
  createTestApp,
  lastResetToken,
  outboxFor,
  rowCounts,
  type TTestApp,
} from '#server/test-support/test-app.ts';

// « Mot de passe oublié » answers before it looks the address up (ADR 0045): the answer is the same work
// whether or not an account exists; the token and the e-mail are made once the answer has left.
let t: TTestApp;
let lines: string[] = [];
beforeAll(async () => {
  const logger = createLogger({
    level: 'info',
    destination: { write: (line: string) => void lines.push(line.trimEnd()) },
  });
  t = await createTestApp({ logger });
});
afterAll(async () => {
  await t.close();
});

function forgot(email: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
}

describe('forgotten password, after the answer', () => {
  it('still e-mails a working link to a known address', async () => {
    const response = await forgot('lucas.moreau@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    await t.app.afterResponse.settled();
    const [email] = await outboxFor(t.handle, 'lucas.moreau@example.com');
    expect(email?.subject).toBe('Réinitialisation de votre mot de passe JurisRDV');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: {
        token: await lastResetToken(t.handle, 'lucas.moreau@example.com'),
        password: 'Un-nouveau-mot-de-passe-9',
      },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('does not wait for the work: when it fails, the answer is the same and the failure is logged', async () => {
    // Every reset token refused by the database for the length of this test.
    await t.handle.db.execute(sql`
      create function refuse_reset_tokens() returns trigger language plpgsql as $$
      begin raise exception 'panne simulée des jetons'; end $$`);
    await t.handle.db.execute(sql`
      create trigger refuse_reset_tokens before insert on password_reset_tokens
      for each row execute function refuse_reset_tokens()`);
    try {
      const before = await rowCounts(t.handle);
      lines = [];
      const response = await forgot('emma.laurent@example.com');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
      await t.app.afterResponse.settled();
      const after = await rowCounts(t.handle);
      expect(after.passwordResetTokens).toBe(before.passwordResetTokens);
      expect(after.emailOutbox).toBe(before.emailOutbox);
      const failures = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg === 'work after the answer failed');
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({ work: 'password-reset-email' });
    } finally {
      await t.handle.db.execute(sql`drop trigger refuse_reset_tokens on password_reset_tokens`);
      await t.handle.db.execute(sql`drop function refuse_reset_tokens()`);
    }
  });
});
