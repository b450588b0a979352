export const PROFESSIONAL_TYPE_OPTIONS = [
  { value: 'avocat', label: 'Avocat' },
  { value: 'notaire', label: 'Notaire' },
  { value: 'commissaire', label: 'Commissaire de justice' },
] as const;

export type TProfessionalType = (typeof PROFESSIONAL_TYPE_OPTIONS)[number]['value'];

export const SPECIALTY_OPTIONS = [
  'Droit de la famille',
  'Droit pénal',
  'Droit immobilier',
  'Droit du travail',
  'Droit des affaires',
  'Droit fiscal',
  'Droit de la consommation',
  'Droit des successions',
] as const;

export type TSpecialty = (typeof SPECIALTY_OPTIONS)[number];

/** Only lawyers have a specialty filter in the search (seed 000, Home). */
export function typeHasSpecialty(professionalType: string): boolean {
  return professionalType === 'avocat';
}
