// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assertStrongPassword, createStrengthEstimator, estimatePasswordStrength } from './password-strength';
import {
  MIN_PASSWORD_SCORE,
  passwordUserInputs,
  WEAK_PASSWORD_LEAD,
  weakPasswordMessage,
} from './password-strength-rule';

const MARIE = { firstName: 'Marie', lastName: 'Dubois', email: 'marie.dubois@example.com' };

async function fieldErrorOf(promise: Promise<void>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    const fieldErrors = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
    if (!fieldErrors) throw error;
    return fieldErrors.password ?? fieldErrors.newPassword ?? null;
  }
}

describe('passwordUserInputs', () => {
  it('lists the names, the e-mail and their parts, in lower case', () => {
    expect(
      passwordUserInputs({
        firstName: 'Jean-Pierre',
        lastName: "D'Arc",
        email: 'JP.Darc+rdv@cabinet-darc.fr',
      }),
    ).toEqual([
      'jean-pierre',
      'jean',
      'pierre',
      "d'arc",
      'arc',
      'jp.darc+rdv@cabinet-darc.fr',
      'jp.darc+rdv',
      'jp',
      'darc',
      'rdv',
      'cabinet-darc.fr',
      'cabinet-darc',
    ]);
  });

  it('adds what else an attacker knows, and ignores what is missing', () => {
    expect(passwordUserInputs({ firstName: '  ', other: ['Cabinet Martin', null, 'PAR-12345'] })).toEqual([
      'cabinet martin',
      'cabinet',
      'martin',
      'par-12345',
      'par',
      '12345',
    ]);
  });
});

describe('weakPasswordMessage', () => {
  it('accepts from score 3', () => {
    expect(MIN_PASSWORD_SCORE).toBe(3);
    expect(weakPasswordMessage({ score: 3, warning: null, suggestions: [] })).toBeNull();
    expect(weakPasswordMessage({ score: 4, warning: null, suggestions: [] })).toBeNull();
  });

  it('refuses below with the warning and at most two suggestions, as sentences', () => {
    expect(
      weakPasswordMessage({
        score: 1,
        warning: 'Les dates sont faciles à deviner',
        suggestions: ['Ajoutez des mots moins courants.', 'Évitez les dates.', 'Troisième conseil.'],
      }),
    ).toBe(
      `${WEAK_PASSWORD_LEAD} Les dates sont faciles à deviner. Ajoutez des mots moins courants. Évitez les dates.`,
    );
  });

  it('gives advice even when zxcvbn has none', () => {
    expect(weakPasswordMessage({ score: 2, warning: null, suggestions: [] })).toBe(
      `${WEAK_PASSWORD_LEAD} Préférez une phrase de plusieurs mots peu courants.`,
    );
  });
});

describe('assertStrongPassword (zxcvbn-ts with the French dictionaries, in a worker)', () => {
  it.each([
    ['aaaaaaaa', "Les caractères répétés comme 'aaa' sont faciles à deviner."],
    ['abcdefgh', "Des séquences de caractères communs comme 'abc' sont faciles à deviner."],
    [
      'marie.dubois@example.com',
      'Le mot de passe ne doit pas comporter de données personnelles ou liées au site.',
    ],
    ['demo-2025', 'Ajoutez des mots moins courants.'],
    ['motdepasse123', 'Ajoutez des mots moins courants.'],
    ['azertyuiop', 'Les lignes droites de touches de votre clavier sont faciles à deviner.'],
    ['jurisrdv2025', 'Ajoutez des mots moins courants.'],
  ])('refuses %s with French feedback', async (password, advice) => {
    const message = await fieldErrorOf(assertStrongPassword(password, MARIE));
    expect(message).toContain(WEAK_PASSWORD_LEAD);
    expect(message).toContain(advice);
  });

  it("refuses the person's own e-mail name even when it would pass for someone else", async () => {
    expect(await fieldErrorOf(assertStrongPassword('marie.dubois', MARIE))).toContain(
      'Le mot de passe ne doit pas comporter de données personnelles ou liées au site.',
    );
    const luc = { firstName: 'Luc', lastName: 'Petit', email: 'luc.petit@example.com' };
    expect(await fieldErrorOf(assertStrongPassword('marie.dubois', luc))).toBeNull();
  });

  it('accepts passphrases, and reports the error on the field it is given', async () => {
    expect(await fieldErrorOf(assertStrongPassword('Tournesol-Violet-2025', MARIE))).toBeNull();
    expect(await fieldErrorOf(assertStrongPassword('correct cheval agrafe batterie', MARIE))).toBeNull();
    await expect(assertStrongPassword('aaaaaaaa', MARIE, 'newPassword')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { newPassword: expect.stringContaining(WEAK_PASSWORD_LEAD) },
    });
  });

  it('keeps the event loop free while crafted 128-character passwords are estimated', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 10);
    const started = performance.now();
    const estimates = await Promise.all(
      ['1!a@4$'.repeat(21), 'P@$$w0rd'.repeat(16), 'aB3$'.repeat(32)].map((password) =>
        estimatePasswordStrength(password, []),
      ),
    );
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(estimates.every((estimate) => estimate.score >= 0 && estimate.score <= 4)).toBe(true);
    // A blocked loop would tick once at the end; a free one ticks about every 10 ms all along.
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 10 / 3));
  });
});

describe('createStrengthEstimator', () => {
  it('refuses estimates beyond the queue instead of letting them wait for minutes', async () => {
    const estimator = createStrengthEstimator({ timeoutMs: 10_000, maxPending: 2 });
    try {
      const queued = [
        estimator.estimate('Premiere-Phrase-11', []),
        estimator.estimate('Deuxieme-Phrase-22', []),
      ];
      await expect(estimator.estimate('Troisieme-Phrase-33', [])).rejects.toMatchObject({
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Le service est très sollicité. Réessayez dans 1 minute.',
      });
      expect((await Promise.all(queued)).map((estimate) => estimate.score)).toEqual([4, 4]);
      // Once the queue is drained, estimates are accepted again.
      expect((await estimator.estimate('Troisieme-Phrase-33', [])).score).toBe(4);
    } finally {
      await estimator.stop();
    }
  });

  it('fails an estimate that takes too long instead of waiting for it forever', async () => {
    const estimator = createStrengthEstimator({ timeoutMs: 1, maxPending: 10 });
    try {
      await expect(estimator.estimate('1!a@4$'.repeat(21), [])).rejects.toThrow('timed out');
    } finally {
      await estimator.stop();
    }
  });
});
