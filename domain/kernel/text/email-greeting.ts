/**
 * The one greeting of every e-mail (issue 26 §6): « Bonjour Marie, » with the first name of an account whose
 * address is confirmed, « Bonjour, » where no name is known or where the name was typed by whoever asked
 * for the e-mail (a confirmation, a reset: the address is not proven to be theirs).
 */
export function emailGreeting(firstName?: string | null): string {
  const name = firstName?.replace(/[\s\p{Cc}]+/gu, ' ').trim() ?? '';
  return name === '' ? 'Bonjour,' : `Bonjour ${name},`;
}
