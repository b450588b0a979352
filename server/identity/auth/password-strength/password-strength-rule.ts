/**
 * When a new password is strong enough, decided from a zxcvbn-ts estimate (NIST 800-63B: no
 * composition rules, refuse what is easy to guess, including the person's own names and e-mail).
 */

/** zxcvbn's scale: 3 = "safely unguessable" (about 10^8 guesses and more). */
export const MIN_PASSWORD_SCORE = 3;

export type TPasswordEstimate = { score: number; warning: string | null; suggestions: string[] };

export type TPasswordOwner = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  /** Other things an attacker knows about the person (firm name, bar number…). */
  other?: readonly (string | null | undefined)[];
};

export const WEAK_PASSWORD_LEAD = 'Ce mot de passe est trop facile à deviner.';
const DEFAULT_ADVICE = 'Préférez une phrase de plusieurs mots peu courants.';

/** The words zxcvbn must treat as known to an attacker: names, the e-mail, and their parts. */
export function passwordUserInputs(owner: TPasswordOwner): string[] {
  const inputs = new Set<string>();
  const add = (value: string | null | undefined) => {
    const word = value?.trim().toLowerCase();
    if (word && word.length >= 2) inputs.add(word);
  };
  const addWithParts = (value: string | null | undefined) => {
    add(value);
    for (const part of value?.split(/[\s._+'’-]+/) ?? []) add(part);
  };
  addWithParts(owner.firstName);
  addWithParts(owner.lastName);
  for (const value of owner.other ?? []) addWithParts(value);
  const email = owner.email?.trim().toLowerCase();
  if (email) {
    add(email);
    const at = email.lastIndexOf('@');
    addWithParts(at > 0 ? email.slice(0, at) : email);
    if (at > 0) {
      const domain = email.slice(at + 1);
      add(domain);
      for (const label of domain.split('.')) if (label.length >= 3) add(label);
    }
  }
  return [...inputs];
}

function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The French field error for a weak password (zxcvbn-ts's French feedback), or null when strong enough. */
export function weakPasswordMessage(estimate: TPasswordEstimate): string | null {
  if (estimate.score >= MIN_PASSWORD_SCORE) return null;
  const advice = [estimate.warning, ...estimate.suggestions.slice(0, 2)]
    .filter((text): text is string => Boolean(text?.trim()))
    .map(asSentence);
  return [WEAK_PASSWORD_LEAD, ...(advice.length > 0 ? advice : [DEFAULT_ADVICE])].join(' ');
}
