/**
 * Format errors say what is expected, with an example (RGAA 11.11): « Adresse e-mail invalide. Format attendu :
 * nom@domaine.fr ». One module so every form, on the server and in the browser, gives the same example.
 */

/** The examples a format error shows, one per kind of value. */
export const EXPECTED_FORMATS = {
  email: 'nom@domaine.fr',
  phone: '06 12 34 56 78',
  postalCode: '75001',
  date: 'jj/mm/aaaa, par exemple 15/03/2026',
  time: 'hh:mm, par exemple 09:30',
  siret: '14 chiffres, par exemple 732 829 320 00074',
  vatNumber: 'FR, une clé de 2 chiffres et le SIREN, par exemple FR40 303 265 045',
} as const;

export type TExpectedFormat = keyof typeof EXPECTED_FORMATS;

/** « <what is wrong>. Format attendu : <example> ». */
export function formatError(problem: string, expected: TExpectedFormat): string {
  return `${problem}. Format attendu\u00a0: ${EXPECTED_FORMATS[expected]}`;
}

export const INVALID_EMAIL_MESSAGE = formatError('Adresse e-mail invalide', 'email');
export const INVALID_PHONE_MESSAGE = formatError('Numéro de téléphone invalide', 'phone');
export const INVALID_POSTAL_CODE_MESSAGE = formatError(
  'Le code postal doit comporter 5 chiffres',
  'postalCode',
);
export const INVALID_DATE_MESSAGE = formatError('Date invalide', 'date');
export const INVALID_TIME_MESSAGE = formatError('Heure invalide', 'time');
