// Without zod: the firm's public page shows these labels before anyone types anything.

/** The legal forms a French law practice takes (loi n° 90-1258, décret n° 92-680, loi n° 66-879). */
export const FIRM_LEGAL_FORMS = [
  'individuel',
  'selarl',
  'selas',
  'selafa',
  'selca',
  'scp',
  'aarpi',
  'association',
  'scm',
  'sep',
  'spfpl',
] as const;
export type TFirmLegalForm = (typeof FIRM_LEGAL_FORMS)[number];

export const FIRM_LEGAL_FORM_LABELS: Record<TFirmLegalForm, string> = {
  individuel: 'Exercice individuel',
  selarl: 'SELARL',
  selas: 'SELAS',
  selafa: 'SELAFA',
  selca: 'SELCA',
  scp: 'SCP',
  aarpi: 'AARPI',
  association: 'Association d’avocats',
  scm: 'SCM',
  sep: 'SEP',
  spfpl: 'SPFPL',
};
