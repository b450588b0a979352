/**
 * Characters no text of the product may hold: U+0000, which PostgreSQL refuses in text and jsonb
 * (22021, 22P05), and UTF-16 surrogates outside a pair, which are not characters at all (drivers turn
 * them into U+FFFD in text columns and PostgreSQL refuses them as \ud800 escapes in jsonb). With the
 * `u` flag a valid pair is one code point, so only lone surrogates match \p{Cs}.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching U+0000 is the point
const UNSAFE_CHARACTER = /[\u0000\p{Cs}]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching U+0000 is the point
const UNSAFE_CHARACTERS = /[\u0000\p{Cs}]/gu;

export const UNSAFE_TEXT_MESSAGE = 'Ce champ contient un caractère non autorisé.';

export function hasUnsafeCharacters(text: string): boolean {
  return UNSAFE_CHARACTER.test(text);
}

/**
 * For text that reaches the database without a person typing it in a form (a browser's user-agent,
 * an imported calendar): each unsafe character becomes U+FFFD rather than refusing the whole thing.
 */
export function toStorableText(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, '\uFFFD');
}
