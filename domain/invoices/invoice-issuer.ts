/** The title printed under the issuer's name on invoices. */
export const PROFESSIONAL_TYPE_TITLES = {
  avocat: 'Avocat',
  notaire: 'Notaire',
  commissaire: 'Commissaire de justice',
} as const;
