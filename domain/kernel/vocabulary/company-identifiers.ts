// A French business's identifiers, as the invoices (billing) and the firms (identity) check them.
import { formatError } from '#domain/kernel/format-messages.ts';
import { z } from '#domain/kernel/zod-fr.ts';

/** SIRET: 14 digits whose Luhn sum is a multiple of 10 (La Poste's establishments excepted, INSEE rule). */
export function isValidSiret(siret: string): boolean {
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith('356000000')) {
    const digitSum = [...siret].reduce((sum, digit) => sum + Number(digit), 0);
    return digitSum % 5 === 0;
  }
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    let digit = Number(siret[13 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What is wrong with a SIRET that is not 14 digits: its length, or a character that is not a digit. */
export function siretShapeMessage(siret: string): string {
  if (/\D/.test(siret)) return formatError('Le SIRET ne contient que des chiffres', 'siret');
  return formatError(`Le SIRET compte 14 chiffres (${siret.length} saisis)`, 'siret');
}

/** French intra-community VAT number: « FR » + key + SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97. */
export function isValidFrenchVatNumber(vatNumber: string): boolean {
  const match = /^FR(\d{2})(\d{9})$/.exec(vatNumber);
  if (!match) return false;
  const key = Number(match[1]);
  const siren = Number(match[2]);
  return key === (12 + 3 * (siren % 97)) % 97;
}

/** « 123 456 789 00012 » or « FR 12 123456789 » as typed → canonical form. */
export function compactIdentifier(value: string): string {
  return value.replace(/[\s.\u00a0\u202f-]/g, '').toUpperCase();
}

/** A required SIRET as typed (spaces and dots allowed), checked by its length, its digits and its key. */
export const ZSiret = z
  .string({ error: 'Le SIRET est requis' })
  .transform(compactIdentifier)
  .refine((siret) => siret !== '', 'Le SIRET est requis')
  .refine((siret) => siret === '' || /^\d{14}$/.test(siret), {
    error: (issue) => siretShapeMessage(String(issue.input)),
    abort: true,
  })
  .refine(
    (siret) => !/^\d{14}$/.test(siret) || isValidSiret(siret),
    'SIRET invalide\u00a0: la clé de contrôle ne correspond pas (vérifiez chacun des 14 chiffres)',
  );

/**
 * What an invoice says instead of a VAT number under the « franchise en base de TVA » (CGI art. 293 B): a
 * lawyer's (billing settings) or a firm's (« Mon cabinet »).
 */
export const VAT_EXEMPTION_MENTION = 'TVA non applicable, art. 293 B du CGI';
