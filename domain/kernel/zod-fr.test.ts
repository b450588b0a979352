import { describe, expect, expectTypeOf, it } from 'vitest';
import { UNSAFE_TEXT_MESSAGE } from './text/unsafe-characters';
import { z } from './zod-fr';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('z from zod-fr: text refuses NUL and lone surrogates', () => {
  const name = z
    .string({ error: 'Le nom est requis' })
    .trim()
    .min(1, 'Le nom est requis')
    .max(10, 'Le nom ne doit pas dépasser 10 caractères');

  it.each([
    ['NUL', 'Du\u0000pont'],
    ['a lone high surrogate', 'Dupont\uD800'],
    ['a lone low surrogate', '\uDC00Dupont'],
  ])('refuses %s with the one French message, and only that message', (_name, text) => {
    expect(messages(name.safeParse(text))).toEqual([UNSAFE_TEXT_MESSAGE]);
    // Also when the text breaks other rules: the check runs first and aborts.
    expect(messages(name.safeParse(`${text}${'x'.repeat(50)}`))).toEqual([UNSAFE_TEXT_MESSAGE]);
  });

  it('accepts an emoji (a valid surrogate pair), tabs and newlines', () => {
    expect(z.string().parse('Merci 👍')).toBe('Merci 👍');
    expect(z.string().parse('ligne 1\n\tligne 2\r\n')).toBe('ligne 1\n\tligne 2\r\n');
    expect(name.parse('  Élodie 👍 ')).toBe('Élodie 👍');
  });

  it('keeps trim, lengths, patterns and their own messages working after the check', () => {
    expect(messages(name.safeParse('   '))).toEqual(['Le nom est requis']);
    expect(messages(name.safeParse('x'.repeat(11)))).toEqual(['Le nom ne doit pas dépasser 10 caractères']);
    expect(messages(name.safeParse(42))).toEqual(['Le nom est requis']);
    expect(
      z
        .string()
        .regex(/^\d{5}$/, 'Code postal invalide')
        .safeParse('7500\u0000').error?.issues,
    ).toHaveLength(1);
  });

  it('never runs a transform on unsafe text', () => {
    let calls = 0;
    const upper = z
      .string()
      .trim()
      .transform((text) => {
        calls += 1;
        return text.toUpperCase();
      });
    expect(messages(upper.safeParse('a\u0000'))).toEqual([UNSAFE_TEXT_MESSAGE]);
    expect(calls).toBe(0);
    expect(upper.parse(' ab ')).toBe('AB');
  });

  it('covers optional, nullable and defaulted text, lists, map keys and values', () => {
    expect(z.string().optional().safeParse('\u0000').success).toBe(false);
    expect(z.string().nullable().default('').safeParse('\uD800').success).toBe(false);
    expect(z.array(z.string()).safeParse(['ok', 'k\u0000o']).success).toBe(false);
    const answers = z.record(z.string(), z.string());
    expect(answers.safeParse({ '\u0000': 'x' }).success).toBe(false);
    expect(answers.safeParse({ '\uDFFF': 'x' }).success).toBe(false);
    expect(answers.safeParse({ 0: 'x\u0000' }).success).toBe(false);
    expect(answers.parse({ 0: '👍' })).toEqual({ 0: '👍' });
  });

  it('covers coerced text and URLs, which would otherwise keep the character', () => {
    expect(messages(z.coerce.string().safeParse('a\u0000'))).toEqual([UNSAFE_TEXT_MESSAGE]);
    expect(messages(z.url().safeParse('https://exemple.fr/\u0000'))).toEqual([UNSAFE_TEXT_MESSAGE]);
    expect(messages(z.httpUrl().safeParse('https://exemple.fr/\uD800'))).toEqual([UNSAFE_TEXT_MESSAGE]);
    expect(z.url().parse('https://exemple.fr/👍')).toBe('https://exemple.fr/👍');
  });

  it.each([
    ['email', z.email(), 'jean.dupont@exemple.fr'],
    ['iso datetime', z.iso.datetime({ offset: true }), '2030-01-15T10:00:00+01:00'],
    ['iso date', z.iso.date(), '2030-01-15'],
    ['uuid', z.uuid(), '00000000-0000-4000-8000-000000000000'],
  ])('%s refuses them already, by its own pattern', (_name, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    for (const text of [`${valid}\u0000`, `\uD800${valid}`, `${valid.slice(0, 4)}\u0000${valid.slice(4)}`]) {
      expect(schema.safeParse(text).success).toBe(false);
    }
  });

  it('leaves the types of the rest of the code unchanged', () => {
    const schema = z.object({ name: z.string().trim(), tags: z.array(z.string()).optional() });
    expectTypeOf<z.infer<typeof schema>>().toEqualTypeOf<{ name: string; tags?: string[] | undefined }>();
    expectTypeOf(z.string()).toEqualTypeOf<z.ZodString>();
    expectTypeOf(z.string().trim().min(1)).toEqualTypeOf<z.ZodString>();
    expectTypeOf(schema).toExtend<z.ZodType>();
  });

  it('still answers zod’s own errors in French', () => {
    expect(messages(z.string().safeParse(1))[0]).toMatch(/^Entrée invalide/);
  });
});
